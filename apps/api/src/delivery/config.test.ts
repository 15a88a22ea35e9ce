import { describe, expect, it } from 'vitest';
import { SHOP_TIME_ZONE } from '@shoreline/domain/shop-time';
import { DEFAULT_SHIPPING, loadDeliveryConfig } from './config.js';
import { availableDeliveryDates } from './calendar.js';
import { pickupSlots, DEFAULT_PICKUP } from './pickup.js';

describe('the delivery configuration', () => {
  it("reads the calendar in the shop's time zone, Eastern Time unless SHOP_TIME_ZONE says otherwise", () => {
    expect(loadDeliveryConfig({}).calendar.timeZone).toBe(SHOP_TIME_ZONE);
    expect(loadDeliveryConfig({ SHOP_TIME_ZONE: 'America/Los_Angeles' }).calendar.timeZone).toBe('America/Los_Angeles');
    expect(() => loadDeliveryConfig({ SHOP_TIME_ZONE: 'Mars/Olympus' })).toThrow(/SHOP_TIME_ZONE/);
  });

  it('moves the cut-off and the pickup slots with the time zone', () => {
    // Monday 2026-11-23 at 20:30 UTC: 3:30 pm in New York (after the 2 pm cut-off), 12:30 pm in Los Angeles (before it).
    const now = new Date('2026-11-23T20:30:00Z');
    const pacific = loadDeliveryConfig({ SHOP_TIME_ZONE: 'America/Los_Angeles' });
    expect(availableDeliveryDates(now, DEFAULT_SHIPPING.calendar)[0]).toBe('2026-11-25');
    expect(availableDeliveryDates(now, pacific.calendar)[0]).toBe('2026-11-24');
    const hours = { mon: { open: '11:00', close: '21:00' } };
    expect(pickupSlots(now, DEFAULT_PICKUP, hours, SHOP_TIME_ZONE)[0].times[0]).toBe('16:30');
    expect(pickupSlots(now, DEFAULT_PICKUP, hours, pacific.calendar.timeZone)[0].times[0]).toBe('13:30');
  });

  it('keeps the environment settings it read before (DELIVERY_CAPACITY, FREE_DELIVERY_FROM, the perishable rules)', () => {
    const config = loadDeliveryConfig({
      DELIVERY_CAPACITY: '200,restaurant:60',
      FREE_DELIVERY_FROM: '99,restaurant:off',
      DRY_ICE_STATES: 'fl',
    });
    expect(config.capacity).toEqual({ perDay: 200, byStore: { restaurant: 60 } });
    expect(config.freeOvernightFromCents).toBe(9900);
    expect(config.freeOvernightFromByStore).toEqual({ restaurant: null });
    expect(config.perishable.dryIceStates).toEqual(['FL']);
  });
});
