import { describe, expect, it, vi } from 'vitest';
import { BAD_CONTENT_TYPE, WRONG_RESPONSE_FORMAT } from '../envelope.js';
import type { NotificationInput } from '../notifications/notifications.js';
import { authorizedRequest, createTransport, type TokenSource } from '../transport.js';
import { createMemoryStorage } from '../storage/storage.js';
import { TaskRunner, type TaskRunnerOptions } from './runner.js';
import { CART_ID_REQUIRED, isCartNotFound, TOKEN_LOCK_ABORT, TOKEN_REFRESH_FAILED } from './task.js';

type Answer = { code: number; result?: unknown; meta?: Record<string, unknown> } | Response;
type Route = (call: { url: string; init: RequestInit; authorization?: string }) => Answer;

/** A fake of our own API: answers by path, records every call. */
function fakeApi(routes: Record<string, Route>) {
  const calls: Array<{ url: string; init: RequestInit; authorization?: string }> = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const authorization = (init.headers as Record<string, string> | undefined)?.authorization;
    const call = { url, init, authorization };
    calls.push(call);
    const route = routes[new URL(url, 'http://test').pathname];
    if (!route) throw new TypeError(`fetch failed: ${url}`);
    const answer = route(call);
    return answer instanceof Response ? answer : Response.json(answer, { status: answer.code });
  });
  return { fetch, calls };
}

function runnerWith(routes: Record<string, Route>, options: Partial<TaskRunnerOptions> = {}) {
  const api = fakeApi(routes);
  const notices: NotificationInput[] = [];
  const slept: number[] = [];
  const runner = new TaskRunner({
    fetch: api.fetch,
    notify: (notice) => notices.push(notice),
    sleep: async (ms) => void slept.push(ms),
    isOnline: () => true,
    logger: { warn: () => undefined },
    ...options,
  });
  return { runner, api, notices, slept };
}

const me = { url: '/api/user/me?token={{token}}', payload: { method: 'GET' as const } };

describe('TaskRunner.execute', () => {
  it('marks the task transmitted with result, code, resultCode and meta, whatever the HTTP status', async () => {
    const { runner } = runnerWith({
      '/api/user/me': () =>
        new Response(JSON.stringify({ code: 200, result: { id: 1 }, meta: { a: 1 } }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
    });
    const task = await runner.execute(me);
    expect(task).toMatchObject({ transmited: true, code: 200, resultCode: 200, result: { id: 1 }, meta: { a: 1 }, acknowledged: false });
    expect(task.task_id).toMatch(/^\d+-/);
  });

  it('rejects without any HTTP call when the cart id is missing', async () => {
    const { runner, api } = runnerWith({});
    await expect(runner.execute({ url: '/api/cart/pull?cartId={{cartId}}', payload: { method: 'GET' } })).rejects.toThrow(CART_ID_REQUIRED);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('rejects answers that are not JSON or not an envelope', async () => {
    const { runner } = runnerWith({
      '/api/html': () => new Response('<html>', { headers: { 'content-type': 'text/html' } }),
      '/api/empty': () => new Response('', { headers: { 'content-type': 'application/json' } }),
    });
    await expect(runner.execute({ url: '/api/html', payload: { method: 'GET' } })).rejects.toThrow(BAD_CONTENT_TYPE);
    await expect(runner.execute({ url: '/api/empty', payload: { method: 'GET' } })).rejects.toThrow(WRONG_RESPONSE_FORMAT);
  });

  it('shows the server message for a non-200 answer unless silent, ENOTFOUND or without message', async () => {
    const { runner, notices } = runnerWith({
      '/api/fail': () => ({ code: 404, result: 'No such entity with cartId = 1' }),
      '/api/dns': () => ({ code: 500, result: { code: 'ENOTFOUND', errno: 'ENOTFOUND' } }),
      '/api/bare': () => ({ code: 500 }),
    });
    await runner.execute({ url: '/api/fail', payload: { method: 'GET' } });
    await runner.execute({ url: '/api/fail', payload: { method: 'GET' }, silent: true });
    await runner.execute({ url: '/api/dns', payload: { method: 'GET' } });
    await runner.execute({ url: '/api/bare', payload: { method: 'GET' } });
    expect(notices).toEqual([{ type: 'error', message: 'No such entity with cartId = 1', action1: { label: 'OK' } }]);
  });

  it('shows no notice when a cart call finds its cart gone (the cart engine starts a new one)', async () => {
    const { runner, notices } = runnerWith({
      '/api/cart/update': ({ url }) =>
        url.includes('cartId=closed')
          ? { code: 404, result: 'No such entity with cartId = closed', reason: 'cart.not_found' }
          : { code: 404, result: 'No such entity with itemId = 7', reason: 'not_found' },
    });
    const update = { url: '/api/cart/update?cartId={{cartId}}', payload: { method: 'POST' as const, body: { cartItem: { sku: 'A' } } } };
    const gone = await runner.execute(update, { cartId: 'closed' });
    expect(gone).toMatchObject({ resultCode: 404, result: 'No such entity with cartId = closed', resultReason: 'cart.not_found' });
    expect(isCartNotFound(gone)).toBe(true);
    expect(notices).toEqual([]);
    const missingLine = await runner.execute(update, { cartId: 'open' });
    expect(isCartNotFound(missingLine)).toBe(false);
    expect(notices.map((notice) => notice.message)).toEqual(['No such entity with itemId = 7']);
  });

  it('knows a gone cart by the reason code, not by the message text', async () => {
    const { runner, notices } = runnerWith({
      '/api/cart/update': ({ url }) =>
        url.includes('cartId=worded')
          ? { code: 404, result: 'No such entity with cartId = worded' }
          : { code: 404, result: 'Der Warenkorb existiert nicht mehr.', reason: 'cart.not_found' },
    });
    const update = { url: '/api/cart/update?cartId={{cartId}}', payload: { method: 'POST' as const, body: { cartItem: { sku: 'A' } } } };
    expect(isCartNotFound(await runner.execute(update, { cartId: 'reworded' }))).toBe(true);
    expect(notices).toEqual([]);
    expect(isCartNotFound(await runner.execute(update, { cartId: 'worded' }))).toBe(false);
    expect(notices.map((notice) => notice.message)).toEqual(['No such entity with cartId = worded']);
  });

  it('tells task listeners about every answered task', async () => {
    const { runner } = runnerWith({ '/api/stock/check': () => ({ code: 200, result: { is_in_stock: true } }) });
    const seen: string[] = [];
    runner.onTaskDone((task) => seen.push(String(task.callback_event)));
    await runner.execute({ url: '/api/stock/check?sku=A', payload: { method: 'GET' }, callback_event: 'store:cart/stockSync' });
    expect(seen).toEqual(['store:cart/stockSync']);
  });
});

describe('token lock', () => {
  it('0: sends normally', async () => {
    const { runner, slept } = runnerWith({ '/api/user/me': () => ({ code: 200, result: {} }) }, { getUserToken: () => 't' });
    expect(runner.tokenLock).toBe(0);
    await runner.execute(me);
    expect(slept).toEqual([]);
  });

  it('positive: waits 1000 ms and retries until the refresh ends, then uses the new token', async () => {
    let finishRefresh: (token: string) => void = () => undefined;
    const { runner, api, slept } = runnerWith(
      {
        '/api/user/me': ({ authorization }) =>
          authorization === 'Bearer old' ? { code: 401, result: 'expired' } : { code: 200, result: 'ok' },
      },
      {
        getUserToken: () => 'old',
        refreshToken: () => new Promise((resolve) => (finishRefresh = resolve)),
        sleep: async (ms) => {
          slept.push(ms);
          if (slept.length === 3) finishRefresh('new');
          await new Promise((resolve) => setTimeout(resolve, 0));
        },
      },
    );
    const first = runner.execute(me);
    await vi.waitFor(() => expect(runner.tokenLock).toBe(1));
    const second = await runner.execute(me);
    expect(second.result).toBe('ok');
    expect((await first).result).toBe('ok');
    expect(slept.length).toBeGreaterThanOrEqual(3);
    expect(slept.every((ms) => ms === 1000)).toBe(true);
    expect(api.calls.filter((call) => call.authorization === 'Bearer new')).toHaveLength(2);
  });

  it('-1: aborts every task with code 401 without a network call, until resetTokenLock', async () => {
    const { runner, api } = runnerWith(
      { '/api/user/me': () => ({ code: 401, result: 'expired' }), '/api/stock/check': () => ({ code: 200, result: {} }) },
      { getUserToken: () => 't', refreshToken: async () => null },
    );
    const failed = await runner.execute(me);
    expect(runner.tokenLock).toBe(-1);
    expect(failed).toMatchObject({ code: 401, resultCode: 401, result: TOKEN_LOCK_ABORT, transmited: false });
    const callsBefore = api.calls.length;
    const guest = await runner.execute({ url: '/api/stock/check?sku=A', payload: { method: 'GET' } });
    expect(guest.code).toBe(401);
    expect(api.calls.length).toBe(callsBefore);
    runner.resetTokenLock();
    expect((await runner.execute({ url: '/api/stock/check?sku=A', payload: { method: 'GET' } })).code).toBe(200);
  });
});

describe('refresh on 401', () => {
  it('refreshes the token once and retries the task with it, silently', async () => {
    const refreshToken = vi.fn(async () => 'fresh');
    const { runner, api, notices } = runnerWith(
      {
        '/api/user/me': ({ authorization }) =>
          authorization === 'Bearer fresh' ? { code: 200, result: { id: 9 } } : { code: 401, result: 'expired' },
      },
      { getUserToken: () => 'stale', refreshToken },
    );
    const task = await runner.execute(me);
    expect(task).toMatchObject({ code: 200, result: { id: 9 } });
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(api.calls.map((call) => call.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(notices).toEqual([]);
  });

  it("shares the transport's one refresh with the session's other calls: a task and an account call that meet a 401 together refresh once", async () => {
    let current = 'stale';
    let refreshes = 0;
    let finish: () => void = () => undefined;
    const session: TokenSource = {
      getToken: () => current,
      refresh: () =>
        new Promise((resolve) => {
          refreshes += 1;
          finish = () => resolve((current = 'fresh'));
        }),
    };
    const api = fakeApi({
      '/api/user/me': ({ authorization }) =>
        authorization === 'Bearer fresh' ? { code: 200, result: { id: 9 } } : { code: 401, result: 'expired' },
    });
    const runner = new TaskRunner({
      transport: createTransport({ fetch: api.fetch, tokens: session }),
      sleep: async () => undefined,
      isOnline: () => true,
      logger: { warn: () => undefined },
    });
    const task = runner.execute(me);
    const account = authorizedRequest(session, 'GET', '/api/user/me', { fetch: api.fetch });
    await vi.waitUntil(() => api.calls.length === 2 && refreshes === 1);
    finish();
    expect(await task).toMatchObject({ code: 200, result: { id: 9 } });
    expect(await account).toEqual({ ok: true, data: { id: 9 } });
    expect(refreshes).toBe(1);
  });

  it('never sends a refreshed token once the customer has logged out', async () => {
    let sessionToken: string | null = 'stale';
    const { runner, api } = runnerWith(
      {
        '/api/user/me': ({ authorization }) =>
          authorization === 'Bearer fresh' ? { code: 200, result: { id: 9 } } : { code: 401, result: 'expired' },
        '/api/cart/pull': () => ({ code: 200, result: [] }),
      },
      { getUserToken: () => sessionToken, refreshToken: async () => 'fresh', getCartId: () => 'guest-cart' },
    );
    await runner.execute(me);
    sessionToken = null;
    await runner.execute({ url: '/api/cart/pull?token={{token}}&cartId={{cartId}}', payload: { method: 'GET' } });
    expect(api.calls.map((call) => call.authorization)).toEqual(['Bearer stale', 'Bearer fresh', undefined]);
  });

  it('does not refresh for a 401 on a task sent without a token', async () => {
    const refreshToken = vi.fn(async () => 'fresh');
    const { runner } = runnerWith({ '/api/cart/create': () => ({ code: 401, result: 'no' }) }, { getUserToken: () => 't', refreshToken });
    const task = await runner.execute({ url: '/api/cart/create?token=', payload: { method: 'POST' } });
    expect(task.code).toBe(401);
    expect(refreshToken).not.toHaveBeenCalled();
  });

  it('after the maximum attempts: loses the session, clears untransmitted tasks, shows the error, aborts with 401', async () => {
    const onSessionLost = vi.fn();
    const storage = createMemoryStorage();
    const { runner, notices } = runnerWith(
      { '/api/user/me': () => ({ code: 401, result: 'expired' }) },
      { getUserToken: () => 't', refreshToken: async () => 'still-bad', onSessionLost, storage, isOnline: () => false },
    );
    await runner.queue({ url: '/api/user/me?token={{token}}', payload: { method: 'POST', body: { customer: {} } } });
    expect(await runner.queuedTasks()).toHaveLength(1);

    const task = await runner.execute(me);
    expect(task).toMatchObject({ code: 401, result: TOKEN_LOCK_ABORT });
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(runner.tokenLock).toBe(-1);
    expect(await runner.queuedTasks()).toEqual([]);
    expect(notices.map((notice) => notice.message)).toEqual([TOKEN_REFRESH_FAILED]);
  });

  it('a failed refresh (null) loses the session at once', async () => {
    const onSessionLost = vi.fn();
    const { runner } = runnerWith(
      { '/api/user/me': () => ({ code: 401, result: 'x' }) },
      { getUserToken: () => 't', refreshToken: async () => null, onSessionLost },
    );
    expect((await runner.execute(me)).result).toBe(TOKEN_LOCK_ABORT);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('with autoRefreshTokens off: loses the session and keeps the 401 answer, no retry', async () => {
    const onSessionLost = vi.fn();
    const { runner, api } = runnerWith(
      { '/api/user/me': () => ({ code: 401, result: 'x' }) },
      { getUserToken: () => 't', autoRefreshTokens: false, onSessionLost },
    );
    const task = await runner.execute(me);
    expect(task).toMatchObject({ code: 401, result: 'x', transmited: true });
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(api.calls).toHaveLength(1);
  });
});

describe('queue', () => {
  it('persists queued tasks while offline and sends them on processQueue', async () => {
    let online = false;
    const storage = createMemoryStorage();
    const { runner, api } = runnerWith(
      { '/api/user/me': () => ({ code: 200, result: {} }) },
      { storage, isOnline: () => online, getUserToken: () => 't' },
    );
    const queued = await runner.queue({
      url: '/api/user/me?token={{token}}',
      payload: { method: 'POST', body: { customer: { firstname: 'Jane' } } },
    });
    expect(queued.transmited).toBe(false);
    await runner.processQueue();
    expect(api.fetch).not.toHaveBeenCalled();
    expect(JSON.parse(storage.entries.get('shop/syncTasks/queue')!)).toHaveLength(1);

    // A new page life reads the same storage.
    const { runner: afterReload, api: laterApi } = runnerWith(
      { '/api/user/me': () => ({ code: 200, result: {} }) },
      { storage, getUserToken: () => 't' },
    );
    online = true;
    await afterReload.processQueue();
    expect(laterApi.calls).toHaveLength(1);
    expect(laterApi.calls[0].authorization).toBe('Bearer t');
    expect(await afterReload.queuedTasks()).toEqual([]);
  });

  it('keeps tasks whose request failed, and keeps cacheable tasks once sent', async () => {
    let online = false;
    let up = false;
    const { runner, api } = runnerWith(
      {
        '/api/stock/check': () => {
          if (!up) throw new TypeError('network down');
          return { code: 200, result: { is_in_stock: true } };
        },
      },
      { isOnline: () => online },
    );
    const stock = await runner.queue({ url: '/api/stock/check?sku=A', payload: { method: 'GET' }, is_result_cacheable: true });
    online = true;
    await runner.processQueue();
    expect(await runner.queuedTasks()).toMatchObject([{ task_id: stock.task_id, transmited: false }]);
    up = true;
    await runner.processQueue();
    expect(await runner.findTask(stock.task_id)).toMatchObject({ transmited: true, result: { is_in_stock: true } });
    await runner.processQueue();
    expect(api.calls).toHaveLength(2);
  });
});
