/**
 * A refund's share of a line: the line's paid total (tax in, discount out) for `qty` more units
 * after `earlier` were refunded. Measured from the running total, so refunding a line unit by
 * unit adds up to exactly the line's total.
 */
export function lineRefundCents(
  item: { row_total_incl_tax_cents: number; discount_cents: number; qty: number },
  qty: number,
  earlier = 0,
): number {
  const lineTotal = item.row_total_incl_tax_cents - item.discount_cents;
  const upTo = (units: number) => Math.round((lineTotal * units) / item.qty);
  return upTo(earlier + qty) - upTo(earlier);
}
