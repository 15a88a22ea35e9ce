import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackHost, loadConfig } from '../src/config.js';
import { testModeRefusal } from '../src/payment/gateways.js';
import { engines, startApi, type RunningApi } from './harness.js';
import { testAddress } from './fixtures.js';

/**
 * Test mode is explicit (PAYMENT_MODE=test): live mode offers only gateways with credentials and runs no
 * sandbox; test mode is refused for a shop whose public address is not this machine, unless forced; the
 * sandboxes and their consoles answer on loopback only.
 */
type Body = { code: number; result: unknown };

describe('PAYMENT_MODE configuration', () => {
  it('is live unless set, knows only test and live, and keeps the sandboxes on loopback', () => {
    expect(loadConfig({}).paymentMode).toBe('live');
    expect(loadConfig({ PAYMENT_MODE: 'test' }).paymentMode).toBe('test');
    expect(() => loadConfig({ PAYMENT_MODE: 'sandbox' })).toThrow(/PAYMENT_MODE/);
    expect(loadConfig({ HOST: '0.0.0.0' }).paymentSandboxHost).toBe('127.0.0.1');
    expect(loadConfig({ PAYMENT_SANDBOX_HOST: '::1' }).paymentSandboxHost).toBe('::1');
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'shop.example'])
      expect(() => loadConfig({ PAYMENT_SANDBOX_HOST: host })).toThrow(/PAYMENT_SANDBOX_HOST/);
  });

  it('refuses test mode for a public address unless forced', () => {
    for (const host of ['localhost', 'restaurant.localhost', '127.0.0.1', '127.8.0.1', '[::1]']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['shop.example', '10.0.0.5', 'localhost.example', '0.0.0.0']) expect(isLoopbackHost(host)).toBe(false);
    expect(testModeRefusal(loadConfig({ PAYMENT_MODE: 'test' }))).toBeNull();
    expect(testModeRefusal(loadConfig({ PAYMENT_MODE: 'test', PUBLIC_URL: 'https://shop.example' }))).toMatch(
      /https:\/\/shop\.example is not a loopback address.*PAYMENT_MODE=live.*PAYMENT_MODE_FORCE=1/,
    );
    // Another store's public address counts too.
    expect(testModeRefusal(loadConfig({ PAYMENT_MODE: 'test', STORE_PUBLIC_URLS: 'restaurant=https://crabhouse.example' }))).toMatch(
      /crabhouse\.example/,
    );
    expect(testModeRefusal(loadConfig({ PAYMENT_MODE: 'test', PUBLIC_URL: 'https://shop.example', PAYMENT_MODE_FORCE: '1' }))).toBeNull();
    expect(testModeRefusal(loadConfig({ PUBLIC_URL: 'https://shop.example' }))).toBeNull();
  });
});

describe.each(engines)('payment mode on $name', (engine) => {
  let live: RunningApi;
  let test: RunningApi;
  const call = async (api: RunningApi, method: string, url: string, body?: unknown) => (await api.request(method, url, body)).body as Body;

  /** A guest cart with one dozen crabs and overnight shipping; answers its id and delivery date. */
  const readyCart = async (api: RunningApi) => {
    const cartId = (await call(api, 'POST', '/api/cart/create')).result as string;
    await call(api, 'POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'CRAB-DZ', qty: 1 } });
    const methods = (await call(api, 'POST', `/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'US' } }))
      .result as Array<{ extension_attributes: { delivery_dates: Array<{ date: string }> } }>;
    const date = methods[0].extension_attributes.delivery_dates[0].date;
    const address = testAddress('mode@example.com');
    await call(api, 'POST', `/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: { ...address, extension_attributes: { delivery_date: date } },
        billingAddress: address,
        shippingCarrierCode: 'shoreline',
        shippingMethodCode: 'overnight',
      },
    });
    return { cartId, date, address };
  };

  beforeAll(async () => {
    [live, test] = await Promise.all([startApi(engine, { paymentMode: 'live' }), startApi(engine)]);
  });
  afterAll(async () => {
    await Promise.all([live?.stop(), test?.stop()]);
  });

  it('live mode without credentials offers neither card nor PayPal, runs no sandbox, and refuses orders that name them', async () => {
    expect(live.app.paymentGateways.sandbox).toBeNull();
    const { cartId, date, address } = await readyCart(live);
    const methods = (await call(live, 'GET', `/api/cart/payment-methods?cartId=${cartId}`)).result as Array<{ code: string }>;
    expect(methods.map((method) => method.code)).toEqual(['cashondelivery', 'checkmo']);
    const byCard = await call(live, 'POST', '/api/order', {
      cart_id: cartId,
      products: [{ sku: 'CRAB-DZ', qty: 1 }],
      addressInformation: {
        billingAddress: address,
        shippingAddress: { ...address, extension_attributes: { delivery_date: date } },
        shipping_method_code: 'overnight',
        shipping_carrier_code: 'shoreline',
        payment_method_code: 'rootways_nmi_option',
        payment_method_additional: { payment_token: 'tok_made_up' },
      },
    });
    expect(byCard).toMatchObject({ code: 400, result: 'The payment method is not available for this order.' });
    const paypal = await fetch(`${live.baseUrl}/api/ext/paypal/setExpressCheckout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cart_id: cartId, return_url: 'http://localhost:3000/checkout', cancel_url: 'http://localhost:3000/checkout' }),
    });
    expect(paypal.status).toBe(400);
    expect(JSON.stringify(await paypal.json())).toContain('PayPal is not available');
  });

  it('test mode marks both methods as tests, and its sandbox listens on loopback only', async () => {
    const { cartId } = await readyCart(test);
    const methods = (await call(test, 'GET', `/api/cart/payment-methods?cartId=${cartId}`)).result as Array<{
      code: string;
      extension_attributes?: { test_mode?: boolean };
    }>;
    expect(methods.filter((m) => m.extension_attributes?.test_mode === true).map((m) => m.code)).toEqual([
      'rootways_nmi_option',
      'paypal_express',
    ]);
    const port = new URL(test.app.paymentGateways.sandbox?.internalOrigin ?? '').port;
    expect(new URL(test.app.paymentGateways.sandbox?.internalOrigin ?? '').hostname).toBe('127.0.0.1');
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
    if (outside) {
      const reached = await fetch(`http://${outside}:${port}/token/Collect.js`).then(
        () => true,
        () => false,
      );
      expect(reached).toBe(false);
    }
  });

  it('the sandbox consoles refuse web pages and relayed requests', async () => {
    const sandbox = test.app.paymentGateways.sandbox?.internalOrigin ?? '';
    const consoleCall = (headers: Record<string, string>) =>
      fetch(`${sandbox}/sandbox/nmi/console`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ type: 'void', transactionid: 'nothing' }),
      });
    for (const headers of [{ origin: 'http://localhost:3000' }, { 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }]) {
      const refused = await consoleCall(headers);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('programs on this machine only');
    }
    expect((await fetch(`${sandbox}/sandbox/paypal/stats`, { headers: { origin: 'http://evil.example' } })).status).toBe(403);
    expect((await consoleCall({})).status).not.toBe(403);
  });
});
