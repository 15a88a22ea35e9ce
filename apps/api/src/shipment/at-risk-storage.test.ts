import { describe, expect, it } from 'vitest';
import { riskOf } from './at-risk-storage.js';

describe('riskOf: when a parcel is at risk', () => {
  const today = '2026-12-04';
  it('a carrier exception: a failure, a return to sender, a delay', () => {
    expect(riskOf({ status: 'failure', status_detail: 'damaged', delivery_date: today }, today)).toBe('exception');
    expect(riskOf({ status: 'return_to_sender', status_detail: null, delivery_date: '2026-12-09' }, today)).toBe('exception');
    expect(riskOf({ status: 'in_transit', status_detail: 'delayed', delivery_date: '2026-12-09' }, today)).toBe('exception');
  });
  it.each(['cancelled', 'error', 'available_for_pickup'])(
    'a %s parcel at once, before its delivery date: a perishable box not on its way to the door',
    (status) => {
      expect(riskOf({ status, status_detail: null, delivery_date: '2026-12-09' }, today)).toBe('exception');
    },
  );
  it('not a parcel on its way, or one whose carrier said nothing yet, before its date ends', () => {
    for (const status of ['unknown', 'pre_transit', 'in_transit', 'out_for_delivery', null])
      expect(riskOf({ status, status_detail: null, delivery_date: today }, today)).toBeNull();
  });
  it('late only once its delivery date has ended in the shop time zone', () => {
    expect(riskOf({ status: 'in_transit', status_detail: null, delivery_date: today }, today)).toBeNull();
    expect(riskOf({ status: 'out_for_delivery', status_detail: null, delivery_date: '2026-12-03' }, today)).toBe('late');
    expect(riskOf({ status: null, status_detail: null, delivery_date: '2026-12-03' }, today)).toBe('late');
  });
  it('never a delivered parcel', () => {
    expect(riskOf({ status: 'delivered', status_detail: 'delayed', delivery_date: '2026-12-01' }, today)).toBeNull();
  });
});
