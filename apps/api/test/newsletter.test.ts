import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startApi, type RunningApi } from './harness.js';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** A local stand-in for the marketing service: records each call and answers as told (202 by default). */
async function startFakeMarketingService() {
  const received: Received[] = [];
  let status = 202;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
      });
      res.writeHead(status, { 'content-type': 'application/vnd.api+json' });
      res.end(status >= 400 ? JSON.stringify({ errors: [{ status: String(status), title: 'Service unavailable' }] }) : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answerWith: (next: number) => (status = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(engines)('newsletter forwarding on $name', (engine) => {
  let api: RunningApi;
  let marketing: Awaited<ReturnType<typeof startFakeMarketingService>>;
  const path = '/api/ext/vsf-api-klaviyo/subscribe';

  beforeAll(async () => {
    marketing = await startFakeMarketingService();
    api = await startApi(engine, { marketingUrl: marketing.url, marketingKey: 'pk_test_shoreline', marketingListId: 'XyZ123' });
  });
  afterAll(async () => {
    await api?.stop();
    await marketing?.close();
  });

  const lastCallFor = async (email: string) => {
    await expect.poll(() => marketing.received.some((call) => JSON.stringify(call.body).includes(email))).toBe(true);
    return marketing.received.filter((call) => JSON.stringify(call.body).includes(email)).at(-1)!;
  };

  it('a sign-up becomes a subscribe job with e-mail consent on the configured list', async () => {
    const email = `crab.fan-${engine.name}@example.com`;
    const answer = await api.request('POST', path, { email, storeCode: 'main' });
    expect(answer.body).toEqual({ code: 200, result: true });

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

  it('a sign-out becomes an unsubscribe job for the same list', async () => {
    const email = `leaving-${engine.name}@example.com`;
    await api.request('POST', path, { email });
    await lastCallFor(email);
    expect((await api.request('DELETE', path, { email })).body).toEqual({ code: 200, result: true });

    await expect.poll(() => marketing.received.filter((call) => JSON.stringify(call.body).includes(email)).length).toBe(2);
    const call = await lastCallFor(email);
    expect(call.url).toBe('/api/profile-subscription-bulk-delete-jobs/');
    expect(call.body).toMatchObject({
      data: {
        type: 'profile-subscription-bulk-delete-job',
        attributes: { profiles: { data: [{ type: 'profile', attributes: { email } }] } },
        relationships: { list: { data: { type: 'list', id: 'XyZ123' } } },
      },
    });
    expect((await api.request('GET', `${path}?email=${email}`)).body.result).toBe('unsubscribed');
  });

  it('a marketing service that refuses loses nothing: the shopper is subscribed with us all the same', async () => {
    marketing.answerWith(503);
    try {
      const email = `kept-${engine.name}@example.com`;
      expect((await api.request('POST', path, { email })).body).toEqual({ code: 200, result: true });
      await lastCallFor(email);
      expect((await api.request('GET', `${path}?email=${email}`)).body.result).toBe('subscribed');
    } finally {
      marketing.answerWith(202);
    }
  });
});

describe.each(engines)('newsletter retries on $name', (engine) => {
  let api: RunningApi;
  let marketing: Awaited<ReturnType<typeof startFakeMarketingService>>;

  beforeAll(async () => {
    marketing = await startFakeMarketingService();
    api = await startApi(engine, {
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

  it('a choice the marketing service did not take is sent again once it is back, and then no more', async () => {
    const email = `patient-${engine.name}@example.com`;
    const callsFor = () => marketing.received.filter((call) => JSON.stringify(call.body).includes(email));
    marketing.answerWith(503);
    expect((await api.request('POST', '/api/ext/vsf-api-klaviyo/subscribe', { email })).body.code).toBe(200);
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
