import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { partKey } from '../src/order/money/refund-sends.js';
import { NmiSandbox } from '../src/payment/nmi/sandbox.js';
import { PayPalSandbox } from '../src/payment/paypal/sandbox.js';
import { engines, miniCatalogWith, startApi, type RunningApi } from './harness.js';
import { adminDb, auditRows, closeAdminDb, createStaff, type TestStaff } from './admin-harness.js';
import {
  approvedPayPal,
  captureReference,
  cardPayment,
  cardSandbox,
  mailsTo,
  orderRequest,
  paypalExtension,
  placeOrder,
  shipOvernight,
  signedUpCustomer,
  simpleProductLine,
  testAddress,
  weekdayDeliveryDate,
} from './fixtures.js';

type Envelope<T = unknown> = { code: number; result: T; reason?: string };
interface RefundEntry {
  amount_cents: number;
  state: string;
  failure: string | null;
}
interface Detail {
  paid_cents: number;
  refunded_cents: number;
  refundable_cents: number;
  payment_state: string;
  history: Array<{ refund: RefundEntry | null }>;
}
interface NmiTransaction {
  transactionid: string;
  type: string;
  orderid: string;
  amount: string;
}

const catalog = miniCatalogWith([simpleProductLine(390, 'POT', 30), simpleProductLine(391, 'BIB', 10)]);
/** Past the sweep's grace period (two minutes) after a refund's last claim. */
const GRACE_PASSED = 3 * 60_000;
const later = (ms = GRACE_PASSED) => new Date(Date.now() + ms);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Orders whose process "stops" once a refund row is committed, before its gateway is asked. */
const dying = new Set<number>();

/**
 * The refund window: a refund's row is committed before its gateway is asked. A process that stops in between (here:
 * the test hook throws, as a killed process would end the request) leaves it pending, shown nowhere as money returned,
 * and the sweep sends it again under the same idempotency key, so the gateway refunds it once, whoever sends it and
 * however often; a gateway that refuses it then fails it for staff, and it is not sent again.
 */
describe.each(engines)('the refund window on $name', (engine) => {
  let api: RunningApi;
  let manager: TestStaff;
  beforeAll(async () => {
    api = await startApi(
      engine,
      // The sweep looks every tenth of a second here (a minute by default).
      { seedFile: catalog, shipping: loadConfig({}).shipping, refundResendSweepMs: 100 },
      {
        afterRefundStored: async (orderId) => {
          if (dying.has(orderId)) throw new Error('the process stopped here');
        },
      },
    );
    manager = await createStaff(api, 'manager');
  });
  afterAll(async () => {
    await closeAdminDb(api);
    await api.stop();
  });

  const call = async <T = unknown>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    (await api.request(method, url, body, headers)).body as Envelope<T>;
  const db = async () => (await adminDb(api)).db;
  const sends = () => api.app.refundSends;
  const sandbox = () => api.app.paymentGateways.sandbox;
  const gatewayOrigin = async () => (await cardSandbox(api)).origin;
  const paymentOf = async (orderId: number) =>
    (await db()).selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id').executeTakeFirstOrThrow();
  const refundsOf = async (orderId: number) =>
    (await db())
      .selectFrom('order_refunds')
      .select(['id', 'amount_cents', 'state', 'failure', 'gateway_key'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  const detail = async (orderId: number) => (await call<Detail>('GET', `/api/admin/orders/${orderId}`, undefined, manager.headers)).result;
  const refundEntry = async (orderId: number) => (await detail(orderId)).history.find((entry) => entry.refund)?.refund;

  /** The refunds the card sandbox made under the payment's order id, by amount. */
  const cardRefunds = async (paymentKey: string) => {
    const report = (await (await fetch(`${await gatewayOrigin()}/sandbox/nmi/transactions`)).json()) as { transactions: NmiTransaction[] };
    return report.transactions.filter((row) => row.type === 'refund' && row.orderid === paymentKey).map((row) => row.amount);
  };
  /** A refund sent straight to the card sandbox as the shop sends one, under `key`. */
  const nmiRefund = async (payment: { gateway_reference: string | null; idempotency_key: string }, amount: string, key: string) => {
    const form = new URLSearchParams({
      security_key: sandbox()?.part(NmiSandbox).securityKey ?? '',
      type: 'refund',
      transactionid: payment.gateway_reference ?? '',
      amount,
      orderid: payment.idempotency_key,
    });
    const answer = await fetch(`${await gatewayOrigin()}/api/transact.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': key },
      body: form.toString(),
    });
    return Object.fromEntries(new URLSearchParams(await answer.text()));
  };
  /** A capture refund sent straight to the PayPal sandbox as the shop sends one, under `requestId` (PayPal-Request-Id). */
  const payPalRefund = async (payment: { id: number; currency: string }, cents: number, requestId: string) => {
    const own = sandbox()?.part(PayPalSandbox);
    const origin = await gatewayOrigin();
    const basic = Buffer.from(`${own?.clientId ?? ''}:${own?.clientSecret ?? ''}`).toString('base64');
    const token = (await (
      await fetch(`${origin}/v1/oauth2/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      })
    ).json()) as { access_token: string };
    const capture = await captureReference(await db(), payment.id);
    const answer = await fetch(`${origin}/v2/payments/captures/${capture}/refund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json', 'paypal-request-id': requestId },
      body: JSON.stringify({ amount: { currency_code: payment.currency, value: (cents / 100).toFixed(2) } }),
    });
    return { status: answer.status, body: (await answer.json()) as { id?: string; details?: Array<{ issue: string }> } };
  };
  /** Lets the app's own sweep run a few rounds, the clock read as `at` (the real one when not given). */
  const sweepRoundsAt = async (at?: number) => {
    if (at) vi.useFakeTimers({ toFake: ['Date'], now: at });
    try {
      await sleep(500);
    } finally {
      vi.useRealTimers();
    }
  };

  let n = 0;
  /** A signed-in customer's card order of a pot and a bib. */
  async function cardOrder() {
    const email = `window-${engine.name}-${++n}@example.com`;
    const customer = await signedUpCustomer(api, email);
    const placed = await placeOrder(api, {
      email,
      token: customer.token,
      products: [
        { sku: 'POT', qty: 1 },
        { sku: 'BIB', qty: 1 },
      ],
      ...(await cardPayment(await cardSandbox(api))),
    });
    return { orderId: placed.orderId, email, headers: { authorization: `Bearer ${customer.token}` } };
  }

  /** A guest's PayPal order of a pot, captured at once. */
  async function payPalOrder() {
    const address = testAddress(`window-paypal-${engine.name}-${++n}@example.com`);
    const cartId = (await call<string>('POST', '/api/cart/create')).result;
    await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'POT', qty: 1 } });
    const date = await weekdayDeliveryDate(api, cartId);
    await shipOvernight(api, cartId, address, date);
    const token = await approvedPayPal(api, await gatewayOrigin(), cartId);
    const body = orderRequest(cartId, {
      products: [{ sku: 'POT', qty: 1 }],
      address,
      shipping: { deliveryDate: date },
      paymentMethod: 'paypal_express',
    });
    const placed = await paypalExtension<{ success: boolean }>(api, 'complete', { token, ...body });
    expect(placed.body).toMatchObject({ success: true });
    await sandbox()?.settleWebhooks();
    const payment = await (await db()).selectFrom('payments').selectAll().where('cart_id', '=', cartId).executeTakeFirstOrThrow();
    return { orderId: payment.order_id ?? 0, payment };
  }

  /** A staff refund of `cents` to the payment whose process stops once its row is committed, before the gateway. */
  async function stoppedRefund(orderId: number, cents: number) {
    dying.add(orderId);
    const stopped = await call(
      'POST',
      `/api/admin/orders/${orderId}/refund`,
      { amountCents: cents, to: 'original', reason: 'lid crushed' },
      manager.headers,
    );
    dying.delete(orderId);
    expect(stopped.code, JSON.stringify(stopped)).toBe(500);
    const refunds = await refundsOf(orderId);
    expect(refunds).toEqual([expect.objectContaining({ amount_cents: cents, state: 'pending', failure: null })]);
    return refunds[0];
  }

  it('a staff refund stopped before its gateway shows nowhere as returned, and the sweep sends it once', async () => {
    const order = await cardOrder();
    const payment = await paymentOf(order.orderId);
    await stoppedRefund(order.orderId, 1000);
    expect(await cardRefunds(payment.idempotency_key)).toEqual([]);
    // Nothing shows as returned before the gateway's word, to staff or to the customer; nothing is refundable twice.
    expect(await detail(order.orderId)).toMatchObject({
      refunded_cents: 0,
      refundable_cents: payment.amount_cents - 1000,
      payment_state: 'captured',
    });
    expect(await refundEntry(order.orderId)).toMatchObject({ amount_cents: 1000, state: 'pending', failure: null });
    const own = () => call<{ total_refunded: number }>('GET', `/api/user/orders/${order.orderId}`, undefined, order.headers);
    expect((await own()).result.total_refunded).toBe(0);
    // Within the grace period the request may still be on its way to the gateway: the sweep leaves it.
    await sweepRoundsAt();
    expect((await refundsOf(order.orderId))[0].state).toBe('pending');
    // Past it, the sweep sends it under the same key, once.
    await sweepRoundsAt(Date.now() + GRACE_PASSED);
    await expect.poll(async () => (await refundsOf(order.orderId))[0].state).toBe('sent');
    expect(await cardRefunds(payment.idempotency_key)).toEqual(['10.00']);
    expect((await paymentOf(order.orderId)).refunded_cents).toBe(1000);
    expect(await detail(order.orderId)).toMatchObject({ refunded_cents: 1000, payment_state: 'partially_refunded' });
    expect(await refundEntry(order.orderId)).toMatchObject({ state: 'sent' });
    expect((await own()).result.total_refunded).toBe(10);
    await sweepRoundsAt(Date.now() + 10 * GRACE_PASSED);
    expect(await cardRefunds(payment.idempotency_key)).toHaveLength(1);
  });

  it('sweeps running at once send a stopped refund once', async () => {
    const order = await cardOrder();
    const payment = await paymentOf(order.orderId);
    await stoppedRefund(order.orderId, 600);
    const settled = await Promise.all([1, 2, 3].map(() => sends().resendDue(later())));
    expect(settled.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect((await refundsOf(order.orderId))[0].state).toBe('sent');
    expect(await cardRefunds(payment.idempotency_key)).toEqual(['6.00']);
    expect((await paymentOf(order.orderId)).refunded_cents).toBe(600);
  });

  it('a sweep that takes over a claim while the first sender still waits for the gateway: one refund, recorded once', async () => {
    const order = await cardOrder();
    const payment = await paymentOf(order.orderId);
    await stoppedRefund(order.orderId, 700);
    await fetch(`${await gatewayOrigin()}/sandbox/nmi/delay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ms: 1500 }),
    });
    const first = sends().resendDue(later());
    await sleep(300);
    // Three grace periods on, the first sweep's claim looks left behind: a second sweep takes it and sends the same key.
    const second = sends().resendDue(later(3 * GRACE_PASSED));
    const settled = await Promise.all([first, second]);
    expect(settled.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await cardRefunds(payment.idempotency_key)).toEqual(['7.00']);
    expect((await paymentOf(order.orderId)).refunded_cents).toBe(700);
    expect((await refundsOf(order.orderId))[0].state).toBe('sent');
  });

  it('a refund the stopped process had sent after all is recorded once when the sweep sends it again', async () => {
    const order = await cardOrder();
    const payment = await paymentOf(order.orderId);
    const refund = await stoppedRefund(order.orderId, 800);
    // The process reached the gateway before it stopped: the same key, and its webhook arrives before the sweep.
    const made = await nmiRefund(payment, '8.00', partKey(refund.gateway_key ?? '', payment.id));
    expect(made.response).toBe('1');
    await sandbox()?.settleWebhooks();
    await expect.poll(async () => (await paymentOf(order.orderId)).refunded_cents).toBe(800);
    expect(await sends().resendDue(later())).toBe(1);
    expect(await cardRefunds(payment.idempotency_key)).toEqual(['8.00']);
    expect((await paymentOf(order.orderId)).refunded_cents).toBe(800);
    // Ours, and no "refunded at the gateway" row beside it.
    expect(await refundsOf(order.orderId)).toEqual([expect.objectContaining({ amount_cents: 800, state: 'sent' })]);
    expect(await detail(order.orderId)).toMatchObject({ refunded_cents: 800 });
  });

  it('the card gateway answers a refund sent again under its key with the first refund, and moves the money once', async () => {
    const order = await cardOrder();
    const payment = await paymentOf(order.orderId);
    const key = `test-${engine.name}-${order.orderId}`;
    const [one, two] = await Promise.all([nmiRefund(payment, '5.00', key), nmiRefund(payment, '5.00', key)]);
    const three = await nmiRefund(payment, '5.00', key);
    expect(one.response).toBe('1');
    expect(new Set([one.transactionid, two.transactionid, three.transactionid]).size).toBe(1);
    expect(await cardRefunds(payment.idempotency_key)).toEqual(['5.00']);
    // Another key is another refund.
    expect((await nmiRefund(payment, '5.00', `${key}-other`)).transactionid).not.toBe(one.transactionid);
    expect(await cardRefunds(payment.idempotency_key)).toEqual(['5.00', '5.00']);
  });

  it('PayPal answers a refund sent again under its PayPal-Request-Id with the first refund, and moves the money once', async () => {
    const { payment } = await payPalOrder();
    const refund = (cents: number, requestId: string) => payPalRefund(payment, cents, requestId);
    const half = Math.floor(payment.amount_cents / 2);
    const first = await refund(half, `test-${payment.id}-a`);
    const again = await refund(half, `test-${payment.id}-a`);
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    // The key moved its half once: the rest can still be refunded, and then nothing is left.
    expect((await refund(payment.amount_cents - half, `test-${payment.id}-b`)).status).toBe(201);
    const over = await refund(1, `test-${payment.id}-c`);
    expect(over.status).toBe(422);
    expect(over.body.details?.[0]?.issue).toBe('REFUND_AMOUNT_EXCEEDED');
  });

  it('a PayPal refund stopped before PayPal is sent once by the sweep, under its PayPal-Request-Id', async () => {
    const { orderId, payment } = await payPalOrder();
    const refund = await stoppedRefund(orderId, 500);
    expect(await sends().resendDue(later())).toBe(1);
    expect((await refundsOf(orderId))[0].state).toBe('sent');
    await sandbox()?.settleWebhooks();
    expect((await paymentOf(orderId)).refunded_cents).toBe(500);
    const events = await (
      await db()
    )
      .selectFrom('payment_events')
      .select(['kind', 'gateway_reference'])
      .where('payment_id', '=', payment.id)
      .where('kind', '=', 'refund')
      .execute();
    expect(events).toHaveLength(1);
    // The key the shop sent answers the refund it made: sent again, PayPal gives that refund and moves nothing.
    const again = await payPalRefund(payment, 500, partKey(refund.gateway_key ?? '', payment.id));
    expect(again).toMatchObject({ status: 201, body: { id: events[0].gateway_reference } });
    expect((await payPalRefund(payment, payment.amount_cents - 500, `test-${payment.id}-rest`)).status).toBe(201);
  });

  it('a stopped refund its gateway declines on the resend ends failed for staff, gives nothing back, and is not sent again', async () => {
    const order = await cardOrder();
    const payment = await paymentOf(order.orderId);
    const refund = await stoppedRefund(order.orderId, 900);
    await fetch(`${await gatewayOrigin()}/sandbox/nmi/decline-refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1 }),
    });
    expect(await sends().resendDue(later())).toBe(1);
    const [failed] = await refundsOf(order.orderId);
    expect(failed).toMatchObject({ id: refund.id, state: 'failed', failure: expect.stringContaining('declined') });
    expect(await cardRefunds(payment.idempotency_key)).toEqual([]);
    // It gives nothing back: the whole payment is refundable again, and staff read why in the history.
    expect(await detail(order.orderId)).toMatchObject({
      refunded_cents: 0,
      refundable_cents: payment.amount_cents,
      payment_state: 'captured',
    });
    expect(await refundEntry(order.orderId)).toMatchObject({ state: 'failed', failure: expect.stringContaining('declined') });
    const ledger = await (await db()).selectFrom('order_give_backs').select('id').where('refund_id', '=', refund.id).execute();
    expect(ledger).toEqual([]);
    expect((await auditRows(api, 'order', order.orderId)).map((row) => row.action)).toContain('order.refund_failed');
    // The gateway would take it now, but a failed refund is never sent again.
    await sweepRoundsAt(Date.now() + 10 * GRACE_PASSED);
    expect(await sends().resendDue(later(20 * GRACE_PASSED))).toBe(0);
    expect(await cardRefunds(payment.idempotency_key)).toEqual([]);
    expect((await refundsOf(order.orderId))[0].state).toBe('failed');
    // Staff refund it again, and that one goes through.
    const again = await call(
      'POST',
      `/api/admin/orders/${order.orderId}/refund`,
      { amountCents: 900, to: 'original', reason: 'again' },
      manager.headers,
    );
    expect(again.code).toBe(200);
    expect(await cardRefunds(payment.idempotency_key)).toEqual(['9.00']);
  });

  describe('a customer’s change whose refund row is stored when the process stops', () => {
    /** The change that takes the bib off the order, stopped once its refund row is committed. */
    async function stoppedChange(key: string) {
      const order = await cardOrder();
      const items = await (
        await db()
      )
        .selectFrom('order_items')
        .select(['id', 'sku'])
        .where('order_id', '=', order.orderId)
        .orderBy('id')
        .execute();
      const body = { lines: items.map((item) => ({ item_id: item.id, qty: item.sku === 'BIB' ? 0 : 1 })), change_id: key };
      const url = `/api/user/orders/${order.orderId}/change`;
      dying.add(order.orderId);
      const stopped = await call(`POST`, url, body, order.headers);
      dying.delete(order.orderId);
      expect(stopped.code, JSON.stringify(stopped)).toBe(500);
      const change = await (
        await db()
      )
        .selectFrom('order_changes')
        .selectAll()
        .where('order_id', '=', order.orderId)
        .executeTakeFirstOrThrow();
      const refunds = await refundsOf(order.orderId);
      expect(refunds).toEqual([expect.objectContaining({ amount_cents: -change.difference_cents, state: 'pending' })]);
      expect(change).toMatchObject({ settlement: 'refund_pending', refund_id: refunds[0].id });
      const changeMails = () => mailsTo(api, order.email).filter((mail) => mail.subject.includes('changed'));
      return { ...order, body, url, owed: -change.difference_cents, payment: await paymentOf(order.orderId), changeMails };
    }
    const settlementOf = async (orderId: number) =>
      (await (await db()).selectFrom('order_changes').select('settlement').where('order_id', '=', orderId).executeTakeFirstOrThrow())
        .settlement;

    it('answers refund_pending to its retry, and is refunded once by the sweep, which mails the customer', async () => {
      const change = await stoppedChange(`window-change-${engine.name}`);
      // The retry finds the refund under way: nothing is refunded again, and nothing is said to have come back.
      const retry = await call<{ settlement: string }>('POST', change.url, change.body, change.headers);
      expect(retry).toMatchObject({ code: 200, result: { settlement: 'refund_pending' } });
      expect(await refundsOf(change.orderId)).toHaveLength(1);
      expect(await cardRefunds(change.payment.idempotency_key)).toEqual([]);
      expect(change.changeMails()).toEqual([]);
      expect(await sends().resendDue(later())).toBe(1);
      expect(await settlementOf(change.orderId)).toBe('refunded');
      expect(await cardRefunds(change.payment.idempotency_key)).toEqual([(change.owed / 100).toFixed(2)]);
      expect((await paymentOf(change.orderId)).refunded_cents).toBe(change.owed);
      await expect.poll(() => change.changeMails().length).toBe(1);
      expect(change.changeMails()[0].text).toContain('We refunded');
      // Later sweeps and the customer's retry refund nothing again.
      expect(await sends().resendDue(later(10 * GRACE_PASSED))).toBe(0);
      expect(await api.app.refundSends.resendDue(later(20 * GRACE_PASSED))).toBe(0);
      const last = await call<{ settlement: string }>('POST', change.url, change.body, change.headers);
      expect(last).toMatchObject({ code: 200, result: { settlement: 'refunded' } });
      expect(await cardRefunds(change.payment.idempotency_key)).toHaveLength(1);
      expect(change.changeMails()).toHaveLength(1);
    });

    it('is left to staff (refund_failed) when the gateway declines the resend', async () => {
      const change = await stoppedChange(`window-change-declined-${engine.name}`);
      await fetch(`${await gatewayOrigin()}/sandbox/nmi/decline-refunds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ count: 1 }),
      });
      expect(await sends().resendDue(later())).toBe(1);
      expect(await settlementOf(change.orderId)).toBe('refund_failed');
      expect((await refundsOf(change.orderId))[0].state).toBe('failed');
      expect(await cardRefunds(change.payment.idempotency_key)).toEqual([]);
      await expect.poll(() => change.changeMails().length).toBe(1);
    });
  });
});
