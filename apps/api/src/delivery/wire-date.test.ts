import { describe, expect, it } from 'vitest';
import { requestedDeliveryDate } from './wire-date.js';

describe('the delivery date on the wire', () => {
  it('reads each of the three names into one date', () => {
    expect(requestedDeliveryDate({ address: { extension_attributes: { delivery_date: '2026-12-04' } } })).toBe('2026-12-04');
    expect(requestedDeliveryDate({ delivery_date: '2026-12-05' })).toBe('2026-12-05');
    expect(requestedDeliveryDate({ shippingExtraFields: { delivery_date: '2026-12-06' } })).toBe('2026-12-06');
  });

  it("takes the address's date first, then delivery_date, then shippingExtraFields'", () => {
    const all = {
      address: { extension_attributes: { delivery_date: '2026-12-04' } },
      delivery_date: '2026-12-05',
      shippingExtraFields: { delivery_date: '2026-12-06' },
    };
    expect(requestedDeliveryDate(all)).toBe('2026-12-04');
    expect(requestedDeliveryDate({ ...all, address: { firstname: 'Ann' } })).toBe('2026-12-05');
    expect(requestedDeliveryDate({ ...all, address: undefined, delivery_date: null })).toBe('2026-12-06');
  });

  it('is null when no name carries a date', () => {
    expect(requestedDeliveryDate({})).toBeNull();
    expect(requestedDeliveryDate({ address: { extension_attributes: null }, shippingExtraFields: null })).toBeNull();
  });

  it("refuses an address's date longer than a calendar day", () => {
    expect(() => requestedDeliveryDate({ address: { extension_attributes: { delivery_date: '2026-12-04T10:00' } } })).toThrow();
  });
});
