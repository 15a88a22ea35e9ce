import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, miniCatalogWith, startApi, type RunningApi } from './harness.js';
import { portOf, sendRaw } from './raw-http.js';

/** Records the shop does not publish, and a product with long copy for the wildcard tests. */
const EXTRA_RECORDS = [
  {
    type: 'product',
    id: 120,
    sku: 'LONG-COPY',
    type_id: 'simple',
    name: 'Crab Seasoning',
    url_key: 'crab-seasoning',
    price: 5,
    tax_class_id: 2,
    image: '/product/pot.svg',
    description: `Sweet steamed crabs. ${'e e '.repeat(18)}`,
  },
  { type: 'category', id: 40, parent_id: 3, name: 'Secret Sale', url_key: 'secret-sale', is_active: false },
  { type: 'cms_page', id: 2, identifier: 'secret-page', title: 'Secret', content: '<p>Hidden</p>', is_active: false },
  { type: 'cms_block', id: 3, identifier: 'secret-block', title: 'Secret', content: '<p>Hidden</p>', is_active: false },
  { type: 'blog_category', id: 2, title: 'Hidden', url_key: 'hidden-recipes', status: 0 },
  {
    type: 'review',
    id: 2,
    product_sku: 'CRAB-DZ',
    title: 'Pending',
    detail: 'Not moderated yet',
    nickname: 'Mo',
    rating: 1,
    status: 2,
    created_at: '2026-06-02T10:00:00Z',
  },
];

function writeSeedWithExtraRecords(): string {
  return miniCatalogWith(EXTRA_RECORDS.map((record) => JSON.stringify(record)));
}

type Items = { items: Array<Record<string, unknown>>; total: number };
type Filter = { key: string; value: unknown };

describe.each(engines)('security hardening on $name', (engine) => {
  let api: RunningApi;
  let seedFile: string;
  const search = async (body: Record<string, unknown>) => {
    const response = await api.request('POST', '/api/catalog', body);
    return { status: response.status, body: response.body, result: response.body.result as Items };
  };
  const timed = async <T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> => {
    const started = performance.now();
    const value = await call();
    return { value, ms: performance.now() - started };
  };

  beforeAll(async () => {
    seedFile = writeSeedWithExtraRecords();
    api = await startApi(engine, { seedFile });
  });
  afterAll(async () => {
    await api.stop();
    fs.rmSync(path.dirname(seedFile), { recursive: true, force: true });
  });

  describe('like filters and field patterns', () => {
    it('answers a like filter with many % wildcards quickly and correctly', async () => {
      const hostile = { key: 'description', value: { like: `${'%e'.repeat(10)}%~` } };
      const { value, ms } = await timed(() => search({ entityType: 'product', query: { filters: [hostile] } }));
      expect(ms).toBeLessThan(2000);
      expect(value.status).toBe(200);
      expect(value.result.total).toBe(0);
      const matching = await search({
        entityType: 'product',
        query: { filters: [{ key: 'description', value: { like: `${'%E'.repeat(10)}%` } }] },
      });
      expect(matching.result.items.map((item) => item.sku)).toEqual(['LONG-COPY']);
    });

    it('refuses a like pattern with more wildcards than the limit with a 400 envelope', async () => {
      const response = await search({
        entityType: 'product',
        query: { filters: [{ key: 'description', value: { like: `${'%e'.repeat(40)}%` } }] },
      });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(400);
      expect(String(response.body.result)).toContain('wildcards');
    });

    it('answers include and exclude patterns with many * wildcards quickly', async () => {
      const hostile = `${'*'.repeat(10)}X`;
      const catalog = await timed(() => search({ entityType: 'product', includeFields: [hostile], excludeFields: [hostile] }));
      expect(catalog.ms).toBeLessThan(2000);
      expect(catalog.value.status).toBe(200);
      const mapped = await timed(() => api.request('POST', '/api/url/map', { url: 'steamed-blue-crabs-dozen', excludeFields: [hostile] }));
      expect(mapped.ms).toBeLessThan(2000);
      expect(mapped.value.status).toBe(200);
    });

    it('answers 503 in the envelope when a catalog query is over its time budget', async () => {
      const strict = await startApi(engine, { seedFile, catalogQueryBudgetMs: 0 });
      try {
        const response = await strict.request('POST', '/api/catalog', { entityType: 'product' });
        expect(response.status).toBe(503);
        expect(response.body).toMatchObject({
          code: 503,
          result: 'The catalog query took too long. Narrow the filters and try again.',
        });
      } finally {
        await strict.stop();
      }
    });
  });

  describe('filters the shop always applies', () => {
    it.each<[string, Filter[]]>([
      ['status 0', [{ key: 'status', value: 0 }]],
      ['status eq 0', [{ key: 'status', value: { eq: 0 } }]],
      ['status in 0,1', [{ key: 'status', value: { in: [0, 1] } }]],
      ['status neq 1', [{ key: 'status', value: { neq: 1 } }]],
      ['status gte 0', [{ key: 'status', value: { gte: 0 } }]],
      ['is_published eq 0', [{ key: 'is_published', value: { eq: 0 } }]],
      ['url_key', [{ key: 'url_key', value: 'draft' }]],
      ['id', [{ key: 'id', value: 2 }]],
    ])('never shows an unpublished blog post (%s)', async (_label, filters) => {
      const { status, result } = await search({ entityType: 'cms_blog', query: { filters } });
      expect(status).toBe(200);
      expect(result.items.map((post) => post.url_key)).not.toContain('draft');
      expect(result.items.every((post) => post.status === 1)).toBe(true);
    });

    it('refuses or/bool filter structures, and ignores a bool query beside the filters', async () => {
      const or = await search({ entityType: 'cms_blog', query: { filters: [{ key: 'status', value: { or: [{ eq: 0 }] } }] } });
      expect(or.status).toBe(400);
      const bool = await search({
        entityType: 'cms_blog',
        query: { filters: [], bool: { should: [{ term: { status: 0 } }] } },
      });
      expect(bool.status).toBe(200);
      expect(bool.result.items.map((post) => post.url_key)).toEqual(['steaming-at-home']);
    });

    it.each<[string, string, Filter[], (item: Record<string, unknown>) => boolean]>([
      ['cms_blog_category', 'status 0', [{ key: 'status', value: { in: [0, 1] } }], (c) => c.url_key === 'hidden-recipes'],
      ['category', 'is_active false', [{ key: 'is_active', value: false }], (c) => c.id === 40],
      ['category', 'id', [{ key: 'id', value: { in: [40] } }], (c) => c.id === 40],
      ['category', 'url_key', [{ key: 'url_key', value: 'secret-sale' }], (c) => c.id === 40],
      ['cms_page', 'active false', [{ key: 'active', value: false }], (p) => p.identifier === 'secret-page'],
      ['cms_page', 'identifier like', [{ key: 'identifier', value: { like: 'secret' } }], (p) => p.identifier === 'secret-page'],
      ['cms_hierarchy', 'active neq true', [{ key: 'active', value: { neq: true } }], (p) => p.identifier === 'secret-page'],
      ['cms_block', 'identifier', [{ key: 'identifier', value: 'secret-block' }], (b) => b.identifier === 'secret-block'],
      ['product', 'status 2', [{ key: 'status', value: 2 }], (p) => p.sku === 'OLD-ITEM'],
      ['product', 'status gte 0', [{ key: 'status', value: { gte: 0 } }], (p) => p.sku === 'OLD-ITEM'],
      [
        'product',
        'sku',
        [
          { key: 'sku', value: 'OLD-ITEM' },
          { key: 'visibility', value: { gte: 0 } },
        ],
        (p) => p.sku === 'OLD-ITEM',
      ],
      ['review', 'review_status 2', [{ key: 'review_status', value: 2 }], (r) => r.review_status !== 1],
    ])('never shows an unpublished %s (%s)', async (entityType, _label, filters, isHidden) => {
      const { status, result } = await search({ entityType, query: { filters }, size: 500 });
      expect(status).toBe(200);
      expect(result.items.filter(isHidden)).toEqual([]);
    });

    it('keeps inactive subcategories out of children_data', async () => {
      const { result } = await search({ entityType: 'category', query: { filters: [{ key: 'id', value: 3 }] } });
      const children = (result.items[0]?.children_data ?? []) as Array<{ id: number }>;
      expect(children.map((child) => child.id)).toEqual([4]);
    });

    it('still finds configurable children when visibility is named', async () => {
      const { result } = await search({
        entityType: 'product',
        query: {
          filters: [
            { key: 'sku', value: 'TEE-NAVY-M' },
            { key: 'visibility', value: { gte: 0 } },
            { key: 'status', value: { gte: 0 } },
          ],
        },
      });
      expect(result.items.map((item) => item.sku)).toEqual(['TEE-NAVY-M']);
    });
  });

  describe('url map', () => {
    it.each(['/%E0%A4%A', '%zz', '%', 'crabs/%E0%A4%A', '%c0%af'])('answers a malformed escape (%s) with a 404 envelope', async (url) => {
      for (const route of ['/api/url/map', '/api/url']) {
        const response = await api.request('POST', route, { url });
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({ code: 404, result: 'No page for this url' });
      }
    });

    it('still resolves well-formed escapes', async () => {
      const response = await fetch(`${api.baseUrl}/api/url/map`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: 'steamed%2Dblue-crabs-dozen' }),
      });
      expect(await response.json()).toMatchObject({ _type: 'product', _source: { sku: 'CRAB-DZ' } });
    });
  });

  describe('defects the fuzz test found', () => {
    it('answers a repeated skus parameter on render-list with a 400 envelope', async () => {
      const response = await api.request('GET', '/api/product/render-list?skus=CRAB-DZ&skus=TEE');
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 400, result: 'Give skus once, as a comma-separated list' });
    });

    it.each([
      ['GET', '/api/stock/check/%00'],
      ['GET', '/api/stock/check?sku=CRAB%00'],
      ['GET', '/api/cart/payment-methods?cartId=%00'],
      ['POST', '/api/cart/delete?cartId=%00'],
      ['GET', '/api/review/product/1%00'],
    ])('answers a NUL character in the url (%s %s) with a 400 envelope', async (method, url) => {
      const response = await api.request(method, url, method === 'POST' ? { cartItem: { sku: 'SIDE-CORN' } } : undefined);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 400, result: 'The request must not contain NUL characters' });
    });

    it.each([
      ['/api/cart/shipping-methods', { address: { country_id: 'US', city: 'Balti\u0000more' } }],
      ['/api/catalog', { entityType: 'product', query: { filters: [{ key: 'sku', value: '\u0000' }] } }],
      ['/api/cart/update', { cartItem: { sku: 'CRAB\u0000', qty: 1 } }],
    ])('answers a NUL character in the body of %s with a 400 envelope', async (url, body) => {
      const cartId = (await api.request('POST', '/api/cart/create')).body.result as string;
      const response = await api.request('POST', `${url}?cartId=${cartId}`, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 400, result: 'The request must not contain NUL characters' });
    });

    it.each([
      [
        '/api/cart/shipping-information',
        (deep: string) => `{"addressInformation":{"shippingAddress":{"countryId":"US"},"shippingCarrierCode":${deep}}}`,
      ],
      ['/api/cart/delete', (deep: string) => `{"cartItem":{"sku":"SIDE-CORN","item_id":${deep}}}`],
      ['/api/catalog', (deep: string) => `{"entityType":"product","query":{"filters":[{"key":"sku","value":${deep}}]}}`],
    ])('answers a deeply nested value in the body of %s with a 400 envelope', async (url, bodyWith) => {
      const cartId = (await api.request('POST', '/api/cart/create')).body.result as string;
      for (const deep of ['['.repeat(20_000) + ']'.repeat(20_000), '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)]) {
        const response = await api.request('POST', `${url}?cartId=${cartId}`, bodyWith(deep));
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ code: 400, result: 'The request body is nested too deeply' });
      }
    });

    it('still accepts an escaped backslash followed by u0000 as plain text', async () => {
      const response = await api.request('POST', '/api/catalog', {
        entityType: 'product',
        query: { filters: [{ key: 'sku', value: '\\u0000' }] },
      });
      expect(response.status).toBe(200);
    });

    it('answers a request the HTTP parser rejects after a 100 Continue', async () => {
      const request =
        'GET /api/cart/coupon HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: gzip\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n';
      const response = await sendRaw(portOf(api.baseUrl), request);
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body)).toMatchObject({ code: 400, result: 'Malformed HTTP request' });
    });

    it('answers once when the router refuses a request the HTTP parser then rejects', async () => {
      const request = `GET /api/stock/check/${'a'.repeat(150)} HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: identity\r\nConnection: close\r\n\r\n`;
      const response = await sendRaw(portOf(api.baseUrl), request);
      expect(response.status).toBe(414);
      expect(JSON.parse(response.body)).toMatchObject({ code: 414, result: 'A path segment is too long' });
    });
  });

  describe('router errors', () => {
    const expectEnvelope = (response: { status: number; body: unknown; contentType?: string }, status: number) => {
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ code: status });
      expect(typeof (response.body as { result: unknown }).result).toBe('string');
    };

    it.each([
      ['/api/cart/%', 400],
      ['/api/%c0', 400],
      ['/api/stock/check/%E0%A4%A', 400],
      [`/api/review/product/${'1'.repeat(150)}`, 414],
      ['/api/no-such-route', 404],
    ])('answers GET %s with a %i envelope', async (url, status) => {
      const response = await api.request('GET', url);
      expectEnvelope(response, status);
      expect(response.contentType).toContain('application/json');
    });

    it.each([
      ['PATCH', '/api/catalog', 'POST'],
      ['DELETE', '/api/catalog', 'POST'],
      ['GET', '/api/user/login', 'POST'],
      ['PUT', '/api/stock/check', 'GET, HEAD'],
    ])('answers %s %s with a 405 envelope naming the allowed methods', async (method, url, allow) => {
      const response = await fetch(api.baseUrl + url, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
      expect(await response.json()).toMatchObject({ code: 405 });
    });

    it.each<[string, number, string]>([
      ['a null byte in the path', 400, 'GET /api/stock/check\u0000x HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
      ['an unknown method', 400, 'BREW /api/catalog HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
      ['no Host header', 400, 'GET /api/stock/check?sku=CRAB-DZ HTTP/1.1\r\nConnection: close\r\n\r\n'],
      ['an empty Host header', 400, 'GET /api/stock/check?sku=CRAB-DZ HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n'],
      [
        'headers over the size limit',
        431,
        `GET /api/stock/check HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
      ],
      ['a bad request line', 400, 'GET\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
      ['CONNECT to a path', 405, 'CONNECT /api/catalog HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
      ['CONNECT to an authority', 405, 'CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: 127.0.0.1:443\r\n\r\n'],
    ])('answers %s with a %i envelope', async (_label, status, request) => {
      const response = await sendRaw(portOf(api.baseUrl), request);
      expect(response.status).toBe(status);
      expect(response.headers['content-type']).toContain('application/json');
      const body = JSON.parse(response.body) as { code: number; result: unknown };
      expect(body.code).toBe(status);
      expect(typeof body.result).toBe('string');
    });
  });
});
