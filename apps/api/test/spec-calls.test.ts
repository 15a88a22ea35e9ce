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
});
