import { describe, expect, it } from 'vitest';
import { SHOP_TIME_ZONE } from '@shoreline/domain/shop-time';
import { NO_PLACE } from '@shoreline/domain';
import { CRAB_HOUSE_PLACE } from '@shoreline/domain/store-place.fixture';
import { DEFAULT_PICKUP, isOfferedSlot, pickupLocationOf, pickupSlots } from './pickup.js';

const CRAB_HOUSE = CRAB_HOUSE_PLACE;

describe('pickup slots', () => {
  it('starts today one lead time after now, within the pickup hours, every half hour', () => {
    // Wednesday 2026-12-02, 15:10 in Maryland (20:10 UTC): the first slot is 16:30, the last starts 20:30.
    const slots = pickupSlots(new Date('2026-12-02T20:10:00Z'), DEFAULT_PICKUP, CRAB_HOUSE.pickupHours, SHOP_TIME_ZONE);
    expect(slots[0]).toMatchObject({ date: '2026-12-02' });
    expect(slots[0].times[0]).toBe('16:30');
    expect(slots[0].times.at(-1)).toBe('20:30');
  });

  it('never offers a day the store is closed: on a Sunday evening the next slot is Wednesday 11:30, not Tuesday 11:00', () => {
    // Sunday 2026-11-29, 21:30 in Maryland: Monday and Tuesday are closed.
    const slots = pickupSlots(new Date('2026-11-30T02:30:00Z'), DEFAULT_PICKUP, CRAB_HOUSE.pickupHours, SHOP_TIME_ZONE);
    const dates = slots.map((slot) => slot.date);
    expect(dates).not.toContain('2026-11-30');
    expect(dates).not.toContain('2026-12-01');
    expect(slots[0]).toMatchObject({ date: '2026-12-02' });
    expect(slots[0].times[0]).toBe('11:30');
  });

  it('takes only a date and time on offer', () => {
    const slots = [{ date: '2026-12-01', times: ['11:00', '11:30'] }];
    expect(isOfferedSlot(slots, '2026-12-01', '11:30')).toBe(true);
    expect(isOfferedSlot(slots, '2026-12-01', '12:00')).toBe(false);
    expect(isOfferedSlot(slots, '2026-12-02', '11:00')).toBe(false);
    expect(isOfferedSlot(slots, '2026-12-01', null)).toBe(false);
  });

  it('collects at the address and phone of the store record, and only where the record has pickup hours', () => {
    expect(pickupLocationOf({ name: 'Crab House', place: CRAB_HOUSE })).toEqual({
      name: 'Crab House',
      ...CRAB_HOUSE.address,
      telephone: '4105550187',
    });
    expect(pickupLocationOf({ name: 'Shop', place: { ...CRAB_HOUSE, pickupHours: {} } })).toBeNull();
    expect(pickupLocationOf({ name: 'Shop', place: NO_PLACE })).toBeNull();
  });
});
