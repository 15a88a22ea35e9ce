import { beforeAll, describe, expect, it } from 'vitest';
import type { GiveBack } from '@shoreline/domain/wire/admin-orders';
import { giveBackLedgerMigration } from '../src/db/migrations/035_give_back_ledger.js';
import { bearer, engines, suiteApi, envelopeCall } from './harness.js';
import { adminDb, moveOrder, suiteStaff } from './admin-harness.js';
import {
  cardPayment,
  crabsAndCorn,
  paypalConsole,
  captureReference,
  approvedPayPal,
  cardSandbox,
  paypalExtension,
  placeOrder,
  signedUpCustomer,
  testAddress,
  shippedCart,
  orderRequest,
  uploadClaimPhoto,
  type CardSandbox,
} from './fixtures.js';
import sharp from 'sharp';

/**
 * Issue 33, item 4: one ledger of what was given back per order line. Refunds by line, whole-order refunds,
 * refunds made at the gateway (webhooks) and approved claims (store credit or refund) all write it, and nothing
 * gives back more than a line cost: a claim on units already given back is refused, a refund after an approved
 * claim counts the claim. Across payments (card, PayPal, check) and a gift order; the back office shows it.
 */
type Envelope = { code: number; result: unknown; reason?: string };
interface ClaimLine {
  item_id: number;
  sku: string;
  qty: number;
  claimable_qty: number;
  paid_cents: number;
}
interface AdminOrder {
  items: Array<{ id: number; sku: string; qty: number; given_back: { qty: number; cents: number; qty_left: number; cents_left: number } }>;
  give_backs: GiveBack[];
  refundable_cents: number;
  refunded_cents: number;
  paid_cents: number;
  shipping_cents: number;
  shipping_cents_left: number;
}

describe.each(engines)('the give-back ledger on $name', (engine) => {
  // Refused claims leave their uploads waiting: this suite files many, so its quota is wide (matrix-claim-photos tests the quota).
  const api = suiteApi(engine, { claimPhotos: { pending: 100, perDay: 500 } });
  const staff = suiteStaff(api, ['manager']);
  let jane: { id: number; email: string; token: string };
  let cardGateway: CardSandbox;
  let photo: Buffer;

  const call = envelopeCall<Envelope>(api);
  const deliveries = async () => {
    await api.app.paymentGateways.sandbox?.settleWebhooks();
  };
  const claimLines = async (orderId: number) =>
    ((await call('GET', `/api/user/orders/${orderId}/claims`, undefined, bearer(jane.token))).result as { lines: ClaimLine[] }).lines;
  const adminOrder = async (orderId: number) =>
    (await call('GET', `/api/admin/orders/${orderId}`, undefined, staff.manager.headers)).result as AdminOrder;
  const uploaded = async () => {
    const { status, body } = await uploadClaimPhoto(api, jane.token, photo);
    expect(status, JSON.stringify(body)).toBe(200);
    return (body.result as { photo: string }).photo;
  };
  const fileClaim = async (orderId: number, lines: Array<{ item_id: number; qty: number }>) =>
    call(
      'POST',
      `/api/user/orders/${orderId}/claims`,
      { reason: 'dead_or_spoiled', description: 'The crabs smelled off.', lines, photo: await uploaded() },
      bearer(jane.token),
    );
  const approve = (claimId: number, to: 'store_credit' | 'refund', amountCents: number) =>
    call('POST', `/api/admin/claims/${claimId}/approve`, { to, amount_cents: amountCents }, staff.manager.headers);
  const refund = (orderId: number, body: Record<string, unknown>) =>
    call('POST', `/api/admin/orders/${orderId}/refund`, { reason: 'test', to: 'original', ...body }, staff.manager.headers);

  /** Jane's order, delivered today: the database moves it to shipped with today's delivery date. */
  const delivered = async (orderId: number) => {
    await moveOrder(api, orderId);
    const lines = await claimLines(orderId);
    const crab = lines.find((line) => line.sku === 'CRAB-DZ');
    if (!crab) throw new Error('no crab line');
    return { id: orderId, lines, crab };
  };
  const order = async ({ pay = 'card', qty = 2, gift = false }: { pay?: 'card' | 'check'; qty?: number; gift?: boolean } = {}) => {
    const placed = await placeOrder(api, {
      token: jane.token,
      email: jane.email,
      lines: crabsAndCorn(qty),
      ...(pay === 'card' ? await cardPayment(cardGateway) : { paymentMethod: 'checkmo' }),
      ...(gift ? { extra: { gift: { message: 'Enjoy the crabs' } } } : {}),
    });
    await deliveries();
    return delivered(placed.orderId);
  };
  /** A guest's PayPal express order (the sandbox approves it), then made Jane's. */
  const paidWithPayPal = async () => {
    const address = testAddress(jane.email);
    const cart = await shippedCart(api, 'CRAB-DZ', address);
    const token = await approvedPayPal(api, cardGateway.origin, cart.cartId);
    const body = orderRequest(cart.cartId, {
      products: [{ sku: 'CRAB-DZ', qty: 1 }],
      address,
      shipping: { deliveryDate: cart.date },
      paymentMethod: 'paypal_express',
    });
    expect((await paypalExtension(api, 'complete', { token, ...body })).body).toMatchObject({ success: true });
    await deliveries();
    const { db } = await adminDb(api);
    const payment = await db.selectFrom('payments').selectAll().where('cart_id', '=', cart.cartId).executeTakeFirstOrThrow();
    await db
      .updateTable('orders')
      .set({ customer_id: jane.id })
      .where('id', '=', payment.order_id ?? 0)
      .execute();
    return { payment, ...(await delivered(payment.order_id ?? 0)) };
  };

  beforeAll(async () => {
    const { db } = await adminDb(api);
    await db.updateTable('stock_items').set({ qty: 1000, is_in_stock: 1 }).where('product_id', 'in', [101, 106]).execute();
    cardGateway = await cardSandbox(api);
    jane = await signedUpCustomer(api, `jane.ledger.${engine.name}@example.com`);
    photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 90, b: 200 } } })
      .jpeg()
      .toBuffer();
    // Claim photos are taken only from a customer with an order open for a claim: Jane always has this one.
    await order({ pay: 'check' });
  });

  it('card: a whole-order refund spreads over the lines and the shipping, and a claim on the same units is refused', async () => {
    const { id, crab } = await order({ qty: 1 });
    const before = await adminOrder(id);
    expect(before.give_backs).toEqual([]);
    expect(before.shipping_cents).toBeGreaterThan(0);
    expect(crab.claimable_qty).toBe(1);

    const refunded = await refund(id, { whole: true });
    expect(refunded.code, JSON.stringify(refunded)).toBe(200);
    const after = refunded.result as AdminOrder;
    // Every line and the shipping are given back whole: the lines' rows add up with the shipping (and any rest) to the refund.
    expect(after.items.every((item) => item.given_back.qty_left === 0 && item.given_back.cents_left === 0)).toBe(true);
    expect(after.shipping_cents_left).toBe(0);
    expect(after.give_backs.every((row) => row.source === 'order_refund' && row.destination === 'original')).toBe(true);
    expect(after.give_backs.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(after.paid_cents);
    expect(after.give_backs.find((row) => row.order_item_id === crab.item_id)).toMatchObject({ qty: 1, staff_name: expect.any(String) });
    // The shipping is its own part of the spread, never a line's.
    expect(after.give_backs.find((row) => row.part === 'shipping')).toMatchObject({
      order_item_id: null,
      amount_cents: before.shipping_cents,
    });

    expect((await claimLines(id)).every((line) => line.claimable_qty === 0)).toBe(true);
    expect(await fileClaim(id, [{ item_id: crab.item_id, qty: 1 }])).toMatchObject({ code: 409, reason: 'claim.line_claimed' });
  });

  it('card: an approved store-credit claim is counted by a later line refund and a whole-order refund', async () => {
    const { id, crab } = await order();
    const claim = (await fileClaim(id, [{ item_id: crab.item_id, qty: 1 }])).result as { id: number; claimed_cents: number };
    expect((await approve(claim.id, 'store_credit', claim.claimed_cents)).code).toBe(200);

    // Two crabs were bought, one was settled by the claim: a refund of two is refused, of one gives the rest of the line.
    expect(await refund(id, { lines: [{ orderItemId: crab.item_id, qty: 2 }] })).toMatchObject({
      code: 409,
      reason: 'refund.line_given_back',
    });
    const line = await refund(id, { lines: [{ orderItemId: crab.item_id, qty: 1 }] });
    expect(line.code, JSON.stringify(line)).toBe(200);
    const detail = line.result as AdminOrder;
    const crabItem = detail.items.find((item) => item.id === crab.item_id);
    expect(crabItem?.given_back).toMatchObject({ qty: 2, qty_left: 0, cents_left: 0 });
    expect(crabItem?.given_back.cents).toBe(crab.paid_cents);
    expect(detail.give_backs.filter((row) => row.order_item_id === crab.item_id).map((row) => [row.source, row.qty])).toEqual([
      ['claim_credit', 1],
      ['line_refund', 1],
    ]);
    expect(await refund(id, { lines: [{ orderItemId: crab.item_id, qty: 1 }] })).toMatchObject({
      code: 409,
      reason: 'refund.line_given_back',
    });

    // What is left to pay back leaves out the claim's store credit: the crabs are never paid twice.
    const whole = await refund(id, { whole: true });
    expect(whole.code).toBe(200);
    const final = whole.result as AdminOrder;
    const given = final.give_backs.reduce((sum, row) => sum + row.amount_cents, 0);
    expect(given).toBe(final.paid_cents);
    expect(final.refundable_cents).toBe(0);
    expect(final.refunded_cents).toBe(final.paid_cents - claim.claimed_cents);
  });

  it('card: units refunded while a claim is open are not approved again', async () => {
    const { id, crab } = await order();
    const claim = (await fileClaim(id, [{ item_id: crab.item_id, qty: 2 }])).result as { id: number; claimed_cents: number };
    expect((await refund(id, { lines: [{ orderItemId: crab.item_id, qty: 1 }] })).code).toBe(200);
    expect(await approve(claim.id, 'store_credit', claim.claimed_cents)).toMatchObject({ code: 409, reason: 'claim.given_back' });
    expect(await approve(claim.id, 'refund', claim.claimed_cents)).toMatchObject({ code: 409 });
    const detail = await adminOrder(id);
    expect(detail.give_backs.filter((row) => row.claim_id !== null)).toEqual([]);
  });

  it('card: a refund made in the gateway dashboard reaches the ledger through the webhook, and a claim is then refused', async () => {
    const { id, crab } = await order({ qty: 1 });
    const { db } = await adminDb(api);
    const payment = await db.selectFrom('payments').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow();
    const amount = (payment.amount_cents / 100).toFixed(2);
    const console = await fetch(`${cardGateway.origin}/sandbox/nmi/console`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'refund', transactionid: payment.gateway_reference ?? '', amount }),
    });
    expect(console.status).toBe(200);
    await deliveries();
    await expect.poll(async () => (await adminOrder(id)).give_backs.length).toBeGreaterThan(0);
    const detail = await adminOrder(id);
    expect(detail.give_backs.every((row) => row.source === 'gateway_refund' && row.staff_name === null)).toBe(true);
    expect(detail.give_backs.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(payment.amount_cents);
    expect(detail.refundable_cents).toBe(0);
    expect(await fileClaim(id, [{ item_id: crab.item_id, qty: 1 }])).toMatchObject({ code: 409, reason: 'claim.line_claimed' });
    // The same webhook delivered again records nothing twice.
    await deliveries();
    expect((await adminOrder(id)).give_backs).toHaveLength(detail.give_backs.length);
  });

  it('PayPal: a refund made at PayPal is in the ledger and a claim on the crab is refused; a claim refund goes through the capture', async () => {
    const first = await paidWithPayPal();
    const claim = (await fileClaim(first.id, [{ item_id: first.crab.item_id, qty: 1 }])).result as { id: number; claimed_cents: number };
    const approved = await approve(claim.id, 'refund', claim.claimed_cents);
    expect(approved.code, JSON.stringify(approved)).toBe(200);
    const afterClaim = await adminOrder(first.id);
    expect(afterClaim.give_backs.filter((row) => row.order_item_id === first.crab.item_id)).toMatchObject([
      { source: 'claim_refund', destination: 'original', qty: 1, amount_cents: claim.claimed_cents },
    ]);
    expect(await refund(first.id, { lines: [{ orderItemId: first.crab.item_id, qty: 1 }] })).toMatchObject({
      code: 409,
      reason: 'refund.line_given_back',
    });

    const second = await paidWithPayPal();
    const { db } = await adminDb(api);
    const consoleRefund = await paypalConsole(cardGateway.origin, 'refund', { capture_id: await captureReference(db, second.payment.id) });
    expect(consoleRefund.status).toBe(201);
    await deliveries();
    const detail = await adminOrder(second.id);
    expect(detail.give_backs.map((row) => row.source)).toContain('gateway_refund');
    expect(detail.items.every((item) => item.given_back.qty_left === 0)).toBe(true);
    expect(await fileClaim(second.id, [{ item_id: second.crab.item_id, qty: 1 }])).toMatchObject({
      code: 409,
      reason: 'claim.line_claimed',
    });
  });

  it('check: an approved store-credit claim settles its units; the same units cannot be claimed again', async () => {
    const { id, crab } = await order({ pay: 'check' });
    const claim = (await fileClaim(id, [{ item_id: crab.item_id, qty: 1 }])).result as { id: number; claimed_cents: number };
    expect((await approve(claim.id, 'store_credit', claim.claimed_cents)).code).toBe(200);
    expect((await claimLines(id)).find((line) => line.item_id === crab.item_id)?.claimable_qty).toBe(1);
    expect(await fileClaim(id, [{ item_id: crab.item_id, qty: 2 }])).toMatchObject({ code: 400, reason: 'claim.line_invalid' });
    const second = (await fileClaim(id, [{ item_id: crab.item_id, qty: 1 }])).result as { id: number; claimed_cents: number };
    expect((await approve(second.id, 'store_credit', second.claimed_cents)).code).toBe(200);
    expect((await claimLines(id)).find((line) => line.item_id === crab.item_id)?.claimable_qty).toBe(0);
    const detail = await adminOrder(id);
    expect(detail.items.find((item) => item.id === crab.item_id)?.given_back).toMatchObject({
      qty: 2,
      qty_left: 0,
      cents: crab.paid_cents,
    });
    expect(detail.give_backs.map((row) => [row.source, row.destination, row.claim_id])).toEqual([
      ['claim_credit', 'store_credit', claim.id],
      ['claim_credit', 'store_credit', second.id],
    ]);
    // Nothing was paid through a gateway: a refund to the payment has nothing to give.
    expect((await refund(id, { whole: true })).code).toBe(409);
  });

  it('gift order: a refund of part of the order to store credit, then a claim is limited to what is left', async () => {
    const { id, crab, lines } = await order({ gift: true });
    const corn = lines.find((line) => line.sku === 'SIDE-CORN');
    if (!corn) throw new Error('no corn');
    expect((await refund(id, { to: 'store_credit', lines: [{ orderItemId: crab.item_id, qty: 1 }] })).code).toBe(200);
    expect((await claimLines(id)).find((line) => line.item_id === crab.item_id)?.claimable_qty).toBe(1);
    expect(await fileClaim(id, [{ item_id: crab.item_id, qty: 2 }])).toMatchObject({ code: 400, reason: 'claim.line_invalid' });
    const claim = await fileClaim(id, [
      { item_id: crab.item_id, qty: 1 },
      { item_id: corn.item_id, qty: 1 },
    ]);
    expect(claim.code).toBe(200);
    const filed = claim.result as { id: number; claimed_cents: number };
    expect((await approve(filed.id, 'refund', filed.claimed_cents)).code).toBe(200);
    const detail = await adminOrder(id);
    expect(detail.items.every((item) => item.given_back.qty_left === 0)).toBe(true);
    expect(detail.give_backs.map((row) => row.source)).toEqual(['line_refund', 'claim_refund', 'claim_refund']);
    expect(detail.give_backs[0]).toMatchObject({ destination: 'store_credit', order_item_id: crab.item_id, qty: 1 });
    // Every line is given back: what the order can still pay back is what was paid less the ledger's rows.
    const given = detail.give_backs.reduce((sum, row) => sum + row.amount_cents, 0);
    expect(detail.refundable_cents).toBe(Math.max(0, detail.paid_cents - given));
    const rest = await refund(id, { whole: true });
    if (detail.refundable_cents === 0) expect(rest).toMatchObject({ code: 409, reason: 'refund.nothing_left' });
    else {
      expect(rest.code, JSON.stringify(rest)).toBe(200);
      const final = rest.result as AdminOrder;
      expect(final.give_backs.filter((row) => row.source === 'order_refund').every((row) => row.order_item_id === null)).toBe(true);
    }
  });

  it('the back office order page answers the ledger: every row with what, how, when and by whom', async () => {
    const { id, crab } = await order({ qty: 1 });
    expect((await adminOrder(id)).shipping_cents).toBeGreaterThan(0);
    expect((await refund(id, { lines: [{ orderItemId: crab.item_id, qty: 1 }], shipping: true })).code).toBe(200);
    const detail = await adminOrder(id);
    expect(detail.give_backs).toEqual([
      expect.objectContaining({
        order_item_id: crab.item_id,
        part: 'line',
        source: 'line_refund',
        destination: 'original',
        qty: 1,
        staff_name: expect.any(String),
        refund_id: expect.any(Number),
        created_at: expect.any(String),
      }),
      expect.objectContaining({ order_item_id: null, part: 'shipping', source: 'line_refund', amount_cents: detail.shipping_cents }),
    ]);
    expect(detail.shipping_cents_left).toBe(0);
    expect(detail.items.find((item) => item.id === crab.item_id)?.given_back).toMatchObject({ qty: 1, qty_left: 0, cents_left: 0 });
  });

  it('migration 035 writes the same ledger from the refunds and claims the suite made (backfill)', async () => {
    const opened = await adminDb(api);
    const summary = async () =>
      (
        await opened.db
          .selectFrom('order_give_backs')
          .select(['order_id', 'order_item_id', 'part', 'source', 'destination', 'qty', 'amount_cents'])
          .orderBy('order_id')
          .orderBy('order_item_id')
          .orderBy('source')
          .orderBy('amount_cents')
          .execute()
      ).map(
        (row) => `${row.order_id}/${row.order_item_id ?? row.part}/${row.source}/${row.destination}: ${row.qty} for ${row.amount_cents}`,
      );
    const written = await summary();
    expect(written.length).toBeGreaterThan(10);
    const migration = giveBackLedgerMigration(opened.dialect);
    await migration.down?.(opened.db);
    await migration.up(opened.db);
    expect(await summary()).toEqual(written);
  });
});
