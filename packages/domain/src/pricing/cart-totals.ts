import type { Cents } from '../money.js';

/**
 * Cart money rules shared by the API (the totals it answers) and the SDK (the totals it works out
 * while the server's are missing). Amounts are integer cents: each price is rounded to cents once,
 * where it is converted, and everything here works on whole cents, so nothing drifts. The module
 * imports types only, so the browser's cart code can take it without pulling in anything else.
 */

/** A line's row: the unit price times the quantity. The unit price is whole cents: no rounding here. */
export function rowCents(unitCents: Cents, qty: number): Cents {
  return unitCents * qty;
}

/** The subtotal: the sum of the rows. */
export function sumRows(rows: readonly Cents[]): Cents {
  return rows.reduce((sum, row) => sum + row, 0);
}

/** How a coupon discounts. */
export interface CouponDiscount {
  discountType: 'percent' | 'fixed';
  /** percent: basis points (10% = 1000); fixed: cents. */
  value: number;
}

/**
 * The coupon's discount, computed once on the subtotal (not per line): a percentage rounded to the
 * nearest cent, or the fixed amount; never more than the subtotal, nothing on an empty cart.
 */
export function couponDiscountCents(coupon: CouponDiscount | null, subtotal: Cents): Cents {
  if (!coupon || subtotal <= 0) return 0;
  const raw = coupon.discountType === 'percent' ? Math.round((subtotal * coupon.value) / 10_000) : coupon.value;
  return Math.min(raw, subtotal);
}

/**
 * Splits an amount over weights (the cart's discount over its rows) so the parts add up exactly:
 * each part is rounded down, then the cents left go one each to the largest remainders.
 */
export function allocate(amount: Cents, weights: readonly number[]): Cents[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((sum, p) => sum + p, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] += 1;
    left -= 1;
  }
  return parts;
}

/** Takes from each balance in turn (gift cards, in the order applied) until the amount is covered; balances not needed spend nothing. */
export function spendInOrder(
  balances: ReadonlyArray<{ code: string; balanceCents: Cents }>,
  amount: Cents,
): Array<{ code: string; cents: Cents }> {
  let left = amount;
  return balances.flatMap((balance) => {
    const cents = Math.max(0, Math.min(balance.balanceCents, left));
    left -= cents;
    return cents > 0 ? [{ code: balance.code, cents }] : [];
  });
}
