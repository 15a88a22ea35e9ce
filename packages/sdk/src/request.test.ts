import { describe, expect, it, vi } from 'vitest';
import { failureMessage, request } from './request.js';
import { authorizedRequest, createTransport, withSharedRefresh, type TokenSource } from './transport.js';

const answer =
  (status: number, body: string, type = 'application/json') =>
  async () =>
    new Response(body, { status, headers: { 'content-type': type } });

describe('request', () => {
  it('answers the payload of a 200 envelope, with its meta', async () => {
    const result = await request<number>('GET', '/api/x', { fetch: answer(200, '{"code":200,"result":7,"meta":{"refreshToken":"r"}}') });
    expect(result).toEqual({ ok: true, data: 7, meta: { refreshToken: 'r' } });
  });

  it('answers a refusal with its code, message and whole result', async () => {
    const body = JSON.stringify({ code: 400, result: { errorMessage: 'No such coupon', field: 'code' } });
    const result = await request('POST', '/api/x', { body: {}, fetch: answer(400, body) });
    expect(result).toEqual({
      ok: false,
      error: { code: 400, message: 'No such coupon', result: { errorMessage: 'No such coupon', field: 'code' } },
    });
  });

  it('answers a refusal with its reason code and field errors, for callers to branch on', async () => {
    const errors = [{ field: 'email', code: 'invalid_format', message: 'Please provide valid e-mail address.' }];
    const body = JSON.stringify({ code: 400, result: 'email: Please provide valid e-mail address.', reason: 'validation.failed', errors });
    const result = await request('POST', '/api/x', { body: {}, fetch: answer(400, body) });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 400,
        message: 'email: Please provide valid e-mail address.',
        result: 'email: Please provide valid e-mail address.',
        reason: 'validation.failed',
        errors,
      },
    });
    const gone = await request('POST', '/api/x', {
      fetch: answer(404, '{"code":404,"result":"Not here any more","reason":"cart.not_found"}'),
    });
    expect(!gone.ok && gone.error.reason).toBe('cart.not_found');
  });

  it('answers code 0 when the network fails, and the HTTP status when the answer is not an envelope', async () => {
    const offline = await request('GET', '/api/x', { fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(offline).toEqual({ ok: false, error: { code: 0, message: '' } });
    const html = await request('GET', '/api/x', { fetch: answer(502, '<h1>Bad gateway</h1>', 'text/html') });
    expect(html).toEqual({ ok: false, error: { code: 502, message: '' } });
  });

  it('sends the token only in the Authorization header and JSON or raw bodies with their type', async () => {
    const seen: Array<{ url: string; init?: RequestInit }> = [];
    const record = async (url: string, init?: RequestInit) => {
      seen.push({ url, init });
      return new Response('{"code":200,"result":null}', { headers: { 'content-type': 'application/json' } });
    };
    await request('POST', '/api/a', { token: 't0k', body: { a: 1 }, fetch: record });
    await request('POST', '/api/b', { raw: { raw: 'sku,qty', type: 'text/csv' }, fetch: record });
    expect(seen[0].url).toBe('/api/a');
    expect(seen[0].init?.headers).toMatchObject({ authorization: 'Bearer t0k', 'content-type': 'application/json' });
    expect(seen[0].init?.body).toBe('{"a":1}');
    expect(seen[1].init?.headers).toMatchObject({ 'content-type': 'text/csv' });
    expect(seen[1].init?.headers).not.toHaveProperty('authorization');
    expect(seen[1].init?.body).toBe('sku,qty');
  });
});

describe('request with a plain (not enveloped) answer', () => {
  it('answers the JSON of a 2xx as data and of another status as the failure result', async () => {
    const done = await request('POST', '/api/p', { plain: true, fetch: answer(200, '{"success":true,"token":"T"}') });
    expect(done).toEqual({ ok: true, data: { success: true, token: 'T' } });
    const refused = await request('POST', '/api/p', { plain: true, fetch: answer(422, '{"success":false,"error":{"message":"No"}}') });
    expect(refused).toEqual({ ok: false, error: { code: 422, message: '', result: { success: false, error: { message: 'No' } } } });
    const paypal = await request('POST', '/api/p', {
      plain: true,
      fetch: answer(401, '{"success":false,"error":{"message":"No"},"reason":"auth.token_expired"}'),
    });
    expect(!paypal.ok && paypal.error.reason).toBe('auth.token_expired');
    const html = await request('POST', '/api/p', { plain: true, fetch: answer(502, '<h1>Bad gateway</h1>', 'text/html') });
    expect(html).toEqual({ ok: false, error: { code: 502, message: '' } });
  });
});

describe('request for a file', () => {
  it('answers the body of a 2xx as a Blob and a refusal as the envelope says', async () => {
    const file = await request<Blob>('GET', '/api/admin/orders.csv', { file: true, fetch: answer(200, 'id,total\n1,9.99', 'text/csv') });
    expect(file.ok && (await file.data.text())).toBe('id,total\n1,9.99');
    const refused = await request<Blob>('GET', '/api/admin/orders.csv', {
      file: true,
      fetch: answer(403, '{"code":403,"result":"Your role may not do this."}'),
    });
    expect(refused).toEqual({
      ok: false,
      error: { code: 403, message: 'Your role may not do this.', result: 'Your role may not do this.' },
    });
  });
});

describe('failureMessage', () => {
  it('reads a string, errorMessage or message, and is empty otherwise', () => {
    expect(failureMessage('Out of stock')).toBe('Out of stock');
    expect(failureMessage({ errorMessage: 'A' })).toBe('A');
    expect(failureMessage({ message: 'B' })).toBe('B');
    expect(failureMessage({ other: 1 })).toBe('');
    expect(failureMessage(null)).toBe('');
  });
});

const envelope = (code: number, result: unknown) =>
  new Response(JSON.stringify({ code, result }), { status: code, headers: { 'content-type': 'application/json' } });

/** A fetch that answers 401 to every token but `valid`, and records the tokens it saw. */
function server(valid: string) {
  const seen: Array<string | undefined> = [];
  const fetch = async (_url: string, init?: RequestInit) => {
    const authorization = (init?.headers as Record<string, string>).authorization;
    seen.push(authorization);
    return authorization === `Bearer ${valid}` ? envelope(200, 'mine') : envelope(401, 'The token is not valid');
  };
  return { seen, fetch };
}

function session(tokens: { current: string | null; refreshed?: string | null }): TokenSource & { refreshes: number } {
  const source = {
    refreshes: 0,
    getToken: () => tokens.current,
    async refresh() {
      source.refreshes += 1;
      tokens.current = tokens.refreshed ?? null;
      return tokens.current;
    },
  };
  return source;
}

describe('authorizedRequest', () => {
  it('answers 401 for a guest without calling', async () => {
    const { seen, fetch } = server('a');
    expect(await authorizedRequest(session({ current: null }), 'GET', '/api/user/me', { fetch })).toEqual({
      ok: false,
      error: { code: 401, message: '' },
    });
    expect(seen).toEqual([]);
  });

  it('calls once with a valid token', async () => {
    const { seen, fetch } = server('a');
    const tokens = session({ current: 'a' });
    expect(await authorizedRequest(tokens, 'GET', '/api/user/me', { fetch })).toEqual({ ok: true, data: 'mine' });
    expect(seen).toEqual(['Bearer a']);
    expect(tokens.refreshes).toBe(0);
  });

  it('refreshes once on 401 and retries once with the new token', async () => {
    const { seen, fetch } = server('b');
    const tokens = session({ current: 'a', refreshed: 'b' });
    expect(await authorizedRequest(tokens, 'GET', '/api/user/me', { fetch })).toEqual({ ok: true, data: 'mine' });
    expect(seen).toEqual(['Bearer a', 'Bearer b']);
    expect(tokens.refreshes).toBe(1);
  });

  it('retries with a token another caller refreshed meanwhile, without refreshing again', async () => {
    const tokens = session({ current: 'a' });
    const seen: Array<string | undefined> = [];
    const fetch = async (_url: string, init?: RequestInit) => {
      const authorization = (init?.headers as Record<string, string>).authorization;
      seen.push(authorization);
      if (authorization === 'Bearer b') return envelope(200, 'mine');
      tokens.getToken = () => 'b';
      return envelope(401, 'The token is not valid');
    };
    expect(await authorizedRequest(tokens, 'GET', '/api/user/me', { fetch })).toEqual({ ok: true, data: 'mine' });
    expect(seen).toEqual(['Bearer a', 'Bearer b']);
    expect(tokens.refreshes).toBe(0);
  });

  it('answers the first 401 when the refresh fails, and passes other failures through', async () => {
    const { seen, fetch } = server('z');
    const result = await authorizedRequest(session({ current: 'a', refreshed: null }), 'GET', '/api/user/me', { fetch });
    expect(result).toEqual({ ok: false, error: { code: 401, message: 'The token is not valid', result: 'The token is not valid' } });
    expect(seen).toEqual(['Bearer a']);
    const offline = await authorizedRequest(session({ current: 'a' }), 'GET', '/api/user/me', {
      fetch: async () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(offline).toEqual({ ok: false, error: { code: 0, message: '' } });
  });
});

describe('transport', () => {
  it('refreshes once for many calls that meet a 401 together, and retries each with the new token', async () => {
    let current: string | null = 'old';
    let refreshes = 0;
    let finishRefresh: (token: string) => void = () => undefined;
    const tokens: TokenSource = {
      getToken: () => current,
      refresh: () => {
        refreshes += 1;
        return new Promise<string>((resolve) => {
          finishRefresh = (token) => {
            current = token;
            resolve(token);
          };
        });
      },
    };
    const { seen, fetch } = server('new');
    const transport = createTransport({ tokens, fetch });
    const calls = Array.from({ length: 8 }, () => transport.request<string>('GET', '/api/user/me', { auth: 'required' }));
    await vi.waitUntil(() => seen.length === 8 && refreshes === 1);
    finishRefresh('new');
    const results = await Promise.all(calls);
    expect(results.every((result) => result.ok && result.data === 'mine')).toBe(true);
    expect(refreshes).toBe(1);
    expect(seen.filter((header) => header === 'Bearer new')).toHaveLength(8);
  });

  it('shares the lock between transports over the same token source', async () => {
    const tokens = session({ current: 'a', refreshed: 'b' });
    let release: () => void = () => undefined;
    const slow: TokenSource = {
      getToken: () => tokens.getToken(),
      refresh: () => new Promise((resolve) => (release = () => void tokens.refresh().then(resolve))),
    };
    expect(withSharedRefresh(slow)).toBe(withSharedRefresh(slow));
    const first = withSharedRefresh(slow).refresh();
    const second = createTransport({ tokens: slow }).tokens?.refresh();
    release();
    expect(await first).toBe('b');
    expect(await second).toBe('b');
    expect(tokens.refreshes).toBe(1);
  });

  it("sends a guest's optional call without a token and never refreshes for it", async () => {
    const { seen, fetch } = server('a');
    const tokens = session({ current: null, refreshed: 'a' });
    const result = await createTransport({ tokens, fetch }).request('GET', '/api/cart/pull', { auth: 'optional' });
    expect(result.ok).toBe(false);
    expect(seen).toEqual([undefined]);
    expect(tokens.refreshes).toBe(0);
  });

  it('restores a staff token after a reload: a 401 to a call without one refreshes and retries', async () => {
    let current: string | null = null;
    const staff: TokenSource = {
      getToken: () => current,
      refresh: async () => (current = 'staff'),
      restoresWithoutToken: true,
    };
    const { seen, fetch } = server('staff');
    expect(await createTransport({ tokens: staff, fetch }).request('GET', '/api/admin/orders', { auth: 'optional' })).toEqual({
      ok: true,
      data: 'mine',
    });
    expect(seen).toEqual([undefined, 'Bearer staff']);
  });

  it('resolves the path against the base URL with the store code, and keeps the query', async () => {
    const urls: string[] = [];
    const fetch = async (url: string) => {
      urls.push(url);
      return envelope(200, null);
    };
    const transport = createTransport({ fetch, baseUrl: 'http://shop.test', storeCode: 'restaurant' });
    await transport.request('GET', '/api/cart/pull?cartId=c1');
    await transport.request('GET', '/api/stores');
    expect(urls).toEqual([
      'http://shop.test/api/cart/pull?cartId=c1&storeCode=restaurant',
      'http://shop.test/api/stores?storeCode=restaurant',
    ]);
  });
});
