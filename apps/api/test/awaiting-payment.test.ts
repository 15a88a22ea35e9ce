import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpenedDatabase } from '../src/db/dialect.js';
import { engines, startApi, type RunningApi } from './harness.js';
import { cardPaymentSuite, type CardSandbox, mailsTo, orderRequest, shippedCart, testAddress, tokenizeCard } from './fixtures.js';
import { stopApi } from './admin-harness.js';

type Body = { code: number; result: unknown; reason?: string };
type Link = { order: number; expires: number; sig: string };
type Confirmation = {
  orderNumber: string;
  backendOrderId: number;
  receipt?: Link;
  payment_due?: { grand_total: number; currency_code: string; pay_until: string; link: Link };
};

const CARD = 'rootways_nmi_option';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Orders placed offline with the card or PayPal (pay_later): priced and stored when sent, awaiting payment with their
 * stock held; paid later through the signed pay link; canceled with their stock released when the hold ends unpaid.
 */
describe.each(engines)('orders awaiting payment on $name', (engine) => {
  let api: RunningApi;
  let opened: OpenedDatabase;
  let cardGateway: CardSandbox;

  const call = async (method: string, url: string, body?: unknown) => (await api.request(method, url, body)).body as Body;
  const linkQuery = (link: Link) => `order=${link.order}&expires=${link.expires}&sig=${encodeURIComponent(link.sig)}`;
  const orderRow = (id: number) => opened.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const crabStock = async () =>
    (await opened.db.selectFrom('stock_items').select('qty').where('product_id', '=', 101).executeTakeFirstOrThrow()).qty;

  /** A cart of one dozen crabs sent as an order placed offline: card chosen, no token, no total shown. */
  const sendOffline = async (email: string, method = CARD) => {
    const address = testAddress(email);
    const cart = await shippedCart(api, 'CRAB-DZ', address);
    const body = {
      ...orderRequest(cart.cartId, {
        products: [{ sku: 'CRAB-DZ', qty: 1 }],
        address,
        shipping: { deliveryDate: cart.date },
        paymentMethod: method,
      }),
      order_id: `offline-${email}`,
      pay_later: true,
    };
    const answer = await call('POST', '/api/order', body);
    return { cart, body, answer, confirmation: answer.result as Confirmation };
  };

  beforeAll(async () => {
    api = await startApi(engine, {
      awaitingPaymentIntervalMs: 100,
      awaitingPaymentHoldMinutes: 60,
      unpaidOrdersOpenLimit: 50,
      unpaidOrdersPerHour: 50,
    });
    ({ opened, cardGateway } = await cardPaymentSuite(api));
  });
  afterAll(() => stopApi(api, opened), 120_000);

  it('is placed without a payment, priced by the server, its stock held, and mails a signed pay link', async () => {
    const before = await crabStock();
    const { cart, body, answer, confirmation } = await sendOffline('offline.card@example.com');
    expect(answer.code).toBe(200);
    const due = confirmation.payment_due;
    expect(due).toBeDefined();
    expect(Math.round((due?.grand_total ?? 0) * 100)).toBe(cart.grandTotalCents);
    // Held for the configured window (60 minutes here), no longer.
    const heldFor = Date.parse(due?.pay_until ?? '') - Date.now();
    expect(heldFor).toBeGreaterThan(59 * 60_000);
    expect(heldFor).toBeLessThanOrEqual(60 * 60_000);
    const order = await orderRow(confirmation.backendOrderId);
    expect(order).toMatchObject({ status: 'awaiting_payment', payment_state: 'pending', grand_total_cents: cart.grandTotalCents });
    expect(await opened.db.selectFrom('payments').select('id').where('cart_id', '=', cart.cartId).execute()).toEqual([]);
    expect(await crabStock()).toBe(before - 1);

    // Sent again (the queue retried): the same order and the same links.
    const again = await call('POST', '/api/order', body);
    expect((again.result as Confirmation).payment_due).toEqual(due);

    // Without pay_later the card still needs its token.
    const refused = await call('POST', '/api/order', {
      ...body,
      order_id: 'other',
      pay_later: undefined,
      cart_id: (await shippedCart(api, 'CRAB-DZ', testAddress('x@example.com'))).cartId,
    });
    expect(refused.code).toBe(400);

    // The pay link's mail goes out after the answer: wait for it.
    const mail = await vi.waitFor(() => {
      const sent = mailsTo(api, 'offline.card@example.com').find((m) => m.subject.includes('waiting for its payment'));
      if (!sent) throw new Error('no pay-link mail yet');
      return sent;
    });
    expect(mail.text).toContain(
      `/checkout/pay?${new URLSearchParams({ order: String(due?.link.order), expires: String(due?.link.expires), sig: due?.link.sig ?? '' })}`,
    );
  });

  it('is paid later through its pay link with the card sandbox, once, and then processes', async () => {
    const { cart, confirmation } = await sendOffline('pay.later@example.com');
    const link = confirmation.payment_due!.link;
    const shown = await call('GET', `/api/order/pay?${linkQuery(link)}`);
    expect(shown.code).toBe(200);
    expect(shown.result).toMatchObject({
      increment_id: confirmation.orderNumber,
      status: 'awaiting_payment',
      grand_total: cart.grandTotalCents / 100,
      methods: [{ code: CARD }, { code: 'paypal_express' }],
    });
    expect(await call('GET', `/api/order/pay?${linkQuery({ ...link, sig: `${link.sig}x` })}`)).toMatchObject({ code: 403 });
    // The receipt link does not pay.
    expect((await call('POST', '/api/order/pay', { ...confirmation.receipt, payment_method_code: CARD })).code).toBe(403);

    const { token } = await tokenizeCard(cardGateway);
    const paid = await call('POST', '/api/order/pay', {
      ...link,
      payment_method_code: CARD,
      payment_method_additional: { payment_token: token },
    });
    expect(paid).toMatchObject({ code: 200, result: { increment_id: confirmation.orderNumber, status: 'processing' } });
    const again = await call('POST', '/api/order/pay', {
      ...link,
      payment_method_code: CARD,
      payment_method_additional: { payment_token: token },
    });
    expect(again).toMatchObject({ code: 200, result: { status: 'processing' } });

    const payments = await opened.db.selectFrom('payments').selectAll().where('cart_id', '=', cart.cartId).execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      order_id: confirmation.backendOrderId,
      state: 'captured',
      gateway: 'nmi',
      amount_cents: cart.grandTotalCents,
    });
    expect(JSON.stringify(payments)).not.toContain('4111111111111111');
    expect(await orderRow(confirmation.backendOrderId)).toMatchObject({
      status: 'processing',
      payment_state: 'captured',
      payment_method_code: CARD,
    });
    const history = await opened.db
      .selectFrom('order_status_history')
      .select(['from_status', 'to_status'])
      .where('order_id', '=', confirmation.backendOrderId)
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { from_status: null, to_status: 'awaiting_payment' },
      { from_status: 'awaiting_payment', to_status: 'processing' },
    ]);
    expect((await call('GET', `/api/order/pay?${linkQuery(link)}`)).result).toMatchObject({ status: 'processing', methods: [] });
  });

  it('is paid later with PayPal: approved at the sandbox, captured once', async () => {
    const { cart, confirmation } = await sendOffline('pay.paypal@example.com', 'paypal_express');
    const link = confirmation.payment_due!.link;
    const started = await call('POST', '/api/order/pay/paypal', {
      order: String(link.order),
      expires: String(link.expires),
      sig: link.sig,
    });
    expect(started.code).toBe(200);
    const { token, approve_url: approveUrl } = started.result as { token: string; approve_url: string };
    const sandbox = cardGateway.origin;
    const page = await (await fetch(`${sandbox}${new URL(approveUrl).pathname}${new URL(approveUrl).search}`)).text();
    expect(page).toContain(`${(cart.grandTotalCents / 100).toFixed(2)} USD`);
    const back = await fetch(`${sandbox}/checkoutnow/approve`, {
      method: 'POST',
      body: new URLSearchParams({ token }),
      redirect: 'manual',
    });
    const returned = new URL(back.headers.get('location') ?? '');
    expect(returned.pathname).toBe('/checkout/pay');
    expect(returned.searchParams.get('paypal')).toBe('return');
    const paid = await call('POST', '/api/order/pay', {
      ...link,
      payment_method_code: 'paypal_express',
      payment_method_additional: { paypal_token: token },
    });
    expect(paid).toMatchObject({ code: 200, result: { status: 'processing' } });
    expect(await orderRow(confirmation.backendOrderId)).toMatchObject({
      status: 'processing',
      payment_state: 'captured',
      payment_method_code: 'paypal_express',
    });
  });

  it('is canceled with its stock released when its hold ends unpaid; its link then refuses to pay', async () => {
    const { confirmation } = await sendOffline('too.late@example.com');
    const held = await crabStock();
    // The order was placed 61 minutes ago: past the 60-minute hold.
    await opened.db
      .updateTable('orders')
      .set({ created_at: new Date(Date.now() - 61 * 60_000).toISOString() })
      .where('id', '=', confirmation.backendOrderId)
      .execute();
    for (let i = 0; i < 100 && (await orderRow(confirmation.backendOrderId)).status === 'awaiting_payment'; i++) await sleep(100);
    expect((await orderRow(confirmation.backendOrderId)).status).toBe('canceled');
    expect(await crabStock()).toBe(held + 1);
    const link = confirmation.payment_due!.link;
    const { token } = await tokenizeCard(cardGateway);
    const refused = await call('POST', '/api/order/pay', {
      ...link,
      payment_method_code: CARD,
      payment_method_additional: { payment_token: token },
    });
    expect(refused).toMatchObject({ code: 410, reason: 'order.payment_closed' });
    expect((await call('GET', `/api/order/pay?${linkQuery(link)}`)).result).toMatchObject({ status: 'canceled', methods: [] });
  });
});
