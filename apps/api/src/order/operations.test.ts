import { describe, expect, it } from 'vitest';
import type { OrderItemRow } from './storage.js';
import { lineRefundCents } from './operations.js';
import { allowedMoves, initialStatus } from './workflow.js';

const line = (qty: number, totalInclTax: number, discount = 0) =>
  ({ qty, row_total_incl_tax_cents: totalInclTax, discount_cents: discount }) as OrderItemRow;

describe('line refunds', () => {
  it('adds up to exactly the line total when refunded unit by unit', () => {
    const item = line(3, 1000);
    const parts = [lineRefundCents(item, 1, 0), lineRefundCents(item, 1, 1), lineRefundCents(item, 1, 2)];
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(parts).toEqual([333, 334, 333]);
  });

  it('leaves the discount out', () => {
    expect(lineRefundCents(line(2, 5000, 1000), 2)).toBe(4000);
  });
});

describe('order workflow', () => {
  it('lets packers only pack and ship', () => {
    expect(allowedMoves('processing', 'packer')).toEqual(['packed']);
    expect(allowedMoves('packed', 'packer')).toEqual(['shipped']);
    expect(allowedMoves('shipped', 'packer')).toEqual([]);
    expect(allowedMoves('pending', 'manager')).toEqual(['packed', 'canceled']);
    expect(allowedMoves('shipped', 'owner')).toEqual(['complete']);
  });

  it('starts paid, authorized, offline and free orders in processing', () => {
    expect(initialStatus('captured', true)).toBe('processing');
    expect(initialStatus('authorized', true)).toBe('processing');
    expect(initialStatus('pending', false)).toBe('processing');
    expect(initialStatus('pending', true)).toBe('pending_payment');
  });
});
