import { describe, expect, it } from 'vitest';
import { followsParcels } from './parcel-refresh';

describe('following a parcel on the order page', () => {
  it('follows while a tracked parcel is on its way, not once each is delivered or returned', () => {
    expect(followsParcels([{ status: 'in_transit' }])).toBe(true);
    expect(followsParcels([{ status: 'delivered' }, { status: 'pre_transit' }])).toBe(true);
    expect(followsParcels([{ status: 'delivered' }, { status: 'return_to_sender' }])).toBe(false);
  });

  it('stops following a cancelled parcel, and follows one held for pickup, failed or lost to tracking (the carrier may move it on)', () => {
    expect(followsParcels([{ status: 'cancelled' }])).toBe(false);
    for (const status of ['available_for_pickup', 'failure', 'error']) expect(followsParcels([{ status }])).toBe(true);
  });

  it('does not follow a shipment typed in by hand, or an order not shipped', () => {
    expect(followsParcels([{ status: null }, {}])).toBe(false);
    expect(followsParcels([])).toBe(false);
  });
});
