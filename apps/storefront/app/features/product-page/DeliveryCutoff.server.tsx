import { renderToStaticMarkup } from 'react-dom/server';
import type { StoreView } from '@shoreline/domain';
import type { Translate } from '~/i18n/translate';
import { cutoffAttributes, cutoffLine } from '~/features/cart/index.server';

/** The product page's delivery line under the purchase form, as server HTML; null when no cut-off is known. */
export function renderCutoffHtml(store: Pick<StoreView, 'shipping' | 'i18n'>, t: Translate, now = Date.now()): string | null {
  const cutoffs = store.shipping?.cutoffs ?? [];
  if (cutoffs.length === 0) return null;
  const attributes = cutoffAttributes(cutoffs, store.i18n.defaultLocale, t);
  const line = cutoffLine(attributes, now);
  if (!line) return null;
  return renderToStaticMarkup(
    <p {...attributes} className="text-sm font-semibold text-navy-900">
      {line}
    </p>,
  );
}
