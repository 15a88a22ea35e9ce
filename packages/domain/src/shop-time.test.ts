import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHOP_TIME_ZONE, setShopTimeZone, shopDayAndTimeText, shopDayText, shopMomentText, shopTimeZoneName } from './shop-time.js';

describe("the shop's time", () => {
  // Test files share modules (vitest isolate: false): each test starts from the default zone and leaves it so.
  beforeEach(() => setShopTimeZone(SHOP_TIME_ZONE));
  afterEach(() => setShopTimeZone(SHOP_TIME_ZONE));

  it('reads a stored instant in Eastern time, not UTC, summer and winter alike', () => {
    expect(shopMomentText('2026-11-26T10:45:00.000Z')).toBe('Nov 26, 2026, 5:45 AM');
    expect(shopMomentText('2026-07-01T03:30:00.000Z')).toBe('Jun 30, 2026, 11:30 PM');
    expect(shopDayText('2026-11-27T02:00:00.000Z')).toBe('Nov 26, 2026');
    expect(shopDayAndTimeText('2026-11-26T10:45:00.000Z')).toBe('Thursday, November 26, 2026 at 5:45 AM');
    expect(shopTimeZoneName()).toBe('ET');
  });

  it('reads them in the zone the shop set, and names it', () => {
    setShopTimeZone('America/Chicago');
    expect(shopMomentText('2026-11-26T10:45:00.000Z')).toBe('Nov 26, 2026, 4:45 AM');
    expect(shopTimeZoneName()).toBe('CT');
    expect(shopTimeZoneName('America/Los_Angeles')).toBe('PT');
  });

  it('keeps the zone in use when told an unknown one or none', () => {
    setShopTimeZone('Mars/Olympus_Mons');
    setShopTimeZone(undefined);
    setShopTimeZone('');
    expect(shopTimeZoneName()).toBe('ET');
  });

  it('shows a text that is no instant as it is', () => {
    expect(shopMomentText('soon')).toBe('soon');
  });
});
