import { describe, expect, it } from 'vitest';
import { allocate, couponDiscountCents, rowCents, spendInOrder, sumRows } from './cart-totals.js';

describe('rows and subtotal', () => {
  it('multiplies whole-cent unit prices and adds the rows without rounding again', () => {
    expect(rowCents(2499, 3)).toBe(7497);
    expect(rowCents(10, 3)).toBe(30);
    expect(sumRows([30, 4998])).toBe(5028);
    expect(sumRows([])).toBe(0);
  });
});

describe('couponDiscountCents', () => {
  it('takes a percentage (basis points) of the subtotal, rounded to the nearest cent', () => {
    expect(couponDiscountCents({ discountType: 'percent', value: 1000 }, 4999)).toBe(500);
    expect(couponDiscountCents({ discountType: 'percent', value: 1000 }, 4994)).toBe(499);
    expect(couponDiscountCents({ discountType: 'percent', value: 1250 }, 1004)).toBe(126);
  });

  it('takes a fixed amount, never more than the subtotal', () => {
    expect(couponDiscountCents({ discountType: 'fixed', value: 500 }, 4999)).toBe(500);
    expect(couponDiscountCents({ discountType: 'fixed', value: 500 }, 300)).toBe(300);
    expect(couponDiscountCents({ discountType: 'percent', value: 15_000 }, 300)).toBe(300);
  });

  it('gives nothing without a coupon or on an empty cart', () => {
    expect(couponDiscountCents(null, 4999)).toBe(0);
    expect(couponDiscountCents({ discountType: 'fixed', value: 500 }, 0)).toBe(0);
  });
});

describe('allocate', () => {
  it('splits an amount over weights so the parts add up exactly, largest remainders first', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(500, [2499, 2500])).toEqual([250, 250]);
    expect(allocate(7, [100, 200, 300])).toEqual([1, 2, 4]);
    const parts = allocate(999, [1234, 5678, 91]);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(999);
  });

  it('gives zeros for nothing to split or no weight', () => {
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(100, [0, 0])).toEqual([0, 0]);
    expect(allocate(100, [])).toEqual([]);
  });
});

describe('spendInOrder', () => {
  it('spends each balance in turn up to the amount; balances not needed spend nothing', () => {
    const cards = [
      { code: 'A', balanceCents: 1000 },
      { code: 'B', balanceCents: 5000 },
      { code: 'C', balanceCents: 700 },
    ];
    expect(spendInOrder(cards, 2500)).toEqual([
      { code: 'A', cents: 1000 },
      { code: 'B', cents: 1500 },
    ]);
    expect(spendInOrder(cards, 800)).toEqual([{ code: 'A', cents: 800 }]);
    expect(spendInOrder(cards, 0)).toEqual([]);
    expect(spendInOrder([{ code: 'EMPTY', balanceCents: 0 }], 100)).toEqual([]);
  });
});
