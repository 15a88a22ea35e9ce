import { describe, expect, it } from 'vitest';
import { riskOf } from './at-risk-storage.js';

describe('riskOf: when a parcel is at risk', () => {
  const today = '2026-12-04';
  it('a carrier exception: a failure, a return to sender, a delay', () => {
    expect(riskOf({ status: 'failure', status_detail: 'damaged', delivery_date: today }, today)).toBe('exception');
    expect(riskOf({ status: 'return_to_sender', status_detail: null, delivery_date: '2026-12-09' }, today)).toBe('exception');
    expect(riskOf({ status: 'in_transit', status_detail: 'delayed', delivery_date: '2026-12-09' }, today)).toBe('exception');
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
