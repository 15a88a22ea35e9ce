import type { StoreView } from '@shoreline/domain';
import { renderCutoffHtml } from '~/features/cart/index.server';
import type { Translate } from '~/i18n/translate';
import type { LayoutData } from '~/lib/layout-types';
import { withPromoLineFirst } from './layout-data.server';

/**
 * The header's delivery promise, first in its promo bar: the product page's cut-off line ("Order now for delivery
 * on Tuesday"), from the store's next cut-offs in its language, never CMS text that cannot know the day. None when
 * the store knows no cut-off.
 */
export function withDeliveryPromise(
  layout: LayoutData,
  store: Pick<StoreView, 'shipping' | 'i18n'>,
  t: Translate,
  now = Date.now(),
): LayoutData {
  return withPromoLineFirst(layout, renderCutoffHtml(store, t, 'font-semibold', now));
}
