import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_CARD_CHANGED } from '../src/order/service.js';
import { adminDb, closeAdminDb, createStaff, storedOrder } from './admin-harness.js';
import { engines, miniCatalogWith, startApi, type RunningApi } from './harness.js';
import {
  approvedPayPal,
  cardSandbox,
  mailsTo as mailsOf,
  orderCart,
  paypalExtension,
  settlePayPalCapture,
  signedUpCustomer,
  testAddress,
  tokenizeCard,
  verifyEmailOf,
} from './fixtures.js';

/**
 * Gift cards: a code per card once the order's payment is captured, the e-card
 * e-mailed to its recipient; check, activate, remove, list and history; partial use keeps a balance.
 */
type Body = { code: number; result: unknown };
type Totals = { grand_total: number; total_segments: Array<{ code: string; value: number; extension_attributes?: unknown }> };

const GIFT_CARD_PRODUCT =
  '{"type":"product","id":110,"sku":"GIFT-E","type_id":"giftcard","name":"E-Gift Card","url_key":"e-gift-card","price":25,"tax_class_id":5,"category_ids":[],"image":"/product/gift.svg","stock":{"qty":0,"manage_stock":false,"is_in_stock":true},"giftcard":{"giftcard_type":1,"amounts":[25,50],"allow_open_amount":false}}';

const address = testAddress;

const catalogWithGiftCard = () => miniCatalogWith([GIFT_CARD_PRODUCT]);

describe.each(engines)('gift cards on $name', (engine) => {
  let api: RunningApi;
  const call = async (method: string, url: string, body?: unknown, token?: string) =>
    (await api.request(method, url, body, token ? { authorization: `Bearer ${token}` } : {})).body as Body;
  const mailsTo = (email: string) => mailsOf(api, email);
  const codeMailedTo = async (email: string) => {
    const code = () =>
      /gift card code:\s+([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(mailsTo(email).at(-1)?.text ?? '')?.[1] ?? '';
    await expect.poll(code, { timeout: 5000 }).not.toBe('');
    return code();
  };

  const cartWith = async (sku: string, option?: unknown, token?: string) => {
    const cartId = (await call('POST', '/api/cart/create', undefined, token)).result as string;
    const item = option ? { sku, qty: 1, product_option: { extension_attributes: { giftcard_item_option: option } } } : { sku, qty: 1 };
    expect((await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: item }, token)).code).toBe(200);
    return cartId;
  };
  const order = (cartId: string, sku: string, email: string, payment: string, token?: string) =>
    orderCart(api, cartId, { email, token, products: [{ sku, qty: 1 }], paymentMethod: payment });
  const signedUp = async (email: string) => (await signedUpCustomer(api, email, { firstname: 'Lis', lastname: 'Ter' })).token;
  const listed = async (token: string) =>
    ((await call('GET', '/api/ext/gift-cards/list', undefined, token)).result as Array<{ code: string; bought: boolean }>).map(
      ({ code, bought }) => ({ code, bought }),
    );
  const totals = async (cartId: string, token?: string) =>
    (await call('GET', `/api/cart/totals?cartId=${cartId}`, undefined, token)).result as Totals;
  const giftSegment = async (cartId: string, token?: string) =>
    (await totals(cartId, token)).total_segments.find((s) => s.code === 'mageworx_giftcards');

  /** An e-card ($50 unless said) bought with a check (by a guest unless a buyer signs in), its payment then recorded by staff (captured). */
  const boughtCard = async (recipient: string, amount = 50, buyer?: { email: string; token: string }) => {
    const option = {
      giftcard_amount: amount,
      giftcard_recipient_name: 'Robin',
      giftcard_recipient_email: recipient,
      giftcard_sender_name: 'Sam',
      giftcard_message: 'Happy crab season!',
    };
    const cartId = await cartWith('GIFT-E', option, buyer?.token);
    expect((await order(cartId, 'GIFT-E', buyer?.email ?? 'buyer@example.com', 'checkmo', buyer?.token)).code).toBe(200);
    const { db } = await adminDb(api);
    const payment = await db.selectFrom('payments').select('id').where('cart_id', '=', cartId).executeTakeFirstOrThrow();
    return { cartId, paymentId: payment.id };
  };

  beforeAll(async () => {
    api = await startApi(engine, { seedFile: catalogWithGiftCard(), giftCardIntervalMs: 100 });
  });
  afterAll(async () => {
    await closeAdminDb(api);
    await api?.stop();
  });

  it('issues a code once the payment is captured and e-mails the e-card to its recipient', async () => {
    const recipient = 'robin@example.com';
    const { paymentId } = await boughtCard(recipient);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(mailsTo(recipient)).toHaveLength(0);

    await api.app.paymentService.capture(paymentId);
    const code = await codeMailedTo(recipient);
    const mail = mailsTo(recipient).at(-1);
    expect(mail?.subject).toBe('Sam sent you a $50.00 Test Shore gift card');
    expect(mail?.text).toContain('"Happy crab season!"');
    expect(await call('GET', `/api/ext/gift-cards/check/${code.toLowerCase().replace(/-/g, '')}`)).toEqual({
      code: 200,
      result: { code, balance: 50, initial_value: 50, currency: 'USD', status: 'active', expires_at: null },
    });
  });

  it('pays part of an order, keeps the rest, and shows its history', async () => {
    const recipient = 'partial@example.com';
    const { paymentId } = await boughtCard(recipient);
    await api.app.paymentService.capture(paymentId);
    const code = await codeMailedTo(recipient);

    const cartId = await cartWith('SIDE-CORN');
    expect(await call('POST', `/api/ext/gift-cards/activate/${code}?cartId=${cartId}`)).toEqual({
      code: 200,
      result: 'Gift card successfully added!',
    });
    expect((await giftSegment(cartId))?.value).toBeLessThan(0);
    const ordered = await order(cartId, 'SIDE-CORN', recipient, 'free');
    expect(ordered.code).toBe(200);
    const placed = await storedOrder(api, (ordered.result as { orderNumber: string }).orderNumber);
    expect(placed.grand_total_cents).toBe(0);
    const spent = placed.gift_card_cents / 100;
    expect(spent).toBeGreaterThan(0);
    expect(spent).toBeLessThan(50);

    const check = (await call('GET', `/api/ext/gift-cards/check/${code}`)).result as { balance: number };
    expect(check.balance).toBeCloseTo(50 - spent, 2);
    const history = (await call('GET', `/api/ext/gift-cards/history/${code}`)).result as {
      items: Array<{ action: string; amount: number }>;
    };
    expect(history.items.map((item) => item.action)).toEqual(['used', 'issued']);
    expect(history.items[0].amount).toBeCloseTo(-spent, 2);
  });

  it('is removed from a cart, refuses unknown codes, and lists a customer own cards', async () => {
    const recipient = 'lister@example.com';
    const token = await signedUp(recipient);
    const { paymentId } = await boughtCard(recipient);
    await api.app.paymentService.capture(paymentId);
    const code = await codeMailedTo(recipient);

    // The recipient applies the mailed code signed in: from then on the card is in their account.
    const cartId = await cartWith('SIDE-CORN', undefined, token);
    await call('POST', `/api/ext/gift-cards/activate/${code}?cartId=${cartId}`, undefined, token);
    expect(await call('POST', `/api/ext/gift-cards/remove/${code}?cartId=${cartId}`, undefined, token)).toEqual({
      code: 200,
      result: 'Gift card successfully removed!',
    });
    expect(await giftSegment(cartId, token)).toBeUndefined();
    expect(await call('GET', '/api/ext/gift-cards/check/AAAA-BBBB-CCCC-DDDD')).toMatchObject({
      code: 404,
      result: { errorMessage: 'This gift card code is not valid.' },
    });
    expect((await call('GET', '/api/ext/gift-cards/list')).code).toBe(401);
    const list = (await call('GET', '/api/ext/gift-cards/list', undefined, token)).result as Array<{
      code: string;
      recipient_name: string;
    }>;
    expect(list).toEqual([expect.objectContaining({ code, recipient_name: 'Robin', balance: 50 })]);
  });

  /** Spends from the card on a corn order (overnight shipping), paid by `payment` for what the card does not cover. */
  const spend = async (code: string, email: string, payment: string) => {
    const cartId = await cartWith('SIDE-CORN');
    await call('POST', `/api/ext/gift-cards/activate/${code}?cartId=${cartId}`);
    expect((await order(cartId, 'SIDE-CORN', email, payment)).code).toBe(200);
  };
  const orderOfCart = async (cartId: string) => {
    const { db } = await adminDb(api);
    const placed = await db.selectFrom('orders').select('id').where('cart_id', '=', cartId).executeTakeFirstOrThrow();
    const item = await db.selectFrom('order_items').select('id').where('order_id', '=', placed.id).executeTakeFirstOrThrow();
    return { orderId: placed.id, itemId: item.id };
  };
  const checkOf = async (code: string) =>
    (await call('GET', `/api/ext/gift-cards/check/${code}`)).result as { balance: number; status: string };

  it('refunding a gift-card line takes back only what is left on the card, and refuses a card spent in full', async () => {
    const manager = await createStaff(api, 'manager');
    const refund = (orderId: number, itemId: number) =>
      api.request(
        'POST',
        `/api/admin/orders/${orderId}/refund`,
        { lines: [{ orderItemId: itemId, qty: 1 }], to: 'original', reason: 'not wanted' },
        manager.headers,
      );

    const kept = await boughtCard('kept@example.com', 50);
    await api.app.paymentService.capture(kept.paymentId);
    const keptCode = await codeMailedTo('kept@example.com');
    await spend(keptCode, 'kept@example.com', 'free');
    const left = (await checkOf(keptCode)).balance;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(50);
    const { orderId, itemId } = await orderOfCart(kept.cartId);
    const refunded = await refund(orderId, itemId);
    expect(refunded.body.code, JSON.stringify(refunded.body)).toBe(200);
    expect((refunded.body.result as { refunded_cents: number }).refunded_cents).toBe(Math.round(left * 100));
    expect(await checkOf(keptCode)).toMatchObject({ balance: 0, status: 'disabled' });
    const history = (await call('GET', `/api/ext/gift-cards/history/${keptCode}`)).result as {
      items: Array<{ action: string; amount: number; balance: number }>;
    };
    expect(history.items[0]).toMatchObject({ action: 'refunded', amount: -left, balance: 0 });
    const cartId = await cartWith('SIDE-CORN');
    expect((await call('POST', `/api/ext/gift-cards/activate/${keptCode}?cartId=${cartId}`)).code).toBe(400);

    const spent = await boughtCard('spent@example.com', 25);
    await api.app.paymentService.capture(spent.paymentId);
    const spentCode = await codeMailedTo('spent@example.com');
    await spend(spentCode, 'spent@example.com', 'cashondelivery');
    expect((await checkOf(spentCode)).balance).toBe(0);
    const ofSpent = await orderOfCart(spent.cartId);
    const refused = await refund(ofSpent.orderId, ofSpent.itemId);
    expect(refused.body.code).toBe(409);
    expect(refused.body.result).toBe(
      `Gift card …${spentCode.slice(-4)} has been spent already, so there is nothing to give back for it: a gift card is refunded only as far as it is unspent (it is disabled either way).`,
    );
  });

  it('a refund made at the card gateway takes back what is left on the cards its order bought', async () => {
    const cartId = await cartWith('GIFT-E', { giftcard_amount: 50, giftcard_recipient_email: 'gateway@example.com' });
    const sandbox = await cardSandbox(api, cartId);
    const { token } = await tokenizeCard(sandbox);
    const methodsBody = { payment_method_additional: { payment_token: token } };
    const placed = await call('POST', '/api/order', {
      cart_id: cartId,
      products: [{ sku: 'GIFT-E', qty: 1 }],
      addressInformation: { billingAddress: address('buyer@example.com'), payment_method_code: 'rootways_nmi_option', ...methodsBody },
    });
    expect(placed.code).toBe(200);
    const code = await codeMailedTo('gateway@example.com');
    const { db } = await adminDb(api);
    const payment = await db.selectFrom('payments').selectAll().where('cart_id', '=', cartId).executeTakeFirstOrThrow();
    const settle = () => api.app.paymentGateways.sandbox?.settleWebhooks();
    await settle();

    const consoleRefund = await fetch(`${sandbox.origin}/sandbox/nmi/console`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'refund', transactionid: payment.gateway_reference }),
    });
    expect(consoleRefund.status).toBe(200);
    await settle();
    expect(await checkOf(code)).toMatchObject({ balance: 0, status: 'disabled' });
    const history = (await call('GET', `/api/ext/gift-cards/history/${code}`)).result as {
      items: Array<{ action: string; amount: number }>;
    };
    expect(history.items.map((item) => [item.action, item.amount])).toEqual([
      ['refunded', -50],
      ['issued', 50],
    ]);
    const webhook = await db
      .selectFrom('payment_webhooks')
      .select('outcome')
      .where('payment_id', '=', payment.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(webhook.outcome).toBe('refunded in whole, 50.00 in all; gift cards taken back: 1 (50.00 unspent)');
  });

  it('a gift card paid by PayPal with a PENDING capture is issued only once PayPal completes the payment', async () => {
    const recipient = 'pending@example.com';
    const cartId = await cartWith('GIFT-E', { giftcard_amount: 25, giftcard_recipient_email: recipient });
    const sandbox = api.app.paymentGateways.sandbox?.internalOrigin ?? '';
    const token = await approvedPayPal(api, sandbox, cartId, { capture: 'pending' });
    const done = await paypalExtension(api, 'complete', {
      token,
      cart_id: cartId,
      products: [{ sku: 'GIFT-E', qty: 1 }],
      addressInformation: { billingAddress: address('buyer@example.com') },
    });
    expect(done.body.success).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const { db } = await adminDb(api);
    const { orderId } = await orderOfCart(cartId);
    expect(await db.selectFrom('gift_cards').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
    expect(mailsTo(recipient)).toHaveLength(0);

    const payment = await db.selectFrom('payments').select('id').where('cart_id', '=', cartId).executeTakeFirstOrThrow();
    await settlePayPalCapture(api, db, sandbox, payment.id, 'COMPLETED');
    expect((await checkOf(await codeMailedTo(recipient))).balance).toBe(25);
  });

  it("lists a card to its buyer and to whoever applied its code signed in, never to an account holding the recipient's address", async () => {
    const recipient = `friend-${engine.name}@example.net`;
    // Someone registers the recipient's address before the card is even bought.
    const squatter = await signedUp(recipient);
    const buyer = { email: `giver-${engine.name}@example.com`, token: await signedUp(`giver-${engine.name}@example.com`) };
    const { paymentId } = await boughtCard(recipient, 25, buyer);
    await api.app.paymentService.capture(paymentId);
    const code = await codeMailedTo(recipient);

    expect(await listed(squatter)).toEqual([]);
    // Not even once the address is verified: the e-mail is the only way a recipient gets a code.
    await verifyEmailOf(api, recipient);
    expect(await listed(squatter)).toEqual([]);
    expect(await listed(buyer.token)).toEqual([{ code, bought: true }]);

    const activator = await signedUp(`activator-${engine.name}@example.com`);
    expect(await listed(activator)).toEqual([]);
    const cartId = await cartWith('SIDE-CORN', undefined, activator);
    expect((await call('POST', `/api/ext/gift-cards/activate/${code}?cartId=${cartId}`, undefined, activator)).code).toBe(200);
    expect(await listed(activator)).toEqual([{ code, bought: false }]);
    expect(await listed(squatter)).toEqual([]);
  });

  it('never spends more than a card holds when orders race for it, and a staff cancel gives the amount back', async () => {
    const recipient = 'race@example.com';
    const { paymentId } = await boughtCard(recipient, 25);
    await api.app.paymentService.capture(paymentId);
    const code = await codeMailedTo(recipient);
    // With overnight shipping each order alone would spend all of the $25 card; together they would overdraw it.
    const carts = [await cartWith('SIDE-CORN'), await cartWith('SIDE-CORN')];
    for (const cartId of carts) await call('POST', `/api/ext/gift-cards/activate/${code}?cartId=${cartId}`);
    const answers = await Promise.all(carts.map((cartId) => order(cartId, 'SIDE-CORN', recipient, 'cashondelivery')));
    for (const answer of answers) {
      expect([200, 409]).toContain(answer.code);
      if (answer.code === 409) expect(answer.result).toBe(GIFT_CARD_CHANGED);
    }
    const { db } = await adminDb(api);
    const card = await db.selectFrom('gift_cards').select(['id', 'balance_cents']).where('code', '=', code).executeTakeFirstOrThrow();
    const used = await db
      .selectFrom('gift_card_history')
      .select('amount_cents')
      .where('gift_card_id', '=', card.id)
      .where('action', '=', 'used')
      .execute();
    expect(card.balance_cents).toBeGreaterThanOrEqual(0);
    expect(2500 + used.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(card.balance_cents);

    const placed = await db
      .selectFrom('orders')
      .select(['id', 'gift_card_cents'])
      .where('cart_id', 'in', carts)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const manager = await createStaff(api, 'manager');
    expect((await api.request('POST', `/api/admin/orders/${placed.id}/cancel`, { reason: 'test' }, manager.headers)).body.code).toBe(200);
    const after = await db.selectFrom('gift_cards').select('balance_cents').where('id', '=', card.id).executeTakeFirstOrThrow();
    expect(after.balance_cents).toBe(card.balance_cents + placed.gift_card_cents);
  });
});
