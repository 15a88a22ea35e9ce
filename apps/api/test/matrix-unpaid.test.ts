import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { appendCredit } from '../src/store-credit/ledger.js';
import type { OpenedDatabase } from '../src/db/dialect.js';
import { bookedOn, createStaff, stopApi } from './admin-harness.js';
import { engines, startApi, type RunningApi, envelopeCall } from './harness.js';
import {
  approvedPayPal,
  cardPaymentSuite,
  type CardSandbox,
  insertGiftCard,
  mailsTo,
  orderRequest,
  paypalExtension,
  settlePayPalCapture,
  shipOvernight,
  signedUpCustomer,
  testAddress,
  tokenizeCard,
  weekdayDeliveryDate,
} from './fixtures.js';

/**
 * Issue 33, items 2, 3 and 8 (ADR 0011), on both engines: an order sent without its payment (pay_later) holds little,
 * briefly, and only within limits per e-mail and client address; every release (staff cancel, expiry, a declined
 * payment on the pay page, PayPal DENIED) gives back stock, slot, coupon use, store credit and gift-card balance;
 * a line sold out meanwhile is refused before any gateway is called, whatever the payment (card, PayPal, check,
 * pay later, free).
 */
type Body = { code: number; result: unknown; reason?: string; errors?: Array<{ field: string; code: string; message: string }> };
type Link = { order: number; expires: number; sig: string };
type Confirmation = { orderNumber: string; backendOrderId: number; payment_due?: { pay_until: string; link: Link } };

const CARD = 'rootways_nmi_option';
const PAYPAL = 'paypal_express';
const CRAB = 101;
const HOLD_MINUTES = 15;
const COUPON = 'MATRIX5';
const DECLINE_CARD = '4000000000000002';
/** The main store's place (website 1): its views share one delivery calendar. */
const MAIN_PLACE = 1;

describe('the unpaid hold window from configuration', () => {
  it('is an hour by default, AWAITING_PAYMENT_HOLD_MINUTES sets it, the deprecated HOURS is read only without it', () => {
    expect(loadConfig({}).awaitingPaymentHoldMinutes).toBe(60);
    expect(loadConfig({ AWAITING_PAYMENT_HOLD_MINUTES: '20' }).awaitingPaymentHoldMinutes).toBe(20);
    expect(loadConfig({ AWAITING_PAYMENT_HOLD_HOURS: '2' }).awaitingPaymentHoldMinutes).toBe(120);
    expect(loadConfig({ AWAITING_PAYMENT_HOLD_HOURS: '24', AWAITING_PAYMENT_HOLD_MINUTES: '30' }).awaitingPaymentHoldMinutes).toBe(30);
    expect(() => loadConfig({ AWAITING_PAYMENT_HOLD_MINUTES: '0' })).toThrow(/AWAITING_PAYMENT_HOLD_MINUTES/);
    expect(loadConfig({}).unpaidOrdersOpenLimit).toBe(2);
    expect(loadConfig({}).unpaidOrdersPerHour).toBe(5);
  });
});

describe.each(engines)('unpaid orders, releases and sold-out lines on $name', (engine) => {
  let api: RunningApi;
  let opened: OpenedDatabase;
  let cardGateway: CardSandbox;
  let people = 0;
  let clients = 0;

  const db = () => opened.db;
  /** A client address of its own (the API trusts the loopback proxy, so X-Forwarded-For names the client). */
  const newClient = () => ({ 'x-forwarded-for': `203.0.113.${++clients}` });
  const newEmail = (what: string) => `${what}-${++people}-${engine.name}@example.com`;
  const call = envelopeCall<Body>(() => api);
  const setStock = (productId: number, qty: number) =>
    db()
      .updateTable('stock_items')
      .set({ qty, manage_stock: 1, is_in_stock: qty > 0 ? 1 : 0 })
      .where('product_id', '=', productId)
      .execute();
  const stockOf = async (productId: number) =>
    Number((await db().selectFrom('stock_items').select('qty').where('product_id', '=', productId).executeTakeFirstOrThrow()).qty);
  const orderRow = (id: number) => db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const paymentsOfCart = (cartId: string) => db().selectFrom('payments').selectAll().where('cart_id', '=', cartId).execute();
  /** What the sandboxes recorded: card sales approved and PayPal captures, in all. */
  const gatewayCalls = async () => {
    const nmi = (await (await fetch(`${cardGateway.origin}/sandbox/nmi/transactions`)).json()) as { approvedSales: number };
    const paypal = (await (await fetch(`${cardGateway.origin}/sandbox/paypal/stats`)).json()) as { captures: number };
    return { sales: nmi.approvedSales, captures: paypal.captures };
  };

  /** A cart of `qty` dozen crabs, shipped overnight (on `date`, else the first weekday offered) to the buyer. */
  const crabCart = async (email: string, options: { qty?: number; date?: string; headers?: Record<string, string> } = {}) => {
    const headers = options.headers ?? {};
    const address = testAddress(email);
    const cartId = (await call('POST', '/api/cart/create', undefined, headers)).result as string;
    expect(
      (await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'CRAB-DZ', qty: options.qty ?? 1 } }, headers)).code,
    ).toBe(200);
    const date = options.date ?? (await weekdayDeliveryDate(api, cartId, headers));
    const info = await shipOvernight(api, cartId, address, date, headers);
    expect(info.code).toBe(200);
    return { cartId, date, address, qty: options.qty ?? 1 };
  };
  type Cart = Awaited<ReturnType<typeof crabCart>>;

  const bodyOf = (cart: Cart, method: string, extra: Record<string, unknown> = {}, additional?: Record<string, unknown>) => ({
    ...orderRequest(cart.cartId, {
      products: [{ sku: 'CRAB-DZ', qty: cart.qty }],
      address: cart.address,
      shipping: { deliveryDate: cart.date },
      paymentMethod: method,
      ...(additional ? { paymentAdditional: additional } : {}),
    }),
    ...extra,
  });
  const sendUnpaid = (cart: Cart, headers: Record<string, string>, method = CARD) =>
    call('POST', '/api/order', bodyOf(cart, method, { pay_later: true, order_id: `offline-${cart.cartId}` }), headers);

  /** The PayPal checkout up to the return from approving (no capture yet): its token. */
  const approvedPayPalOf = (cart: Cart, userToken?: string, capture: 'now' | 'pending' = 'now') =>
    approvedPayPal(api, cardGateway.origin, cart.cartId, { capture, ...(userToken ? { userToken } : {}) });
  const completePayPal = (cart: Cart, token: string, userToken?: string) =>
    paypalExtension(api, 'complete', { token, ...bodyOf(cart, PAYPAL), ...(userToken ? { user_token: userToken } : {}) });

  beforeAll(async () => {
    api = await startApi(engine, {
      awaitingPaymentHoldMinutes: HOLD_MINUTES,
      awaitingPaymentIntervalMs: 100,
      unpaidOrdersOpenLimit: 2,
      unpaidOrdersPerHour: 3,
      trustProxy: ['127.0.0.1'],
    });
    ({ opened, cardGateway } = await cardPaymentSuite(api));
    await db()
      .insertInto('coupons')
      .values({
        code: COUPON,
        description: 'Five off, twenty uses, one each',
        discount_type: 'fixed',
        discount_value: 500,
        is_active: 1,
        from_date: null,
        to_date: null,
        uses_per_customer: 1,
        uses_total: 20,
      })
      .execute();
  });
  afterAll(() => stopApi(api, opened), 120_000);

  describe('an unpaid order is limited', () => {
    it('per e-mail: the third open unpaid order for one address is refused, from any client, and asked to pay now', async () => {
      await setStock(CRAB, 1000);
      const email = newEmail('one-mail');
      for (let i = 0; i < 2; i++) expect((await sendUnpaid(await crabCart(email), newClient())).code).toBe(200);
      const refused = await sendUnpaid(await crabCart(email), newClient());
      expect(refused).toMatchObject({ code: 409, reason: 'order.unpaid_limit' });
      expect(String(refused.result)).toContain('pay now');
      // Paying at once is never limited.
      const cart = await crabCart(email);
      const { token } = await tokenizeCard(cardGateway);
      expect((await call('POST', '/api/order', bodyOf(cart, CARD, {}, { payment_token: token }), newClient())).code).toBe(200);
    });

    it('per client address (the reproduction: one anonymous client, many e-mails): beyond two it is refused with 429', async () => {
      await setStock(CRAB, 1000);
      const client = newClient();
      const answers: Body[] = [];
      for (let i = 0; i < 6; i++) answers.push(await sendUnpaid(await crabCart(newEmail('many')), client));
      expect(answers.filter((answer) => answer.code === 200)).toHaveLength(2);
      for (const refused of answers.slice(2)) expect(refused).toMatchObject({ code: 429, reason: 'order.unpaid_limit' });
      // Another client is not held up by this one.
      expect((await sendUnpaid(await crabCart(newEmail('other')), newClient())).code).toBe(200);
    });

    it('mails its buyer once (the pay link); the confirmation follows the payment', async () => {
      await setStock(CRAB, 1000);
      const email = newEmail('one-mail-only');
      const answer = await sendUnpaid(await crabCart(email), newClient());
      const confirmation = answer.result as Confirmation;
      await vi.waitFor(() =>
        expect(mailsTo(api, email).map((mail) => mail.subject)).toEqual([expect.stringContaining('waiting for its payment')]),
      );
      const { token } = await tokenizeCard(cardGateway);
      const paid = await call('POST', '/api/order/pay', {
        ...confirmation.payment_due?.link,
        payment_method_code: CARD,
        payment_method_additional: { payment_token: token },
      });
      expect(paid).toMatchObject({ code: 200, result: { status: 'processing' } });
      await vi.waitFor(() => expect(mailsTo(api, email)).toHaveLength(2));
      expect(mailsTo(api, email)[1]?.subject).toContain(confirmation.orderNumber);
    });

    it('holds for the configured window only, and is released when it ends', async () => {
      await setStock(CRAB, 1000);
      const answer = await sendUnpaid(await crabCart(newEmail('window')), newClient());
      const confirmation = answer.result as Confirmation;
      const heldFor = Date.parse(confirmation.payment_due?.pay_until ?? '') - Date.now();
      expect(heldFor).toBeGreaterThan((HOLD_MINUTES - 1) * 60_000);
      expect(heldFor).toBeLessThanOrEqual(HOLD_MINUTES * 60_000);
      expect(confirmation.payment_due?.link.expires).toBe(Math.floor(Date.parse(confirmation.payment_due?.pay_until ?? '') / 1000));
    });
  });

  describe('an unpaid order never holds the last share of what is scarce', () => {
    it('two unpaid anonymous orders cannot book out a capacity-2 date; paying shoppers still can', async () => {
      await setStock(CRAB, 1000);
      const probe = await crabCart(newEmail('probe'));
      const dates = (
        (await call('POST', `/api/cart/shipping-methods?cartId=${probe.cartId}`, { address: { country_id: 'US' } })).result as Array<{
          method_code: string;
          extension_attributes: { delivery_dates: Array<{ date: string }> };
        }>
      )
        .find((method) => method.method_code === 'overnight')
        ?.extension_attributes.delivery_dates.map((day) => day.date)
        .filter((day) => new Date(`${day}T12:00:00Z`).getUTCDay() !== 6);
      const date = dates?.at(-1) ?? '';
      await db()
        .insertInto('delivery_slots')
        .values({ website_id: MAIN_PLACE, delivery_date: date, booked: 0, capacity: 2, updated_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.columns(['website_id', 'delivery_date']).doUpdateSet({ booked: 0, capacity: 2 }))
        .execute();
      const first = await sendUnpaid(await crabCart(newEmail('cap-a'), { date }), newClient());
      expect(first.code).toBe(200);
      const second = await sendUnpaid(await crabCart(newEmail('cap-b'), { date }), newClient());
      expect(second).toMatchObject({ code: 409, reason: 'order.unpaid_not_held' });
      expect(String(second.result)).toContain('pay now');
      const booked = () => bookedOn(db(), date, MAIN_PLACE);
      expect(await booked()).toBe(1);
      // A shopper who pays takes the last slot.
      const paying = await crabCart(newEmail('cap-paid'), { date });
      expect((await call('POST', '/api/order', bodyOf(paying, 'cashondelivery'), newClient())).code).toBe(200);
      expect(await booked()).toBe(2);
    });

    it('an unpaid order takes at most half of the units left: the last ones stay for paying shoppers', async () => {
      await setStock(CRAB, 3);
      const greedy = await sendUnpaid(await crabCart(newEmail('greedy'), { qty: 2 }), newClient());
      expect(greedy).toMatchObject({ code: 409, reason: 'order.unpaid_not_held' });
      expect(await stockOf(CRAB)).toBe(3);
      expect((await sendUnpaid(await crabCart(newEmail('modest')), newClient())).code).toBe(200);
      expect(await stockOf(CRAB)).toBe(2);
      // One more unit would leave one: allowed; then the last one is not held unpaid.
      expect((await sendUnpaid(await crabCart(newEmail('modest2')), newClient())).code).toBe(200);
      expect((await sendUnpaid(await crabCart(newEmail('last')), newClient())).reason).toBe('order.unpaid_not_held');
      expect(await stockOf(CRAB)).toBe(1);
      const paying = await crabCart(newEmail('last-paid'));
      expect((await call('POST', '/api/order', bodyOf(paying, 'cashondelivery'), newClient())).code).toBe(200);
      expect(await stockOf(CRAB)).toBe(0);
    });
  });

  describe('every release gives back everything the order took', () => {
    /** A customer with store credit, a gift card and the limited coupon, and a cart of crabs using all three. */
    const fullCart = async () => {
      const email = newEmail('release');
      const customer = await signedUpCustomer(api, email);
      const headers = { authorization: `Bearer ${customer.token}` };
      await opened.db.transaction().execute((trx) => appendCredit(trx, { customerId: customer.id, amountCents: 300, reason: 'goodwill' }));
      // 20 characters: a 16-character code would be read as a card number in groups of four.
      const code = `MATRIX${engine.name}${people}`.toUpperCase().padEnd(20, 'X');
      await insertGiftCard(db(), code, 700);
      const cart = await crabCart(email, { headers });
      expect((await call('POST', `/api/cart/apply-coupon?cartId=${cart.cartId}&coupon=${COUPON}`, undefined, headers)).result).toBe(true);
      expect((await call('POST', `/api/ext/gift-cards/activate/${code}?cartId=${cart.cartId}`, undefined, headers)).code).toBe(200);
      expect((await call('PUT', '/api/ext/store-credit/apply?storeCode=main', { cartId: cart.cartId, pointsQty: 999 }, headers)).code).toBe(
        200,
      );
      return { cart, customer, headers, giftCard: code };
    };
    type Full = Awaited<ReturnType<typeof fullCart>>;

    /** Everything an order takes, for the buyer of `full`. */
    const holdings = async (full: Full) => {
      const [booked, coupon, uses, credit, card] = await Promise.all([
        bookedOn(db(), full.cart.date, MAIN_PLACE),
        db().selectFrom('coupons').select('times_used').where('code', '=', COUPON).executeTakeFirstOrThrow(),
        db().selectFrom('coupon_uses').select('order_id').where('holder', '=', `customer:${full.customer.id}`).execute(),
        db()
          .selectFrom('store_credit_transactions')
          .select('balance_after_cents')
          .where('customer_id', '=', full.customer.id)
          .orderBy('id', 'desc')
          .executeTakeFirst(),
        db().selectFrom('gift_cards').select('balance_cents').where('code', '=', full.giftCard).executeTakeFirstOrThrow(),
      ]);
      return {
        stock: await stockOf(CRAB),
        booked,
        timesUsed: Number(coupon.times_used),
        couponUses: uses.length,
        credit: Number(credit?.balance_after_cents ?? 0),
        giftCard: Number(card.balance_cents),
      };
    };
    type Holdings = Awaited<ReturnType<typeof holdings>>;

    const expectAllTaken = (before: Holdings, taken: Holdings, qty = 1) =>
      expect(taken).toEqual({
        stock: before.stock - qty,
        booked: before.booked + 1,
        timesUsed: before.timesUsed + 1,
        couponUses: 1,
        credit: 0,
        giftCard: 0,
      });

    const waitForStatus = async (orderId: number, status: string) =>
      vi.waitFor(
        async () => {
          const row = await orderRow(orderId);
          if (row.status !== status) throw new Error(`still ${row.status}`);
        },
        { timeout: 10_000, interval: 100 },
      );

    /** A full cart ordered from a new client by `send` (unpaid unless said): the order takes all it holds. */
    const placedFull = async (send = (cart: Cart, headers: Record<string, string>) => sendUnpaid(cart, headers)) => {
      const full = await fullCart();
      const before = await holdings(full);
      const placed = await send(full.cart, { ...full.headers, ...newClient() });
      expect(placed.code).toBe(200);
      expectAllTaken(before, await holdings(full));
      return { full, before, confirmation: placed.result as Confirmation };
    };

    beforeAll(async () => {
      await setStock(CRAB, 1000);
    });

    it('on the staff cancel', async () => {
      const { full, before, confirmation } = await placedFull((cart, headers) =>
        call('POST', '/api/order', bodyOf(cart, 'cashondelivery'), headers),
      );
      const manager = await createStaff(api, 'manager');
      const orderId = confirmation.backendOrderId;
      expect((await api.request('POST', `/api/admin/orders/${orderId}/cancel`, { reason: 'matrix' }, manager.headers)).body.code).toBe(200);
      expect(await holdings(full)).toEqual({ ...before, couponUses: 0 });
    });

    it('on expiry (the background loop)', async () => {
      const { full, before, confirmation } = await placedFull();
      const orderId = confirmation.backendOrderId;
      await db()
        .updateTable('orders')
        .set({ created_at: new Date(Date.now() - (HOLD_MINUTES + 1) * 60_000).toISOString() })
        .where('id', '=', orderId)
        .execute();
      await waitForStatus(orderId, 'canceled');
      expect(await holdings(full)).toEqual({ ...before, couponUses: 0 });
    });

    it('on a card declined on the pay page', async () => {
      const { full, before, confirmation } = await placedFull();
      const { token } = await tokenizeCard(cardGateway, { ccnumber: DECLINE_CARD });
      const declined = await call('POST', '/api/order/pay', {
        ...confirmation.payment_due?.link,
        payment_method_code: CARD,
        payment_method_additional: { payment_token: token },
      });
      expect(declined).toMatchObject({ code: 402, reason: 'payment.declined' });
      expect(String(declined.result)).toContain('place it again');
      expect((await orderRow(confirmation.backendOrderId)).status).toBe('canceled');
      expect(await holdings(full)).toEqual({ ...before, couponUses: 0 });
    });

    it('on PayPal DENIED (the webhook of a capture PayPal held)', async () => {
      const full = await fullCart();
      const before = await holdings(full);
      const token = await approvedPayPalOf(full.cart, full.customer.token, 'pending');
      const completed = await completePayPal(full.cart, token, full.customer.token);
      expect(completed.body).toMatchObject({ success: true });
      expectAllTaken(before, await holdings(full));
      const payment = (await paymentsOfCart(full.cart.cartId))[0];
      expect(payment).toMatchObject({ state: 'pending' });
      await settlePayPalCapture(api, db(), cardGateway.origin, payment.id, 'DENIED');
      await waitForStatus(payment.order_id ?? 0, 'canceled');
      expect(await holdings(full)).toEqual({ ...before, couponUses: 0 });
    });
  });

  describe('a line sold out meanwhile is refused before any gateway is called', () => {
    /** Sells the crabs out after the cart was made, as another shopper or staff would. */
    const soldOutMeanwhile = () => setStock(CRAB, 0);
    const expectSoldOut = (answer: Body) => {
      expect(answer).toMatchObject({ code: 409, reason: 'order.sold_out' });
      expect(answer.errors).toEqual([{ field: 'products.0', code: 'sold_out', message: expect.stringContaining('CRAB-DZ') }]);
    };

    it('by card: no sale reaches the card sandbox', async () => {
      await setStock(CRAB, 10);
      const cart = await crabCart(newEmail('sold-card'));
      await soldOutMeanwhile();
      const { token } = await tokenizeCard(cardGateway);
      const calls = await gatewayCalls();
      expectSoldOut(await call('POST', '/api/order', bodyOf(cart, CARD, {}, { payment_token: token }), newClient()));
      expect(await paymentsOfCart(cart.cartId)).toEqual([]);
      expect(await gatewayCalls()).toEqual(calls);
    });

    it('with PayPal: nothing is captured', async () => {
      await setStock(CRAB, 10);
      const cart = await crabCart(newEmail('sold-paypal'));
      const token = await approvedPayPalOf(cart);
      await soldOutMeanwhile();
      const calls = await gatewayCalls();
      const completed = await completePayPal(cart, token);
      expect(await gatewayCalls()).toEqual(calls);
      expect(completed.status).toBe(409);
      expect(completed.body).toMatchObject({ success: false, reason: 'order.sold_out' });
      const payments = await paymentsOfCart(cart.cartId);
      expect(payments.every((payment) => payment.state !== 'captured' && payment.order_id === null)).toBe(true);
      const captures = await db()
        .selectFrom('payment_events')
        .select('id')
        .where(
          'payment_id',
          'in',
          payments.map((payment) => payment.id),
        )
        .where('kind', '=', 'capture')
        .execute();
      expect(captures).toEqual([]);
    });

    it('by check, and sent unpaid (pay later): no order, no stock taken', async () => {
      for (const [method, extra] of [
        ['checkmo', {}],
        [CARD, { pay_later: true }],
      ] as const) {
        await setStock(CRAB, 10);
        const cart = await crabCart(newEmail(`sold-${method}`));
        await soldOutMeanwhile();
        expectSoldOut(await call('POST', '/api/order', bodyOf(cart, method, extra), newClient()));
        expect(await db().selectFrom('orders').select('id').where('cart_id', '=', cart.cartId).execute()).toEqual([]);
        expect(await paymentsOfCart(cart.cartId)).toEqual([]);
      }
    });

    it('when free (a gift card pays it all): refused, the card keeps its balance', async () => {
      await setStock(CRAB, 10);
      const cart = await crabCart(newEmail('sold-free'));
      const code = `FREE${engine.name}`.toUpperCase();
      await insertGiftCard(db(), code, 100_000);
      expect((await call('POST', `/api/ext/gift-cards/activate/${code}?cartId=${cart.cartId}`)).code).toBe(200);
      await soldOutMeanwhile();
      expectSoldOut(await call('POST', '/api/order', bodyOf(cart, 'free'), newClient()));
      expect(
        (await db().selectFrom('gift_cards').select('balance_cents').where('code', '=', code).executeTakeFirstOrThrow()).balance_cents,
      ).toBe(100_000);
    });
  });
});
