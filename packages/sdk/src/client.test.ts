import { describe, expect, it } from 'vitest';
import { createApiClient, type FetchLike } from './client.js';
import { ApiError } from './envelope.js';

function recording(answer: (url: string) => { status: number; body: unknown }) {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    const { status, body } = answer(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetch };
}

describe('createApiClient on the transport', () => {
  it('sends the store code in the query and the token only as a Bearer header', async () => {
    const { calls, fetch } = recording(() => ({ status: 200, body: { code: 200, result: [{ sku: 'A', qty: 1 }] } }));
    const api = createApiClient({ baseUrl: 'http://api.test', storeCode: 'de', token: 'secret', fetch });
    expect(await api.stockList(['A', 'B'])).toEqual([{ sku: 'A', qty: 1 }]);
    const url = new URL(calls[0].url);
    expect(url.origin + url.pathname).toBe('http://api.test/api/stock/list');
    expect(url.searchParams.get('skus')).toBe('A,B');
    expect(url.searchParams.get('storeCode')).toBe('de');
    expect(calls[0].url).not.toContain('secret');
    expect(new Headers(calls[0].init?.headers).get('authorization')).toBe('Bearer secret');
  });

  it('throws an ApiError with the code, message and reason of a refusal', async () => {
    const { fetch } = recording(() => ({ status: 404, body: { code: 404, result: 'No such cart', reason: 'cart.not_found' } }));
    const api = createApiClient({ baseUrl: '', storeCode: 'default', fetch });
    const refused = await api.health().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 404, message: 'No such cart', reason: 'cart.not_found' });
  });

  it('lets a network failure through as it is', async () => {
    const broken = new TypeError('fetch failed');
    const api = createApiClient({ baseUrl: '', storeCode: 'default', fetch: () => Promise.reject(broken) });
    await expect(api.stores()).rejects.toBe(broken);
  });

  it('maps a url without the envelope, null when the API refuses', async () => {
    const { calls, fetch } = recording((url) =>
      url.includes('missing') ? { status: 404, body: null } : { status: 200, body: { _type: 'product', _source: { sku: 'A' } } },
    );
    const api = createApiClient({ baseUrl: '', storeCode: 'default', fetch });
    expect(await api.urlMap('/crab.html')).toEqual({ _type: 'product', _source: { sku: 'A' } });
    expect(calls[0].init?.body).toBe(JSON.stringify({ url: 'crab.html' }));
    expect(calls[0].url).toBe('/api/url/map?storeCode=default');
  });
});
