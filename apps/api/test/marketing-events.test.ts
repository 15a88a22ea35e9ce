import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalisePhone } from '../src/marketing/phone.js';
import { engines, startApi, type RunningApi } from './harness.js';
import { mailsTo, orderCart, testAddress } from './fixtures.js';
import { startStandIn } from './stand-in-server.js';

/**
 * Marketing events against a local stand-in for the marketing service's client API (Klaviyo:
 * /client/profiles/ and /client/events/ with company_id, revision 2024-05-15).
 */
interface Received {
  path: string;
  companyId: string | null;
  revision: string | undefined;
  body: { data: { type: string; attributes: Record<string, unknown> } };
}

async function startFakeKlaviyo() {
  const received: Received[] = [];
  let answer = (_body: string) => 202;
  const service = await startStandIn(({ url: sent, headers, text }) => {
    const url = new URL(sent, 'http://fake');
    const status = answer(text);
    if (status < 300) {
      received.push({
        path: url.pathname,
        companyId: url.searchParams.get('company_id'),
        revision: headers.revision as string | undefined,
        body: JSON.parse(text) as Received['body'],
      });
    }
    return { status, contentType: 'application/json', body: status < 300 ? '' : '{"errors":[{"detail":"refused"}]}' };
  });
  return {
    ...service,
    received,
    answerWith(next: (body: string) => number) {
      answer = next;
    },
    events: (metric: string) =>
      received.filter(
        (r) =>
          r.path === '/client/events/' &&
          (r.body.data.attributes.metric as { data: { attributes: { name: string } } }).data.attributes.name === metric,
      ),
  };
}

/** Phone numbers as typed with the address's country, and what the marketing service is sent (null: none). */
const PHONES: Array<[typed: string, country: string, sent: string | null]> = [
  ['410 555 0100', 'US', '+14105550100'],
  ['(410) 555-0100', 'us', '+14105550100'],
  ['1 410 555 0100', 'US', '+14105550100'],
  ['+39 06 1234 5678', 'US', '+390612345678'],
  ['030 1234567', 'DE', '+49301234567'],
  ['+0123', 'US', null],
  ['+12345678901234567', 'US', null],
  ['4105550100', 'XX', null],
  ['', 'US', null],
];

describe('phone numbers for the marketing service', () => {
  it('keep international numbers, add the dialling code, and drop what cannot be a phone', () => {
    for (const [typed, country, sent] of PHONES) expect([typed, country, normalisePhone(typed, country)]).toEqual([typed, country, sent]);
  });
});

describe.each(engines)('marketing events on $name', (engine) => {
  let api: RunningApi;
  let fake: Awaited<ReturnType<typeof startFakeKlaviyo>>;
  // The shared test address with a phone number typed with spaces, which the profile is sent normalized.
  const address = (email: string) => ({ ...testAddress(email), firstname: 'Mara', lastname: 'Keting', telephone: '410 555 0100' });
  const call = async (method: string, url: string, body?: unknown) =>
    (await api.request(method, url, body)).body as { code: number; result: unknown };

  /** A guest cart with corn, its shipping chosen with the e-mail; answers the cart id and delivery date. */
  const guestCheckout = async (email: string) => {
    const cartId = (await call('POST', '/api/cart/create')).result as string;
    await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'SIDE-CORN', qty: 2 } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const unidentified = fake.events('Added to Cart').length;
    const methods = (await call('POST', `/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'US' } })).result as Array<{
      extension_attributes: { delivery_dates: Array<{ date: string }> };
    }>;
    const date = methods[0].extension_attributes.delivery_dates[0].date;
    await call('POST', `/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: { ...address(email), extension_attributes: { delivery_date: date } },
        billingAddress: address(email),
        shippingCarrierCode: 'shoreline',
        shippingMethodCode: 'overnight',
      },
    });
    return { cartId, date, unidentified };
  };
  const order = (cart: { cartId: string; date: string }, email: string) =>
    orderCart(api, cart.cartId, { email, address: address(email), products: [{ sku: 'SIDE-CORN', qty: 2 }], deliveryDate: cart.date });
  const profileOf = (r: Received) => (r.body.data.attributes.profile as { data: { attributes: Record<string, unknown> } }).data.attributes;

  beforeAll(async () => {
    fake = await startFakeKlaviyo();
    api = await startApi(engine, { marketingUrl: fake.url, marketingCompanyId: 'PUBLIC123', marketingSendMs: 100 });
  });
  afterAll(async () => {
    await api?.stop();
    await fake?.close();
  });

  it('holds a guest cart events until the shopper is known, then sends them with the profile', async () => {
    const email = `guest-${engine.name}@example.com`;
    const cart = await guestCheckout(email);
    expect(cart.unidentified).toBe(0);
    await expect.poll(() => fake.events('Added to Cart').filter((r) => profileOf(r).email === email).length).toBe(1);
    await expect.poll(() => fake.events('Started Checkout').filter((r) => profileOf(r).email === email).length).toBe(1);
    const added = fake.events('Added to Cart').find((r) => profileOf(r).email === email);
    expect(added?.companyId).toBe('PUBLIC123');
    expect(added?.revision).toBe('2024-05-15');
    const started = fake.events('Started Checkout').find((r) => profileOf(r).email === email);
    const properties = started?.body.data.attributes.properties as {
      Items: Array<Record<string, unknown>>;
      ItemNames: string[];
      CheckoutURL: string;
    };
    expect(properties.ItemNames).toEqual(['Sweet Corn']);
    expect(properties.CheckoutURL).toBe('http://localhost:3000/checkout');
    expect(properties.Items[0]).toMatchObject({ SKU: 'SIDE-CORN', ProductName: 'Sweet Corn', ItemPrice: 6, Quantity: 2, RowTotal: 12 });
    expect(properties.Items[0].ProductURL).toMatch(/^http:\/\/localhost:3000\/p\/SIDE-CORN\//);
    expect(profileOf(started!)).toMatchObject({
      phone_number: '+14105550100',
      first_name: 'Mara',
      location: { city: 'Baltimore', zip: '21201' },
    });
  });

  it('sends the profile and "Placed Order" with the order number, value, categories and discount', async () => {
    const email = `buyer-${engine.name}@example.com`;
    const cart = await guestCheckout(email);
    const placed = await order(cart, email);
    expect(placed.code).toBe(200);
    const number = (placed.result as { orderNumber: string }).orderNumber;
    await expect.poll(() => fake.events('Placed Order').filter((r) => profileOf(r).email === email).length).toBe(1);
    const event = fake.events('Placed Order').find((r) => profileOf(r).email === email);
    expect(event?.body.data.attributes).toMatchObject({ unique_id: number, value_currency: 'USD' });
    expect(event?.body.data.attributes.properties).toMatchObject({ $event_id: number, 'Discount Value': 0, Categories: expect.any(Array) });
    await expect
      .poll(
        () =>
          fake.received.filter((r) => r.path === '/client/profiles/' && (r.body.data.attributes as { email: string }).email === email)
            .length,
      )
      .toBe(1);
  });

  it('sends "Viewed Product" for a cart once its shopper is known, and at once for a known cart', async () => {
    const email = `viewer-${engine.name}@example.com`;
    const cartId = (await call('POST', '/api/cart/create')).result as string;
    expect(await call('POST', '/api/ext/marketing/viewed-product', { sku: 'CRAB-DZ', cartId })).toEqual({
      code: 200,
      result: { recorded: true },
    });
    expect(await call('POST', '/api/ext/marketing/viewed-product', { sku: 'CRAB-DZ' })).toEqual({ code: 200, result: { recorded: false } });
    expect((await call('POST', '/api/ext/marketing/viewed-product', { sku: 'not a sku' })).code).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.events('Viewed Product').filter((r) => profileOf(r).email === email)).toHaveLength(0);

    await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'SIDE-CORN', qty: 1 } });
    const methods = (await call('POST', `/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'US' } })).result as Array<{
      extension_attributes: { delivery_dates: Array<{ date: string }> };
    }>;
    await call('POST', `/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: {
          ...address(email),
          extension_attributes: { delivery_date: methods[0].extension_attributes.delivery_dates[0].date },
        },
        billingAddress: address(email),
        shippingCarrierCode: 'shoreline',
        shippingMethodCode: 'overnight',
      },
    });
    await expect.poll(() => fake.events('Viewed Product').filter((r) => profileOf(r).email === email).length).toBe(1);
    const viewed = fake.events('Viewed Product').find((r) => profileOf(r).email === email);
    expect(viewed?.body.data.attributes.properties).toMatchObject({ SKU: 'CRAB-DZ', ProductName: 'Steamed Blue Crabs, dozen' });
    expect((viewed?.body.data.attributes.properties as Record<string, unknown>).Quantity).toBeUndefined();

    // Known now: a later view goes out without waiting.
    await call('POST', '/api/ext/marketing/viewed-product', { sku: 'TEE', cartId });
    await expect.poll(() => fake.events('Viewed Product').filter((r) => profileOf(r).email === email).length).toBe(2);
  });

  it('keeps the watched items on the profile and tracks back-in-stock subscribe and unsubscribe', async () => {
    const email = `watcher-${engine.name}@example.com`;
    expect((await call('POST', '/api/ext/back-in-stock/subscribe', { email, variant: 'CRAB-CAKE' })).code).toBe(200);
    expect((await call('POST', '/api/ext/back-in-stock/subscribe', { email, variant: 'TEE-RED-L', product: 'TEE' })).code).toBe(200);
    const watching = (r: Received) => (r.body.data.attributes as { properties?: { watched_items?: string[] } }).properties?.watched_items;
    const profiles = () =>
      fake.received.filter((r) => r.path === '/client/profiles/' && (r.body.data.attributes as { email: string }).email === email);
    await expect.poll(() => profiles().map(watching)).toContainEqual(['CRAB-CAKE', 'TEE-TEE-RED-L']);
    await expect.poll(() => fake.events('Subscribed to Back in Stock').filter((r) => profileOf(r).email === email).length).toBe(2);

    const mail = mailsTo(api, email).find((each) => /back-in-stock\/unsubscribe\?token=/.test(each.text));
    const token = decodeURIComponent(/back-in-stock\/unsubscribe\?token=(\S+)/.exec(mail?.text ?? '')?.[1] ?? '');
    expect((await call('POST', '/api/ext/back-in-stock/unsubscribe', { token })).code).toBe(200);
    await expect.poll(() => fake.events('Unsubscribed from Back in Stock').filter((r) => profileOf(r).email === email).length).toBe(1);
    const stopped = fake.events('Unsubscribed from Back in Stock').find((r) => profileOf(r).email === email);
    expect(stopped?.body.data.attributes.properties).toMatchObject({ SKU: 'CRAB-CAKE', WatchedItems: ['TEE-TEE-RED-L'] });
  });

  it('sends again without the phone when the service refuses it, and retries while the service is down', async () => {
    fake.answerWith((body) => (body.includes('phone_number') ? 400 : 202));
    const email = `nophone-${engine.name}@example.com`;
    await guestCheckout(email);
    await expect.poll(() => fake.events('Started Checkout').filter((r) => profileOf(r).email === email).length).toBe(1);
    expect(profileOf(fake.events('Started Checkout').find((r) => profileOf(r).email === email)!).phone_number).toBeUndefined();

    fake.answerWith(() => 503);
    const later = `down-${engine.name}@example.com`;
    await guestCheckout(later);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fake.events('Started Checkout').filter((r) => profileOf(r).email === later)).toHaveLength(0);
    fake.answerWith(() => 202);
    // The first retry waits 60 s (claim) / 30 s (backoff) in production; the test moves the clock of the row instead.
    const { openDatabase } = await import('../src/db/database.js');
    const opened = await openDatabase(api.config);
    await opened.db
      .updateTable('marketing_outbox')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .where('sent_at', 'is', null)
      .execute();
    await opened.close();
    await expect.poll(() => fake.events('Started Checkout').filter((r) => profileOf(r).email === later).length).toBe(1);
  });
});
