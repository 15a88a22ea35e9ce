import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../src/db/dialect.js';
import { NmiSandbox } from '../src/payment/nmi/sandbox.js';
import { signNmiWebhook, verifyNmiWebhook } from '../src/payment/webhooks/nmi-signature.js';
import { nmiViewOf } from '../src/payment/webhooks/nmi-webhook.js';
import { createStaff, stopApi } from './admin-harness.js';
import { engines, startApi, type RunningApi, envelopeCall, postSignedWebhook } from './harness.js';
import {
  paypalConsole,
  captureReference,
  approvedPayPal,
  cardPaymentSuite,
  type CardSandbox,
  orderRequest,
  paypalExtension,
  settlePayPalCapture,
  shippedCart,
  testAddress,
  tokenizeCard,
} from './fixtures.js';

/**
 * Gateway webhooks: a refund or void made in the gateway's own dashboard reaches the shop's
 * payment records through a verified delivery, once, however often the gateway repeats it.
 */
type Body = { code: number; result: unknown };

const address = testAddress('jane@example.com');

describe('NMI webhook signatures', () => {
  it('accept the HMAC of "<nonce>.<body>" only, in constant form', () => {
    const body = '{"event_id":"1"}';
    const header = signNmiWebhook('key', body, 'abc');
    expect(header).toMatch(/^t=abc,s=[0-9a-f]{64}$/);
    expect(verifyNmiWebhook('key', body, header)).toBe(true);
    expect(verifyNmiWebhook('key', `${body} `, header)).toBe(false);
    expect(verifyNmiWebhook('other', body, header)).toBe(false);
    expect(verifyNmiWebhook('key', body, header.replace('t=abc', 't=abd'))).toBe(false);
    expect(verifyNmiWebhook('key', body, 't=abc,s=zz')).toBe(false);
    expect(verifyNmiWebhook('key', body, undefined)).toBe(false);
    expect(verifyNmiWebhook('', body, header)).toBe(false);
  });

  it('read refunds as separate transactions and a void as the original cancelled', () => {
    const action = (type: string, amountCents: number, success = true) => ({
      type,
      amountCents,
      success,
      responseCode: '100',
      responseText: '',
    });
    const view = nmiViewOf(
      [
        { transactionId: 'sale', orderId: 'o', condition: 'pendingsettlement', actions: [action('sale', 5000)] },
        { transactionId: 'r1', orderId: 'o', condition: 'pendingsettlement', actions: [action('refund', 700)] },
        { transactionId: 'r2', orderId: 'o', condition: 'failed', actions: [action('refund', 900, false)] },
      ],
      'sale',
    );
    expect(view).toEqual({ refundedCents: 700, voided: false });
    expect(nmiViewOf([{ transactionId: 'sale', orderId: 'o', condition: 'canceled', actions: [] }], 'sale').voided).toBe(true);
  });
});

describe.each(engines)('payment webhooks on $name', (engine) => {
  let api: RunningApi;
  let opened: OpenedDatabase;
  let cardGateway: CardSandbox;
  let sandbox = '';

  const call = envelopeCall<Body>(() => api);
  const gateways = () => api.app.paymentGateways;
  const deliveries = async () => {
    await gateways().sandbox?.settleWebhooks();
  };
  const webhookRows = () => opened.db.selectFrom('payment_webhooks').selectAll().orderBy('id').execute();
  const paymentOfCart = (cartId: string) =>
    opened.db.selectFrom('payments').selectAll().where('cart_id', '=', cartId).orderBy('id').executeTakeFirstOrThrow();
  const orderState = async (orderId: number | null) =>
    (
      await opened.db
        .selectFrom('orders')
        .select('payment_state')
        .where('id', '=', orderId ?? 0)
        .executeTakeFirstOrThrow()
    ).payment_state;

  const readyCart = () => shippedCart(api, 'CRAB-DZ', address);
  const orderBody = (cart: { cartId: string; date: string }, method: string, additional: Record<string, unknown> = {}) =>
    orderRequest(cart.cartId, {
      products: [{ sku: 'CRAB-DZ', qty: 1 }],
      address,
      shipping: { deliveryDate: cart.date },
      paymentMethod: method,
      paymentAdditional: additional,
    });
  const paidByCard = async () => {
    const cart = await readyCart();
    const { token } = await tokenizeCard(cardGateway);
    expect((await call('POST', '/api/order', orderBody(cart, 'rootways_nmi_option', { payment_token: token }))).code).toBe(200);
    await deliveries();
    return paymentOfCart(cart.cartId);
  };
  const paidWithPayPal = async (capture: 'now' | 'pending' = 'now') => {
    const cart = await readyCart();
    const token = await approvedPayPal(api, sandbox, cart.cartId, { capture });
    expect((await paypalExtension(api, 'complete', { token, ...orderBody(cart, 'paypal_express') })).body).toMatchObject({ success: true });
    await deliveries();
    return paymentOfCart(cart.cartId);
  };
  const nmiConsole = (body: Record<string, string>) =>
    fetch(`${sandbox}/sandbox/nmi/console`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const postNmi = (body: string, signature: string | null) =>
    postSignedWebhook(`${api.baseUrl}/api/ext/nmi/webhook`, body, { header: 'webhook-signature', value: signature });

  beforeAll(async () => {
    api = await startApi(engine);
    ({ opened, cardGateway } = await cardPaymentSuite(api));
    sandbox = cardGateway.origin;
  });
  afterAll(() => stopApi(api, opened));

  it('a card refund and a void made in the NMI dashboard reach the payment and its order', async () => {
    const payment = await paidByCard();
    expect(payment.state).toBe('captured');
    expect((await webhookRows()).find((row) => row.payment_id === payment.id)).toMatchObject({
      gateway: 'nmi',
      event_type: 'transaction.sale.success',
      outcome: 'noted',
    });

    expect((await nmiConsole({ type: 'refund', transactionid: payment.gateway_reference ?? '', amount: '5.00' })).status).toBe(200);
    await deliveries();
    const refunded = await paymentOfCart(payment.cart_id);
    expect(refunded).toMatchObject({ state: 'captured', refunded_cents: 500 });
    expect((await webhookRows()).at(-1)).toMatchObject({
      event_type: 'transaction.refund.success',
      outcome: 'refunded in part, 5.00 in all',
    });

    const other = await paidByCard();
    expect((await nmiConsole({ type: 'void', transactionid: other.gateway_reference ?? '' })).status).toBe(200);
    await deliveries();
    expect(await paymentOfCart(other.cart_id)).toMatchObject({ state: 'voided' });
    expect(await orderState(other.order_id)).toBe('voided');
  });

  it('refuses NMI deliveries that are unsigned, signed with another key or changed, with the envelope', async () => {
    const key = gateways().sandbox?.part(NmiSandbox).webhookSigningKey ?? '';
    const body = JSON.stringify({ event_id: 'forged-1', event_type: 'transaction.void.success', event_body: { order_id: 'x' } });
    for (const signature of [null, signNmiWebhook('not-the-key', body), signNmiWebhook(key, `${body} `), 't=1,s=nothex']) {
      expect(await postNmi(body, signature)).toMatchObject({
        status: 401,
        body: { code: 401, result: 'The webhook signature could not be verified.' },
      });
    }
    const notJson = 'not json';
    expect((await postNmi(notJson, signNmiWebhook(key, notJson))).body).toMatchObject({
      code: 400,
      result: 'The webhook body is not JSON.',
    });
    const noId = JSON.stringify({ event_type: 'x' });
    expect((await postNmi(noId, signNmiWebhook(key, noId))).status).toBe(400);
    expect((await webhookRows()).some((row) => row.event_id === 'forged-1')).toBe(false);
  });

  it('acts on a repeated NMI delivery once, and reads amounts from the gateway, not the body', async () => {
    const payment = await paidByCard();
    // A refund at the gateway, but its own delivery lost: the shop hears of it through a later event.
    gateways().sandbox?.setWebhookTarget(null);
    await nmiConsole({ type: 'refund', transactionid: payment.gateway_reference ?? '', amount: '2.00' });
    gateways().sandbox?.setWebhookTarget(api.baseUrl);
    const key = gateways().sandbox?.part(NmiSandbox).webhookSigningKey ?? '';
    const body = JSON.stringify({
      event_id: 'repeat-1',
      event_type: 'transaction.refund.success',
      event_body: { transaction_id: 'whatever', order_id: payment.idempotency_key, action: { amount: '999.00' } },
    });
    const first = await postNmi(body, signNmiWebhook(key, body));
    expect(first).toEqual({ status: 200, body: { code: 200, result: { received: true, outcome: 'refunded in part, 2.00 in all' } } });
    const again = await postNmi(body, signNmiWebhook(key, body));
    expect(again.body).toEqual({ code: 200, result: { received: true, duplicate: true } });
    expect(await paymentOfCart(payment.cart_id)).toMatchObject({ state: 'captured', refunded_cents: 200 });
    const stranger = JSON.stringify({
      event_id: 'stranger-1',
      event_type: 'transaction.refund.success',
      event_body: { order_id: 'nobody' },
    });
    expect((await postNmi(stranger, signNmiWebhook(key, stranger))).body).toEqual({
      code: 200,
      result: { received: true, outcome: 'no payment of ours' },
    });
  });

  it('a PayPal refund made by the shop is not counted twice, and one made at PayPal completes the refund', async () => {
    const payment = await paidWithPayPal();
    expect(payment.state).toBe('captured');
    await api.app.paymentService.refund(payment.id, 300, 'one crab was small');
    await deliveries();
    expect(await paymentOfCart(payment.cart_id)).toMatchObject({ state: 'captured', refunded_cents: 300 });
    expect((await webhookRows()).at(-1)).toMatchObject({ gateway: 'paypal', event_type: 'PAYMENT.CAPTURE.REFUNDED', outcome: 'no change' });

    const consoleRefund = await paypalConsole(sandbox, 'refund', { capture_id: await captureReference(opened.db, payment.id) });
    expect(consoleRefund.status).toBe(201);
    await deliveries();
    expect(await paymentOfCart(payment.cart_id)).toMatchObject({ state: 'refunded', refunded_cents: payment.amount_cents });
    expect(await orderState(payment.order_id)).toBe('refunded');
  });

  it('a PENDING PayPal capture keeps the order waiting; COMPLETED pays it, DENIED cancels it and puts the stock back', async () => {
    const crabStock = async () =>
      (await opened.db.selectFrom('stock_items').select('qty').where('product_id', '=', 101).executeTakeFirstOrThrow()).qty;
    const settleAtPayPal = async (paymentId: number, outcome: 'COMPLETED' | 'DENIED') => {
      await settlePayPalCapture(api, opened.db, sandbox, paymentId, outcome);
      await deliveries();
    };
    const orderOf = (orderId: number | null) =>
      opened.db
        .selectFrom('orders')
        .select(['status', 'payment_state'])
        .where('id', '=', orderId ?? 0)
        .executeTakeFirstOrThrow();
    /** Where a settled capture leaves its payment, its order and the last webhook row. */
    const settled = async (payment: { cart_id: string; order_id: number | null }) => ({
      payment: (await paymentOfCart(payment.cart_id)).state,
      order: await orderOf(payment.order_id),
      webhook: (await webhookRows()).at(-1),
    });

    const before = await crabStock();
    const denied = await paidWithPayPal('pending');
    expect(denied).toMatchObject({ state: 'pending', gateway: 'paypal' });
    expect(await orderOf(denied.order_id)).toEqual({ status: 'pending_payment', payment_state: 'pending' });
    expect((await webhookRows()).at(-1)).toMatchObject({ event_type: 'PAYMENT.CAPTURE.PENDING', outcome: 'noted' });
    expect(await crabStock()).toBe(before - 1);
    // Staff cannot void or refund what PayPal still holds.
    const manager = await createStaff(api, 'manager');
    expect((await api.request('POST', `/api/admin/orders/${denied.order_id}/cancel`, { reason: 'x' }, manager.headers)).body.code).toBe(
      409,
    );

    await settleAtPayPal(denied.id, 'DENIED');
    expect(await settled(denied)).toMatchObject({
      payment: 'failed',
      order: { status: 'canceled', payment_state: 'failed' },
      webhook: { event_type: 'PAYMENT.CAPTURE.DENIED', outcome: 'failed (capture DENIED); order canceled' },
    });
    expect(await crabStock()).toBe(before);

    const completed = await paidWithPayPal('pending');
    await settleAtPayPal(completed.id, 'COMPLETED');
    expect(await settled(completed)).toMatchObject({
      payment: 'captured',
      order: { status: 'processing', payment_state: 'captured' },
      webhook: { event_type: 'PAYMENT.CAPTURE.COMPLETED', outcome: 'captured (the pending capture completed)' },
    });
  });

  it('refuses PayPal deliveries PayPal does not vouch for', async () => {
    const postPayPal = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${api.baseUrl}/api/ext/paypal/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    const forged = await postPayPal(JSON.stringify({ id: 'WH-FORGED', event_type: 'PAYMENT.CAPTURE.REVERSED', resource: { id: 'X' } }), {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://attacker.example/cert.pem',
      'paypal-transmission-id': 'abc',
      'paypal-transmission-sig': 'c2lnbmF0dXJl',
      'paypal-transmission-time': new Date().toISOString(),
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ code: 401, result: 'The webhook signature could not be verified.' });
    const bare = await postPayPal('{}');
    expect(bare.status).toBe(401);
  });
});
