import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signNewsletterToken } from '../src/newsletter/tokens.js';
import { bearer, engines, startApi, type RunningApi, envelopeCall } from './harness.js';
import { mailsTo as mailsToAddress, signedUpCustomer } from './fixtures.js';
import { startStandIn, type StandInCall } from './stand-in-server.js';

const SECRET = 'test-secret-for-the-newsletter';
const PUBLIC_URL = 'https://shop.shoreline.test';
const SUBSCRIBE = '/api/ext/vsf-api-klaviyo/subscribe';

/** A call the marketing service was sent, its body read as JSON. */
type Received = Omit<StandInCall, 'text'> & { body: unknown };

/** A local stand-in for the marketing service: records each call and answers as told (202 by default). */
async function startFakeMarketingService() {
  const received: Received[] = [];
  let status = 202;
  const service = await startStandIn(({ method, url, headers, text }) => {
    received.push({ method, url, headers, body: JSON.parse(text || 'null') });
    const body = status >= 400 ? JSON.stringify({ errors: [{ status: String(status), title: 'Service unavailable' }] }) : '';
    return { status, contentType: 'application/vnd.api+json', body };
  });
  return {
    ...service,
    received,
    callsFor: (email: string) => received.filter((call) => JSON.stringify(call.body).includes(email)),
    answerWith: (next: number) => (status = next),
  };
}

type Marketing = Awaited<ReturnType<typeof startFakeMarketingService>>;

/** Calls and mail reading shared by the suites below. */
function newsletterClient(getApi: () => RunningApi) {
  const call = envelopeCall(getApi);

  const mailsTo = (email: string) => mailsToAddress(getApi(), email);

  /** The confirmation and unsubscribe links of the last sign-up mail to `email`. */
  const linksFor = async (email: string) => {
    await expect.poll(() => mailsTo(email).length).toBeGreaterThan(0);
    const text = mailsTo(email).at(-1)!.text;
    const confirm = /(\S+)\/newsletter\/confirm\?token=([\w.-]+)/.exec(text);
    const unsubscribe = /(\S+)\/newsletter\/unsubscribe\?token=([\w.-]+)/.exec(text);
    expect(confirm).not.toBeNull();
    expect(unsubscribe).not.toBeNull();
    return { origin: confirm![1], confirmToken: confirm![2], unsubscribeToken: unsubscribe![2] };
  };

  const signUpAndConfirm = async (email: string) => {
    expect(await call('POST', SUBSCRIBE, { email, storeCode: 'main' })).toEqual({ code: 200, result: true });
    const links = await linksFor(email);
    expect((await call('POST', '/api/newsletter/confirm', { token: links.confirmToken })).code).toBe(200);
    return links;
  };

  /** An account whose owner opened the confirmation link (an unverified account is told nothing about its address). */
  const register = async (email: string) => (await signedUpCustomer(getApi(), email, { verified: true })).token;

  const statusSeenBy = async (email: string, token?: string) =>
    (await call('GET', `${SUBSCRIBE}?email=${encodeURIComponent(email)}`, undefined, token ? bearer(token) : {})).result;

  return { call, bearer, mailsTo, linksFor, signUpAndConfirm, register, statusSeenBy };
}

describe.each(engines)('newsletter forwarding on $name', (engine) => {
  let api: RunningApi;
  let marketing: Marketing;
  const { call, signUpAndConfirm, register, statusSeenBy } = newsletterClient(() => api);

  beforeAll(async () => {
    marketing = await startFakeMarketingService();
    api = await startApi(engine, {
      appSecret: SECRET,
      publicUrl: PUBLIC_URL,
      marketingUrl: marketing.url,
      marketingKey: 'pk_test_shoreline',
      marketingListId: 'XyZ123',
    });
  });
  afterAll(async () => {
    await api?.stop();
    await marketing?.close();
  });

  const lastCallFor = async (email: string) => {
    await expect.poll(() => marketing.callsFor(email).length).toBeGreaterThan(0);
    return marketing.callsFor(email).at(-1)!;
  };

  it('a confirmed sign-up becomes a subscribe job with e-mail consent on the configured list', async () => {
    const email = `crab.fan-${engine.name}@example.com`;
    await signUpAndConfirm(email);

    const call = await lastCallFor(email);
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/api/profile-subscription-bulk-create-jobs/');
    expect(call.headers.authorization).toBe('Klaviyo-API-Key pk_test_shoreline');
    expect(call.headers.revision).toBe('2024-05-15');
    expect(call.headers['content-type']).toBe('application/vnd.api+json');
    expect(call.body).toMatchObject({
      data: {
        type: 'profile-subscription-bulk-create-job',
        attributes: {
          profiles: {
            data: [{ type: 'profile', attributes: { email, subscriptions: { email: { marketing: { consent: 'SUBSCRIBED' } } } } }],
          },
        },
        relationships: { list: { data: { type: 'list', id: 'XyZ123' } } },
      },
    });
  });

  it('a sign-out with the e-mailed link becomes an unsubscribe job for the same list', async () => {
    const email = `leaving-${engine.name}@example.com`;
    const { unsubscribeToken } = await signUpAndConfirm(email);
    await lastCallFor(email);
    expect(await call('DELETE', SUBSCRIBE, { email, token: unsubscribeToken })).toEqual({ code: 200, result: true });

    await expect.poll(() => marketing.callsFor(email).length).toBe(2);
    const last = await lastCallFor(email);
    expect(last.url).toBe('/api/profile-subscription-bulk-delete-jobs/');
    expect(last.body).toMatchObject({
      data: {
        type: 'profile-subscription-bulk-delete-job',
        attributes: { profiles: { data: [{ type: 'profile', attributes: { email } }] } },
        relationships: { list: { data: { type: 'list', id: 'XyZ123' } } },
      },
    });
  });

  it('a marketing service that refuses loses nothing: the shopper is subscribed with us all the same', async () => {
    const email = `kept-${engine.name}@example.com`;
    const token = await register(email);
    marketing.answerWith(503);
    try {
      await signUpAndConfirm(email);
      await lastCallFor(email);
      expect(await statusSeenBy(email, token)).toBe('subscribed');
    } finally {
      marketing.answerWith(202);
    }
  });
});

describe.each(engines)('newsletter double opt-in on $name', (engine) => {
  let api: RunningApi;
  let marketing: Marketing;
  const { call, bearer, mailsTo, linksFor, register, signUpAndConfirm, statusSeenBy } = newsletterClient(() => api);

  beforeAll(async () => {
    marketing = await startFakeMarketingService();
    api = await startApi(engine, { appSecret: SECRET, publicUrl: PUBLIC_URL, marketingUrl: marketing.url });
  });
  afterAll(async () => {
    await api?.stop();
    await marketing?.close();
  });

  it('a sign-up subscribes no one and forwards nothing until the e-mailed link is confirmed', async () => {
    const email = `opt-in-${engine.name}@example.com`;
    const token = await register(email);
    expect(await call('POST', SUBSCRIBE, { email, storeCode: 'main' })).toEqual({ code: 200, result: true });
    const { confirmToken } = await linksFor(email);
    expect(mailsTo(email).at(-1)!.subject).toContain('confirm');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(marketing.callsFor(email)).toHaveLength(0);
    expect(await statusSeenBy(email, token)).not.toBe('subscribed');
    expect(
      ((await call('GET', '/api/user/me', undefined, bearer(token))).result as { extension_attributes: unknown }).extension_attributes,
    ).toEqual({
      is_subscribed: false,
      email_verified: true,
    });

    expect(await call('POST', '/api/newsletter/confirm', { token: confirmToken })).toEqual({
      code: 200,
      result: { email, status: 'subscribed' },
    });
    expect(await statusSeenBy(email, token)).toBe('subscribed');
    await expect.poll(() => marketing.callsFor(email).map((c) => c.url)).toEqual(['/api/profile-subscription-bulk-create-jobs/']);
  });

  it('builds the links from the configured public URL, never from the Host or X-Forwarded-Host headers', async () => {
    const email = `links-${engine.name}@example.com`;
    await call('POST', SUBSCRIBE, { email }, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    const { origin } = await linksFor(email);
    expect(origin).toBe(PUBLIC_URL);
    expect(mailsTo(email).at(-1)!.text).not.toContain('evil.example');
  });

  it('accepts only a signed, unexpired confirmation token made for confirming', async () => {
    const email = `forged-${engine.name}@example.com`;
    const invalid = { code: 400, result: 'This link is not valid or has expired. Please sign up for the newsletter again.' };
    const subscriber = { email, storeCode: 'main' };
    const expired = await signNewsletterToken(SECRET, 'confirm', subscriber, Date.now() - 4 * 86_400_000);
    const otherSecret = await signNewsletterToken('another-secret', 'confirm', subscriber);
    const wrongKind = await signNewsletterToken(SECRET, 'unsubscribe', subscriber);
    const customerToken = await register(email);
    for (const token of ['forged', expired, otherSecret, wrongKind, customerToken]) {
      expect(await call('POST', '/api/newsletter/confirm', { token })).toMatchObject(invalid);
    }
    expect(await statusSeenBy(email, customerToken)).toBe('unsubscribed');
    expect(
      await call('POST', '/api/newsletter/confirm', { token: await signNewsletterToken(SECRET, 'confirm', subscriber) }),
    ).toMatchObject({
      code: 200,
    });
    expect(await statusSeenBy(email, customerToken)).toBe('subscribed');
  });

  it('does not unsubscribe anyone by e-mail alone: only with the e-mailed link or as the logged-in owner', async () => {
    const email = `victim-${engine.name}@example.com`;
    const victim = await register(email);
    const { unsubscribeToken } = await signUpAndConfirm(email);
    const attacker = await register(`attacker-${engine.name}@example.com`);

    expect((await call('DELETE', SUBSCRIBE, { email })).code).toBe(403);
    expect((await call('DELETE', SUBSCRIBE, { email }, bearer(attacker))).code).toBe(403);
    expect((await call('DELETE', SUBSCRIBE, { email, token: 'forged' })).code).toBe(403);
    expect(await statusSeenBy(email, victim)).toBe('subscribed');

    expect(await call('DELETE', SUBSCRIBE, { email }, bearer(victim))).toEqual({ code: 200, result: true });
    expect(await statusSeenBy(email, victim)).toBe('unsubscribed');

    await signUpAndConfirm(email);
    expect(await call('POST', '/api/newsletter/unsubscribe', { token: unsubscribeToken })).toEqual({
      code: 200,
      result: { email, status: 'unsubscribed' },
    });
    expect(await statusSeenBy(email, victim)).toBe('unsubscribed');
  });

  it("answers a status check for someone else's e-mail exactly as for an unknown one", async () => {
    const email = `private-${engine.name}@example.com`;
    const owner = await register(email);
    await signUpAndConfirm(email);
    const stranger = await register(`stranger-${engine.name}@example.com`);
    const unknown = `nobody-${engine.name}@example.com`;

    expect(await statusSeenBy(email)).toBe(await statusSeenBy(unknown));
    expect(await statusSeenBy(email, stranger)).toBe(await statusSeenBy(unknown, stranger));
    expect(await statusSeenBy(email)).toBe('unsubscribed');
    expect(await statusSeenBy(email, owner)).toBe('subscribed');
  });
});

describe.each(engines)('newsletter retries on $name', (engine) => {
  let api: RunningApi;
  let marketing: Marketing;
  const { signUpAndConfirm } = newsletterClient(() => api);

  beforeAll(async () => {
    marketing = await startFakeMarketingService();
    api = await startApi(engine, {
      appSecret: SECRET,
      marketingUrl: marketing.url,
      marketingKey: 'pk_test_shoreline',
      marketingListId: 'XyZ123',
      marketingRetryMs: 300,
    });
  });
  afterAll(async () => {
    await api?.stop();
    await marketing?.close();
  });

  it('a confirmed choice the marketing service did not take is sent again once it is back, and then no more', async () => {
    const email = `patient-${engine.name}@example.com`;
    const callsFor = () => marketing.callsFor(email);
    marketing.answerWith(503);
    await signUpAndConfirm(email);
    await expect.poll(() => callsFor().length).toBeGreaterThanOrEqual(1);

    marketing.answerWith(202);
    const refused = callsFor().length;
    await expect.poll(() => callsFor().length, { timeout: 10_000 }).toBeGreaterThan(refused);
    const taken = callsFor().length;
    await new Promise((resolve) => setTimeout(resolve, 1200)); // several retry rounds
    expect(callsFor().length).toBe(taken);
    expect(callsFor().at(-1)?.url).toBe('/api/profile-subscription-bulk-create-jobs/');
  });
});
