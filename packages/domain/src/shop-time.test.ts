import { describe, expect, it } from 'vitest';
import { SHOP_TIME_ZONE_NAME, shopDayAndTimeText, shopDayText, shopMomentText } from './shop-time.js';

describe("the shop's time", () => {
  it('reads a stored instant in Eastern time, not UTC, summer and winter alike', () => {
    expect(shopMomentText('2026-11-26T10:45:00.000Z')).toBe('Nov 26, 2026, 5:45 AM');
    expect(shopMomentText('2026-07-01T03:30:00.000Z')).toBe('Jun 30, 2026, 11:30 PM');
    expect(shopDayText('2026-11-27T02:00:00.000Z')).toBe('Nov 26, 2026');
    expect(shopDayAndTimeText('2026-11-26T10:45:00.000Z')).toBe('Thursday, November 26, 2026 at 5:45 AM');
    expect(SHOP_TIME_ZONE_NAME).toBe('ET');
  });

  it('shows a text that is no instant as it is', () => {
    expect(shopMomentText('soon')).toBe('soon');
  });
});
