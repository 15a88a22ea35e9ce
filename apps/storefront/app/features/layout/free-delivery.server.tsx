import { renderToStaticMarkup } from 'react-dom/server';
import { formatCents, toCents, type StoreView } from '@shoreline/domain';
import type { Translate } from '~/i18n/translate';
import type { LayoutData } from '~/lib/layout-types';
import { withPromoLineFirst } from './layout-data.server';

/**
 * The header's free-delivery line, from the threshold the API is configured with (never from CMS text, which
 * could promise a rule the shop does not apply): none when the store has no free delivery.
 */
export function freeDeliveryLine(store: Pick<StoreView, 'shipping' | 'priceFormat'>, t: Translate): string | null {
  const threshold = store.shipping?.freeDeliveryFrom;
  if (threshold === null || threshold === undefined) return null;
  const cents = toCents(threshold);
  // "$150" rather than "$150.00" for a whole amount.
  const format = cents % 100 === 0 ? { ...store.priceFormat, fractionDigits: 0 } : store.priceFormat;
  return t('header.freeDelivery', { amount: formatCents(cents, format) });
}

/** The line goes first in the header's promo bar, above the shop's own header-top block (rendered here: no client code). */
export function withFreeDeliveryLine(layout: LayoutData, line: string | null): LayoutData {
  return withPromoLineFirst(layout, line ? renderToStaticMarkup(<p data-free-delivery="">{line}</p>) : null);
}
