import type { Locale } from '@shoreline/domain';
import type { Messages } from './translate';

type Catalogue = { default: Messages };
const merge = (catalogues: Catalogue[]): Messages => Object.assign({}, ...catalogues.map((c) => c.default));

/**
 * One group of dynamic imports per locale, so the server bundle keeps each
 * locale's catalogues in their own chunks and loads them the first time a store
 * with that locale renders. Messages are split by feature (core, catalog,
 * product, content, cart, account) so features can grow their texts independently. The browser
 * never imports these files: the merged messages travel in the root loader data.
 */
const catalogues: Record<Locale, () => Promise<Messages>> = {
  'en-US': async () =>
    merge(
      await Promise.all([
        import('./core/en-US.json'),
        import('./catalog/en-US.json'),
        import('./product/en-US.json'),
        import('./content/en-US.json'),
        import('./cart/en-US.json'),
        import('./account/en-US.json'),
      ]),
    ),
  'de-DE': async () =>
    merge(
      await Promise.all([
        import('./core/de-DE.json'),
        import('./catalog/de-DE.json'),
        import('./product/de-DE.json'),
        import('./content/de-DE.json'),
        import('./cart/de-DE.json'),
        import('./account/de-DE.json'),
      ]),
    ),
  'it-IT': async () =>
    merge(
      await Promise.all([
        import('./core/it-IT.json'),
        import('./catalog/it-IT.json'),
        import('./product/it-IT.json'),
        import('./content/it-IT.json'),
        import('./cart/it-IT.json'),
        import('./account/it-IT.json'),
      ]),
    ),
};

export const FALLBACK_LOCALE: Locale = 'en-US';

function isLocale(value: string): value is Locale {
  return Object.hasOwn(catalogues, value);
}

/** The messages for a locale, with en-US filling any key the locale lacks. */
export async function loadMessages(locale: string): Promise<Messages> {
  const fallback = await catalogues[FALLBACK_LOCALE]();
  if (locale === FALLBACK_LOCALE || !isLocale(locale)) return fallback;
  return { ...fallback, ...(await catalogues[locale]()) };
}
