import type { Locale } from '@shoreline/domain';
import type { Messages } from './translate';

type Catalogue = { default: Messages };

/**
 * One dynamic import per locale, so the server bundle keeps each catalogue in its
 * own chunk and loads it the first time a store with that locale renders. The
 * browser never imports these files: the merged messages travel in the root
 * loader data.
 */
const catalogues: Record<Locale, () => Promise<Catalogue>> = {
  'en-US': () => import('./en-US.json'),
  'de-DE': () => import('./de-DE.json'),
  'it-IT': () => import('./it-IT.json'),
};

export const FALLBACK_LOCALE: Locale = 'en-US';

function isLocale(value: string): value is Locale {
  return Object.hasOwn(catalogues, value);
}

/** The messages for a locale, with en-US filling any key the locale lacks. */
export async function loadMessages(locale: string): Promise<Messages> {
  const fallback = (await catalogues[FALLBACK_LOCALE]()).default;
  if (locale === FALLBACK_LOCALE || !isLocale(locale)) return fallback;
  const active = (await catalogues[locale]()).default;
  return { ...fallback, ...active };
}
