import { describe, expect, it } from 'vitest';
import { claimWindow, paidCentsByItem, shareOf } from './eligibility.js';

const base = { deliveryDate: '2026-06-10', fallbackDate: null, days: 2 };

describe('the claim window', () => {
  it('opens on the delivery date of a shipped order and closes FRESHNESS_CLAIM_DAYS later', () => {
    expect(claimWindow({ ...base, status: 'shipped', today: '2026-06-09' }).refusal?.reason).toBe('claim.not_delivered');
    expect(claimWindow({ ...base, status: 'shipped', today: '2026-06-10' })).toEqual({
      deliveredOn: '2026-06-10',
      endsOn: '2026-06-12',
      refusal: null,
    });
    expect(claimWindow({ ...base, status: 'complete', today: '2026-06-12' }).refusal).toBeNull();
    expect(claimWindow({ ...base, status: 'complete', today: '2026-06-13' }).refusal?.reason).toBe('claim.window_over');
  });

  it('refuses orders that have not left the shop, and takes an order marked complete as delivered', () => {
    for (const status of ['pending_payment', 'processing', 'packed', 'canceled']) {
      expect(claimWindow({ ...base, status, today: '2026-06-11' }).refusal?.reason).toBe('claim.not_delivered');
    }
    expect(claimWindow({ ...base, status: 'complete', today: '2026-06-08' }).refusal).toBeNull();
  });

  it('counts from the pickup or shipping day when the order has no delivery date', () => {
    const window = claimWindow({ status: 'complete', deliveryDate: null, fallbackDate: '2026-06-01', today: '2026-06-04', days: 2 });
    expect(window).toMatchObject({ deliveredOn: '2026-06-01', endsOn: '2026-06-03', refusal: { reason: 'claim.window_over' } });
  });
});

describe("a claimed line's paid value", () => {
  const priced = {
    lines: [
      { sku: 'CRAB-DZ', rowCents: 8000, discountCents: 800, taxCents: 432 },
      { sku: 'SIDE-CORN', rowCents: 600, discountCents: 0, taxCents: 36 },
    ],
  } as Parameters<typeof paidCentsByItem>[0];
  const item = (id: number, sku: string, qty: number) => ({ id, sku, qty, row_total_incl_tax_cents: 1, discount_cents: 0 });

  it('is the priced line (row minus discount plus tax), matched by position or by sku', () => {
    expect(paidCentsByItem(priced, [item(1, 'CRAB-DZ', 2), item(2, 'SIDE-CORN', 1)])).toEqual(
      new Map([
        [1, 7632],
        [2, 636],
      ]),
    );
    expect(paidCentsByItem(priced, [item(2, 'SIDE-CORN', 1), item(1, 'CRAB-DZ', 2)]).get(1)).toBe(7632);
    expect(paidCentsByItem(priced, [item(3, 'OTHER', 1)]).get(3)).toBe(1);
  });

  it('shares a line by units, rounded once', () => {
    expect(shareOf(7632, 2, 1)).toBe(3816);
    expect(shareOf(1001, 3, 1)).toBe(334);
    expect(shareOf(1001, 3, 3)).toBe(1001);
  });
});
