import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../src/db/dialect.js';
import { appendCredit, balanceOf } from '../src/store-credit/ledger.js';
import type { OrderMoment } from '../src/order/placement/after-commit.js';
import { engines, startApi, type RunningApi } from './harness.js';
import {
  paypalConsole,
  captureReference,
  cardPaymentSuite,
  type CardSandbox,
  insertGiftCard,
  mailsTo,
  orderRequest,
  shippedCart,
  signedUpCustomer,
  testAddress,
  tokenizeCard,
  weekdayDeliveryDate,
} from './fixtures.js';
import { stopApi } from './admin-harness.js';

/**
 * Placement in named steps (ADR 0015): a step that fails undoes the ones before it, and what a committed order sets
 * off (mails, marketing, gift cards and downloads) runs once per committed order, whichever path committed it: the
 * order call, PayPal's return, a PayPal webhook, the pay page or the offline queue's replay.
 */
type Body = { code: number; result: unknown; reason?: string };
type Link = { order: number; expires: number; sig: string };
type Confirmation = { orderNumber: string; backendOrderId: number; payment_due?: { link: Link } };

const CARD = 'rootways_nmi_option';
const DECLINED_CARD = '4000000000000002';
const COUPON = 'WELCOME10';
const CRAB = 101;

describe.each(engines)('order placement steps on $name', (engine) => {
  let api: RunningApi;
  let opened: OpenedDatabase;
  let cardGateway: CardSandbox;
  const committed: Array<{ moment: OrderMoment; orderId: number }> = [];
  const momentsOf = (orderId: number) => committed.filter((entry) => entry.orderId === orderId).map((entry) => entry.moment);

  const call = async (method: string, url: string, body?: unknown, token?: string) =>
    (await api.request(method, url, body, token ? { authorization: `Bearer ${token}` } : {})).body as Body;
  const deliveries = async () => {
    await api.app.paymentGateways.sandbox?.settleWebhooks();
  };

  /** A customer's cart of one dozen crabs on a delivery date, with a coupon, a gift card and store credit on it. */
  const spendingCart = async (name: string) => {
    const email = `${name}-${engine.name}@example.com`;
    const customer = await signedUpCustomer(api, email);
    await opened.db.transaction().execute((trx) => appendCredit(trx, { customerId: customer.id, amountCents: 300, reason: 'goodwill' }));
    // 20 characters: a 16-character code would be read as a card number in groups of four.
    const giftCard = `STEPS${name}${engine.name}`.toUpperCase().slice(0, 20).padEnd(20, 'X');
    await insertGiftCard(opened.db, giftCard, 500);
    const address = testAddress(email);
    const cartId = (await call('POST', '/api/cart/create', undefined, customer.token)).result as string;
    expect((await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'CRAB-DZ', qty: 1 } }, customer.token)).code).toBe(
      200,
    );
    const date = await weekdayDeliveryDate(api, cartId, { authorization: `Bearer ${customer.token}` });
    const shipping = {
      addressInformation: {
        shippingAddress: { ...address, extension_attributes: { delivery_date: date } },
        billingAddress: address,
        shippingCarrierCode: 'shoreline',
        shippingMethodCode: 'overnight',
      },
    };
    expect((await call('POST', `/api/cart/shipping-information?cartId=${cartId}`, shipping, customer.token)).code).toBe(200);
    expect((await call('POST', `/api/cart/apply-coupon?cartId=${cartId}&coupon=${COUPON}`, {}, customer.token)).code).toBe(200);
    expect((await call('POST', `/api/ext/gift-cards/activate/${giftCard}?cartId=${cartId}`, undefined, customer.token)).code).toBe(200);
    expect((await call('PUT', '/api/ext/store-credit/apply', { cartId, pointsQty: 999 }, customer.token)).code).toBe(200);
    const body = orderRequest(cartId, {
      products: [{ sku: 'CRAB-DZ', qty: 1 }],
      address,
      shipping: { deliveryDate: date },
      paymentMethod: CARD,
    });
    return { customer, giftCard, date, body };
  };

  /** What a cart's order takes: stock, the date's slot, the coupon use, the store credit and the gift card's balance. */
  const holdings = async (cart: Awaited<ReturnType<typeof spendingCart>>) => {
    const { db } = opened;
    const stock = await db.selectFrom('stock_items').select('qty').where('product_id', '=', CRAB).executeTakeFirstOrThrow();
    const slot = await db.selectFrom('delivery_slots').select('booked').where('delivery_date', '=', cart.date).executeTakeFirst();
    const couponUses = await db.selectFrom('coupon_uses').select('order_id').where('holder', '=', `customer:${cart.customer.id}`).execute();
    const creditCents = await balanceOf(db, cart.customer.id);
    const card = await db.selectFrom('gift_cards').select('balance_cents').where('code', '=', cart.giftCard).executeTakeFirstOrThrow();
    return {
      stock: stock.qty,
      slot: slot?.booked ?? 0,
      couponUses: couponUses.length,
      creditCents,
      giftCardCents: card.balance_cents,
    };
  };

  beforeAll(async () => {
    api = await startApi(
      engine,
      { unpaidOrdersOpenLimit: 50, unpaidOrdersPerHour: 50, giftCardIntervalMs: 600_000 },
      { onOrderCommitted: (moment, orderId) => committed.push({ moment, orderId }) },
    );
    ({ opened, cardGateway } = await cardPaymentSuite(api));
  });
  afterAll(() => stopApi(api, opened), 120_000);

  it('takes nothing when the card is declined: the gateway is asked only after every check, and nothing is committed', async () => {
    const cart = await spendingCart('declined');
    const before = await holdings(cart);
    const { token } = await tokenizeCard(cardGateway, { ccnumber: DECLINED_CARD });
    const declined = await call(
      'POST',
      '/api/order',
      { ...cart.body, addressInformation: { ...cart.body.addressInformation, payment_method_additional: { payment_token: token } } },
      cart.customer.token,
    );
    expect(declined.code).toBe(402);
    expect(await holdings(cart)).toEqual(before);
    expect(await opened.db.selectFrom('orders').select('id').where('customer_email', '=', cart.customer.email).execute()).toEqual([]);
  });

  it('gives back stock, slot, coupon, credit and gift card when the payment of an order sent unpaid is declined', async () => {
    const cart = await spendingCart('released');
    const before = await holdings(cart);
    const sent = await call(
      'POST',
      '/api/order',
      { ...cart.body, order_id: `steps-released-${engine.name}`, pay_later: true },
      cart.customer.token,
    );
    expect(sent.code).toBe(200);
    const confirmation = sent.result as Confirmation;
    const held = await holdings(cart);
    expect(held).toEqual({
      stock: before.stock - 1,
      slot: before.slot + 1,
      couponUses: before.couponUses + 1,
      creditCents: 0,
      giftCardCents: 0,
    });
    const { token } = await tokenizeCard(cardGateway, { ccnumber: DECLINED_CARD });
    const declined = await call('POST', '/api/order/pay', {
      ...confirmation.payment_due!.link,
      payment_method_code: CARD,
      payment_method_additional: { payment_token: token },
    });
    expect(declined.code).toBe(402);
    expect(declined.result).toContain('canceled and its items released');
    expect(await holdings(cart)).toEqual(before);
    expect(momentsOf(confirmation.backendOrderId)).toEqual(['placed']);
  });

  it('sets off what follows an order once per committed order: order call, offline replay, pay page', async () => {
    const email = `steps-check-${engine.name}@example.com`;
    const cart = await shippedCart(api, 'CRAB-DZ', testAddress(email));
    const body = orderRequest(cart.cartId, {
      products: [{ sku: 'CRAB-DZ', qty: 1 }],
      address: testAddress(email),
      shipping: { deliveryDate: cart.date },
      paymentMethod: 'checkmo',
    });
    const placed = (await call('POST', '/api/order', body)).result as Confirmation;
    expect((await call('POST', '/api/order', body)).code).toBe(200);
    expect(momentsOf(placed.backendOrderId)).toEqual(['placed']);
    await expect.poll(() => mailsTo(api, email).filter((mail) => mail.subject.includes(placed.orderNumber)).length).toBeGreaterThan(0);

    const offlineEmail = `steps-offline-${engine.name}@example.com`;
    const offlineCart = await shippedCart(api, 'CRAB-DZ', testAddress(offlineEmail));
    const queued = {
      ...orderRequest(offlineCart.cartId, {
        products: [{ sku: 'CRAB-DZ', qty: 1 }],
        address: testAddress(offlineEmail),
        shipping: { deliveryDate: offlineCart.date },
        paymentMethod: CARD,
      }),
      order_id: `steps-offline-${engine.name}`,
      pay_later: true,
    };
    const sent = (await call('POST', '/api/order', queued)).result as Confirmation;
    // The queue sends it again (its answer was lost): the same order, nothing set off twice.
    expect(((await call('POST', '/api/order', queued)).result as Confirmation).backendOrderId).toBe(sent.backendOrderId);
    expect(momentsOf(sent.backendOrderId)).toEqual(['placed']);
    const { token } = await tokenizeCard(cardGateway);
    const pay = { ...sent.payment_due!.link, payment_method_code: CARD, payment_method_additional: { payment_token: token } };
    expect(await call('POST', '/api/order/pay', pay)).toMatchObject({ code: 200, result: { status: 'processing' } });
    expect(await call('POST', '/api/order/pay', pay)).toMatchObject({ code: 200, result: { status: 'processing' } });
    expect(momentsOf(sent.backendOrderId)).toEqual(['placed', 'paid-later']);
  });

  it('sets off what follows a PayPal order once from its return, and once more when a webhook completes its payment', async () => {
    const sandbox = cardGateway.origin;
    const email = `steps-paypal-${engine.name}@example.com`;
    const cart = await shippedCart(api, 'CRAB-DZ', testAddress(email));
    const post = (name: string, body: unknown) =>
      fetch(`${api.baseUrl}/api/ext/paypal/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.json() as Promise<{ success: boolean; token: string; confirmation?: Confirmation }>);
    const set = await post('setExpressCheckout', {
      cart_id: cart.cartId,
      return_url: 'http://localhost:3000/checkout?paypal=return',
      cancel_url: 'http://localhost:3000/checkout?paypal=cancel',
    });
    await fetch(`${sandbox}/checkoutnow/approve`, {
      method: 'POST',
      body: new URLSearchParams({ token: set.token, capture: 'pending' }),
      redirect: 'manual',
    });
    const complete = {
      token: set.token,
      ...orderRequest(cart.cartId, {
        products: [{ sku: 'CRAB-DZ', qty: 1 }],
        address: testAddress(email),
        shipping: { deliveryDate: cart.date },
        paymentMethod: 'paypal_express',
      }),
    };
    const returned = await post('complete', complete);
    expect(returned).toMatchObject({ success: true });
    // The shopper reloads the return page.
    expect(await post('complete', complete)).toMatchObject({ success: true });
    const orderId = returned.confirmation!.backendOrderId;
    await deliveries();
    expect(momentsOf(orderId)).toEqual(['placed']);

    const payment = await opened.db.selectFrom('payments').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const captureId = await captureReference(opened.db, payment.id);
    const settle = () => paypalConsole(sandbox, 'capture', { capture_id: captureId, outcome: 'COMPLETED' });
    expect((await settle()).status).toBe(200);
    await deliveries();
    await expect.poll(() => momentsOf(orderId)).toEqual(['placed', 'payment-completed']);
    expect(await opened.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).toEqual({
      status: 'processing',
    });
    // PayPal says it again: the payment is no longer pending, nothing is set off twice.
    await settle();
    await deliveries();
    expect(momentsOf(orderId)).toEqual(['placed', 'payment-completed']);
  });
});
