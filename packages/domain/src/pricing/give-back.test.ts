import { describe, expect, it } from 'vitest';
import { lineLeft, proportionalCents, spreadOverClaim, spreadOverOrder, unitsCents, unitsCovered } from './give-back';

const line = (itemId: number, qty: number, costCents: number, givenQty = 0, givenCents = 0) =>
  lineLeft({ itemId, qty, costCents, givenQty, givenCents });

describe('the give-back spread', () => {
  it('shares whole cents in proportion, the rest a cent each by the largest remainder, ties to the earlier part', () => {
    expect(proportionalCents(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(proportionalCents(100, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(proportionalCents(10, [3, 7])).toEqual([3, 7]);
    expect(proportionalCents(500, [100, 200])).toEqual([100, 200]);
    expect(proportionalCents(0, [5])).toEqual([0]);
    const shares = proportionalCents(997, [1333, 2667, 19]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(997);
  });

  it('gives every line and the shipping exactly its rest for a refund of everything left, the excess as the rest of the order', () => {
    const lines = [line(2, 2, 1598, 1, 799), line(1, 1, 600)];
    const spread = spreadOverOrder(799 + 600 + 995 + 50, lines, 995);
    expect(spread.lines).toEqual([
      { itemId: 1, qty: 1, cents: 600 },
      { itemId: 2, qty: 1, cents: 799 },
    ]);
    expect(spread).toMatchObject({ shippingCents: 995, otherCents: 50 });
  });

  it('counts a unit given back once its whole value is, and the last unit takes what is left', () => {
    const crabs = line(1, 3, 1000);
    expect(unitsCovered(crabs, 333)).toBe(0);
    expect(unitsCovered(crabs, 334)).toBe(1);
    expect(unitsCovered(crabs, 1000)).toBe(3);
    expect(unitsCents(crabs, 1)).toBe(333);
    expect(unitsCents(line(1, 3, 1000, 2, 667), 1)).toBe(333);
    expect(unitsCents(line(1, 3, 1000, 1, 500), 2)).toBe(500);
  });

  it('refuses a claim whose units or cents were given back, and splits an approval by claimed value', () => {
    const left = new Map([
      [1, line(1, 2, 1000, 1, 500)],
      [2, line(2, 1, 600)],
    ]);
    const oneOfEach = [
      { itemId: 1, qty: 1, paidCents: 500 },
      { itemId: 2, qty: 1, paidCents: 600 },
    ];
    expect(spreadOverClaim(500, [{ itemId: 1, qty: 2, paidCents: 1000 }], left)).toBeNull();
    expect(spreadOverClaim(1200, oneOfEach, left)).toBeNull();
    expect(spreadOverClaim(550, oneOfEach, left)).toEqual([
      { itemId: 1, qty: 1, cents: 250 },
      { itemId: 2, qty: 1, cents: 300 },
    ]);
  });
});
