/**
 * What an order line can still give back, and how an amount not tied to units is spread over an order's lines
 * (ADR 0013). Pure functions of integer cents: the API's ledger (give-back/) and migration 035's backfill both
 * use them, so an order reads the same whichever wrote its rows.
 */

/** What a line cost the customer: its total with tax, less its discount (what a refund of every unit gives back). */
export const lineCostCents = (item: { row_total_incl_tax_cents: number; discount_cents: number }): number =>
  item.row_total_incl_tax_cents - item.discount_cents;

/** A line with what was given back on it so far, in units and cents. */
export interface LineGiven {
  itemId: number;
  qty: number;
  costCents: number;
  givenQty: number;
  givenCents: number;
}

/** A line with what is left to give back on it: never below zero. */
export interface LineLeft extends LineGiven {
  qtyLeft: number;
  centsLeft: number;
}

export function lineLeft(line: LineGiven): LineLeft {
  return { ...line, qtyLeft: Math.max(0, line.qty - line.givenQty), centsLeft: Math.max(0, line.costCents - line.givenCents) };
}

/**
 * The cents `qty` more units of a line give back: their share of the line's cost measured from the running total
 * (so unit by unit adds up to the cost), never more than is left, and all that is left with the last unit.
 */
export function unitsCents(line: LineLeft, qty: number): number {
  if (qty <= 0 || line.qty <= 0) return 0;
  if (qty >= line.qtyLeft) return line.centsLeft;
  const upTo = (units: number) => Math.round((line.costCents * units) / line.qty);
  return Math.min(line.centsLeft, upTo(line.givenQty + qty) - upTo(line.givenQty));
}

/**
 * The units a line's cents now cover in whole, beyond those counted before: a unit counts as given back once its
 * whole value was (every unit once nothing is left in cents).
 */
export function unitsCovered(line: LineLeft, moreCents: number): number {
  const cents = line.givenCents + moreCents;
  const covered = cents >= line.costCents ? line.qty : Math.floor((cents * line.qty) / Math.max(1, line.costCents));
  return Math.min(line.qtyLeft, Math.max(0, covered - line.givenQty));
}

/**
 * Shares `amount` over parts in proportion to each part's weight, in whole cents: each its floor, then one cent
 * each by the largest remainder (ties: the earlier part). No part gets more than its weight; `amount` is at most
 * the weights' sum.
 */
export function proportionalCents(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  if (amount >= total) return [...weights];
  const exact = weights.map((weight) => (amount * weight) / total);
  const shares = exact.map(Math.floor);
  let rest = amount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (rest <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    rest -= 1;
  }
  return shares;
}

/** One line's part of a give-back. */
export interface LineShare {
  itemId: number;
  qty: number;
  cents: number;
}

/** An amount given back on the whole order, as the lines, the shipping and the rest (fees, rounding) take it. */
export interface OrderSpread {
  lines: LineShare[];
  shippingCents: number;
  /** What the lines and the shipping had no room left for (extra fees, a surcharge): kept on the order. */
  otherCents: number;
}

/**
 * Spreads an amount given back on the whole order (a refund of what is left, a cancel, a refund made at the
 * gateway): over the lines (by item id) and the shipping in proportion to what is left on each, so a refund of
 * everything left gives every line and the shipping exactly its rest; the shipping is its own part, never a
 * line's. A line's units count as given back as far as its cents cover them (unitsCovered).
 */
export function spreadOverOrder(amount: number, lines: readonly LineLeft[], shippingCentsLeft: number): OrderSpread {
  const ordered = [...lines].sort((a, b) => a.itemId - b.itemId);
  const shares = proportionalCents(amount, [...ordered.map((line) => line.centsLeft), Math.max(0, shippingCentsLeft)]);
  const lineShares = ordered
    .map((line, index) => {
      const cents = shares[index] ?? 0;
      return { itemId: line.itemId, qty: unitsCovered(line, cents), cents };
    })
    .filter((share) => share.cents > 0 || share.qty > 0);
  const shippingCents = shares[ordered.length] ?? 0;
  const spread = lineShares.reduce((sum, share) => sum + share.cents, 0) + shippingCents;
  return { lines: lineShares, shippingCents, otherCents: Math.max(0, amount - spread) };
}

/**
 * Spreads an approved claim's amount over its lines: each line settles the units claimed, and takes the amount
 * in proportion to its claimed value, never more than is left on it. Answers null when the claim asks for more
 * units, or more cents, than its lines have left.
 */
export function spreadOverClaim(
  amount: number,
  claimLines: ReadonlyArray<{ itemId: number; qty: number; paidCents: number }>,
  left: ReadonlyMap<number, LineLeft>,
): LineShare[] | null {
  const lines = claimLines.map((line) => ({ line, left: left.get(line.itemId) }));
  if (lines.some(({ line, left: rest }) => !rest || rest.qtyLeft < line.qty)) return null;
  const room = lines.map(({ line, left: rest }) => Math.min(rest?.centsLeft ?? 0, Math.max(line.paidCents, 0)));
  if (amount > room.reduce((sum, cents) => sum + cents, 0)) return null;
  const shares = proportionalCents(amount, room);
  return lines.map(({ line }, index) => ({ itemId: line.itemId, qty: line.qty, cents: shares[index] ?? 0 }));
}
