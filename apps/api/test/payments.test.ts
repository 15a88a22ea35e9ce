import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { OpenedDatabase } from '../src/db/dialect.js';
import { availablePaymentMethods } from '../src/payment-methods/methods.js';
import { IllegalPaymentTransition, PaymentService } from '../src/payment/service.js';
import { reconcilePayment } from '../src/payment/webhooks/reconcile.js';
import { engines, startApi, type RunningApi, envelopeCall } from './harness.js';
import { cardPaymentSuite, type CardSandbox, orderRequest, paypalExtension, shippedCart, testAddress, tokenizeCard } from './fixtures.js';
import { stopApi } from './admin-harness.js';

type Body = { code: number; result: unknown };
type PayPalAnswer = {
  success: boolean;
  token?: string;
  approve_url?: string;
  status?: string;
  order_id?: string;
  error?: { message: string };
};

const APPROVE = '4111111111111111';
const DECLINE = '4000000000000002';
const GOOD_EXPIRY = '12/39';

const address = testAddress('jane@example.com');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(engines)('payments on $name', (engine) => {
  let api: RunningApi;
  let opened: OpenedDatabase;
  const logLines: string[] = [];
  let cardGateway: CardSandbox;
  let sandbox = '';
  const shopOrigin = 'http://localhost:3000';

  const call = envelopeCall<Body>(() => api);
  const paypal = (name: string, body: unknown) => paypalExtension<PayPalAnswer>(api, name, body);
  /** Tokenizes a card at the sandbox as its card-number iframe does (same origin as the sandbox, never the shop). */
  const tokenize = async (ccnumber: string, ccexp = GOOD_EXPIRY, cvv = '123') => {
    const answer = await tokenizeCard(cardGateway, { ccnumber, ccexp, cvv });
    expect(answer.status).toBe(200);
    expect(answer.card.number).toMatch(/^\d{6}\*+\d{4}$/);
    return answer.token;
  };
  const sandboxReport = async () =>
    (await (await fetch(`${sandbox}/sandbox/nmi/transactions`)).json()) as {
      approvedSales: number;
      transactions: Array<{ transactionid: string; orderid: string; type: string; response_code: string }>;
    };
  const payPalCaptures = async () => ((await (await fetch(`${sandbox}/sandbox/paypal/stats`)).json()) as { captures: number }).captures;

  /** A guest cart with one dozen crabs, its shipping chosen on a weekday; answers the server's grand total in cents. */
  const readyCart = (sku = 'CRAB-DZ') => shippedCart(api, sku, address);
  const orderBody = (
    cart: { cartId: string; date: string },
    method: string,
    additional: Record<string, unknown> = {},
    sku = 'CRAB-DZ',
  ) => ({
    user_id: '',
    ...orderRequest(cart.cartId, {
      products: [{ sku, qty: 1, price: 0.01, price_incl_tax: 0.01 }],
      address,
      shipping: { deliveryDate: cart.date },
      paymentMethod: method,
      paymentAdditional: additional,
    }),
  });
  const payByCard = async (cart: { cartId: string; date: string }, token: string) =>
    call('POST', '/api/order', orderBody(cart, 'rootways_nmi_option', { payment_token: token }));
  const paymentsOfCart = (cartId: string) =>
    opened.db.selectFrom('payments').selectAll().where('cart_id', '=', cartId).orderBy('id').execute();
  const orderOfCart = (cartId: string) => opened.db.selectFrom('orders').selectAll().where('cart_id', '=', cartId).executeTakeFirst();
  const cartIsOpen = async (cartId: string) => (await call('GET', `/api/cart/pull?cartId=${cartId}`)).code === 200;

  beforeAll(async () => {
    api = await startApi(
      engine,
      // Cash on delivery for the restaurant only; a short gateway deadline so a late answer can be tested.
      { offlinePaymentMethods: ['restaurant:cashondelivery'], paymentEnvironment: { NMI_TIMEOUT_MS: '1000' }, logLevel: 'debug' },
      { logStream: { write: (line: string) => void logLines.push(line) } },
    );
    ({ opened, cardGateway } = await cardPaymentSuite(api));
    sandbox = cardGateway.origin;
  });
  // Closing waits for the sandboxes' webhook deliveries and drops the PostgreSQL schema: on a loaded 2-core CI
  // machine this once took over the default 60 s.
  afterAll(() => stopApi(api, opened), 120_000);

  describe('payment methods', () => {
    it('offers the card first and PayPal, in test mode, with what the checkout needs to load the hosted fields', async () => {
      const cart = await readyCart();
      const methods = (await call('GET', `/api/cart/payment-methods?cartId=${cart.cartId}`)).result as Array<Record<string, unknown>>;
      expect(methods.map((m) => m.code)).toEqual(['rootways_nmi_option', 'paypal_express']);
      expect(methods[0]).toMatchObject({
        title: 'Credit or debit card',
        default: true,
        offline: false,
        is_server_method: true,
        cost_incl_tax: 0,
      });
      expect(methods[0].extension_attributes).toMatchObject({ test_mode: true, tokenization_key: cardGateway.tokenizationKey });
      expect(String((methods[0].extension_attributes as { collect_js_url: string }).collect_js_url)).toMatch(
        /^http:\/\/localhost:\d+\/token\/Collect\.js$/,
      );
      expect(methods[1]).toMatchObject({
        title: 'PayPal',
        default: false,
        extension_attributes: { test_mode: true, disable_funding: 'giropay,sofort,card,credit,mybank,sepa' },
      });
      const script = await fetch(`${sandbox}/token/Collect.js`);
      expect(script.headers.get('content-type')).toContain('javascript');
      expect(await script.text()).toContain('window.CollectJS');
      const field = await fetch(`${sandbox}/token/inline/field.html?field=ccnumber&channel=x&parent=${encodeURIComponent(shopOrigin)}`);
      expect(await field.text()).toContain('TEST MODE');
    });

    it('hides cash on delivery and check unless configured, and turns them on per store', async () => {
      expect(loadConfig({}).offlinePaymentMethods).toEqual([]);
      expect(
        availablePaymentMethods({
          grandTotalCents: 100,
          isVirtual: false,
          storeCode: 'main',
          offlineSetting: [],
          gateways: api.app.paymentGateways.offered,
        }).map((m) => m.code),
      ).toEqual(['rootways_nmi_option', 'paypal_express']);
      expect(() => loadConfig({ OFFLINE_PAYMENT_METHODS: 'bitcoin' })).toThrow(/OFFLINE_PAYMENT_METHODS/);
      const main = await readyCart();
      const refused = await call('POST', '/api/order', orderBody(main, 'cashondelivery'));
      expect(refused).toMatchObject({ code: 400, result: 'The payment method is not available for this order.' });
      const restaurantCart = (await call('POST', '/api/cart/create?storeCode=restaurant')).result as string;
      await call('POST', `/api/cart/update?cartId=${restaurantCart}&storeCode=restaurant`, { cartItem: { sku: 'CRAB-DZ', qty: 1 } });
      const methods = (await call('GET', `/api/cart/payment-methods?cartId=${restaurantCart}&storeCode=restaurant`)).result as Array<{
        code: string;
      }>;
      expect(methods.map((m) => m.code)).toEqual(['rootways_nmi_option', 'paypal_express', 'cashondelivery']);
    });
  });

  describe('card (NMI)', () => {
    it('places the order once the sale is approved, for the server total, and records the payment with the gateway id', async () => {
      const cart = await readyCart();
      const before = await sandboxReport();
      const placed = await payByCard(cart, await tokenize(APPROVE));
      expect(placed.code).toBe(200);
      const after = await sandboxReport();
      expect(after.approvedSales - before.approvedSales).toBe(1);
      const sale = after.transactions.at(-1);
      const [payment] = await paymentsOfCart(cart.cartId);
      expect(payment).toMatchObject({
        state: 'captured',
        gateway: 'nmi',
        method: 'rootways_nmi_option',
        amount_cents: cart.grandTotalCents,
        currency: 'USD',
        test_mode: 1,
      });
      expect(payment.gateway_reference).toBe(sale?.transactionid);
      expect(sale?.orderid).toBe(payment.idempotency_key);
      const order = await orderOfCart(cart.cartId);
      expect(order).toMatchObject({
        grand_total_cents: cart.grandTotalCents,
        payment_state: 'captured',
        status: 'processing',
        payment_method_code: 'rootways_nmi_option',
      });
      expect(payment.order_id).toBe(order?.id);
      const events = await opened.db.selectFrom('payment_events').selectAll().where('payment_id', '=', payment.id).execute();
      expect(events.map((e) => e.kind)).toEqual(['sale']);
      expect(await cartIsOpen(cart.cartId)).toBe(false);
    });

    it('keeps the cart open on a decline with the gateway reason, and takes another card afterwards', async () => {
      const cart = await readyCart();
      const declined = await payByCard(cart, await tokenize(DECLINE));
      expect(declined.code).toBe(402);
      expect(declined.result).toBe('Your card was declined (DECLINE). Please use another card or payment method.');
      expect(await cartIsOpen(cart.cartId)).toBe(true);
      expect(await orderOfCart(cart.cartId)).toBeUndefined();
      expect((await payByCard(cart, await tokenize(APPROVE))).code).toBe(200);
      expect((await paymentsOfCart(cart.cartId)).map((p) => p.state)).toEqual(['failed', 'captured']);
    });

    it('answers "CVV is not valid" on a CVV mismatch and "Invalid expiration date" on an expired card', async () => {
      const cart = await readyCart();
      expect(await payByCard(cart, await tokenize(APPROVE, GOOD_EXPIRY, '999'))).toMatchObject({ code: 402, result: 'CVV is not valid' });
      expect(await payByCard(cart, await tokenize(APPROVE, '01/21'))).toMatchObject({ code: 402, result: 'Invalid expiration date' });
      expect(await cartIsOpen(cart.cartId)).toBe(true);
    });

    it('charges a retried attempt (same cart, amount and token) once', async () => {
      const cart = await readyCart();
      const token = await tokenize(APPROVE);
      const before = await sandboxReport();
      const first = await payByCard(cart, token);
      const again = await payByCard(cart, token);
      expect(first.code).toBe(200);
      expect(again).toEqual(first);
      expect((await sandboxReport()).approvedSales - before.approvedSales).toBe(1);
    });

    it('never charges twice when the gateway answers after we gave up: the retry finds the sale by its order id', async () => {
      const cart = await readyCart();
      const token = await tokenize(APPROVE);
      const before = await sandboxReport();
      await fetch(`${sandbox}/sandbox/nmi/delay`, {
        method: 'POST',
        body: JSON.stringify({ ms: 2000 }),
        headers: { 'content-type': 'application/json' },
      });
      const unconfirmed = await payByCard(cart, token);
      expect(unconfirmed.code).toBe(503);
      expect(String(unconfirmed.result)).toContain('you will not be charged twice');
      expect(await cartIsOpen(cart.cartId)).toBe(true);
      for (let i = 0; i < 50 && (await sandboxReport()).approvedSales === before.approvedSales; i++) await sleep(100);
      const retried = await payByCard(cart, token);
      expect(retried.code).toBe(200);
      expect((await sandboxReport()).approvedSales - before.approvedSales).toBe(1);
      const [payment] = await paymentsOfCart(cart.cartId);
      expect(payment.state).toBe('captured');
      const events = await opened.db
        .selectFrom('payment_events')
        .select('kind')
        .where('payment_id', '=', payment.id)
        .orderBy('id')
        .execute();
      expect(events.map((e) => e.kind)).toEqual(['sale', 'query']);
    });

    it('places one order for a parallel double submit, with the same token or with a token per click', async () => {
      const same = await readyCart();
      const token = await tokenize(APPROVE);
      const before = await sandboxReport();
      const answers = await Promise.all([1, 2, 3].map(() => payByCard(same, token)));
      expect(answers.map((a) => a.code)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((a) => JSON.stringify(a.result))).size).toBe(1);
      expect((await sandboxReport()).approvedSales - before.approvedSales).toBe(1);

      const two = await readyCart();
      const tokens = await Promise.all([1, 2, 3, 4].map(() => tokenize(APPROVE)));
      const mid = await sandboxReport();
      const both = await Promise.all(tokens.map((t) => payByCard(two, t)));
      expect(both.map((a) => a.code)).toEqual([200, 200, 200, 200]);
      expect(new Set(both.map((a) => JSON.stringify(a))).size).toBe(1);
      expect((await sandboxReport()).approvedSales - mid.approvedSales).toBe(1);
      const orders = await opened.db.selectFrom('orders').select('id').where('cart_id', '=', two.cartId).execute();
      expect(orders).toHaveLength(1);
    });

    it('ignores amounts from the client and refuses a card number in place of a token', async () => {
      const cart = await readyCart();
      // A grand total the server does not charge is refused before the gateway is called.
      const shownOtherwise = { ...orderBody(cart, 'rootways_nmi_option', { payment_token: await tokenize(APPROVE) }), grand_total: 0.01 };
      expect(await call('POST', '/api/order', shownOtherwise)).toMatchObject({ code: 409 });
      expect(await paymentsOfCart(cart.cartId)).toEqual([]);
      // An amount slipped in with the payment data is ignored: the gateway is asked for the server's total.
      const tampered = orderBody(cart, 'rootways_nmi_option', { payment_token: await tokenize(APPROVE), amount: 0.01 });
      expect((await call('POST', '/api/order', tampered)).code).toBe(200);
      expect((await paymentsOfCart(cart.cartId))[0].amount_cents).toBe(cart.grandTotalCents);
      const other = await readyCart();
      expect(await payByCard(other, APPROVE)).toMatchObject({
        code: 400,
        result: 'Send the payment token from the card form, never a card number.',
      });
      expect(await call('POST', '/api/order', orderBody(other, 'rootways_nmi_option', {}))).toMatchObject({ code: 400 });
    });

    it('charges nothing when a line sold out meanwhile: the stock is checked before the gateway (issue 33)', async () => {
      const cart = await readyCart('SIDE-CORN');
      const rival = await readyCart('SIDE-CORN');
      await opened.db.updateTable('stock_items').set({ qty: 1 }).where('product_id', '=', 106).execute();
      expect(
        (await call('POST', '/api/order', orderBody(rival, 'rootways_nmi_option', { payment_token: await tokenize(APPROVE) }, 'SIDE-CORN')))
          .code,
      ).toBe(200);
      const sales = (await sandboxReport()).transactions.length;
      const refused = await call(
        'POST',
        '/api/order',
        orderBody(cart, 'rootways_nmi_option', { payment_token: await tokenize(APPROVE) }, 'SIDE-CORN'),
      );
      expect(refused).toMatchObject({ code: 409, reason: 'order.sold_out' });
      // No sale reached the gateway, so there is nothing to void (a race after the check still voids: placePaid).
      expect(await paymentsOfCart(cart.cartId)).toEqual([]);
      expect((await sandboxReport()).transactions).toHaveLength(sales);
    });
  });

  it('places a free order (100% coupon, pickup) with the free method only', async () => {
    const cartId = (await call('POST', '/api/cart/create?storeCode=restaurant')).result as string;
    const q = `cartId=${cartId}&storeCode=restaurant`;
    await call('POST', `/api/cart/update?${q}`, { cartItem: { sku: 'CRAB-DZ', qty: 1 } });
    expect((await call('POST', `/api/cart/apply-coupon?${q}&coupon=STAFF100`)).result).toBe(true);
    const info = (
      await call('POST', `/api/cart/shipping-information?${q}`, {
        addressInformation: {
          shippingAddress: address,
          billingAddress: address,
          shippingCarrierCode: 'pickup',
          shippingMethodCode: 'crabhouse',
        },
      })
    ).result as { totals: { grand_total: number }; payment_methods: Array<{ code: string }> };
    expect(info.totals.grand_total).toBe(0);
    expect(info.payment_methods.map((m) => m.code)).toEqual(['free']);
    const methods = (await call('POST', `/api/cart/shipping-methods?${q}`, { address: { country_id: 'US' } })).result as Array<{
      carrier_code: string;
      extension_attributes: { pickup?: { slots: Array<{ date: string; times: string[] }> } };
    }>;
    const [slot] = methods.find((method) => method.carrier_code === 'pickup')?.extension_attributes.pickup?.slots ?? [];
    const body = {
      cart_id: cartId,
      store_code: 'restaurant',
      products: [{ sku: 'CRAB-DZ', qty: 1 }],
      addressInformation: {
        billingAddress: address,
        shippingAddress: address,
        shipping_method_code: 'crabhouse',
        shipping_carrier_code: 'pickup',
        shippingExtraFields: { delivery_date: slot.date, pickup_time: slot.times[0] },
      },
    };
    const byCard = await call('POST', '/api/order', {
      ...body,
      addressInformation: { ...body.addressInformation, payment_method_code: 'rootways_nmi_option' },
    });
    expect(byCard.code).toBe(400);
    expect(
      (await call('POST', '/api/order', { ...body, addressInformation: { ...body.addressInformation, payment_method_code: 'free' } })).code,
    ).toBe(200);
    const [payment] = await paymentsOfCart(cartId);
    expect(payment).toMatchObject({ method: 'free', state: 'captured', amount_cents: 0, gateway: null });
    expect(await orderOfCart(cartId)).toMatchObject({ payment_state: 'captured', grand_total_cents: 0 });
  });

  describe('PayPal express', () => {
    const start = async (cart: { cartId: string }, extra: Record<string, unknown> = {}) =>
      paypal('setExpressCheckout', {
        cart_id: cart.cartId,
        brand_name: 'Evil Corp',
        locale: 'en-US',
        currency_code: 'EUR',
        purchase_units: [{ amount: { value: '0.01', currency_code: 'EUR' } }],
        return_url: `${shopOrigin}/checkout/paypal/return`,
        cancel_url: `${shopOrigin}/checkout/paypal/cancel`,
        total_type: 'Total',
        ...extra,
      });
    /** The shopper's click on the sandbox approval page; answers where PayPal sends the browser back. */
    const decide = async (token: string, choice: 'approve' | 'cancel') => {
      const response = await fetch(`${sandbox}/checkoutnow/${choice}`, {
        method: 'POST',
        body: new URLSearchParams({ token }),
        redirect: 'manual',
      });
      expect(response.status).toBe(303);
      return new URL(response.headers.get('location') ?? '');
    };
    const complete = (cart: { cartId: string; date: string }, token: string) =>
      paypal('complete', { token, ...orderBody(cart, 'paypal_express') });

    it('sets up the server total, is approved, read back and completed once', async () => {
      const cart = await readyCart();
      const set = await start(cart);
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({ success: true });
      const token = set.body.token ?? '';
      const approveUrl = new URL(set.body.approve_url ?? '');
      const page = await (await fetch(`${sandbox}${approveUrl.pathname}${approveUrl.search}`)).text();
      expect(page).toContain('PayPal sandbox — test mode');
      expect(page).toContain(`${(cart.grandTotalCents / 100).toFixed(2)} USD`);
      expect(page).toContain('Test Shore');
      const back = await decide(token, 'approve');
      expect(back.origin + back.pathname).toBe(`${shopOrigin}/checkout/paypal/return`);
      expect(back.searchParams.get('token')).toBe(token);
      expect(back.searchParams.get('PayerID')).toBeTruthy();
      const got = await paypal('getExpressCheckout', { token });
      expect(got.body).toMatchObject({ success: true, token, status: 'APPROVED', payer: { email_address: 'sandbox-buyer@example.com' } });
      const captures = await payPalCaptures();
      const done = await complete(cart, token);
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ success: true, token });
      const again = await complete(cart, token);
      expect(again.body.order_id).toBe(done.body.order_id);
      expect((await payPalCaptures()) - captures).toBe(1);
      const [payment] = await paymentsOfCart(cart.cartId);
      expect(payment).toMatchObject({
        state: 'captured',
        gateway: 'paypal',
        gateway_reference: token,
        amount_cents: cart.grandTotalCents,
        currency: 'USD',
      });
      expect(await orderOfCart(cart.cartId)).toMatchObject({
        increment_id: done.body.order_id,
        payment_state: 'captured',
        payment_method_code: 'paypal_express',
      });
      const kinds = (
        await opened.db.selectFrom('payment_events').select('kind').where('payment_id', '=', payment.id).orderBy('id').execute()
      ).map((e) => e.kind);
      expect(kinds).toEqual(['create', 'get', 'get', 'capture']);
    });

    it('keeps the cart on cancel, and a complete without approval fails', async () => {
      const cart = await readyCart();
      const token = (await start(cart)).body.token ?? '';
      const notYet = await complete(cart, token);
      expect(notYet.status).toBe(402);
      expect(notYet.body).toMatchObject({ success: false, token, error: { message: expect.stringContaining('not been approved') } });
      const back = await decide(token, 'cancel');
      expect(back.pathname).toBe('/checkout/paypal/cancel');
      expect(back.searchParams.get('token')).toBe(token);
      expect(await cartIsOpen(cart.cartId)).toBe(true);
      expect((await complete(cart, token)).body.success).toBe(false);
      expect(await orderOfCart(cart.cartId)).toBeUndefined();
    });

    it('refuses return URLs off the shop, unknown tokens, and an order placed around PayPal', async () => {
      const cart = await readyCart();
      const offsite = await start(cart, { return_url: 'https://evil.example/steal' });
      expect(offsite.status).toBe(400);
      expect(offsite.body.success).toBe(false);
      expect(offsite.body.error?.message).toContain('return_url');
      expect((await paypal('getExpressCheckout', { token: 'NOPE' })).body).toMatchObject({
        success: false,
        error: { message: expect.any(String) },
      });
      expect((await call('POST', '/api/order', orderBody(cart, 'paypal_express'))).code).toBe(400);
    });

    it('captures in parallel completes once', async () => {
      const cart = await readyCart();
      const token = (await start(cart)).body.token ?? '';
      await decide(token, 'approve');
      const captures = await payPalCaptures();
      const answers = await Promise.all([complete(cart, token), complete(cart, token)]);
      expect(answers.map((a) => a.body.success)).toEqual([true, true]);
      expect(answers[0].body.order_id).toBe(answers[1].body.order_id);
      expect((await payPalCaptures()) - captures).toBe(1);
    });
  });

  it('lets the back office refund in part and in whole, void, and refuses illegal moves', async () => {
    const service = api.app.paymentService;
    const refundable = await readyCart();
    expect((await payByCard(refundable, await tokenize(APPROVE))).code).toBe(200);
    const [payment] = await paymentsOfCart(refundable.cartId);
    expect(await service.refund(payment.id, 1000)).toMatchObject({ state: 'captured', refunded_cents: 1000 });
    expect(await service.refund(payment.id)).toMatchObject({ state: 'refunded', refunded_cents: payment.amount_cents });
    await expect(service.refund(payment.id, 100)).rejects.toBeInstanceOf(IllegalPaymentTransition);
    expect(await orderOfCart(refundable.cartId)).toMatchObject({ payment_state: 'refunded' });

    const voidable = await readyCart();
    expect((await payByCard(voidable, await tokenize(APPROVE))).code).toBe(200);
    const [sale] = await paymentsOfCart(voidable.cartId);
    expect(await service.void(sale.id)).toMatchObject({ state: 'voided' });
    await expect(service.capture(sale.id)).rejects.toBeInstanceOf(IllegalPaymentTransition);
    expect(await orderOfCart(voidable.cartId)).toMatchObject({ payment_state: 'voided' });
  });

  it("takes a refund whose gateway webhook recorded it before the refund's own update", async () => {
    const cart = await readyCart();
    expect((await payByCard(cart, await tokenize(APPROVE))).code).toBe(200);
    const [payment] = await paymentsOfCart(cart.cartId);
    const providers = api.app.paymentGateways;
    // The gateway answers the refund only after its webhook has reached the shop and been applied.
    const card = providers.operationsOf(payment);
    const late: typeof card = {
      ...card,
      refund: async (...args) => {
        const reference = await card.refund(...args);
        await reconcilePayment(opened.db, payment.id, { refundedCents: payment.amount_cents, voided: false }, 'transaction.refund.success');
        return reference;
      },
    };
    const service = new PaymentService(opened.db, { operationsOf: () => late });
    expect(await service.refund(payment.id)).toMatchObject({ state: 'refunded', refunded_cents: payment.amount_cents });
  });

  it('keeps card numbers out of the database and the logs', async () => {
    const cart = await readyCart();
    await payByCard(cart, APPROVE);
    await payByCard(cart, `4111 1111 1111 1111`);
    const tables = ['payments', 'payment_events', 'orders', 'order_items', 'carts', 'cart_items'] as const;
    for (const table of tables) {
      const rows = await opened.db.selectFrom(table).selectAll().execute();
      const dump = JSON.stringify(rows);
      expect(dump).not.toContain(APPROVE);
      expect(dump).not.toContain('4111 1111');
    }
    expect(logLines.length).toBeGreaterThan(10);
    const logs = logLines.join('\n');
    expect(logs).not.toContain(APPROVE);
    expect(logs).not.toContain('4111 1111');
  });
});
