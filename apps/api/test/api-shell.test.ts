import { describe, expect, it } from 'vitest';
import { engines, suiteApi } from './harness.js';

describe.each(engines)('API shell on $name', (engine) => {
  const api = suiteApi(engine);

  it('reports health with the storage engine in use', async () => {
    const response = await api.request('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ code: 200, result: { status: 'ok', storage: engine.name } });
  });

  it('answers an unknown route with a JSON 404 envelope', async () => {
    const response = await api.request('GET', '/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.contentType).toContain('application/json');
    expect(response.body.code).toBe(404);
  });

  it('answers malformed JSON with a 400 envelope, not HTML or a stack trace', async () => {
    const response = await api.request('POST', '/api/catalog', '{"entityType": "product",', { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 400, result: 'Request body is not valid JSON' });
  });

  it('answers an oversized body with 413', async () => {
    const response = await api.request('POST', '/api/catalog', JSON.stringify({ entityType: 'product', pad: 'x'.repeat(300_000) }));
    expect(response.status).toBe(413);
    expect(response.body.code).toBe(413);
  });

  it('accepts an empty body sent as application/json', async () => {
    const response = await api.request('POST', '/api/catalog', '', { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
    expect(String(response.body.result)).toContain('entityType');
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await api.request('POST', '/api/catalog', 'entityType=product', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(415);
    expect(response.body.code).toBe(415);
  });

  it('refuses prototype pollution in JSON bodies', async () => {
    const response = await api.request('POST', '/api/catalog', '{"entityType":"product","__proto__":{"admin":true}}');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(400);
  });

  it('sets a request id on every answer', async () => {
    const response = await fetch(`${api.baseUrl}/api/health`, { headers: { 'x-request-id': 'trace-me-123' } });
    expect(response.headers.get('x-request-id')).toBe('trace-me-123');
    // Anything that does not look like an id (log forging, huge values) is replaced by a fresh one.
    const forged = await fetch(`${api.baseUrl}/api/health`, { headers: { 'x-request-id': 'x\tinjected "level":60' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lists the stores with their settings', async () => {
    const response = await api.request('GET', '/api/stores');
    const stores = response.body.result as Array<{ storeCode: string; isDefault: boolean; priceFormat: { currencySign: string } }>;
    expect(stores.map((s) => s.storeCode)).toEqual(['main', 'restaurant']);
    expect(stores[0]).toMatchObject({ isDefault: true, priceFormat: { currencySign: '$' } });
  });

  it('serves banners per store, chosen by storeCode or host', async () => {
    const main = await api.request('GET', '/api/banners?storeCode=main');
    expect((main.body.result as { mainBanners: unknown[] }).mainBanners).toHaveLength(1);
    const restaurant = await api.request('GET', '/api/banners', undefined, { 'x-vs-store-code': 'restaurant' });
    expect((restaurant.body.result as { mainBanners: unknown[] }).mainBanners).toHaveLength(0);
  });

  it('sends SVG pictures compressed to clients that take it (issue 34: the hero banner is the home page’s largest paint)', async () => {
    const hero = `${api.baseUrl}/media/banner/hero-dock.svg`;
    const plain = await fetch(hero, { headers: { 'accept-encoding': 'identity' } });
    const svg = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(svg));
    expect(svg).toContain('<svg');
    for (const encoding of ['br', 'gzip']) {
      const compressed = await fetch(hero, { headers: { 'accept-encoding': encoding } });
      expect(compressed.headers.get('content-encoding')).toBe(encoding);
      expect(compressed.headers.get('vary')).toContain('accept-encoding');
      expect(Number(compressed.headers.get('content-length'))).toBeLessThan(svg.length / 3);
      expect(await compressed.text()).toBe(svg);
    }
  });

  it('never serves files outside the media folders', async () => {
    const response = await fetch(`${api.baseUrl}/media/..%2f..%2fpackage.json`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});
