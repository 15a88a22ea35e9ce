import type { Totals } from '@shoreline/sdk/cart/types';
import { centsToFreeDelivery } from '@shoreline/domain/free-delivery';
import { useT } from '~/i18n/useT';
import type { FormatMoney } from '~/lib/money';

/**
 * How far the cart is from free delivery: the store's threshold against the server's subtotal after discount
 * (the figure the shipping price is decided on). Null without the rule, without server totals, or with nothing to ship.
 */
export function freeDeliveryGap(threshold: number | null, totals: Totals | null, virtual: boolean): number | null {
  const subtotal = totals?.subtotal_with_discount;
  if (virtual || threshold === null || typeof subtotal !== 'number') return null;
  // Both are the server's two-decimal amounts. (The money module's converters would join the product page's
  // first load through the chunk it shares with this lazily loaded code.)
  const missing = centsToFreeDelivery(Math.round(threshold * 100), Math.round(subtotal * 100));
  return missing === null ? null : missing / 100;
}

interface FreeDeliveryNoteProps {
  /** The store's threshold (root data, from the API's configuration); null: no free delivery to speak of. */
  threshold: number | null;
  totals: Totals | null;
  virtual: boolean;
  money: FormatMoney;
}

/** "$X more for free delivery", or "Free delivery" once the cart is there. */
export function FreeDeliveryNote({ threshold, totals, virtual, money }: FreeDeliveryNoteProps) {
  const t = useT();
  const gap = freeDeliveryGap(threshold, totals, virtual);
  if (gap === null) return null;
  return (
    <p aria-live="polite" data-testid="free-delivery" className="rounded-xl bg-sand-100 px-3 py-2 text-sm font-medium ring-1 ring-sand-200">
      {gap === 0 ? t('cart.freeDelivery.reached') : t('cart.freeDelivery.remaining', { amount: money(gap) })}
    </p>
  );
}
