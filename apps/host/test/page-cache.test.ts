import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_VARIANT_HEADER } from '@shoreline/domain/cache-variant';
import { closeAdminDb, createStaff, type TestStaff } from '../../api/test/admin-harness.js';
import { engines, startApi, type RunningApi } from '../../api/test/harness.js';
import { OutputCache } from '../src/output-cache.js';
import { createPageServer } from '../src/page-server.js';
import { parseRequestTarget } from '../src/request-guard.js';

/**
 * A price changed in the back office reaches a product page a browser already has: the host tells browsers to
 * ask again every time (answering 304 from its output cache while the page is unchanged), and the catalog
 * refresh makes the cached copy stale, so the next visit gets the page with the new price.
 */
describe.each(engines)('price pages and the browser cache on $name', (engine) => {
  let api: RunningApi;
  let manager: TestStaff;
  let server: http.Server;
  let origin: string;
  let renders = 0;
  const cacheResults: string[] = [];

  /** A stand-in for the product route: the price from the API's catalog, and the cache header the old route sent. */
  async function renderProductPage(req: http.IncomingMessage): Promise<Response> {
    renders += 1;
    const sku = (req.url ?? '').split('/')[2];
    const answer = await api.request('POST', '/api/catalog', {
      entityType: 'product',
      query: { filters: [{ key: 'sku', value: { eq: sku } }] },
      includeFields: ['sku', 'final_price'],
    });
    const [product] = (answer.body.result as { items: Array<{ final_price: number }> }).items;
    return new Response(`<!doctype html><p class="price">$${product.final_price.toFixed(2)}</p>`, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'public, max-age=60, stale-while-revalidate=300',
        [CACHE_VARIANT_HEADER]: '',
      },
    });
  }

  const visit = (path: string, headers: Record<string, string> = {}) => fetch(origin + path, { headers });

  beforeAll(async () => {
    api = await startApi(engine);
    manager = await createStaff(api, 'manager');
    const snapshot = () => api.app.catalogSnapshotId();
    const cache = new OutputCache({ maxEntries: 10, maxBytes: 1_000_000, ttlMs: 86_400_000, snapshot });
    const servePage = createPageServer({
      cache,
      snapshot,
      storeCodeOf: async () => 'main',
      render: renderProductPage,
      onCacheResult: (result) => cacheResults.push(result),
    });
    server = http.createServer((req, res) => void servePage(req, res, parseRequestTarget(req.url)!));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await closeAdminDb(api);
    await api?.stop();
  });

  it('keeps the page in the output cache but never lets the browser keep it unasked', async () => {
    const first = await visit('/p/SIDE-CORN');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(await first.text()).toContain('$6.00');

    // The browser asks again; the host answers from its cache without rendering.
    const rendered = renders;
    const again = await visit('/p/SIDE-CORN', { 'if-none-match': etag });
    expect([again.status, again.headers.get('x-cache'), renders]).toEqual([304, 'HIT', rendered]);
    const hit = await visit('/p/SIDE-CORN');
    expect(hit.headers.get('cache-control')).toBe('public, no-cache');
    // What the metrics count (shoreline_page_cache_requests_total).
    expect(cacheResults).toEqual(['miss', 'hit', 'hit']);
  });

  it('shows a price changed in the back office on the next visit after the catalog refresh', async () => {
    const before = await visit('/p/SIDE-CORN');
    const etag = before.headers.get('etag')!;
    expect(await before.text()).toContain('$6.00');
    const snapshot = api.app.catalogSnapshotId();

    const changed = await api.request('PATCH', '/api/admin/products/SIDE-CORN', { price_cents: 549 }, manager.headers);
    expect(changed.body.code).toBe(200);
    await expect.poll(() => api.app.catalogSnapshotId(), { timeout: 10_000 }).not.toBe(snapshot);

    const after = await visit('/p/SIDE-CORN', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await after.text()).toContain('$5.49');
  });
});
