import { describe, expect, it } from 'vitest';
import { SHOP_TIME_ZONE } from '@shoreline/domain/shop-time';
import { tomorrowInShopTime } from './packing-list.js';

describe("the packing list's day", () => {
  it("is tomorrow in the time zone of the delivery config, not the server's or a fixed one", () => {
    // Monday 2026-11-23 at 12:00 UTC: 7 am Monday in New York, 2 am Tuesday on Kiritimati (UTC+14).
    const now = new Date('2026-11-23T12:00:00Z');
    expect(tomorrowInShopTime(SHOP_TIME_ZONE, now)).toBe('2026-11-24');
    expect(tomorrowInShopTime('Pacific/Kiritimati', now)).toBe('2026-11-25');
  });
});
