import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tomorrowInShopTime } from '../src/order/packing-list/packing-list.js';
import { availableDeliveryDates, DEFAULT_SHIPPING } from '../src/delivery/index.js';
import { engines, envelopeCall, suiteApi } from './harness.js';
import { adminDb, type TestStaff, auditRows, suiteStaff } from './admin-harness.js';
import { cardSandbox, type CardSandbox, paypalExtension, placeOrder, testAddress, tokenizeCard } from './fixtures.js';

type OutboxMail = { to: string; subject: string; text: string };
interface OrderDetail {
  id: number;
  increment_id: string;
  status: string;
  payment_state: string;
  allowed: string[];
  items: Array<{
    id: number;
    sku: string;
    name: string;
    qty: number;
    qty_refunded: number;
    row_total_incl_tax_cents: number;
    discount_cents: number;
  }>;
  payments: Array<{ state: string; amount_cents: number; refunded_cents: number; gateway_reference: string }>;
  shipments: Array<{ carrier: string; track_number: string }>;
  refunds: Array<{ amount_cents: number; destination: string; lines: Array<{ qty: number }> }>;
  history: Array<{ kind: string; from_status: string | null; to_status: string | null; note: string; staff_name: string | null }>;
  paid_cents: number;
  refunded_cents: number;
  refundable_cents: number;
  grand_total_cents: number;
  shipping_cents: number;
}

const address = testAddress('jane.orders@example.com');

describe.each(engines)('back office orders on $name', (engine) => {
  const api = suiteApi(engine);
  const staff = suiteStaff(api, ['owner', 'manager', 'packer']);
  let cardGateway: CardSandbox;
  let sandbox = '';
  let customerToken = '';
  let dates: string[] = [];

  const call = envelopeCall(api);
  const as = (who: TestStaff) => who.headers;
  const asCustomer = () => ({ authorization: `Bearer ${customerToken}` });
  /** A refund asked by this staff member (a manager unless said); answers the envelope. */
  const refund = (id: number, body: Record<string, unknown>, who: TestStaff = staff.manager) =>
    call('POST', `/api/admin/orders/${id}/refund`, body, as(who));
  const detail = async (id: number, who: TestStaff = staff.manager) =>
    (await call('GET', `/api/admin/orders/${id}`, undefined, as(who))).result as OrderDetail;
  const outbox = (): OutboxMail[] => {
    const dir = api.config.mailOutboxDir;
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => {
        try {
          return [JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as OutboxMail];
        } catch {
          return []; // still being written
        }
      });
  };
  const waitForMail = async (match: (mail: OutboxMail) => boolean) => {
    for (let i = 0; i < 50; i++) {
      const found = outbox().find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('mail not sent');
  };
  const sandboxReport = async () =>
    (await (await fetch(`${sandbox}/sandbox/nmi/transactions`)).json()) as {
      transactions: Array<{ transactionid: string; type: string; condition: string; amount?: string }>;
    };
  const tokenize = async () => (await tokenizeCard(cardGateway)).token;
  const stockOf = async (productId: number) => {
    const { db } = await adminDb(api);
    return (await db.selectFrom('stock_items').select('qty').where('product_id', '=', productId).executeTakeFirstOrThrow()).qty;
  };

  /** Places an order (as the signed-in customer) and answers its id. */
  const placeOrderFor = async (
    lines: Array<{ sku: string; qty: number }>,
    payment: 'card' | 'cashondelivery',
    date = dates[0],
  ): Promise<number> => {
    const { orderId } = await placeOrder(api, {
      email: address.email,
      token: customerToken,
      products: lines.map((line) => ({ ...line, price: 0.01, price_incl_tax: 0.01 })),
      lines,
      deliveryDate: date,
      paymentMethod: payment === 'card' ? 'rootways_nmi_option' : 'cashondelivery',
      paymentAdditional: payment === 'card' ? { payment_token: await tokenize() } : {},
      extra: { user_id: '' },
    });
    return orderId;
  };

  beforeAll(async () => {
    const { db } = await adminDb(api);
    await db.updateTable('stock_items').set({ qty: 1000 }).where('product_id', 'in', [101, 106]).execute();
    const cartId = (await call('POST', '/api/cart/create')).result as string;
    await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'SIDE-CORN', qty: 1 } });
    cardGateway = await cardSandbox(api, cartId);
    sandbox = cardGateway.origin;
    const shipping = (await call('POST', `/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'US' } }))
      .result as Array<{
      extension_attributes: { delivery_dates: Array<{ date: string }> };
    }>;
    // Weekdays only: Saturday deliveries cost extra.
    dates = shipping[0].extension_attributes.delivery_dates
      .map((d) => d.date)
      .filter((date) => new Date(`${date}T12:00:00Z`).getUTCDay() !== 6);
    await call('POST', '/api/user/create', {
      customer: { email: address.email, firstname: 'Jane', lastname: 'Doe' },
      password: 'crabcakes-4-all',
    });
    customerToken = (await call('POST', '/api/user/login', { username: address.email, password: 'crabcakes-4-all' })).result as string;
  });

  it('starts a card-paid order in processing and e-mails the shop', async () => {
    const id = await placeOrderFor([{ sku: 'CRAB-DZ', qty: 1 }], 'card');
    const order = await detail(id);
    expect(order).toMatchObject({ status: 'processing', payment_state: 'captured', allowed: ['packed', 'canceled'] });
    expect(order.history).toMatchObject([{ from_status: null, to_status: 'processing' }]);
    const mail = await waitForMail((m) => m.subject === `New order #${order.increment_id}`);
    expect(mail.to).toBe(api.config.shopEmail);
    expect(mail.text).toContain('CRAB-DZ');

    const list = (await call('GET', `/api/admin/orders?q=${order.increment_id}&status=processing`, undefined, as(staff.packer))).result as {
      items: Array<{ id: number; customer_name: string; items_count: number }>;
      total: number;
    };
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ id, customer_name: 'Jane Doe', items_count: 1 });
    const byName = (await call('GET', '/api/admin/orders?q=jane%20doe&pageSize=1', undefined, as(staff.owner))).result as {
      items: unknown[];
      total: number;
    };
    expect(byName.items).toHaveLength(1);
    expect(byName.total).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/api/admin/orders?pageSize=500', undefined, as(staff.owner))).code).toBe(400);
    expect((await call('GET', '/api/admin/orders?status=lost', undefined, as(staff.owner))).code).toBe(400);
  });

  it('runs the workflow: the packer packs and ships, the customer sees the shipment, a manager completes', async () => {
    const id = await placeOrderFor([{ sku: 'CRAB-DZ', qty: 1 }], 'card');
    expect((await detail(id, staff.packer)).allowed).toEqual(['packed']);
    expect(await refund(id, { whole: true, to: 'original', reason: 'x' }, staff.packer)).toMatchObject({
      code: 403,
      result: 'Your role does not allow this.',
    });
    expect((await call('POST', `/api/admin/orders/${id}/cancel`, { reason: 'x' }, as(staff.packer))).code).toBe(403);
    expect((await call('POST', `/api/admin/orders/${id}/ship`, { carrier: 'UPS', trackingNumber: '1Z999' }, as(staff.packer))).code).toBe(
      409,
    );
    expect((await call('POST', `/api/admin/orders/${id}/status`, { status: 'packed' }, as(staff.packer))).result).toMatchObject({
      status: 'packed',
      allowed: ['shipped'],
    });
    expect((await call('POST', `/api/admin/orders/${id}/ship`, { carrier: 'UPS', trackingNumber: '' }, as(staff.packer))).code).toBe(400);
    const shipped = (
      await call('POST', `/api/admin/orders/${id}/ship`, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }, as(staff.packer))
    ).result as OrderDetail;
    expect(shipped).toMatchObject({
      status: 'shipped',
      shipments: [{ carrier: 'UPS', track_number: '1Z999AA10123456784', label: false, service: null, cost_cents: null }],
    });
    expect((await call('POST', `/api/admin/orders/${id}/status`, { status: 'complete' }, as(staff.packer))).code).toBe(403);
    const mail = await waitForMail((m) => m.subject.includes(`${shipped.increment_id} has shipped`));
    expect(mail.to).toBe(address.email);
    expect(mail.text).toContain('1Z999AA10123456784');

    const history = (await call('GET', '/api/user/order-history', undefined, asCustomer())).result as {
      items: Array<{ entity_id: number; status: string; extension_attributes: { shipments: Array<Record<string, string>> } }>;
    };
    const mine = history.items.find((item) => item.entity_id === id);
    expect(mine?.status).toBe('shipped');
    expect(mine?.extension_attributes.shipments).toEqual([
      { carrier: 'UPS', track_number: '1Z999AA10123456784', shipped_at: expect.any(String) },
    ]);

    expect((await call('POST', `/api/admin/orders/${id}/status`, { status: 'complete' }, as(staff.manager))).result).toMatchObject({
      status: 'complete',
      allowed: [],
    });
    expect((await call('POST', `/api/admin/orders/${id}/cancel`, { reason: 'too late' }, as(staff.manager))).code).toBe(409);
    const log = (await call('GET', `/api/admin/audit?entityType=order&entityId=${id}`, undefined, as(staff.owner))).result as {
      items: Array<{ action: string; staff_id: number; before: unknown; after: unknown }>;
    };
    expect(log.items.map((entry) => entry.action)).toEqual(['order.status', 'order.ship', 'order.status']);
    expect(log.items[1]).toMatchObject({
      staff_id: staff.packer.id,
      before: { status: 'packed' },
      after: { status: 'shipped', carrier: 'UPS' },
    });
  });

  it('cancels a card order: voids the sale at the gateway and puts the stock back', async () => {
    const before = await stockOf(101);
    const id = await placeOrderFor([{ sku: 'CRAB-DZ', qty: 2 }], 'card');
    expect(await stockOf(101)).toBe(before - 2);
    const canceled = (await call('POST', `/api/admin/orders/${id}/cancel`, { reason: 'customer called' }, as(staff.manager)))
      .result as OrderDetail;
    expect(canceled).toMatchObject({ status: 'canceled', payment_state: 'voided', allowed: [] });
    expect(await stockOf(101)).toBe(before);
    const transaction = (await sandboxReport()).transactions.find((t) => t.transactionid === canceled.payments[0].gateway_reference);
    expect(transaction?.condition).toBe('canceled');
    const audit = await auditRows(api, 'order', id);
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0].after ?? '{}')).toMatchObject({ status: 'canceled', payment_state: 'voided' });
    expect((await refund(id, { whole: true, to: 'original', reason: 'again' })).code).toBe(409);
    // The customer is told by default: the shop's apology and the money going back, not the staff's reason.
    const mail = await waitForMail((sent) => sent.subject.includes(`order ${canceled.increment_id} is canceled`));
    expect(mail.text).toContain(`we are sorry: we had to cancel your Test Shore order ${canceled.increment_id}.`);
    expect(mail.text).toMatch(/What you paid, \$[\d,]+\.\d\d, goes back in full/);
    expect(mail.text).not.toContain('customer called');
  });

  it('refunds a line to the card and one to store credit, never more than was paid', async () => {
    const id = await placeOrderFor(
      [
        { sku: 'CRAB-DZ', qty: 2 },
        { sku: 'SIDE-CORN', qty: 1 },
      ],
      'card',
    );
    const order = await detail(id);
    const crab = order.items.find((item) => item.sku === 'CRAB-DZ');
    const corn = order.items.find((item) => item.sku === 'SIDE-CORN');
    if (!crab || !corn) throw new Error('lines missing');
    const oneCrab = Math.round((crab.row_total_incl_tax_cents - crab.discount_cents) / 2);

    const toCard = (await refund(id, { lines: [{ orderItemId: crab.id, qty: 1 }], to: 'original', reason: 'one was cracked' }))
      .result as OrderDetail;
    expect(toCard.refunded_cents).toBe(oneCrab);
    expect(toCard.payments[0]).toMatchObject({ state: 'captured', refunded_cents: oneCrab });
    expect(toCard.items.find((item) => item.id === crab.id)?.qty_refunded).toBe(1);
    const refunds = (await sandboxReport()).transactions.filter((t) => t.type === 'refund');
    expect(refunds.length).toBeGreaterThanOrEqual(1);

    const cornCents = corn.row_total_incl_tax_cents - corn.discount_cents;
    const toCredit = (await refund(id, { lines: [{ orderItemId: corn.id, qty: 1 }], to: 'store_credit', reason: 'out of corn' }))
      .result as OrderDetail;
    expect(toCredit.refunded_cents).toBe(oneCrab + cornCents);
    const { db } = await adminDb(api);
    const credit = await db.selectFrom('store_credit_transactions').selectAll().where('order_id', '=', id).execute();
    expect(credit).toMatchObject([{ amount_cents: cornCents, balance_after_cents: cornCents, staff_id: staff.manager.id }]);

    // The crab line has one unit left; two are too many.
    expect((await refund(id, { lines: [{ orderItemId: crab.id, qty: 2 }], to: 'original', reason: 'x' })).code).toBe(409);
    // Two whole-order refunds at once: one gives back what is left, the other finds nothing left.
    const raced = await Promise.all([
      refund(id, { whole: true, to: 'original', reason: 'all of it' }),
      refund(id, { whole: true, to: 'store_credit', reason: 'all of it' }, staff.owner),
    ]);
    expect(raced.map((answer) => answer.code).sort()).toEqual([200, 409]);
    const final = await detail(id);
    expect(final.refunded_cents).toBe(final.grand_total_cents);
    expect(final.refundable_cents).toBe(0);
    expect((await refund(id, { lines: [{ orderItemId: crab.id, qty: 1 }], to: 'store_credit', reason: 'x' })).code).toBe(409);
    const audits = await auditRows(api, 'order', id);
    expect(audits.map((row) => row.action)).toEqual(['order.refund', 'order.refund', 'order.refund']);
  });

  it('previews a refund without giving anything, confirms its amount, mails the customer and shows it in the list and history', async () => {
    const id = await placeOrderFor([{ sku: 'CRAB-DZ', qty: 2 }], 'card');
    const crab = (await detail(id)).items[0];
    const oneCrab = { lines: [{ orderItemId: crab.id, qty: 1 }], shipping: true, to: 'original' };
    // All quantities at 0 choose nothing: a validation error, never a refund of the whole order.
    const zeros = await refund(id, { lines: [{ orderItemId: crab.id, qty: 0 }], to: 'original', reason: 'x' });
    expect(zeros.code).toBe(400);
    expect(JSON.stringify(zeros.result)).toContain('Choose the units to refund, an amount, or refund the whole order.');
    expect((await refund(id, { to: 'original', reason: 'x' })).code).toBe(400);
    expect((await refund(id, { whole: true, amountCents: 100, to: 'original', reason: 'x' })).code).toBe(400);

    const preview = await call('POST', `/api/admin/orders/${id}/refund/preview`, oneCrab, as(staff.manager));
    const lineCents = Math.round((crab.row_total_incl_tax_cents - crab.discount_cents) / 2);
    const shipping = (await detail(id)).shipping_cents;
    expect(preview).toMatchObject({
      code: 200,
      result: {
        amount_cents: lineCents + shipping,
        lines: [{ order_item_id: crab.id, qty: 1, amount_cents: lineCents }],
        shipping_cents: shipping,
        to: 'original',
      },
    });
    const untouched = await detail(id);
    expect(untouched).toMatchObject({ refunded_cents: 0, refunds: [], payment_state: 'captured' });
    expect(
      (await sandboxReport()).transactions.filter(
        (t) => t.type === 'refund' && t.transactionid === untouched.payments[0].gateway_reference,
      ),
    ).toEqual([]);

    const previewed = (preview.result as { amount_cents: number }).amount_cents;
    expect((await refund(id, { ...oneCrab, reason: 'cracked', confirmedCents: previewed + 1 })).code).toBe(409);
    const done = (await refund(id, { ...oneCrab, reason: 'cracked', confirmedCents: previewed })).result as OrderDetail;
    expect(done).toMatchObject({ refunded_cents: previewed, payment_state: 'partially_refunded' });
    const entry = done.history.find((row) => row.kind === 'refund');
    expect(entry).toMatchObject({
      staff_name: expect.any(String),
      note: 'cracked',
      refund: { amount_cents: previewed, lines: [{ qty: 1 }] },
    });
    const mail = await waitForMail((m) => m.to === address.email && m.subject.includes(done.increment_id) && m.subject.includes('refund'));
    expect(mail.text).toContain(`1 x ${crab.name}`);
    expect(mail.text).toMatch(/we refunded \$[\d,.]+ of your order/);

    const listed = async (state: string) =>
      (await call('GET', `/api/admin/orders?paymentState=${state}&pageSize=100`, undefined, as(staff.manager))).result as {
        items: Array<{ id: number; payment_state: string }>;
      };
    expect((await listed('partially_refunded')).items.find((row) => row.id === id)?.payment_state).toBe('partially_refunded');
    expect((await listed('captured')).items.some((row) => row.id === id)).toBe(false);
    expect((await refund(id, { whole: true, to: 'store_credit', reason: 'all of it' })).code).toBe(200);
    expect((await detail(id)).payment_state).toBe('refunded');
    expect((await listed('refunded')).items.find((row) => row.id === id)?.payment_state).toBe('refunded');
  });

  it('cancels after a partial refund by refunding only the rest, and never gives back more when a refund races the cancel', async () => {
    const id = await placeOrderFor([{ sku: 'CRAB-DZ', qty: 2 }], 'card');
    const crab = (await detail(id)).items[0];
    expect((await refund(id, { lines: [{ orderItemId: crab.id, qty: 1 }], to: 'store_credit', reason: 'late' })).code).toBe(200);
    const canceled = (await call('POST', `/api/admin/orders/${id}/cancel`, { reason: 'customer called' }, as(staff.manager)))
      .result as OrderDetail;
    expect(canceled).toMatchObject({ status: 'canceled', payment_state: 'refunded', refundable_cents: 0 });
    expect(canceled.refunded_cents).toBe(canceled.grand_total_cents);
    expect(canceled.payments[0].refunded_cents).toBe(canceled.grand_total_cents - canceled.refunds[0].amount_cents);
    const refundAtGateway = (await sandboxReport()).transactions.filter((t) => t.type === 'refund');
    expect(refundAtGateway.length).toBeGreaterThanOrEqual(1);

    const raced = await placeOrderFor([{ sku: 'CRAB-DZ', qty: 1 }], 'card');
    const answers = await Promise.all([
      call('POST', `/api/admin/orders/${raced}/cancel`, { reason: 'race' }, as(staff.manager)),
      refund(raced, { whole: true, to: 'store_credit', reason: 'race' }, staff.owner),
    ]);
    expect(answers[0].code).toBe(200);
    const after = await detail(raced);
    expect(after.status).toBe('canceled');
    expect(after.refunded_cents).toBe(after.grand_total_cents);
  });

  it('cancels a cash-on-delivery order by voiding its open payment', async () => {
    const id = await placeOrderFor([{ sku: 'SIDE-CORN', qty: 1 }], 'cashondelivery');
    expect(await detail(id)).toMatchObject({ status: 'processing', payment_state: 'pending', paid_cents: 0 });
    expect((await refund(id, { whole: true, to: 'original', reason: 'nothing paid' })).code).toBe(409);
    const body = { reason: 'no answer', customerMessage: 'We could not reach you to arrange the delivery.' };
    const canceled = (await call('POST', `/api/admin/orders/${id}/cancel`, body, as(staff.owner))).result as OrderDetail;
    expect(canceled).toMatchObject({ status: 'canceled', payment_state: 'voided', refunds: [] });
    const mail = await waitForMail((sent) => sent.subject.includes(`order ${canceled.increment_id} is canceled`));
    expect(mail.text).toContain('A word from us: We could not reach you to arrange the delivery.');
    expect(mail.text).toContain('You were not charged for this order');
    expect(mail.text).not.toContain('What you paid');
  });

  it('cancels without mailing the customer when staff say so', async () => {
    const id = await placeOrderFor([{ sku: 'SIDE-CORN', qty: 1 }], 'cashondelivery');
    const body = { reason: 'the customer asked by phone', notifyCustomer: false };
    const canceled = (await call('POST', `/api/admin/orders/${id}/cancel`, body, as(staff.manager))).result as OrderDetail;
    expect(canceled).toMatchObject({ status: 'canceled' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outbox().filter((sent) => sent.subject.includes(`order ${canceled.increment_id} is canceled`))).toHaveLength(0);
  });

  it('cancels a PayPal order by refunding its capture (PayPal captures cannot be voided)', async () => {
    const shopOrigin = 'http://localhost:3000';
    const paypal = async (name: string, body: unknown) =>
      (await paypalExtension<{ success: boolean; token?: string; order_id?: string }>(api, name, body)).body;
    const cartId = (await call('POST', '/api/cart/create')).result as string;
    expect((await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'CRAB-DZ', qty: 1 } })).code).toBe(200);
    await call('POST', `/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: { ...address, extension_attributes: { delivery_date: dates[0] } },
        billingAddress: address,
        shippingCarrierCode: 'shoreline',
        shippingMethodCode: 'overnight',
      },
    });
    const started = await paypal('setExpressCheckout', {
      cart_id: cartId,
      return_url: `${shopOrigin}/checkout/paypal/return`,
      cancel_url: `${shopOrigin}/checkout/paypal/cancel`,
    });
    const token = started.token ?? '';
    expect(token).not.toBe('');
    const approved = await fetch(`${sandbox}/checkoutnow/approve`, {
      method: 'POST',
      body: new URLSearchParams({ token }),
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    const done = await paypal('complete', {
      token,
      user_id: '',
      cart_id: cartId,
      products: [{ sku: 'CRAB-DZ', qty: 1, price: 0.01, price_incl_tax: 0.01 }],
      addressInformation: {
        billingAddress: address,
        shippingAddress: { ...address, extension_attributes: { delivery_date: dates[0] } },
        shipping_method_code: 'overnight',
        shipping_carrier_code: 'shoreline',
        payment_method_code: 'paypal_express',
        payment_method_additional: {},
      },
    });
    expect(done.success).toBe(true);
    const { db } = await adminDb(api);
    const { id } = await db.selectFrom('orders').select('id').where('cart_id', '=', cartId).executeTakeFirstOrThrow();
    expect(await detail(id)).toMatchObject({ status: 'processing', payment_state: 'captured' });
    const canceled = (await call('POST', `/api/admin/orders/${id}/cancel`, { reason: 'sold out of jumbos' }, as(staff.manager)))
      .result as OrderDetail;
    expect(canceled).toMatchObject({ status: 'canceled', payment_state: 'refunded', refundable_cents: 0 });
    expect(canceled.payments[0]).toMatchObject({ state: 'refunded', refunded_cents: canceled.grand_total_cents });
    const events = await db
      .selectFrom('payment_events')
      .select(['kind', 'gateway_reference'])
      .where('payment_id', '=', (await db.selectFrom('payments').select('id').where('order_id', '=', id).executeTakeFirstOrThrow()).id)
      .execute();
    expect(events.filter((event) => event.kind === 'refund' && event.gateway_reference)).toHaveLength(1);
  });

  it('lists what to pack for a delivery date, with per-sku totals', async () => {
    const date = dates[1] ?? dates[0];
    const { db } = await adminDb(api);
    // Only this test's orders are due on the date.
    await db.updateTable('orders').set({ delivery_date: '2000-01-01' }).where('delivery_date', '=', date).execute();
    await placeOrderFor([{ sku: 'CRAB-DZ', qty: 2 }], 'cashondelivery', date);
    const second = await placeOrderFor(
      [
        { sku: 'CRAB-DZ', qty: 1 },
        { sku: 'SIDE-CORN', qty: 3 },
      ],
      'cashondelivery',
      date,
    );
    const canceled = await placeOrderFor([{ sku: 'CRAB-DZ', qty: 5 }], 'cashondelivery', date);
    expect((await call('POST', `/api/admin/orders/${canceled}/cancel`, { reason: 'duplicate' }, as(staff.manager))).code).toBe(200);
    expect((await detail(second)).status).toBe('processing');

    const list = (await call('GET', `/api/admin/packing-list?date=${date}`, undefined, as(staff.packer))).result as {
      date: string;
      orders: Array<{ id: number; customer_name: string; items: Array<{ sku: string; qty: number }> }>;
      totals: Array<{ sku: string; name: string; qty: number }>;
    };
    expect(list.date).toBe(date);
    expect(list.orders).toHaveLength(2);
    expect(list.orders[1]).toMatchObject({ id: second, customer_name: 'Jane Doe' });
    expect(list.totals.map(({ sku, qty }) => ({ sku, qty }))).toEqual([
      { sku: 'CRAB-DZ', qty: 3 },
      { sku: 'SIDE-CORN', qty: 3 },
    ]);
    // Without a date: the next date with orders to pack, else the calendar's next delivery date (never an empty day).
    const opened = (await call('GET', '/api/admin/packing-list', undefined, as(staff.packer))).result as {
      date: string;
      orders: unknown[];
    };
    expect(opened.orders.length).toBeGreaterThan(0);
    expect(opened.date >= tomorrowInShopTime(DEFAULT_SHIPPING.calendar.timeZone) && opened.date <= date).toBe(true);
    expect(
      ((await call('GET', '/api/admin/packing-list?store=restaurant', undefined, as(staff.packer))).result as { date: string }).date,
    ).toBe(availableDeliveryDates(new Date(), api.config.shipping.calendar)[0]);
    expect(
      (
        (await call('GET', `/api/admin/packing-list?date=${date}&store=restaurant`, undefined, as(staff.packer))).result as {
          orders: unknown[];
        }
      ).orders,
    ).toHaveLength(0);
    expect((await call('GET', '/api/admin/packing-list?date=tomorrow', undefined, as(staff.packer))).code).toBe(400);

    const total = async (query: string) =>
      ((await call('GET', `/api/admin/orders?deliveryDate=${date}&${query}`, undefined, as(staff.packer))).result as { total: number })
        .total;
    expect(await total('paymentState=pending')).toBe(2);
    expect(await total('paymentState=voided&status=canceled')).toBe(1);
    expect(await total('store=restaurant')).toBe(0);
    const paged = (await call('GET', `/api/admin/orders?deliveryDate=${date}&pageSize=2&page=2`, undefined, as(staff.packer))).result as {
      items: Array<{ id: number }>;
      total: number;
      page: number;
    };
    expect(paged).toMatchObject({ total: 3, page: 2, items: [{ id: expect.any(Number) }] });
  });
});
