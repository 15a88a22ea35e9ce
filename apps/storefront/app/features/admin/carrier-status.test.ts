import { describe, expect, it } from 'vitest';
import { TRACKING_STATUSES } from '@shoreline/domain/tracking-statuses';
import { carrierStatusText } from './carrier-status';

describe('a carrier status as the back office words it', () => {
  it.each(TRACKING_STATUSES)('words %s, a status the API can report, in plain English', (status) => {
    const words = carrierStatusText({ status, status_detail: null });
    expect(words).not.toContain('_');
    expect(words).not.toBe(status);
    expect(words).toMatch(/^[A-Z]/);
  });

  it('adds the detail in words after the status', () => {
    expect(carrierStatusText({ status: 'in_transit', status_detail: 'delayed' })).toBe('In transit, delayed');
    expect(carrierStatusText({ status: 'failure', status_detail: 'damaged' })).toBe('Delivery failed, damaged');
    expect(carrierStatusText({ status: 'in_transit', status_detail: 'weather_delay' })).toBe('In transit, weather delay');
    expect(carrierStatusText({ status: 'return_to_sender', status_detail: 'return' })).toBe('Returning to sender');
  });

  it('says a detail that repeats the status once, and a status or detail it has no words for with its underscores gone', () => {
    expect(carrierStatusText({ status: 'out_for_delivery', status_detail: 'out_for_delivery' })).toBe('Out for delivery');
    expect(carrierStatusText({ status: 'held_at_customs', status_detail: null })).toBe('Held at customs');
    expect(carrierStatusText({ status: null, status_detail: 'arrived_at_facility' })).toBe('Arrived at facility');
  });

  it('words the statuses EasyPost reports beside the journey to the door', () => {
    expect(carrierStatusText({ status: 'available_for_pickup', status_detail: 'arrived_at_pickup_location' })).toBe(
      'Held for pickup at the carrier',
    );
    expect(carrierStatusText({ status: 'cancelled', status_detail: 'cancelled' })).toBe('Shipment cancelled');
    expect(carrierStatusText({ status: 'error', status_detail: null })).toBe('Tracking error at the carrier');
  });

  it('shows a dash when the carrier has said nothing yet', () => {
    expect(carrierStatusText({ status: null, status_detail: null })).toBe('—');
  });
});
