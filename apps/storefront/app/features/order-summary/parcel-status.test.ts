import { describe, expect, it } from 'vitest';
import { expectedDayOf, parcelStatusKey } from './parcel-status';

const parcel = { carrier: 'UPS', track_number: '1Z7' };

describe("the parcel's status in words", () => {
  it('says each tracking status, a late parcel as delayed, and an unknown one as shipped', () => {
    expect(parcelStatusKey({ status: 'pre_transit' })).toBe('order.parcel.status.pre_transit');
    expect(parcelStatusKey({ status: 'out_for_delivery', status_detail: null })).toBe('order.parcel.status.out_for_delivery');
    expect(parcelStatusKey({ status: 'delivered', status_detail: 'arrived_at_destination' })).toBe('order.parcel.status.delivered');
    expect(parcelStatusKey({ status: 'in_transit', status_detail: 'delayed' })).toBe('order.parcel.status.delayed');
    expect(parcelStatusKey({ status: 'delivered', status_detail: 'delayed' })).toBe('order.parcel.status.delivered');
    expect(parcelStatusKey({ status: 'cancelled' })).toBe('order.parcel.status.shipped');
  });

  it('says nothing for a shipment typed in by hand', () => {
    expect(parcelStatusKey({})).toBeNull();
    expect(parcelStatusKey({ status: null })).toBeNull();
  });

  it('gives the expected day until the parcel is delivered', () => {
    expect(expectedDayOf({ ...parcel, status: 'in_transit', est_delivery_date: '2026-12-04' })).toBe('2026-12-04');
    expect(expectedDayOf({ ...parcel, status: 'in_transit', est_delivery_date: '2026-12-04T20:00:00Z' })).toBe('2026-12-04');
    expect(expectedDayOf({ ...parcel, status: 'delivered', est_delivery_date: '2026-12-04' })).toBeNull();
    expect(expectedDayOf({ ...parcel, status: 'in_transit' })).toBeNull();
  });
});
