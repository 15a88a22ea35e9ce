import type { TotalSegment } from '@shoreline/sdk/cart/types';
import { shippingLineTitle } from '@shoreline/domain/shipping-line';
import { useLocale, useT } from '~/i18n/useT';
import type { MessageKey } from '~/i18n/translate';
import type { FormatMoney } from '~/lib/money';

const TITLES: Record<string, MessageKey> = {
  subtotal: 'cart.totals.subtotal',
  subtotal_incl_tax: 'cart.totals.subtotal',
  tax: 'cart.totals.tax',
  customer_credits: 'cart.totals.storeCredit',
  mageworx_giftcards: 'cart.totals.giftCards',
  grand_total: 'cart.totals.grandTotal',
};

/** The server's total segments (subtotal, shipping, discount, tax, grand total), labelled in the store's language. */
export function Totals({
  segments,
  coupon,
  money,
  busy,
}: {
  segments: TotalSegment[];
  coupon: string | null;
  money: FormatMoney;
  busy: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const title = (segment: TotalSegment) => {
    if (segment.code === 'discount') return coupon ? t('cart.totals.discountWithCode', { code: coupon }) : t('cart.totals.discount');
    // The server names the method and any surcharge in brackets ("Shipping & Handling (Overnight delivery + ...)").
    if (segment.code === 'shipping') return shippingLineTitle(locale, 'delivery', /\(([^()]+)\)$/.exec(segment.title)?.[1]);
    const key = TITLES[segment.code];
    return key ? t(key) : segment.title;
  };
  return (
    <dl aria-busy={busy} data-testid="cart-totals" className="flex flex-col gap-1.5 text-sm">
      {segments.map((segment) => {
        const grand = segment.code === 'grand_total';
        return (
          <div
            key={segment.code}
            data-segment={segment.code}
            className={`flex justify-between gap-4 ${grand ? 'border-t border-navy-900/15 pt-2 text-base font-bold' : ''}`}
          >
            <dt>{title(segment)}</dt>
            <dd className="tabular-nums">{money(segment.value)}</dd>
          </div>
        );
      })}
    </dl>
  );
}
