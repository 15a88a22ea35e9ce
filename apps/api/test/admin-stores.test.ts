import { describe, expect, it } from 'vitest';
import { CRAB_HOUSE_ADDRESS } from '@shoreline/domain/store-place.fixture';
import { auditRows, catalogVersion, suiteStaff } from './admin-harness.js';
import { engines, envelopeCall, suiteApi } from './harness.js';

/**
 * Back office: a shop manager edits each store's own record (address, telephone, opening and pickup hours) with the
 * rules of the catalog import's store record. The write is audited and bumps the catalog version, so /api/stores
 * (the footer, the pickup form, the mails) follows. The mini catalog's restaurant store has a record on Harbor Road.
 */
type Row = Record<string, unknown>;
const EVENINGS = { fri: { open: '17:00', close: '22:00' }, sat: { open: '17:00', close: '22:00' } };

describe.each(engines)('admin store records on $name', (engine) => {
  const api = suiteApi(engine);
  const staff = suiteStaff(api, ['manager', 'owner', 'packer']);
  const call = envelopeCall(api);
  const asManager = (method: string, url: string, body?: unknown) => call(method, url, body, staff.manager.headers);
  const publicPlace = async (code: string) =>
    ((await api.request('GET', '/api/stores')).body.result as Array<{ storeCode: string; place: Row }>).find(
      (store) => store.storeCode === code,
    )?.place;

  it('lists every store with its record', async () => {
    const stores = (await asManager('GET', '/api/admin/stores')).result as Row[];
    expect(stores.map((store) => store.code)).toContain('restaurant');
    const restaurant = (await asManager('GET', '/api/admin/stores/restaurant')).result as Row;
    expect(restaurant).toMatchObject({ code: 'restaurant', name: 'Test Crab House', address: CRAB_HOUSE_ADDRESS, telephone: '4105550187' });
    expect(stores.find((store) => store.code === 'restaurant')).toEqual(restaurant);
  });

  it('admits managers and owners only and refuses what the import would refuse', async () => {
    const record = { address: CRAB_HOUSE_ADDRESS, telephone: '4105550187', opening_hours: EVENINGS, pickup_hours: {} };
    expect(await call('GET', '/api/admin/stores', undefined, staff.packer.headers)).toMatchObject({ code: 403 });
    expect((await call('PUT', '/api/admin/stores/restaurant', record, staff.packer.headers)).code).toBe(403);
    expect((await call('GET', '/api/admin/stores')).code).toBe(401);
    expect((await call('GET', '/api/admin/stores/restaurant', undefined, staff.owner.headers)).code).toBe(200);
    expect(await asManager('GET', '/api/admin/stores/nowhere')).toMatchObject({ code: 404, result: 'No store with this code.' });
    expect((await asManager('PUT', '/api/admin/stores/nowhere', record)).code).toBe(404);

    const before = await catalogVersion(api);
    const refusals = [
      { ...record, telephone: '(410) 555-0187' },
      { ...record, opening_hours: { fri: { open: '22:00', close: '17:00' } } },
      { ...record, opening_hours: { fri: { open: '5 pm', close: '22:00' } } },
      { ...record, pickup_hours: { someday: { open: '10:00', close: '12:00' } } },
      { ...record, address: { ...CRAB_HOUSE_ADDRESS, street: [] } },
      { ...record, address: { ...CRAB_HOUSE_ADDRESS, country_id: 'USA' } },
      { ...record, extra: true },
      { address: CRAB_HOUSE_ADDRESS, telephone: '4105550187', opening_hours: EVENINGS },
    ];
    for (const body of refusals)
      expect((await asManager('PUT', '/api/admin/stores/restaurant', body)).code, JSON.stringify(body)).toBe(400);
    expect(await catalogVersion(api)).toBe(before);
  });

  it('saves a new telephone and hours, audits them, and /api/stores follows after the version bump', async () => {
    const before = await catalogVersion(api);
    const record = {
      address: CRAB_HOUSE_ADDRESS,
      telephone: '4105550199',
      opening_hours: EVENINGS,
      pickup_hours: { sat: { open: '10:00', close: '14:00' } },
    };
    const saved = await asManager('PUT', '/api/admin/stores/restaurant', record);
    expect(saved).toMatchObject({ code: 200, result: { code: 'restaurant', ...record } });
    expect(await catalogVersion(api)).toBe(before + 1);
    await expect.poll(async () => (await publicPlace('restaurant'))?.telephone, { timeout: 5000 }).toBe('4105550199');
    expect(await publicPlace('restaurant')).toEqual({
      address: CRAB_HOUSE_ADDRESS,
      telephone: '4105550199',
      openingHours: EVENINGS,
      pickupHours: { sat: { open: '10:00', close: '14:00' } },
    });

    const rows = await auditRows(api, 'store', 'restaurant');
    expect(rows.map((row) => [row.action, row.staff_id])).toEqual([['store.update', staff.manager.id]]);
    expect(JSON.parse(rows[0]?.before ?? '{}')).toMatchObject({ telephone: '4105550187' });
    expect(JSON.parse(rows[0]?.after ?? '{}')).toMatchObject({ telephone: '4105550199', opening_hours: JSON.stringify(EVENINGS) });
    expect(JSON.parse(rows[0]?.after ?? '{}')).not.toHaveProperty('address');

    // The same record again writes nothing: no bump, no audit row.
    expect((await asManager('PUT', '/api/admin/stores/restaurant', record)).code).toBe(200);
    expect(await catalogVersion(api)).toBe(before + 1);
    expect(await auditRows(api, 'store', 'restaurant')).toHaveLength(1);

    // No pickup hours: the store no longer offers pickup; no address: it names no place of its own.
    const cleared = await asManager('PUT', '/api/admin/stores/restaurant', { ...record, address: null, pickup_hours: {} });
    expect(cleared.result).toMatchObject({ address: null, pickup_hours: {} });
    await expect.poll(async () => (await publicPlace('restaurant'))?.pickupHours, { timeout: 5000 }).toEqual({});
  });

  it("shows whether the store's customers change their own orders, as the switch leaves it", async () => {
    expect((await asManager('GET', '/api/admin/stores/restaurant')).result).toMatchObject({ self_service_changes: true });
    expect(await asManager('PUT', '/api/admin/stores/restaurant/self-service', { enabled: false })).toMatchObject({ code: 200 });
    expect((await asManager('GET', '/api/admin/stores/restaurant')).result).toMatchObject({ self_service_changes: false });
    await asManager('PUT', '/api/admin/stores/restaurant/self-service', { enabled: true });
  });
});
