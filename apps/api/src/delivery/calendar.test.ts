import { SHOP_TIME_ZONE } from '@shoreline/domain/shop-time';
import { CRAB_HOUSE_PLACE } from '@shoreline/domain/store-place.fixture';
import { describe, expect, it } from 'vitest';
import { availableDeliveryDates, shopClock, usFederalHolidays } from './calendar.js';
import { loadConfig } from '../config.js';
import { DEFAULT_SHIPPING } from './config.js';
import { freeDeliveryFromCents, overnightCents, quoteShipping } from './methods.js';

describe('delivery calendar', () => {
  it('knows the observed US federal holidays', () => {
    const holidays = usFederalHolidays(2026);
    expect(holidays.has('2026-11-26')).toBe(true); // Thanksgiving
    expect(holidays.has('2026-07-03')).toBe(true); // July 4th is a Saturday: observed Friday
    expect(holidays.has('2026-12-25')).toBe(true);
    expect(holidays.has('2026-05-25')).toBe(true); // Memorial Day
  });

  it('reads the clock in the shop time zone', () => {
    expect(shopClock(new Date('2026-11-23T18:59:00Z'), SHOP_TIME_ZONE)).toEqual({ date: '2026-11-23', hour: 13 });
  });

  it('ships today before the 2 pm ET cut-off and tomorrow after it', () => {
    // Monday 23 Nov 2026, 1:59 pm ET: ships Monday, arrives Tuesday.
    expect(availableDeliveryDates(new Date('2026-11-23T18:59:00Z'))[0]).toBe('2026-11-24');
    // 2:01 pm ET: ships Tuesday, arrives Wednesday.
    expect(availableDeliveryDates(new Date('2026-11-23T19:01:00Z'))[0]).toBe('2026-11-25');
  });

  it('skips Sundays, Mondays and holidays', () => {
    const dates = availableDeliveryDates(new Date('2026-11-23T19:01:00Z'));
    expect(dates).not.toContain('2026-11-26'); // Thanksgiving
    expect(dates).not.toContain('2026-11-27'); // it would ship on Thanksgiving
    expect(dates).not.toContain('2026-11-29'); // Sunday
    expect(dates).not.toContain('2026-11-30'); // Monday
    expect(dates).toContain('2026-11-28'); // Saturday, shipped Friday
    expect(dates).toHaveLength(14);
  });

  it('prices overnight: free from $150, plus the Saturday surcharge', () => {
    expect(overnightCents(DEFAULT_SHIPPING, 'main', 9999, '2026-11-25')).toBe(2499);
    expect(overnightCents(DEFAULT_SHIPPING, 'main', 15000, '2026-11-25')).toBe(0);
    expect(overnightCents(DEFAULT_SHIPPING, 'main', 15000, '2026-11-28')).toBe(1500);
  });

  it('reads the free-delivery threshold per store from FREE_DELIVERY_FROM', () => {
    const shipping = (value: string) => loadConfig({ FREE_DELIVERY_FROM: value }).shipping;
    expect(loadConfig({}).shipping.freeOvernightFromCents).toBe(15000);
    const perStore = shipping('99.50,restaurant:off');
    expect([freeDeliveryFromCents(perStore, 'main'), freeDeliveryFromCents(perStore, 'restaurant')]).toEqual([9950, null]);
    expect(overnightCents(perStore, 'restaurant', 100_000, '2026-11-25')).toBe(2499);
    expect(freeDeliveryFromCents(shipping('off,main:200'), 'main')).toBe(20000);
    expect(freeDeliveryFromCents(shipping('off,main:200'), 'de')).toBeNull();
    expect(() => shipping('free')).toThrow(/FREE_DELIVERY_FROM/);
    expect(() => shipping('main:-5')).toThrow(/FREE_DELIVERY_FROM/);
  });

  it('gives each date its own price and names the surcharge of the date it prices', () => {
    const now = new Date('2026-11-23T12:00:00Z'); // Monday: Saturday the 28th is on offer
    const quote = (deliveryDate: string | null) =>
      quoteShipping(DEFAULT_SHIPPING, { storeCode: 'main', country: 'US', subtotalAfterDiscountCents: 0, deliveryDate, now })[0];
    const saturday = quote('2026-11-28');
    expect(saturday.deliveryDates.find((d) => d.date === '2026-11-28')).toEqual({
      date: '2026-11-28',
      surchargeCents: 1500,
      cents: 3999,
      status: 'open',
    });
    expect(saturday.deliveryDates.find((d) => d.date === '2026-11-25')).toEqual({
      date: '2026-11-25',
      surchargeCents: 0,
      cents: 2499,
      status: 'open',
    });
    expect([saturday.cents, saturday.chargeTitle]).toEqual([3999, 'Overnight delivery + Saturday surcharge']);
    expect([quote('2026-11-25').cents, quote('2026-11-25').chargeTitle]).toEqual([2499, 'Overnight delivery']);
  });

  it('offers pickup only for a store whose record has pickup hours, and no overnight abroad', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const main = quoteShipping(DEFAULT_SHIPPING, {
      storeCode: 'main',
      store: { name: 'Shoreline', place: { ...CRAB_HOUSE_PLACE, pickupHours: {} } },
      country: 'US',
      subtotalAfterDiscountCents: 0,
      deliveryDate: null,
      now,
    });
    expect(main.map((q) => q.methodCode)).toEqual(['overnight']);
    const restaurant = quoteShipping(DEFAULT_SHIPPING, {
      storeCode: 'restaurant',
      store: { name: 'Shoreline Crab House', place: CRAB_HOUSE_PLACE },
      country: 'CA',
      subtotalAfterDiscountCents: 0,
      deliveryDate: null,
      now,
    });
    expect(restaurant.map((q) => [q.methodCode, q.available])).toEqual([
      ['overnight', false],
      ['crabhouse', true],
    ]);
  });
});
