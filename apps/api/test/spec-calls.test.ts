import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startApi, type RunningApi } from './harness.js';

type Items = { items: Array<Record<string, unknown>>; total: number };

/** The calls as the spec's clients make them: keyword fields, store-code path prefixes, the `user` body key. */
describe.each(engines)('the spec call shapes on $name', (engine) => {
  let api: RunningApi;
  const catalog = async (body: Record<string, unknown>, path = '/api/catalog') => {
    const response = await api.request('POST', path, body);
    return { status: response.status, body: response.body, result: response.body.result as Items };
  };
  beforeAll(async () => {
    api = await startApi(engine);
  });
  afterAll(async () => {
    await api.stop();
  });

  it('reads a .keyword filter or sort field as the field itself', async () => {
    const rewrite = (key: string) => catalog({ entityType: 'url_rewrite', query: { filters: [{ key, value: 'old-crabs' }] } });
    const plain = await rewrite('request_path');
    expect(plain.result.items.map((r) => r.target_path)).toEqual(['/c/crabs']);
    expect((await rewrite('request_path.keyword')).result.items).toEqual(plain.result.items);

    const byCategory = (key: string) =>
      catalog({ entityType: 'product', query: { filters: [{ key, value: 'Steamed Crabs' }] }, sort: 'sku.keyword:desc' });
    const keyword = await byCategory('category.name.keyword');
    expect(keyword.result.total).toBeGreaterThan(0);
    expect(keyword.result.items).toEqual((await byCategory('category.name')).result.items);
  });

  it('takes the store code as the first path segment, as the storeCode parameter does', async () => {
    const viaParameter = await catalog({ entityType: 'product', size: 100 }, '/api/catalog?storeCode=restaurant');
    const viaPath = await catalog({ entityType: 'product', size: 100 }, '/api/restaurant/catalog');
    expect(viaPath.status).toBe(200);
    expect(viaPath.result.items.map((p) => p.sku)).toEqual(['CRAB-DZ']);
    expect(viaPath.result.items).toEqual(viaParameter.result.items);

    const banners = await api.request('GET', '/api/restaurant/banners');
    expect(banners.body).toEqual((await api.request('GET', '/api/banners?storeCode=restaurant')).body);
    const stock = await api.request('GET', '/api/main/stock/check?sku=CRAB-DZ');
    expect(stock.body).toMatchObject({ code: 200, result: { product_id: 101 } });
  });

  it('refuses an unknown store code in the path with the envelope', async () => {
    const unknown = await api.request('POST', '/api/atlantis/catalog', { entityType: 'product' });
    expect(unknown.status).toBe(404);
    expect(unknown.contentType).toContain('application/json');
    expect(unknown.body).toMatchObject({ code: 404, result: 'No store with the code atlantis', reason: 'store.not_found' });
    // A path that is no route with or without its first segment stays an unknown route.
    expect((await api.request('GET', '/api/atlantis/nowhere')).body).toMatchObject({ code: 404, reason: 'route.not_found' });
  });

  it('updates the profile from the body key user, as from customer', async () => {
    const email = `spec-user-${engine.name}@example.com`;
    const password = 'crabcakes-4-all';
    await api.request('POST', '/api/user/create', { customer: { email, firstname: 'Jane', lastname: 'Doe' }, password });
    const token = (await api.request('POST', '/api/user/login', { username: email, password })).body.result as string;
    const update = (body: unknown) => api.request('POST', `/api/user/me?token=${token}`, body);
    expect((await update({ user: { firstname: 'Janet' } })).body).toMatchObject({ code: 200, result: { firstname: 'Janet' } });
    expect((await update({ customer: { lastname: 'Dory' } })).body).toMatchObject({
      code: 200,
      result: { firstname: 'Janet', lastname: 'Dory' },
    });
    expect((await update({})).body).toMatchObject({ code: 400, result: 'user: Field is required' });
  });

  it('accepts only alphabet characters in names, accents, hyphens and apostrophes included', async () => {
    const register = (firstname: string) =>
      api.request('POST', '/api/user/create', {
        customer: { email: `name-${engine.name}-${firstname.length}@example.com`, firstname, lastname: "O'Brien-Núñez" },
        password: 'crabcakes-4-all',
      });
    const refused = await register('Jane2');
    expect(refused.status).toBe(400);
    expect(String(refused.body.result)).toContain('Accepts only alphabet characters');
    expect((await register('Zoë Anne')).status).toBe(200);
  });
});

describe.each(engines)('product search as the spec tunes it on $name', (engine) => {
  let api: RunningApi;
  const searchFor = async (text: string) =>
    (await api.request('POST', '/api/catalog', { entityType: 'product', query: { search: text }, size: 10 })).body.result as Items & {
      suggestions?: { didYouMean: string | null; categories: Array<{ name: string; url_path: string }> };
    };
  beforeAll(async () => {
    api = await startApi(engine);
  });
  afterAll(async () => {
    await api.stop();
  });

  it('finds crabs for a swapped or a missing letter, within two edits', async () => {
    for (const text of ['crbas', 'crbs', 'steemde crabs']) {
      const result = await searchFor(text);
      expect(result.items.map((p) => p.sku)).toContain('CRAB-DZ');
      expect(result.suggestions).toBeUndefined();
    }
  });

  it('keeps the first two letters fixed, and offers the nearest wording and the fullest categories instead', async () => {
    const result = await searchFor('vrabs');
    expect(result.total).toBe(0);
    expect(result.suggestions?.didYouMean).toBe('crabs');
    expect(result.suggestions?.categories.length).toBeGreaterThan(0);
    expect(result.suggestions?.categories[0]).toMatchObject({ name: 'Crabs' });
    expect((await searchFor('qqqqqqqqq')).suggestions?.didYouMean).toBeNull();
  });
});
