import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WISHLIST_MAX } from '@shoreline/domain/forms/saved-lists';
import { adminDb, closeAdminDb } from './admin-harness.js';
import { customerCall, engines, startApi, type RunningApi } from './harness.js';
import { signedUpCustomer } from './fixtures.js';

/** The customer's wishlist: saved per account, listed as the store sells it, a guest's list merged at sign-in. */
type Body = { code: number; result: unknown };
type Item = { sku: string; name: string; url_key: string; price_cents: number; regular_price_cents: number | null; in_stock: boolean };
type List = { items: Item[] };

describe.each(engines)('wishlist on $name', (engine) => {
  let api: RunningApi;
  let customers = 0;
  const call = customerCall<Body>(() => api);
  const skusOf = (body: Body) => (body.result as List).items.map((item) => item.sku);

  const customer = async () => {
    customers += 1;
    const email = `wish-${customers}-${engine.name}@example.com`;
    const { token, id } = await signedUpCustomer(api, email);
    return { token, id };
  };

  beforeAll(async () => {
    api = await startApi(engine);
  });
  afterAll(async () => {
    await closeAdminDb(api);
    await api.stop();
  });

  it('needs a signed-in customer', async () => {
    expect((await call('GET', '/api/ext/wishlist')).code).toBe(401);
    expect((await call('POST', '/api/ext/wishlist/items', { sku: 'CRAB-DZ' })).code).toBe(401);
  });

  it('saves, lists newest first with prices, keeps a product once and removes it', async () => {
    const { token } = await customer();
    expect((await call('POST', '/api/ext/wishlist/items', { sku: 'CRAB-DZ' }, token)).code).toBe(200);
    const listed = await call('POST', '/api/ext/wishlist/items', { sku: 'TEE' }, token);
    expect(skusOf(listed)).toEqual(['TEE', 'CRAB-DZ']);
    const crabs = (listed.result as List).items[1];
    expect(crabs).toMatchObject({ name: 'Steamed Blue Crabs, dozen', url_key: 'steamed-blue-crabs-dozen', in_stock: true });
    expect(crabs.regular_price_cents).not.toBeNull();
    expect(crabs.price_cents).toBeLessThan(crabs.regular_price_cents ?? 0);

    expect(skusOf(await call('POST', '/api/ext/wishlist/items', { sku: 'CRAB-DZ' }, token))).toEqual(['TEE', 'CRAB-DZ']);
    expect(skusOf(await call('DELETE', '/api/ext/wishlist/items/TEE', undefined, token))).toEqual(['CRAB-DZ']);
    expect(skusOf(await call('GET', '/api/ext/wishlist', undefined, token))).toEqual(['CRAB-DZ']);
  });

  it('refuses a product the store does not sell and a malformed sku', async () => {
    const { token } = await customer();
    const missing = await call('POST', '/api/ext/wishlist/items', { sku: 'NO-SUCH-SKU' }, token);
    expect(missing).toMatchObject({ code: 404, result: 'This product is not sold in this store.' });
    expect((await call('POST', '/api/ext/wishlist/items', { sku: 'bad sku<' }, token)).code).toBe(400);
    expect((await call('POST', '/api/ext/wishlist/items', 'nonsense', token)).code).toBe(400);
  });

  it('merges a guest list at sign-in: known skus once, unknown ones skipped, the guest order kept on top', async () => {
    const { token } = await customer();
    await call('POST', '/api/ext/wishlist/items', { sku: 'CRAB-DZ' }, token);
    const merged = await call('POST', '/api/ext/wishlist/merge', { skus: ['SIDE-CORN', 'TEE', 'CRAB-DZ', 'NO-SUCH-SKU'] }, token);
    expect(merged.code).toBe(200);
    expect(skusOf(merged)).toEqual(['SIDE-CORN', 'TEE', 'CRAB-DZ']);
  });

  it('keeps each customer their own list', async () => {
    const first = await customer();
    const second = await customer();
    await call('POST', '/api/ext/wishlist/items', { sku: 'TEE' }, first.token);
    expect(skusOf(await call('GET', '/api/ext/wishlist', undefined, second.token))).toEqual([]);
  });

  it(`stops at ${WISHLIST_MAX} products`, async () => {
    const { token, id } = await customer();
    const { db } = await adminDb(api);
    const at = new Date().toISOString();
    await db
      .insertInto('wishlist_items')
      .values(Array.from({ length: WISHLIST_MAX }, (_, index) => ({ customer_id: id, sku: `GONE-${index}`, added_at: at })))
      .execute();
    const full = await call('POST', '/api/ext/wishlist/items', { sku: 'CRAB-DZ' }, token);
    expect(full.code).toBe(409);
    expect(String(full.result)).toContain('wishlist is full');
  });
});
