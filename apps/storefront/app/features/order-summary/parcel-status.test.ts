import { describe, expect, it } from 'vitest';
import { TRACKING_STATUSES } from '@shoreline/domain/tracking-statuses';
import orderEn from '~/i18n/order/en-US.json';
import orderDe from '~/i18n/order/de-DE.json';
import orderIt from '~/i18n/order/it-IT.json';
import { expectedDayOf, parcelStatusKey } from './parcel-status';

const parcel = { carrier: 'UPS', track_number: '1Z7' };
const CATALOGUES: ReadonlyArray<[string, Record<string, string>]> = [
  ['en-US', orderEn],
  ['de-DE', orderDe],
  ['it-IT', orderIt],
];

describe("the parcel's status in words", () => {
  it.each(TRACKING_STATUSES)('words %s, a status the API can report, in each language', (status) => {
    const key = parcelStatusKey({ status });
    expect(key).not.toBeNull();
    if (status !== 'unknown') expect(key).toBe(`order.parcel.status.${status}`);
    for (const [, catalogue] of CATALOGUES) expect(catalogue[key!]?.trim()).toBeTruthy();
  });

  it('says each tracking status, a late parcel on its way as delayed, and one the carrier said nothing of as shipped', () => {
    expect(parcelStatusKey({ status: 'pre_transit' })).toBe('order.parcel.status.pre_transit');
    expect(parcelStatusKey({ status: 'out_for_delivery', status_detail: null })).toBe('order.parcel.status.out_for_delivery');
    expect(parcelStatusKey({ status: 'delivered', status_detail: 'arrived_at_destination' })).toBe('order.parcel.status.delivered');
    expect(parcelStatusKey({ status: 'in_transit', status_detail: 'delayed' })).toBe('order.parcel.status.delayed');
    expect(parcelStatusKey({ status: 'delivered', status_detail: 'delayed' })).toBe('order.parcel.status.delivered');
    expect(parcelStatusKey({ status: 'cancelled', status_detail: 'delayed' })).toBe('order.parcel.status.cancelled');
    expect(parcelStatusKey({ status: 'unknown' })).toBe('order.parcel.status.shipped');
    expect(parcelStatusKey({ status: 'held_at_customs' })).toBe('order.parcel.status.shipped');
  });

  it('tells the shopper a parcel held for pickup waits at the carrier, and that the shop is on a cancelled or untracked one', () => {
    expect(orderEn['order.parcel.status.available_for_pickup']).toBe('Waiting for you at the carrier');
    expect(orderEn['order.parcel.status.cancelled']).toBe('The carrier cancelled this shipment: we are on it');
    expect(orderEn['order.parcel.status.error']).toBe("The carrier's tracking reports an error: we are on it");
    expect(orderDe['order.parcel.status.cancelled']).toContain('storniert');
    expect(orderIt['order.parcel.status.error']).toContain('errore');
  });

  it('says nothing for a shipment typed in by hand', () => {
    expect(parcelStatusKey({})).toBeNull();
    expect(parcelStatusKey({ status: null })).toBeNull();
  });

  it('gives the expected day only while the parcel is on its way to the door', () => {
    expect(expectedDayOf({ ...parcel, status: 'in_transit', est_delivery_date: '2026-12-04' })).toBe('2026-12-04');
    expect(expectedDayOf({ ...parcel, status: 'in_transit', est_delivery_date: '2026-12-04T20:00:00Z' })).toBe('2026-12-04');
    expect(expectedDayOf({ ...parcel, status: 'unknown', est_delivery_date: '2026-12-04' })).toBe('2026-12-04');
    expect(expectedDayOf({ ...parcel, status: 'in_transit' })).toBeNull();
    for (const status of ['delivered', 'available_for_pickup', 'return_to_sender', 'failure', 'cancelled', 'error'])
      expect(expectedDayOf({ ...parcel, status, est_delivery_date: '2026-12-04' })).toBeNull();
  });
});
