import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_VARIANT_HEADER } from '@shoreline/domain/cache-variant';
import { hasCookieConsent } from '@shoreline/domain/cookie-consent';
import { GROUP_COOKIE, groupTokenOfCookies } from '@shoreline/domain/customer-groups';
import { OutputCache } from './output-cache.js';
import { createPageServer, type PageServerOptions } from './page-server.js';
import { parseRequestTarget } from './request-guard.js';

/** A page server over a real socket for one suite, rendering with `render` and counting its renders. */
function pageServerSuite(options: Pick<PageServerOptions, 'isPersonal'> & { render: (req: http.IncomingMessage) => Response }) {
  const suite = { origin: '', renders: 0 };
  let server: http.Server;
  beforeAll(async () => {
    const cache = new OutputCache({ maxEntries: 10, maxBytes: 1_000_000, ttlMs: 60_000, snapshot: () => 's1' });
    const servePage = createPageServer({
      cache,
      snapshot: () => 's1',
      storeCodeOf: async () => 'main',
      ...(options.isPersonal ? { isPersonal: options.isPersonal } : {}),
      render: async (req) => {
        suite.renders += 1;
        return options.render(req);
      },
    });
    server = http.createServer((req, res) => void servePage(req, res, parseRequestTarget(req.url)!));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    suite.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  return suite;
}

/**
 * A page priced for a customer group (a signed-in wholesale customer's group cookie) is never taken from nor kept
 * in the shared output cache, and browsers and proxies are told it is private: a retail shopper never gets it.
 */
describe('pages priced for a customer group', () => {
  const suite = pageServerSuite({
    isPersonal: (req) => groupTokenOfCookies(req.headers.cookie) !== null,
    render: (req) => {
      const price = groupTokenOfCookies(req.headers.cookie) ? '$64.99' : '$79.99';
      return new Response(`<!doctype html><p>${price}</p>`, {
        headers: { 'content-type': 'text/html', 'cache-control': 'public, max-age=60', [CACHE_VARIANT_HEADER]: '' },
      });
    },
  });
  const visit = (cookie?: string) => fetch(`${suite.origin}/p/CRAB-DZ`, { headers: cookie ? { cookie } : {} });

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
    expect(suite.renders).toBe(3);
  });

  it('reads only a well-formed group cookie', () => {
    expect(groupTokenOfCookies(`${GROUP_COOKIE}=a.b.c`)).toBe('a.b.c');
    expect(groupTokenOfCookies(`x${GROUP_COOKIE}=a.b.c`)).toBeNull();
    expect(groupTokenOfCookies(`${GROUP_COOKIE}=<script>`)).toBeNull();
    expect(groupTokenOfCookies(undefined)).toBeNull();
  });
});

/**
 * A page carries the cookies bar until its visitor accepts it: the output cache keeps a copy with and one
 * without, chosen by the visitor's cookie, so no visitor gets another's answer.
 */
describe('cached pages and the cookies bar', () => {
  const suite = pageServerSuite({
    render: (req) => {
      const bar = hasCookieConsent(req.headers.cookie) ? '' : '<section id="cookie-bar"></section>';
      return new Response(`<!doctype html><body>${bar}<p>Crabs</p></body>`, {
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=60', [CACHE_VARIANT_HEADER]: '' },
      });
    },
  });

  const visit = async (cookie?: string) => {
    const answer = await fetch(`${suite.origin}/c/crabs`, { headers: cookie ? { cookie } : {} });
    return { html: await answer.text(), cache: answer.headers.get('x-cache'), vary: answer.headers.get('vary') };
  };

  it('keeps one copy per answer and tells shared caches the page varies by cookie', async () => {
    expect(await visit()).toMatchObject({ cache: 'MISS', html: expect.stringContaining('cookie-bar') });
    expect(await visit('shoreline_cookies=accepted; other=1')).toMatchObject({
      cache: 'MISS',
      html: expect.not.stringContaining('cookie-bar'),
    });
    const newcomer = await visit('other=1');
    expect(newcomer).toMatchObject({ cache: 'HIT', html: expect.stringContaining('cookie-bar'), vary: 'accept-encoding, cookie' });
    expect(await visit('shoreline_cookies=accepted')).toMatchObject({ cache: 'HIT', html: expect.not.stringContaining('cookie-bar') });
    expect(suite.renders).toBe(2);
  });
});
