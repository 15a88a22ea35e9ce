import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { feedShippingFor, shippingRows, type FeedShipping } from './feed-shipping.js';

const feedShipping = (env: Record<string, string> = {}): FeedShipping =>
  feedShippingFor(loadConfig(env).shipping, 'main', new Date('2026-11-23T15:00:00Z'));
const plain = { shippingClass: null, weightLb: 1 };

describe("the feed's shipping rows", () => {
  it('name each state overnight reaches by default, and none for Alaska and Hawaii', () => {
    const rows = shippingRows(feedShipping(), plain, false);
    expect(rows).toHaveLength(49);
    expect(rows.map((row) => row.region)).toEqual(expect.arrayContaining(['MD', 'CA', 'DC', 'WA']));
    expect(rows.map((row) => row.region)).not.toContain('AK');
    expect(rows.map((row) => row.region)).not.toContain('HI');
    expect(new Set(rows.map((row) => `${row.cents}/${row.transitDays}`)).size).toBe(1);
    expect(rows[0].transitDays).toBe(1);
  });

  it('say "the whole country" in one row when every state and DC is served alike, and price a free item at 0', () => {
    const everywhere = feedShipping({ OVERNIGHT_STATES: [...loadConfig({}).shipping.perishable.overnightStates, 'AK', 'HI'].join(',') });
    const rows = shippingRows(everywhere, plain, true);
    expect(rows).toEqual([{ region: null, cents: 0, transitDays: 1 }]);
  });

  it('add a remote state at its surcharge and dry ice, two days away, but never for a live item', () => {
    const shipping = feedShipping({ REMOTE_STATES_SURCHARGE: 'HI:39.99', DRY_ICE_STATES: 'TX', COLD_PACK: 'gel:1.50,dryice:4.99' });
    const overnight = shipping.overnightCents;
    const chilled = shippingRows(shipping, { shippingClass: 'perishable', weightLb: 25 }, false);
    // 25 lb fills two 20 lb boxes: gel packs in Maryland, dry ice in Texas and in Hawaii (with its surcharge).
    expect(chilled.find((row) => row.region === 'MD')).toEqual({ region: 'MD', cents: overnight + 2 * 150, transitDays: 1 });
    expect(chilled.find((row) => row.region === 'TX')).toEqual({ region: 'TX', cents: overnight + 2 * 499, transitDays: 1 });
    expect(chilled.find((row) => row.region === 'HI')).toEqual({ region: 'HI', cents: overnight + 3999 + 2 * 499, transitDays: 2 });
    expect(chilled.some((row) => row.region === 'AK')).toBe(false);

    const live = shippingRows(shipping, { shippingClass: 'live', weightLb: 7 }, false);
    expect(live.some((row) => row.region === 'HI')).toBe(false);
    expect(live).toHaveLength(49);
    // Not perishable: no cooling anywhere, the remote surcharge still applies.
    const mallet = shippingRows(shipping, plain, false);
    expect(mallet.find((row) => row.region === 'HI')?.cents).toBe(overnight + 3999);
    expect(mallet.find((row) => row.region === 'TX')?.cents).toBe(overnight);
  });
});
