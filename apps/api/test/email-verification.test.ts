import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signNewsletterToken } from '../src/newsletter/tokens.js';
import { signEmailVerificationToken } from '../src/user/email-verification.js';
import {
  EMAIL_ALREADY_VERIFIED,
  TOO_MANY_VERIFICATION_MAILS,
  VERIFICATION_MAILS_PER_HOUR,
  VERIFY_LINK_INVALID,
} from '../src/user/service.js';
import { signAccessToken } from '../src/auth/tokens.js';
import { engines, startApi, type RunningApi } from './harness.js';
import { mailsTo, placeOrder, verificationTokenFor, verifyEmailOf } from './fixtures.js';

/**
 * An account's e-mail address is proven by a mailed, signed link before it counts as the owner's:
 * until then the address unlocks nothing addressed to it and gets no account mail but the link.
 */
const SECRET = 'test-secret-for-email-verification';
const PASSWORD = 'crabcakes-4-all';
const INVALID = { code: 400, result: VERIFY_LINK_INVALID };

type Body = { code: number; result: unknown };
type Me = { id: number; email: string; extension_attributes: { is_subscribed: boolean; email_verified: boolean } };

describe.each(engines)('e-mail verification on $name', (engine) => {
  let api: RunningApi;
  let counter = 0;
  const call = async (method: string, url: string, body?: unknown, token?: string) =>
    (await api.request(method, url, body, token ? { authorization: `Bearer ${token}` } : {})).body as Body;
  const newEmail = (what: string) => `${what}-${++counter}-${engine.name}@example.org`;
  const me = async (token: string) => (await call('GET', '/api/user/me', undefined, token)).result as Me;
  const verify = (token: string | null) => call('POST', '/api/user/verify-email', { token: token ?? '' });

  /** Registers with a name a stranger might choose, and logs in. */
  const register = async (email: string, firstname = 'Jane') => {
    expect((await call('POST', '/api/user/create', { customer: { email, firstname, lastname: 'Doe' }, password: PASSWORD })).code).toBe(
      200,
    );
    const token = (await call('POST', '/api/user/login', { username: email, password: PASSWORD })).result as string;
    return { email, token, id: (await me(token)).id };
  };

  const confirmations = (email: string) => mailsTo(api, email).filter((mail) => /order \d+/.test(mail.subject));
  /** Places an order signed in and answers the confirmation it mailed. */
  const orderAndConfirmation = async (email: string, token: string) => {
    const before = confirmations(email).length;
    await placeOrder(api, { email, token });
    await expect.poll(() => confirmations(email).length).toBeGreaterThan(before);
    return confirmations(email).at(-1)!;
  };

  beforeAll(async () => {
    api = await startApi(engine, { appSecret: SECRET, publicUrl: 'https://shop.example' });
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('mails a link at registration that holds nothing the registrant typed, and verifies the address it names', async () => {
    const user = await register(newEmail('new'), 'Visit spam.example');
    const mail = mailsTo(api, user.email).at(-1);
    expect(mail?.subject).toBe('Confirm your e-mail address for Test Shore');
    expect(mail?.text).toMatch(/^Hello,\n/);
    expect(mail?.text).not.toContain('spam.example');
    expect(mail?.text).toContain('https://shop.example/verify-email?token=');
    expect((await me(user.token)).extension_attributes.email_verified).toBe(false);

    const token = verificationTokenFor(api, user.email);
    expect(await verify(token)).toEqual({ code: 200, result: { email: user.email } });
    expect((await me(user.token)).extension_attributes.email_verified).toBe(true);
    // Opening the link again (a second click, a mail scanner) answers the same.
    expect(await verify(token)).toEqual({ code: 200, result: { email: user.email } });
  });

  it('does not verify a new address with a link mailed for the one before', async () => {
    const user = await register(newEmail('before'));
    const oldLink = verificationTokenFor(api, user.email);
    const next = newEmail('after');
    expect((await call('POST', '/api/user/me', { customer: { email: next }, currentPassword: PASSWORD }, user.token)).code).toBe(200);

    expect(await verify(oldLink)).toMatchObject(INVALID);
    expect((await me(user.token)).extension_attributes.email_verified).toBe(false);
    await verifyEmailOf(api, next);
    expect((await me(user.token)).extension_attributes.email_verified).toBe(true);

    // A verified account that changes its address is unverified again, and the old link stays dead.
    const third = newEmail('third');
    expect((await call('POST', '/api/user/me', { customer: { email: third }, currentPassword: PASSWORD }, user.token)).code).toBe(200);
    expect((await me(user.token)).extension_attributes.email_verified).toBe(false);
    expect(await verify(verificationTokenFor(api, next))).toMatchObject(INVALID);
  });

  it('takes only its own kind of token, signed by the shop and unexpired', async () => {
    const user = await register(newEmail('kinds'));
    const address = { customerId: user.id, email: user.email };
    expect(await verify(await signAccessToken(SECRET, user.id))).toMatchObject(INVALID);
    expect(await verify(await signNewsletterToken(SECRET, 'confirm', { email: user.email, storeCode: 'main' }))).toMatchObject(INVALID);
    expect(await verify(await signEmailVerificationToken('another-secret', address))).toMatchObject(INVALID);
    expect(await verify(await signEmailVerificationToken(SECRET, address, Date.now() - 4 * 86_400_000))).toMatchObject(INVALID);
    expect(await verify(await signEmailVerificationToken(SECRET, { ...address, customerId: user.id + 1000 }))).toMatchObject(INVALID);
    expect((await verify('')).code).toBe(400);

    expect(await call('POST', '/api/user/reset-password', { email: user.email })).toEqual({ code: 200, result: true });
    const resetToken = /\/create-password\/token\/([^/\s]+)\//.exec(mailsTo(api, user.email).at(-1)?.text ?? '')?.[1] ?? null;
    expect(resetToken).not.toBeNull();
    expect(await verify(resetToken)).toMatchObject(INVALID);
    // And the other way round: the verification link is not a customer token.
    expect((await call('GET', '/api/user/me', undefined, verificationTokenFor(api, user.email)!)).code).toBe(401);
    expect((await me(user.token)).extension_attributes.email_verified).toBe(false);
  });

  it('sends the link again on request, a few times an hour, and never to a verified address', async () => {
    const user = await register(newEmail('resend'));
    expect((await call('POST', '/api/user/resend-verification')).code).toBe(401);
    // The registration's mail counts: the rest of the hour's allowance can be asked for.
    for (let n = 1; n < VERIFICATION_MAILS_PER_HOUR; n++)
      expect(await call('POST', '/api/user/resend-verification', undefined, user.token)).toEqual({ code: 200, result: true });
    expect(mailsTo(api, user.email)).toHaveLength(VERIFICATION_MAILS_PER_HOUR);
    const refused = await api.request('POST', '/api/user/resend-verification', undefined, { authorization: `Bearer ${user.token}` });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, result: TOO_MANY_VERIFICATION_MAILS });
    expect(mailsTo(api, user.email)).toHaveLength(VERIFICATION_MAILS_PER_HOUR);

    const verified = await register(newEmail('verified'));
    await verifyEmailOf(api, verified.email);
    expect(await call('POST', '/api/user/resend-verification', undefined, verified.token)).toMatchObject({
      code: 400,
      result: EMAIL_ALREADY_VERIFIED,
    });
  });

  it('mails an unverified account owner the stranger form of the order confirmation', async () => {
    const user = await register(newEmail('orders'), 'Jane');
    const unverified = await orderAndConfirmation(user.email, user.token);
    expect(unverified.text).toMatch(/^Hello,/);
    expect(unverified.text).not.toContain('Hi Jane');
    // The address typed for this order, but no way into the account the address has not proved.
    expect(unverified.text).toContain('1 Pier Rd');
    expect(unverified.text).not.toContain('my-account');

    await verifyEmailOf(api, user.email);
    const verified = await orderAndConfirmation(user.email, user.token);
    expect(verified.text).toContain('Hi Jane,');
    expect(verified.text).toContain('1 Pier Rd');
    expect(verified.text).toMatch(/View your order:\n\S+\/my-account\/orders\/\d+/);
  });

  it('sends an unverified address no account mail with the name typed in, and tells it nothing about its newsletter', async () => {
    const user = await register(newEmail('quiet'), 'Claim your prize at spam.example');
    // Its password-reset mail (the way the inbox's real owner takes the account back) greets no one by name.
    expect((await call('POST', '/api/user/reset-password', { email: user.email })).code).toBe(200);
    const reset = mailsTo(api, user.email).at(-1);
    expect(reset?.subject).toMatch(/^Reset your/);
    expect(reset?.text).not.toContain('spam.example');

    // The address's owner subscribed to the newsletter on their own.
    const signUp = await call('POST', '/api/ext/vsf-api-klaviyo/subscribe', { email: user.email, storeCode: 'main' });
    expect(signUp.code).toBe(200);
    const confirm = /\/newsletter\/confirm\?token=([\w.-]+)/.exec(mailsTo(api, user.email).at(-1)?.text ?? '')?.[1];
    expect((await call('POST', '/api/newsletter/confirm', { token: confirm })).code).toBe(200);
    const status = `/api/ext/vsf-api-klaviyo/subscribe?email=${encodeURIComponent(user.email)}`;
    expect((await call('GET', status, undefined, user.token)).result).toBe('unsubscribed');
    expect((await me(user.token)).extension_attributes.is_subscribed).toBe(false);
    expect((await call('DELETE', '/api/ext/vsf-api-klaviyo/subscribe', { email: user.email }, user.token)).code).toBe(403);

    // Changing the address away from an unverified one tells that inbox nothing.
    const before = mailsTo(api, user.email).length;
    const next = newEmail('moved');
    expect((await call('POST', '/api/user/me', { customer: { email: next }, currentPassword: PASSWORD }, user.token)).code).toBe(200);
    expect(mailsTo(api, user.email)).toHaveLength(before);
    expect(mailsTo(api, next).map((mail) => mail.subject)).toEqual(['Confirm your e-mail address for Test Shore']);
  });
});
