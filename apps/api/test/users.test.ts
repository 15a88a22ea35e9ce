import { SignJWT } from 'jose';
import { PIER_ROAD_ADDRESS } from '@shoreline/domain/address.fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { signAccessToken } from '../src/auth/tokens.js';
import { engines, startApi, type RunningApi } from './harness.js';
import { mailsTo, orderCart, verifyEmailOf } from './fixtures.js';

const SECRET = 'test-secret-for-users';
type Body = { code: number; result: unknown; meta?: { refreshToken?: string } };

const address = PIER_ROAD_ADDRESS;

describe.each(engines)('customer accounts on $name', (engine) => {
  let api: RunningApi;
  let emailCounter = 0;
  const call = async (method: string, url: string, body?: unknown, token?: string) =>
    (await api.request(method, url, body, token ? { authorization: `Bearer ${token}` } : {})).body as Body;
  const newEmail = () => `shopper${++emailCounter}-${engine.name}@example.com`;
  const register = async (email = newEmail(), password = 'crabcakes-4-all') => {
    const created = await call('POST', '/api/user/create', {
      customer: { email, firstname: 'Jane', lastname: 'Doe', addresses: [address] },
      password,
    });
    expect(created.code).toBe(200);
    const login = await call('POST', '/api/user/login', { username: email, password });
    return {
      email,
      password,
      token: login.result as string,
      refreshToken: login.meta?.refreshToken as string,
      id: (created.result as { id: number }).id,
    };
  };

  beforeAll(async () => {
    api = await startApi(engine, { appSecret: SECRET });
  });
  afterAll(async () => {
    await api.stop();
  });

  it('registers, refuses a duplicate e-mail and short passwords', async () => {
    const email = newEmail();
    const created = await call('POST', '/api/user/create', {
      customer: { email, firstname: 'Jane', lastname: 'Doe' },
      password: 'long-enough',
    });
    expect(created.result).toMatchObject({ email, firstname: 'Jane', group_id: 1 });
    expect(JSON.stringify(created.result)).not.toContain('password');
    expect(
      (
        await call('POST', '/api/user/create', {
          customer: { email: email.toUpperCase(), firstname: 'Jo', lastname: 'Doe' },
          password: 'long-enough',
        })
      ).code,
    ).toBe(400);
    const short = await call('POST', '/api/user/create', {
      customer: { email: newEmail(), firstname: 'Jane', lastname: 'Doe' },
      password: 'short',
    });
    expect(short).toMatchObject({ code: 400, result: 'password: Password must be at least 8 characters long' });
    const long = 'x'.repeat(64) + ' pasted phrase with spaces ✓';
    expect(
      (await call('POST', '/api/user/create', { customer: { email: newEmail(), firstname: 'Jane', lastname: 'Doe' }, password: long }))
        .code,
    ).toBe(200);
  });

  it('registers a customer only in the store the request comes through, refusing another storeId by its field', async () => {
    const customer = (storeId: number) => ({ email: newEmail(), firstname: 'Jane', lastname: 'Doe', storeId });
    for (const storeId of [-5, 2, 999]) {
      const refused = (await api.request('POST', '/api/user/create', { customer: customer(storeId), password: 'long-enough' })).body;
      expect(refused).toMatchObject({
        code: 400,
        reason: 'validation.failed',
        errors: [{ field: 'customer.storeId', code: 'invalid_value', message: 'A customer registers in the store they register through.' }],
      });
    }
    const own = await call('POST', '/api/user/create', { customer: customer(1), password: 'long-enough' });
    expect(own).toMatchObject({ code: 200, result: { store_id: 1 } });
  });

  it('logs in with a token and a refresh token, and gives the same answer for unknown users and wrong passwords', async () => {
    const user = await register();
    expect(user.token).toMatch(/^ey/);
    expect(user.refreshToken.length).toBeGreaterThan(20);
    const wrong = await call('POST', '/api/user/login', { username: user.email, password: 'not-the-password' });
    const unknown = await call('POST', '/api/user/login', { username: 'nobody@example.com', password: 'not-the-password' });
    expect(wrong).toEqual(unknown);
    expect(wrong.code).toBe(401);
  });

  it('limits failed logins per account', async () => {
    const user = await register();
    for (let i = 0; i < 5; i++) await call('POST', '/api/user/login', { username: user.email, password: 'wrong-password' });
    const blocked = await call('POST', '/api/user/login', { username: user.email, password: user.password });
    expect(blocked.code).toBe(429);
  });

  it('returns the profile with addresses and a group token, only for its owner', async () => {
    const user = await register();
    const me = await call('GET', '/api/user/me', undefined, user.token);
    expect(me.result).toMatchObject({
      id: user.id,
      email: user.email,
      addresses: [expect.objectContaining({ city: 'Baltimore', default_shipping: true })],
    });
    expect((me.result as { groupToken: string }).groupToken).toMatch(/^ey/);
    expect((await call('GET', '/api/user/me')).code).toBe(401);
    const viaQuery = await api.request('GET', `/api/user/me?token=${user.token}`);
    expect(viaQuery.body.code).toBe(200);
  });

  it('refuses tampered, expired and wrong-algorithm tokens', async () => {
    const user = await register();
    const [header, payload, signature] = user.token.split('.');
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString());
    forged.sub = String(user.id + 1);
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    expect((await call('GET', '/api/user/me', undefined, tampered)).code).toBe(401);
    const expired = await signAccessToken(SECRET, user.id, Date.now() - 3600_000);
    expect((await call('GET', '/api/user/me', undefined, expired)).code).toBe(401);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await call('GET', '/api/user/me', undefined, none)).code).toBe(401);
    const hs512 = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(user.id))
      .setIssuer('shoreline')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(SECRET));
    expect((await call('GET', '/api/user/me', undefined, hs512)).code).toBe(401);
    expect((await call('GET', '/api/user/me', undefined, user.token)).code).toBe(200);
  });

  it('rotates refresh tokens; a reused one revokes the family; logout revokes too', async () => {
    const user = await register();
    const first = await call('POST', '/api/user/refresh', { refreshToken: user.refreshToken });
    expect(first.code).toBe(200);
    const next = first.meta?.refreshToken as string;
    expect(next).not.toBe(user.refreshToken);
    expect((await call('POST', '/api/user/refresh', { refreshToken: user.refreshToken })).code).toBe(401);
    expect((await call('POST', '/api/user/refresh', { refreshToken: next })).code).toBe(401);
    const again = await register();
    await call('POST', '/api/user/logout', { refreshToken: again.refreshToken });
    expect((await call('POST', '/api/user/refresh', { refreshToken: again.refreshToken })).code).toBe(401);
  });

  it('updates only its own profile and refuses another customer address id with 403', async () => {
    const jane = await register();
    const joe = await register();
    const joeMe = (await call('GET', '/api/user/me', undefined, joe.token)).result as { addresses: Array<{ id: number }> };
    const hijack = await call(
      'POST',
      '/api/user/me',
      { customer: { firstname: 'Jane', addresses: [{ ...address, id: joeMe.addresses[0].id }] } },
      jane.token,
    );
    expect(hijack.code).toBe(403);
    const updated = await call(
      'POST',
      '/api/user/me',
      { customer: { firstname: 'Janet', lastname: 'Doe', email: jane.email } },
      jane.token,
    );
    expect(updated.result).toMatchObject({ firstname: 'Janet' });
    const joeAfter = (await call('GET', '/api/user/me', undefined, joe.token)).result as { addresses: unknown[] };
    expect(joeAfter.addresses).toHaveLength(1);
  });

  it('changes the password only with the current one, without a 401', async () => {
    const user = await register();
    const wrong = await call(
      'POST',
      '/api/user/change-password',
      { currentPassword: 'nope-nope', newPassword: 'new-password-1' },
      user.token,
    );
    expect(wrong.code).toBe(400);
    expect(
      (await call('POST', '/api/user/change-password', { currentPassword: user.password, newPassword: 'new-password-1' }, user.token)).code,
    ).toBe(200);
    expect((await call('POST', '/api/user/login', { username: user.email, password: 'new-password-1' })).code).toBe(200);
  });

  it('resets a forgotten password through the e-mailed link, with one answer for every e-mail', async () => {
    const user = await register();
    const known = await call('POST', '/api/user/reset-password', { email: user.email });
    const unknown = await call('POST', '/api/user/reset-password', { email: 'ghost@example.com' });
    expect(known).toEqual(unknown);
    const mails = mailsTo(api, user.email);
    const link = /\/create-password\/token\/([^/\s]+)\/email\/(\S+)/.exec(mails.at(-1)?.text ?? '');
    expect(link).not.toBeNull();
    const [, token] = link!;
    expect(
      (await call('POST', '/api/user/create-password', { email: user.email, newPassword: 'reset-password-9', resetToken: 'forged' })).code,
    ).toBe(400);
    expect(
      (await call('POST', '/api/user/create-password', { email: user.email, newPassword: 'reset-password-9', resetToken: token })).code,
    ).toBe(200);
    expect(
      (await call('POST', '/api/user/create-password', { email: user.email, newPassword: 'another-one-9', resetToken: token })).code,
    ).toBe(400);
    expect((await call('POST', '/api/user/login', { username: user.email, password: 'reset-password-9' })).code).toBe(200);
    expect((await call('POST', '/api/user/refresh', { refreshToken: user.refreshToken })).code).toBe(401);
  });

  it('checks e-mail availability with a rate limit', async () => {
    const user = await register();
    expect((await call('POST', '/api/ext/user-extend/is-email-available', { customerEmail: user.email })).result).toBe(false);
    expect((await call('POST', '/api/ext/user-extend/is-email-available', { customerEmail: 'free@example.com' })).result).toBe(true);
    let last: Body = { code: 0, result: null };
    for (let i = 0; i < 12; i++)
      last = await call('POST', '/api/ext/user-extend/is-email-available', { customerEmail: `x${i}@example.com` });
    expect(last.code).toBe(429);
  });

  it('manages the address book for the owner only', async () => {
    const jane = await register();
    const joe = await register();
    const saved = await call(
      'PUT',
      `/api/ext/address-book/customers/${jane.id}`,
      { customer: { id: jane.id, addresses: [address, { ...address, city: 'Annapolis', default_shipping: true }] } },
      jane.token,
    );
    const addresses = (saved.result as { addresses: Array<{ id: number; city: string; default_shipping: boolean }> }).addresses;
    expect(addresses.map((a) => [a.city, a.default_shipping])).toEqual([
      ['Baltimore', false],
      ['Annapolis', true],
    ]);
    expect((await call('PUT', `/api/ext/address-book/customers/${jane.id}`, { customer: { addresses: [] } }, joe.token)).code).toBe(403);
    expect((await call('PUT', `/api/ext/address-book/customers/${jane.id}`, { customer: { addresses: [] } })).result).toBe(
      'You must have to login',
    );
    expect(
      (await call('DELETE', `/api/ext/address-book/addresses/${addresses[0].id}`, { addressId: addresses[0].id }, joe.token)).code,
    ).toBe(403);
    expect((await call('DELETE', `/api/ext/address-book/addresses/0`, {}, jane.token)).result).toBe('Address Id missing');
    expect(
      (await call('DELETE', `/api/ext/address-book/addresses/${addresses[0].id}`, { addressId: addresses[0].id }, jane.token)).code,
    ).toBe(200);
  });

  it('refuses address book entries with the shared address rules, in the spec wording', async () => {
    const jane = await register();
    const save = (changes: Record<string, unknown>) =>
      call(
        'PUT',
        `/api/ext/address-book/customers/${jane.id}`,
        { customer: { id: jane.id, addresses: [{ ...address, ...changes }] } },
        jane.token,
      );
    expect(await save({ city: 'B', telephone: '41' })).toMatchObject({
      code: 400,
      result:
        'customer.addresses.0.city: Please provide valid city name; customer.addresses.0.telephone: Phone number, Tax ID and Zip-code must have at least 3 letters',
    });
    expect(await save({ firstname: '', street: ['1 Pier Rd', 'x'.repeat(201)] })).toMatchObject({
      code: 400,
      result:
        'customer.addresses.0.firstname: Field is required; customer.addresses.0.street.1: Too big: expected string to have <=200 characters',
    });
    expect((await save({ region: { region: 'Atlantis' } })).result).toBe(
      'customer.addresses.0.region: Please choose a state from the list',
    );
  });

  it('keeps carts and orders private to their customer', async () => {
    const jane = await register();
    const joe = await register();
    const cartId = (await call('POST', '/api/cart/create', '', jane.token)).result as string;
    expect((await call('POST', '/api/cart/create', '', jane.token)).result).toBe(cartId);
    expect((await call('GET', `/api/cart/pull?cartId=${cartId}`, undefined, joe.token)).code).toBe(404);
    expect((await call('GET', `/api/cart/pull?cartId=${cartId}`)).code).toBe(404);
    await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'SIDE-CORN', qty: 1 } }, jane.token);
    const placed = await orderCart(api, cartId, { email: jane.email, token: jane.token, paymentMethod: 'checkmo' });
    expect(placed.code).toBe(200);
    const history = (await call('GET', '/api/user/order-history?pageSize=20&currentPage=1', undefined, jane.token)).result as {
      items: Array<{ entity_id: number; increment_id: string }>;
      total_count: number;
    };
    expect(history.total_count).toBe(1);
    expect((await call('GET', '/api/user/order-history', undefined, joe.token)).result).toMatchObject({ total_count: 0 });
    expect((await call('GET', '/api/user/order-history')).code).toBe(401);
    expect((await call('GET', `/api/user/orders/${history.items[0].entity_id}`, undefined, jane.token)).code).toBe(200);
    expect((await call('GET', `/api/user/orders/${history.items[0].entity_id}`, undefined, joe.token)).code).toBe(404);
    // Ids and pages beyond what the database columns hold answer like any unknown order (found by the fuzz run).
    expect((await call('GET', `/api/user/orders/${'9'.repeat(40)}`, undefined, jane.token)).code).toBe(404);
    expect((await call('GET', '/api/user/order-history?currentPage=1e30', undefined, jane.token)).code).toBe(200);
  });

  it('stores newsletter subscriptions once confirmed, and tells only their owner', async () => {
    const user = await register();
    await verifyEmailOf(api, user.email);
    const endpoint = '/api/ext/vsf-api-klaviyo/subscribe';
    const status = async (token?: string) => (await call('GET', `${endpoint}?email=${user.email}`, undefined, token)).result;
    expect(await status(user.token)).toBe('unsubscribed');
    expect((await call('POST', endpoint, { email: user.email, storeCode: 'main' }, user.token)).code).toBe(200);
    expect(await status(user.token)).toBe('pending');
    const mail = mailsTo(api, user.email).find((m) => m.text.includes('/newsletter/confirm?token='));
    const confirmToken = /\/newsletter\/confirm\?token=([\w.-]+)/.exec(mail?.text ?? '')?.[1];
    expect((await call('POST', '/api/newsletter/confirm', { token: confirmToken })).code).toBe(200);
    expect(await status(user.token)).toBe('subscribed');
    expect(await status()).toBe('unsubscribed');
    expect((await call('DELETE', endpoint, { email: user.email }, user.token)).code).toBe(200);
    expect(await status(user.token)).toBe('unsubscribed');
  });
});

describe('login limit per client address', () => {
  it('limits logins per client address, as LOGINS_PER_ADDRESS says (30 by default)', async () => {
    expect(loadConfig({}).loginsPerAddress).toBe(30);
    expect(loadConfig({ LOGINS_PER_ADDRESS: '1000' }).loginsPerAddress).toBe(1000);
    const limited = await startApi({ name: 'sqlite' }, { loginsPerAddress: 2 });
    try {
      const attempt = async () =>
        (await limited.request('POST', '/api/user/login', { username: 'nobody@example.com', password: 'not-the-password' })).body.code;
      expect([await attempt(), await attempt(), await attempt()]).toEqual([401, 401, 429]);
    } finally {
      await limited.stop();
    }
  });
});
