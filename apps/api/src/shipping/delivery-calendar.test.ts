import { describe, expect, it } from 'vitest';
import { availableDeliveryDates, shopClock, usFederalHolidays } from './delivery-calendar.js';
import { DEFAULT_SHIPPING, overnightCents, quoteShipping } from './methods.js';

describe('delivery calendar', () => {
  it('knows the observed US federal holidays', () => {
    const holidays = usFederalHolidays(2026);
    expect(holidays.has('2026-11-26')).toBe(true); // Thanksgiving
    expect(holidays.has('2026-07-03')).toBe(true); // July 4th is a Saturday: observed Friday
    expect(holidays.has('2026-12-25')).toBe(true);
    expect(holidays.has('2026-05-25')).toBe(true); // Memorial Day
  });

  it('reads the clock in the shop time zone', () => {
    expect(shopClock(new Date('2026-11-23T18:59:00Z'), 'America/New_York')).toEqual({ date: '2026-11-23', hour: 13 });
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
    expect(overnightCents(DEFAULT_SHIPPING, 9999, '2026-11-25')).toBe(2499);
    expect(overnightCents(DEFAULT_SHIPPING, 15000, '2026-11-25')).toBe(0);
    expect(overnightCents(DEFAULT_SHIPPING, 15000, '2026-11-28')).toBe(1500);
  });

  it('offers pickup only for the restaurant store and no overnight abroad', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const main = quoteShipping(DEFAULT_SHIPPING, {
      storeCode: 'main',
      country: 'US',
      subtotalAfterDiscountCents: 0,
      deliveryDate: null,
      now,
    });
    expect(main.map((q) => q.methodCode)).toEqual(['overnight']);
    const restaurant = quoteShipping(DEFAULT_SHIPPING, {
      storeCode: 'restaurant',
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
