import { renderToStaticMarkup } from 'react-dom/server';
import type { StoreView } from '@shoreline/domain';
import type { Translate } from '~/i18n/translate';
import { cutoffAttributes, cutoffLine } from './delivery-cutoff';

/**
 * A delivery cut-off line as server HTML, in the store view's language: the product page's (under the purchase
 * form) and the header's promise are this one line from the store's next cut-offs (/api/stores), kept true by the
 * ticker script. Null when no cut-off is known.
 */
export function renderCutoffHtml(
  store: Pick<StoreView, 'shipping' | 'i18n'>,
  t: Translate,
  className: string,
  now = Date.now(),
): string | null {
  const cutoffs = store.shipping?.cutoffs ?? [];
  if (cutoffs.length === 0) return null;
  const attributes = cutoffAttributes(cutoffs, store.i18n.defaultLocale, t);
  const line = cutoffLine(attributes, now);
  if (!line) return null;
  return renderToStaticMarkup(
    <p {...attributes} className={className}>
      {line}
    </p>,
  );
}
