import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionApi } from './contract';
import { SESSION_KEYS } from './session-keys';

/** A Storage kept in a Map (the session reads and writes localStorage and sessionStorage). */
class MemoryStorage {
  private readonly values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, String(value));
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

const envelope = (result: unknown, meta?: object) =>
  new Response(JSON.stringify({ code: 200, result, ...(meta ? { meta } : {}) }), { headers: { 'content-type': 'application/json' } });

const PROFILE = { id: 7, email: 'jane@example.com', firstname: 'Jane', lastname: 'Shoreline', group_id: 1, addresses: [] };

function fakeApi(path: string): Response {
  if (path === '/api/user/login') return envelope('access-1', { refreshToken: 'refresh-1' });
  if (path === '/api/user/me') return envelope(PROFILE);
  return envelope(null);
}

describe('the session hooks', () => {
  const page = Object.assign(new EventTarget(), { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
  const seen: string[] = [];
  let session: SessionApi;

  beforeAll(async () => {
    vi.stubGlobal('window', page);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => fakeApi(path)),
    );
    const { createSession, onLogin, onLogout } = await import('./session.client');
    onLogin(async (current) => {
      seen.push(`cart login as ${current.getUser()?.email} with ${current.getToken()}`);
    });
    onLogin(async () => {
      throw new Error('the lists are not available');
    });
    onLogin(async () => {
      seen.push('lists login');
    });
    onLogout(async (elsewhere) => {
      seen.push(`cart logout${elsewhere ? ' elsewhere' : ''} with ${page.localStorage.getItem(SESSION_KEYS.token)}`);
    });
    session = createSession();
  });

  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('runs the login hooks in order once the profile is stored; a failing hook does not fail the login', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await session.login('jane@example.com', 'secret-password')).toEqual({ ok: true });
    expect(seen).toEqual(['cart login as jane@example.com with access-1', 'lists login']);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('runs the logout hooks before the tokens are cleared', async () => {
    seen.length = 0;
    await session.logout({ silent: true });
    expect(seen).toEqual(['cart logout with access-1']);
    expect(page.localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(session.getUser()).toBeNull();
  });

  it('runs the logout hooks as "elsewhere" when another tab logged the customer out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await session.login('jane@example.com', 'secret-password');
    warn.mockRestore();
    seen.length = 0;
    page.localStorage.setItem(SESSION_KEYS.status, 'logout');
    page.dispatchEvent(
      Object.assign(new Event('storage'), { storageArea: page.localStorage, key: SESSION_KEYS.status, newValue: 'logout' }),
    );
    await vi.waitFor(() => expect(seen).toEqual(['cart logout elsewhere with access-1']));
  });
});
