import { describe, expect, it } from 'vitest';
import { DEFAULT_PERISHABLE } from '../delivery/index.js';
import { parcelOptions, parcelWeightOz, type BoxLine } from './parcel.js';
import { overnightRateBy } from './rates.js';
import type { Rate } from './port.js';

const line = (qty: number, weightLb: number | null, shippingClass: string | null = null): BoxLine => ({
  qty,
  weightLb,
  shippingClass,
  name: 'Line',
});
const settings = { lineOz: 16, packagingOz: 64 };

describe('the box a label is bought for', () => {
  it("weighs its products' catalog weight, a default per unit without one, and the packaging, in ounces", () => {
    expect(parcelWeightOz([line(2, 1.5)], settings)).toBe(2 * 24 + 64);
    expect(parcelWeightOz([line(3, null), line(1, 0)], settings)).toBe(4 * 16 + 64);
    expect(parcelWeightOz([line(1, 0.123)], settings)).toBe(66);
    expect(parcelWeightOz([], settings)).toBe(64);
  });

  it('declares dry ice only where the perishable rules pack with it, per box; Saturday delivery on a Saturday', () => {
    const rules = { perishable: { ...DEFAULT_PERISHABLE, dryIceStates: ['TX'] }, dryIceLbPerBox: 5 };
    const crabMeat = [line(2, 12, 'perishable')];
    // 24 lb of perishables: two 20 lb boxes of 5 lb dry ice each.
    expect(parcelOptions(crabMeat, { region: 'TX', postcode: '78701' }, '2026-12-05', rules)).toEqual({
      saturdayDelivery: true,
      dryIceOz: 160,
    });
    expect(parcelOptions(crabMeat, { region: 'MD', postcode: '21201' }, '2026-12-04', rules)).toEqual({
      saturdayDelivery: false,
      dryIceOz: 0,
    });
    expect(parcelOptions([line(1, 1)], { region: 'TX', postcode: '78701' }, null, rules).dryIceOz).toBe(0);
  });
});

describe('the rate a box ships at', () => {
  const rate = (id: string, cents: number, deliveryDays: number | null, deliveryDate: string | null): Rate => ({
    id,
    carrier: 'C',
    service: id,
    cents,
    deliveryDays,
    deliveryDate,
  });

  it('is the cheapest overnight rate arriving by the delivery date', () => {
    const rates = [
      rate('ground', 900, 2, '2026-12-05'),
      rate('overnight', 3800, 1, '2026-12-04'),
      rate('first', 7100, 1, '2026-12-04'),
      rate('late-overnight', 2000, 1, '2026-12-05'),
    ];
    expect(overnightRateBy(rates, '2026-12-04')?.id).toBe('overnight');
    expect(overnightRateBy(rates, '2026-12-05')?.id).toBe('late-overnight');
    expect(overnightRateBy([rate('ground', 900, 2, '2026-12-05')], '2026-12-05')).toBeNull();
    expect(overnightRateBy([rate('dated', 500, null, '2026-12-04')], '2026-12-04')?.id).toBe('dated');
  });
});
