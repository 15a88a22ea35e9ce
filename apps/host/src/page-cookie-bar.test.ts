import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_VARIANT_HEADER } from '@shoreline/domain/cache-variant';
import { hasCookieConsent } from '@shoreline/domain/cookie-consent';
import { OutputCache } from './output-cache.js';
import { createPageServer } from './page-server.js';
import { parseRequestTarget } from './request-guard.js';

/**
 * A page carries the cookies bar until its visitor accepts it: the output cache keeps a copy with and one
 * without, chosen by the visitor's cookie, so no visitor gets another's answer.
 */
describe('cached pages and the cookies bar', () => {
  let server: http.Server;
  let origin: string;
  let renders = 0;

  beforeAll(async () => {
    const cache = new OutputCache({ maxEntries: 10, maxBytes: 1_000_000, ttlMs: 60_000, snapshot: () => 's1' });
    const servePage = createPageServer({
      cache,
      snapshot: () => 's1',
      storeCodeOf: async () => 'main',
      render: async (req) => {
        renders += 1;
        const bar = hasCookieConsent(req.headers.cookie) ? '' : '<section id="cookie-bar"></section>';
        return new Response(`<!doctype html><body>${bar}<p>Crabs</p></body>`, {
          headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=60', [CACHE_VARIANT_HEADER]: '' },
        });
      },
    });
    server = http.createServer((req, res) => void servePage(req, res, parseRequestTarget(req.url)!));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const visit = async (cookie?: string) => {
    const answer = await fetch(`${origin}/c/crabs`, { headers: cookie ? { cookie } : {} });
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
    expect(renders).toBe(2);
  });
});
