import { describe, expect, it } from 'vitest';
import { authorizedRequest, type TokenSource } from './authorized-request.js';

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
