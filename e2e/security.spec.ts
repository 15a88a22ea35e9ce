import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/shop';
import { rawRequest } from './support/raw-http';

/** Hardening of the host: each test is a request that used to blank, poison or grow the shop. */
test.describe('host hardening', () => {
  test.describe.configure({ mode: 'serial' });

  test('a HEAD request never stores an empty page for later GETs', async ({ baseURL }) => {
    const page = '/c/crabs?utm_campaign=head-probe';
    const head = await rawRequest(baseURL!, page, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const get = await rawRequest(baseURL!, '/c/crabs');
    expect(get.status).toBe(200);
    expect(get.body.length).toBeGreaterThan(1000);
    expect(get.body).toContain('</html>');
    // And a HEAD after a GET is answered from the GET's copy, with its headers.
    const later = await rawRequest(baseURL!, '/c/crabs', { method: 'HEAD' });
    expect(later.headers['x-cache']).toBe('HIT');
    expect(later.body).toBe('');
  });

  test('refuses Host headers that are not hostname[:port], as an envelope on /api', async ({ baseURL }) => {
    for (const host of [
      'restaurant.localhost:3000/i',
      'a b',
      'user@localhost',
      'localhost:3000?x',
      'localhost:3000:3000',
      '-bad.example',
    ]) {
      const page = await rawRequest(baseURL!, '/contacts', { headers: { host } });
      expect(page.status, host).toBe(400);
      const api = await rawRequest(baseURL!, '/api/health', { headers: { host } });
      expect(api.status, host).toBe(400);
      expect(JSON.parse(api.body)).toEqual({ code: 400, result: 'Bad Host header' });
    }
  });

  test('keys the page cache on the store, path and meaningful query only', async ({ baseURL }) => {
    const { port } = new URL(baseURL!);
    // Two hosts of the main store share one copy; tracking parameters do not make another.
    await rawRequest(baseURL!, '/contacts', { headers: { host: `localhost:${port}` } });
    const sameStore = await rawRequest(baseURL!, '/contacts?utm_source=mail&gclid=1', { headers: { host: `127.0.0.1:${port}` } });
    expect(sameStore.headers['x-cache']).toBe('HIT');
    // The restaurant store has its own copy.
    const restaurant = await rawRequest(baseURL!, '/contacts', { headers: { host: `restaurant.localhost:${port}` } });
    expect(restaurant.status).toBe(200);
    expect(restaurant.body).toContain('data-store="restaurant"');
    // Parameters a page does not use are rendered but never stored.
    for (let round = 0; round < 2; round++) {
      const random = await rawRequest(baseURL!, '/contacts?x=cache-fill-1');
      expect(random.status).toBe(200);
      expect(random.headers['x-cache']).toBeUndefined();
    }
    // A category keeps the filter and sort variants it really renders, not bogus values.
    await rawRequest(baseURL!, '/c/crabs?sort=final_price');
    expect((await rawRequest(baseURL!, '/c/crabs?sort=final_price&utm_medium=x')).headers['x-cache']).toBe('HIT');
    await rawRequest(baseURL!, '/c/crabs?sort=not-a-sort');
    expect((await rawRequest(baseURL!, '/c/crabs?sort=not-a-sort')).headers['x-cache']).toBeUndefined();
  });

  test('canonical URLs come from the store configuration, not from the Host header', async ({ baseURL }) => {
    const page = await rawRequest(baseURL!, '/contacts?utm_source=canonical', { headers: { host: 'attacker.example' } });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('attacker.example');
  });

  test('serves built files only under their canonical path', async ({ baseURL }) => {
    const assets = fs.readdirSync(path.resolve('apps/storefront/build/client/assets'));
    const script = assets.find((name) => name.endsWith('.js'))!;
    expect((await rawRequest(baseURL!, `/assets/${script}`)).status).toBe(200);
    for (const variant of [`/assets//${script}`, `/./assets/${script}`, `/%61ssets/${script}`, `/assets/%2e/${script}`]) {
      const response = await rawRequest(baseURL!, variant);
      expect(response.status, variant).toBe(404);
      expect(response.headers['content-type'], variant).not.toContain('javascript');
    }
  });

  test('malformed escapes in page paths answer 404, not 500', async ({ baseURL }) => {
    for (const bad of ['/%E0%A4%A', '/c/%zz', '/c/crabs%', '/blog/%C0%AF']) {
      expect((await rawRequest(baseURL!, bad)).status, bad).toBe(404);
    }
  });

  test('pages and API answers carry the security headers; pages a CSP with a fresh nonce', async ({ baseURL }) => {
    const first = await rawRequest(baseURL!, '/checkout');
    const second = await rawRequest(baseURL!, '/checkout');
    for (const response of [first, await rawRequest(baseURL!, '/api/health'), await rawRequest(baseURL!, '/favicon.svg')]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(String(second.headers['content-security-policy'])).not.toContain(nonce!);
    // Every inline script of the document carries the nonce (data blocks need none).
    const inline = [...first.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline.filter((attributes) => !attributes.includes('application/ld+json'))) {
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
  });

  test('the shop hydrates and works under its CSP with no violation', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/c/crabs');
    await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules !== undefined);
    await page
      .getByRole('link', { name: /Shoreline|Home/i })
      .first()
      .waitFor();
    await page.goto('/');
    await expect(page.locator('main')).toBeVisible();
    expect(violations).toEqual([]);
  });
});
