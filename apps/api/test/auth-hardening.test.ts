import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/app.js';
import { loadConfig, publicUrlOf } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import type { OpenedDatabase } from '../src/db/dialect.js';
import { refusalOf } from '../src/http/envelope.js';
import { hit, limitOrRefuse, RateLimitedError } from '../src/ratelimit/limiter.js';
import { hashPassword, verifyPassword } from '../src/auth/passwords.js';
import { engines, MINI_CATALOG, startApi, type RunningApi } from './harness.js';
import { mailsTo, verifyEmailOf, type OutboxMail } from './fixtures.js';

type Body = { code: number; result: unknown; meta?: { refreshToken?: string } };
type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Body };

const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** Node's fetch will not send a chosen Host header; a raw request can, as an attacker's client would. */
function rawRequest(baseUrl: string, method: string, url: string, body: unknown, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const target = new URL(baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        method,
        path: url,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(text) as Body }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

function resetLinkIn(mail: OutboxMail | undefined): string {
  return /(\S+)\/create-password\/token\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
}

/** A hash as the accounts release stored them: scrypt N=2^15, r=8, p=1. */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 1 << 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe.each(engines)('account security on $name', (engine) => {
  let api: RunningApi;
  let database: OpenedDatabase;
  let counter = 0;
  const newEmail = () => `guarded${++counter}-${engine.name}-${randomBytes(3).toString('hex')}@example.com`;
  const call = async (method: string, url: string, body?: unknown, token?: string) =>
    (await api.request(method, url, body, token ? { authorization: `Bearer ${token}` } : {})).body as Body;
  const login = (username: string, password: string) => call('POST', '/api/user/login', { username, password });
  const register = async (password = 'crabcakes-4-all') => {
    const email = newEmail();
    const created = await call('POST', '/api/user/create', { customer: { email, firstname: 'Jane', lastname: 'Doe' }, password });
    expect(created.code).toBe(200);
    const session = await login(email, password);
    return {
      email,
      password,
      id: (created.result as { id: number }).id,
      token: session.result as string,
      refreshToken: session.meta?.refreshToken as string,
    };
  };

  describe('on one running API', () => {
    beforeAll(async () => {
      api = await startApi(engine, {
        loginsPerAddress: 1000,
        publicUrl: 'https://fallback.example',
        storePublicUrls: { main: 'https://shop.example', restaurant: 'https://crabhouse.example' },
      });
      database = await openDatabase(api.config);
    });
    afterAll(async () => {
      await database?.close();
      await api?.stop();
    });

    describe('password-reset links', () => {
      it('use the configured URL of the main store whatever Host, X-Forwarded-Host and X-Forwarded-Proto say', async () => {
        const user = await register();
        const answer = await rawRequest(
          api.baseUrl,
          'POST',
          '/api/user/reset-password',
          { email: user.email },
          {
            host: 'localhost:6666',
            'x-forwarded-host': 'evil.example',
            'x-forwarded-proto': 'https://evil.example/#',
          },
        );
        expect(answer.body).toEqual({ code: 200, result: true });
        expect(resetLinkIn(mailsTo(api, user.email).at(-1))).toMatch(/^https:\/\/shop\.example\/create-password\/token\/[^/]+\/email\//);
      });

      it("use the restaurant store's own configured URL when the request is for that store", async () => {
        const user = await register();
        await rawRequest(
          api.baseUrl,
          'POST',
          '/api/user/reset-password',
          { email: user.email },
          {
            host: 'restaurant.localhost',
            'x-forwarded-proto': 'javascript',
            'x-forwarded-host': 'evil.example',
          },
        );
        expect(resetLinkIn(mailsTo(api, user.email).at(-1))).toMatch(/^https:\/\/crabhouse\.example\/create-password\/token\//);
      });
    });

    describe('the shared rate limiter', () => {
      it('counts parallel hits atomically: exactly the limit is allowed', async () => {
        const key = `test:parallel:${randomBytes(4).toString('hex')}`;
        const results = await Promise.all(Array.from({ length: 20 }, () => hit(database.db, key, 5, 60)));
        expect(results.filter((r) => r.allowed)).toHaveLength(5);
        expect(results.filter((r) => !r.allowed).every((r) => r.retryAfterSeconds >= 1 && r.retryAfterSeconds <= 60)).toBe(true);
      });

      it('restarts the window once it has ended', async () => {
        const key = `test:window:${randomBytes(4).toString('hex')}`;
        const start = Date.now();
        await hit(database.db, key, 1, 60, start);
        expect((await hit(database.db, key, 1, 60, start + 1000)).allowed).toBe(false);
        expect((await hit(database.db, key, 1, 60, start + 61_000)).allowed).toBe(true);
        expect((await hit(database.db, key, 1, 60, start + 62_000)).allowed).toBe(false);
      });

      it('limitOrRefuse throws a refusal answered as 429, carrying Retry-After, once the limit is used up', async () => {
        const key = `test:refuse:${randomBytes(4).toString('hex')}`;
        await limitOrRefuse(database.db, key, 1, 120);
        const refusal = await limitOrRefuse(database.db, key, 1, 120).then(
          () => null,
          (error: unknown) => error,
        );
        expect(refusal).toBeInstanceOf(RateLimitedError);
        expect(refusalOf(refusal)?.status).toBe(429);
        expect((refusal as RateLimitedError).retryAfterSeconds).toBeGreaterThan(100);
      });
    });

    describe('login limit', () => {
      it('evaluates at most 5 of 20 parallel wrong passwords, then refuses even the right one, with Retry-After', async () => {
        const user = await register();
        const answers = await Promise.all(Array.from({ length: 20 }, () => login(user.email, 'wrong-password!')));
        const evaluated = answers.filter((a) => a.code === 401);
        const refused = answers.filter((a) => a.code === 429);
        expect(evaluated.length).toBeLessThanOrEqual(5);
        expect(evaluated.length + refused.length).toBe(20);
        expect(refused.every((a) => a.result === TOO_MANY_ATTEMPTS)).toBe(true);
        const right = await rawRequest(api.baseUrl, 'POST', '/api/user/login', { username: user.email, password: user.password });
        expect(right.body).toMatchObject({ code: 429, result: TOO_MANY_ATTEMPTS });
        expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      });

      it('counts a username or e-mail longer than the key column without failing (was a 500 on PostgreSQL)', async () => {
        const long = `${'x'.repeat(300)}@example.com`;
        expect(await login(long, 'wrong-password')).toMatchObject({ code: 401, result: expect.any(String) });
        expect((await call('POST', '/api/user/reset-password', { email: long })).code).toBeLessThan(500);
      });

      it('a successful login resets the per-account count', async () => {
        const user = await register();
        for (let i = 0; i < 4; i++) expect((await login(user.email, 'wrong-password!')).code).toBe(401);
        expect((await login(user.email, user.password)).code).toBe(200);
        for (let i = 0; i < 4; i++) expect((await login(user.email, 'wrong-password!')).code).toBe(401);
        expect((await login(user.email, user.password)).code).toBe(200);
      });
    });

    describe('sessions', () => {
      it('change-password logs every device out (all refresh-token families are revoked)', async () => {
        const user = await register();
        const phone = await login(user.email, user.password);
        const changed = await call(
          'POST',
          '/api/user/change-password',
          { currentPassword: user.password, newPassword: 'brand-new-pass-1' },
          user.token,
        );
        expect(changed).toEqual({ code: 200, result: true });
        expect((await call('POST', '/api/user/refresh', { refreshToken: user.refreshToken })).code).toBe(401);
        expect((await call('POST', '/api/user/refresh', { refreshToken: phone.meta?.refreshToken })).code).toBe(401);
        expect((await login(user.email, 'brand-new-pass-1')).code).toBe(200);
      });

      it('changing the e-mail needs the current password', async () => {
        const user = await register();
        const target = newEmail();
        const missing = await call('POST', '/api/user/me', { customer: { email: target } }, user.token);
        expect(missing.code).toBe(400);
        expect(missing.result).toMatch(/current password/i);
        const wrong = await call('POST', '/api/user/me', { customer: { email: target }, currentPassword: 'not-my-password' }, user.token);
        expect(wrong.code).toBe(400);
        expect((await call('GET', '/api/user/me', undefined, user.token)).result).toMatchObject({ email: user.email });
        const sameEmail = await call('POST', '/api/user/me', { customer: { firstname: 'Janet', email: user.email } }, user.token);
        expect(sameEmail.code).toBe(200);
      });

      it('wrong passwords on an e-mail change count against the login limit', async () => {
        const user = await register();
        const target = newEmail();
        for (let i = 0; i < 5; i++) {
          const wrong = await call(
            'POST',
            '/api/user/me',
            { customer: { email: target }, current_password: `guess-number-${i}` },
            user.token,
          );
          expect(wrong.code).toBe(400);
        }
        const blocked = await call('POST', '/api/user/me', { customer: { email: target }, current_password: user.password }, user.token);
        expect(blocked).toMatchObject({ code: 429, result: TOO_MANY_ATTEMPTS });
        expect((await login(user.email, user.password)).code).toBe(429);
      });

      it('changes the e-mail with the current password and tells the old (verified) address', async () => {
        const user = await register();
        await verifyEmailOf(api, user.email);
        const target = newEmail();
        const changed = await call('POST', '/api/user/me', { customer: { email: target }, currentPassword: user.password }, user.token);
        expect(changed.code).toBe(200);
        expect(changed.result).toMatchObject({ email: target });
        const notice = mailsTo(api, user.email).at(-1);
        expect(notice?.subject).toMatch(/e-mail address/i);
        expect(notice?.text).toContain(target);
        expect(changed.result).toMatchObject({ extension_attributes: { email_verified: false } });
        expect(mailsTo(api, target).at(-1)?.text).toContain('/verify-email?token=');
        expect((await login(target, user.password)).code).toBe(200);
      });
    });
  });

  describe('password hashes', () => {
    it('upgrades an account stored with the old scrypt parameters when it logs in', async () => {
      const upgraded = await startApi(engine, { passwordHashCost: 17 });
      const db = await openDatabase(upgraded.config);
      try {
        const email = newEmail();
        const created = await upgraded.request('POST', '/api/user/create', {
          customer: { email, firstname: 'Old', lastname: 'Timer' },
          password: 'placeholder-1',
        });
        const id = (created.body.result as { id: number }).id;
        await db.db
          .updateTable('customers')
          .set({ password_hash: legacyHash('old-crab-pots') })
          .where('id', '=', id)
          .execute();
        const session = await upgraded.request('POST', '/api/user/login', { username: email, password: 'old-crab-pots' });
        expect(session.body.code).toBe(200);
        const stored = (await db.db.selectFrom('customers').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow())
          .password_hash;
        expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
        expect(await verifyPassword('old-crab-pots', stored)).toBe(true);
        expect(await verifyPassword('old-crab-pot', stored)).toBe(false);
        expect((await upgraded.request('POST', '/api/user/login', { username: email, password: 'old-crab-pots' })).body.code).toBe(200);
      } finally {
        await db.close();
        await upgraded.stop();
      }
      // Five scrypt runs at the production cost (128 MiB each): seconds alone, far more beside another test file.
    }, 120_000);
  });

  describe('client addresses for limits', () => {
    /** A login with a wrong password sent with this X-Forwarded-For; answers the envelope code. */
    const failedLoginFrom = async (api: RunningApi, forwardedFor: string) =>
      (
        await api.request(
          'POST',
          '/api/user/login',
          { username: 'nobody@example.com', password: 'not-the-password' },
          { 'x-forwarded-for': forwardedFor },
        )
      ).body.code;

    it('ignores a client-sent X-Forwarded-For when TRUST_PROXY is unset', async () => {
      const limited = await startApi(engine, { loginsPerAddress: 2 });
      try {
        const attempt = (forwardedFor: string) => failedLoginFrom(limited, forwardedFor);
        expect([await attempt('198.51.100.1'), await attempt('198.51.100.2'), await attempt('198.51.100.3')]).toEqual([401, 401, 429]);
      } finally {
        await limited.stop();
      }
    });

    it('with TRUST_PROXY=1 counts the address the one trusted proxy saw (the last hop)', async () => {
      const limited = await startApi(engine, { loginsPerAddress: 2, trustProxy: 1 });
      try {
        const attempt = (forwardedFor: string) => failedLoginFrom(limited, forwardedFor);
        const spoofed = [
          await attempt('1.1.1.1, 203.0.113.7'),
          await attempt('2.2.2.2, 203.0.113.7'),
          await attempt('3.3.3.3, 203.0.113.7'),
        ];
        expect(spoofed).toEqual([401, 401, 429]);
        expect(await attempt('203.0.113.8')).toBe(401);
      } finally {
        await limited.stop();
      }
    });
  });
});

describe('settings', () => {
  it('TRUST_PROXY takes a hop count or proxy addresses, and refuses "true"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });

  it('STORE_PUBLIC_URLS names each store its public URL; others fall back to PUBLIC_URL', () => {
    const stores = ['main', 'restaurant', 'de'];
    const production = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example/',
      STORE_PUBLIC_URLS: 'restaurant=https://crabhouse.example/',
    });
    expect(stores.map((store) => publicUrlOf(production, store))).toEqual([
      'https://shop.example',
      'https://crabhouse.example',
      'https://shop.example',
    ]);
    const unnamed = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' });
    expect(publicUrlOf(unnamed, 'restaurant')).toBe('https://shop.example');
    // npm start on a machine with no PUBLIC_URL: the restaurant store lives on restaurant.localhost.
    for (const local of [loadConfig({ PORT: '4000' }), loadConfig({ PORT: '4000', NODE_ENV: 'production' })]) {
      expect(stores.map((store) => publicUrlOf(local, store))).toEqual([
        'http://localhost:4000',
        'http://restaurant.localhost:4000',
        'http://localhost:4000',
      ]);
    }
    expect(() => loadConfig({ STORE_PUBLIC_URLS: 'main=javascript:alert(1)' })).toThrow(/STORE_PUBLIC_URLS/);
  });

  it('hashes passwords at OWASP scrypt parameters by default', async () => {
    expect(loadConfig({}).passwordHashCost).toBe(17);
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '12' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_MODE: 'live', PASSWORD_HASH_COST: '16' })).toThrow(/PASSWORD_HASH_COST/);
    // A build under test (payments in test mode, nothing real) may hash as cheaply as the tests do.
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_MODE: 'test', PASSWORD_HASH_COST: '12' }).passwordHashCost).toBe(12);
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery', legacyHash('correct horse battery'))).toBe(true);
  });
});

describe('request logs', () => {
  /** An API logging at info into `lines`, on a fresh data folder removed afterwards. */
  const withLoggingApi = async (use: (app: Awaited<ReturnType<typeof createApi>>, lines: string[]) => Promise<void>) => {
    const dataDir = fs.mkdtempSync(path.join((await import('node:os')).tmpdir(), 'shoreline-log-'));
    const lines: string[] = [];
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'info' }, { seedFile: MINI_CATALOG });
    const app = await createApi({ config, logStream: { write: (line: string) => void lines.push(line) } });
    try {
      await use(app, lines);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };

  it('never write a ?token= or ?refreshToken= value, but keep the rest of the URL', async () => {
    await withLoggingApi(async (app, lines) => {
      await app.inject({ method: 'GET', url: '/api/user/me?token=secret-access-token&storeCode=main' });
      await app.inject({ method: 'GET', url: '/api/cart/pull?refreshToken=secret-refresh&token=x%20y' });
      const log = lines.join('\n');
      expect(log).toContain('/api/user/me?token=[REDACTED]&storeCode=main');
      expect(log).not.toContain('secret-access-token');
      expect(log).not.toContain('secret-refresh');
      expect(log).not.toContain('x%20y');
    });
  });

  it('never write gift-card codes, customer tokens, download signatures or guest cart ids, by route', async () => {
    await withLoggingApi(async (app, lines) => {
      const cartId = (await app.inject({ method: 'POST', url: '/api/cart/create' })).json<{ result: string }>().result;
      await app.inject({ method: 'GET', url: `/api/cart/pull?cartId=${cartId}` });
      await app.inject({ method: 'GET', url: '/api/ext/gift-cards/check/GC-SECRET-CODE-1' });
      await app.inject({ method: 'POST', url: `/api/ext/gift-cards/activate/GC-SECRET-CODE-2?cartId=${cartId}` });
      await app.inject({ method: 'GET', url: '/api/ext/gift-cards/history/GC-SECRET-CODE-3' });
      await app.inject({ method: 'GET', url: '/api/ext/store-credit/details?customerToken=secret-customer-token' });
      await app.inject({ method: 'GET', url: '/api/downloads/7?expires=4102444800&sig=secret-download-signature' });
      const log = lines.join('\n');
      for (const secret of [cartId, 'GC-SECRET-CODE', 'secret-customer-token', 'secret-download-signature'])
        expect(log).not.toContain(secret);
      expect(log).toContain('/api/ext/gift-cards/check/[REDACTED]');
      expect(log).toContain('/api/ext/gift-cards/activate/[REDACTED]?cartId=[REDACTED]');
      expect(log).toContain('/api/downloads/7?expires=4102444800&sig=[REDACTED]');
    });
  });
});
