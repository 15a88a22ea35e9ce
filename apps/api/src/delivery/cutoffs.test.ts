import { SHOP_TIME_ZONE } from '@shoreline/domain/shop-time';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_CALENDAR } from './calendar.js';
import { cutoffFor, upcomingCutoffs, zonedInstant } from './cutoffs.js';

describe('the cut-offs a page counts down to', () => {
  it('reads the shop’s wall clock in its time zone, across daylight saving', () => {
    expect(new Date(zonedInstant('2026-12-03', 14, SHOP_TIME_ZONE)).toISOString()).toBe('2026-12-03T19:00:00.000Z');
    expect(new Date(zonedInstant('2026-07-02', 14, SHOP_TIME_ZONE)).toISOString()).toBe('2026-07-02T18:00:00.000Z');
  });

  it('lists each ship day’s 2 pm cut-off with the day its orders arrive, skipping weekends and holidays', () => {
    // Wednesday 2 December 2026, 11:00 in New York.
    const cutoffs = upcomingCutoffs(new Date('2026-12-02T16:00:00Z'), DEFAULT_DELIVERY_CALENDAR, 4);
    expect(cutoffs).toEqual([
      { orderBy: '2026-12-02T19:00:00.000Z', deliveryDate: '2026-12-03' },
      { orderBy: '2026-12-03T19:00:00.000Z', deliveryDate: '2026-12-04' },
      { orderBy: '2026-12-04T19:00:00.000Z', deliveryDate: '2026-12-05' },
      { orderBy: '2026-12-07T19:00:00.000Z', deliveryDate: '2026-12-08' },
    ]);
    // After today's cut-off the first one is tomorrow's.
    expect(upcomingCutoffs(new Date('2026-12-02T19:30:00Z'), DEFAULT_DELIVERY_CALENDAR, 1)).toEqual([
      { orderBy: '2026-12-03T19:00:00.000Z', deliveryDate: '2026-12-04' },
    ]);
    // Thanksgiving (Thursday 26 November 2026): nothing arrives that day, so Wednesday's orders arrive Friday.
    expect(upcomingCutoffs(new Date('2026-11-25T15:00:00Z'), DEFAULT_DELIVERY_CALENDAR, 1)[0].deliveryDate).not.toBe('2026-11-26');
  });

  it('names the right first delivery day on every day of the week, after the cut-off and around holidays', () => {
    const firstDelivery = (iso: string) => upcomingCutoffs(new Date(iso), DEFAULT_DELIVERY_CALENDAR, 1)[0];
    // Sunday 29 November 2026, 10:00 in New York: nothing ships before Monday's 2 pm, which arrives Tuesday.
    expect(firstDelivery('2026-11-29T15:00:00Z')).toEqual({ orderBy: '2026-11-30T19:00:00.000Z', deliveryDate: '2026-12-01' });
    // Saturday 5 December 2026: the same.
    expect(firstDelivery('2026-12-05T15:00:00Z').deliveryDate).toBe('2026-12-08');
    // Friday 4 December 2026 before 2 pm: Saturday; after it: Tuesday.
    expect(firstDelivery('2026-12-04T18:00:00Z').deliveryDate).toBe('2026-12-05');
    expect(firstDelivery('2026-12-04T19:30:00Z')).toEqual({ orderBy: '2026-12-07T19:00:00.000Z', deliveryDate: '2026-12-08' });
    // Wednesday 23 December 2026 after 2 pm: Christmas (Friday) neither ships nor delivers, so Thursday's orders arrive Tuesday the 29th.
    expect(firstDelivery('2026-12-23T20:00:00Z')).toEqual({ orderBy: '2026-12-24T19:00:00.000Z', deliveryDate: '2026-12-29' });
  });
});

describe('the cut-off an order for a date must make (customers change it until then)', () => {
  it('is the 2 pm cut-off of the ship day before the delivery date, in the shop’s time zone', () => {
    expect(cutoffFor('2026-12-08', DEFAULT_DELIVERY_CALENDAR)?.toISOString()).toBe('2026-12-07T19:00:00.000Z');
    // Saturday's parcels leave on Friday.
    expect(cutoffFor('2026-12-05', DEFAULT_DELIVERY_CALENDAR)?.toISOString()).toBe('2026-12-04T19:00:00.000Z');
    expect(cutoffFor('2026-07-02', DEFAULT_DELIVERY_CALENDAR)?.toISOString()).toBe('2026-07-01T18:00:00.000Z');
  });

  it('is none for a date no ship day reaches (a Monday)', () => {
    expect(cutoffFor('2026-12-07', DEFAULT_DELIVERY_CALENDAR)).toBeNull();
  });
});
