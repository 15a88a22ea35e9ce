import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_VARIANT_HEADER } from '@shoreline/domain/cache-variant';
import { GROUP_COOKIE, groupTokenOfCookies } from '@shoreline/domain/customer-groups';
import { OutputCache } from './output-cache.js';
import { createPageServer } from './page-server.js';
import { parseRequestTarget } from './request-guard.js';

/**
 * A page priced for a customer group (a signed-in wholesale customer's group cookie) is never taken from nor kept
 * in the shared output cache, and browsers and proxies are told it is private: a retail shopper never gets it.
 */
describe('pages priced for a customer group', () => {
  let server: http.Server;
  let origin: string;
  let renders = 0;

  beforeAll(async () => {
    const cache = new OutputCache({ maxEntries: 10, maxBytes: 1_000_000, ttlMs: 60_000, snapshot: () => 's1' });
    const servePage = createPageServer({
      cache,
      snapshot: () => 's1',
      storeCodeOf: async () => 'main',
      isPersonal: (req) => groupTokenOfCookies(req.headers.cookie) !== null,
      render: async (req) => {
        renders += 1;
        const price = groupTokenOfCookies(req.headers.cookie) ? '$64.99' : '$79.99';
        return new Response(`<!doctype html><p>${price}</p>`, {
          headers: { 'content-type': 'text/html', 'cache-control': 'public, max-age=60', [CACHE_VARIANT_HEADER]: '' },
        });
      },
    });
    server = http.createServer((req, res) => void servePage(req, res, parseRequestTarget(req.url)!));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const visit = (cookie?: string) => fetch(`${origin}/p/CRAB-DZ`, { headers: cookie ? { cookie } : {} });

  it('renders group pages every time as private, and serves retail shoppers the shared copy', async () => {
    const retail = await visit();
    expect([await retail.text(), retail.headers.get('cache-control'), retail.headers.get('x-cache')]).toEqual([
      '<!doctype html><p>$79.99</p>',
      'public, no-cache',
      'MISS',
    ]);
    for (let visitNumber = 0; visitNumber < 2; visitNumber++) {
      const group = await visit(`other=1; ${GROUP_COOKIE}=eyJhbGciOi.eyJncm91cF9pZCI6Mn0.sig`);
      expect([await group.text(), group.headers.get('cache-control'), group.headers.get('x-cache')]).toEqual([
        '<!doctype html><p>$64.99</p>',
        'private, no-cache',
        null,
      ]);
    }
    const again = await visit();
    expect([await again.text(), again.headers.get('x-cache')]).toEqual(['<!doctype html><p>$79.99</p>', 'HIT']);
    expect(renders).toBe(3);
  });

  it('reads only a well-formed group cookie', () => {
    expect(groupTokenOfCookies(`${GROUP_COOKIE}=a.b.c`)).toBe('a.b.c');
    expect(groupTokenOfCookies(`x${GROUP_COOKIE}=a.b.c`)).toBeNull();
    expect(groupTokenOfCookies(`${GROUP_COOKIE}=<script>`)).toBeNull();
    expect(groupTokenOfCookies(undefined)).toBeNull();
  });
});
