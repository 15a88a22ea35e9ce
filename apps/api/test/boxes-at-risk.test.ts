import { beforeAll, describe, expect, it } from 'vitest';
import { signEasyPostWebhook } from '../src/shipment/easypost/signature.js';
import { addDays } from '../src/delivery/index.js';
import { adminDb, auditRows, createStaffTeam, type TestStaff } from './admin-harness.js';
import { engines, postSignedWebhook, suiteApi } from './harness.js';
import { carrierSandboxSettings, readyToShip, trackerUpdated } from './carrier-sandbox.js';
import {
  approvedPayPal,
  cardPayment,
  cardSandbox,
  insertGiftCard,
  mailsTo,
  orderRequest,
  paypalExtension,
  placeOrder,
  shippedCart,
  signedUpCustomer,
  testAddress,
} from './fixtures.js';

/**
 * Boxes at risk (issue 37): a parcel with a carrier exception, or not delivered by the end of its date, goes to the
 * managers' queue and its customer is mailed once; a replacement ($0, same lines, next good date, through the
 * placement's checks), store credit or a refund resolves it, once however often it is asked.
 */
type Envelope = { code: number; result: never; reason?: string };
interface Box {
  id: number;
  order_id: number;
  reason: string;
  resolution: string | null;
  outcome?: string;
  replacement: { order_id: number; increment_id: string; delivery_date: string | null } | null;
  latest_event: { status: string | null; status_detail: string | null };
  customer: { email: string };
  order_total_cents: number;
  resolution_cents: number | null;
  resolved_at: string | null;
  resolved_by: { id: number; name: string } | null;
}

const WEBHOOK_SECRET = 'whsec_at_risk_test';
const METRICS_TOKEN = 'metrics-token-for-at-risk-0123456789';
// Parcels stay where the label left them: the tests move them with signed webhooks.
carrierSandboxSettings({ stepMs: 3_600_000, secret: WEBHOOK_SECRET });

describe.each(engines)('boxes at risk on $name', (engine) => {
  const api = suiteApi(engine, { metricsToken: METRICS_TOKEN });
  let team: Record<'owner' | 'manager' | 'packer', TestStaff>;
  let orders = 0;
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    (await api.request(method, url, body, headers)).body as Envelope;
  const db = async () => (await adminDb(api)).db;
  const atRisk = () => api.app.shipping.atRisk;

  /** A shipped order (its label bought by the packer): its id, date, customer e-mail and tracker. */
  async function shippedOrder(options: Parameters<typeof placeOrder>[1] = {}) {
    const email = options.email ?? `at-risk-${engine.name}-${++orders}@example.com`;
    const placed = await placeOrder(api, { email, ...options });
    const label = await call('POST', `/api/admin/orders/${placed.orderId}/label`, {}, team.packer.headers);
    expect(label.code, JSON.stringify(label.result)).toBe(200);
    const orderRow = await (
      await db()
    )
      .selectFrom('orders')
      .select(['delivery_date'])
      .where('id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    const shipment = await (
      await db()
    )
      .selectFrom('order_shipments')
      .select(['id', 'tracker_id'])
      .where('order_id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    return {
      id: placed.orderId,
      number: placed.orderNumber,
      email,
      date: orderRow.delivery_date!,
      shipmentId: shipment.id,
      trackerId: shipment.tracker_id!,
    };
  }
  let events = 0;
  /** The carrier's signed tracker.updated for the parcel. */
  const track = (trackerId: string, status: string, detail: string | null) => {
    const at = new Date(Date.now() + ++events).toISOString();
    const message = `Carrier says ${detail ?? status}`;
    const body = trackerUpdated({ eventId: `evt_at_risk_${engine.name}_${events}`, trackerId, status, detail, at, message });
    const signature = { header: 'x-hmac-signature', value: signEasyPostWebhook(WEBHOOK_SECRET, body) };
    return postSignedWebhook(`${api.baseUrl}/api/shipping/webhooks/easypost`, body, signature);
  };
  const queue = async (status = 'open') =>
    ((await call('GET', `/api/admin/shipments/at-risk?status=${status}`, undefined, team.manager.headers)).result as { items: Box[] })
      .items;
  const boxOf = async (orderId: number) => (await queue('all')).find((box) => box.order_id === orderId);
  const riskMails = (email: string) => mailsTo(api, email).filter((mail) => /parcel is delayed/.test(mail.subject));
  const resolvedMails = (email: string) => mailsTo(api, email).filter((mail) => /we made it good/.test(mail.subject));
  /** Noon UTC of a calendar day: that day in the shop's time zone (America/New_York). */
  const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

  beforeAll(async () => {
    team = await createStaffTeam(api, ['owner', 'manager', 'packer']);
    await readyToShip(await db(), ['SIDE-CORN']);
  });

  it('a carrier exception puts the box at risk on the webhook, and its customer is mailed once, first', async () => {
    const order = await shippedOrder();
    expect(await boxOf(order.id)).toBeUndefined();
    expect((await track(order.trackerId, 'in_transit', 'delayed')).status).toBe(200);
    const box = await boxOf(order.id);
    expect(box).toMatchObject({ reason: 'exception', resolution: null, latest_event: { status: 'in_transit', status_detail: 'delayed' } });
    await expect.poll(() => riskMails(order.email).length, { timeout: 5000 }).toBe(1);
    expect(riskMails(order.email)[0].text).toContain(order.number);
    // Another exception, the loop's round: still one box, one mail.
    await track(order.trackerId, 'failure', 'lost');
    await atRisk().sweep();
    expect((await queue('all')).filter((entry) => entry.order_id === order.id)).toHaveLength(1);
    expect(riskMails(order.email)).toHaveLength(1);
    expect((await auditRows(api, 'order', order.id)).map((row) => row.action)).toContain('shipment.at_risk');
  });

  it('a parcel not delivered by the end of its date is late; one delivered on time, or marked delivered, is not', async () => {
    const late = await shippedOrder();
    const onTime = await shippedOrder();
    const markedDelivered = await shippedOrder();
    await track(onTime.trackerId, 'delivered', 'arrived_at_destination');
    // Staff marked it delivered (complete) though the carrier never said so: nobody's risk.
    const complete = await call('POST', `/api/admin/orders/${markedDelivered.id}/status`, { status: 'complete' }, team.manager.headers);
    expect(complete.code, JSON.stringify(complete.result)).toBe(200);
    // During the delivery date nothing is late yet.
    await atRisk().sweep(noonOf(late.date));
    expect(await boxOf(late.id)).toBeUndefined();
    await atRisk().sweep(noonOf(addDays(late.date, 1)));
    expect(await boxOf(late.id)).toMatchObject({ reason: 'late' });
    expect(await boxOf(onTime.id)).toBeUndefined();
    expect(await boxOf(markedDelivered.id)).toBeUndefined();
    await expect.poll(() => riskMails(late.email).length, { timeout: 5000 }).toBe(1);
    expect(riskMails(onTime.email)).toHaveLength(0);
  });

  it('a replacement is a $0 order with the same lines that takes stock and the slot, once however often it is asked', async () => {
    const order = await shippedOrder({ lines: [{ sku: 'SIDE-CORN', qty: 2 }] });
    await track(order.trackerId, 'return_to_sender', 'return');
    const box = (await boxOf(order.id))!;
    const opened = await db();
    const stock = async () =>
      (
        await opened
          .selectFrom('stock_items')
          .innerJoin('products', 'products.id', 'stock_items.product_id')
          .select('qty')
          .where('sku', '=', 'SIDE-CORN')
          .executeTakeFirstOrThrow()
      ).qty;
    const before = await stock();

    const replaced = await call('POST', `/api/admin/shipments/at-risk/${box.id}/replace`, {}, team.manager.headers);
    expect(replaced.code, JSON.stringify(replaced.result)).toBe(200);
    const answer = replaced.result as Box;
    expect(answer).toMatchObject({ outcome: 'resolved', resolution: 'replacement' });
    const replacement = await opened
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', answer.replacement!.order_id)
      .executeTakeFirstOrThrow();
    expect(replacement).toMatchObject({
      grand_total_cents: 0,
      subtotal_cents: 0,
      customer_email: order.email,
      payment_method_code: 'free',
    });
    expect(replacement.delivery_date! > order.date || replacement.delivery_date === answer.replacement!.delivery_date).toBe(true);
    const items = await opened.selectFrom('order_items').select(['sku', 'qty']).where('order_id', '=', replacement.id).execute();
    expect(items).toEqual([{ sku: 'SIDE-CORN', qty: 2 }]);
    expect(await stock()).toBe(before - 2);
    const booked = async () =>
      (
        await opened
          .selectFrom('delivery_slots')
          .select('booked')
          .where('delivery_date', '=', replacement.delivery_date!)
          .executeTakeFirstOrThrow()
      ).booked;
    const bookedAfter = await booked();
    expect(bookedAfter).toBeGreaterThan(0);

    const again = await call('POST', `/api/admin/shipments/at-risk/${box.id}/replace`, {}, team.owner.headers);
    expect(again.result).toMatchObject({ outcome: 'already_resolved', replacement: { order_id: replacement.id } });
    expect(await stock()).toBe(before - 2);
    expect(await booked()).toBe(bookedAfter);
    expect((await call('POST', `/api/admin/shipments/at-risk/${box.id}/credit`, {}, team.manager.headers)).code).toBe(409);
    expect((await auditRows(api, 'order', order.id)).map((row) => row.action)).toContain('shipment.at_risk_replacement');
    expect((await auditRows(api, 'order', replacement.id)).map((row) => row.action)).toContain('order.replacement');
    expect((await queue()).map((entry) => entry.id)).not.toContain(box.id);
  });

  it('refuses a replacement for a date that is full, and the box stays open', async () => {
    const order = await shippedOrder();
    await track(order.trackerId, 'failure', null);
    const box = (await boxOf(order.id))!;
    const date = addDays(order.date, 7);
    const days = (await call('GET', `/api/admin/delivery/days?store=main&from=${date}`, undefined, team.manager.headers)).result as {
      items: Array<{ date: string; booked: number }>;
    };
    const day = days.items.find((entry) => entry.date >= date)!;
    const openDates = async () =>
      ((await call('GET', `/api/admin/shipments/at-risk/${box.id}/dates`, undefined, team.manager.headers)).result as { dates: string[] })
        .dates;
    expect(await openDates()).toContain(day.date);
    expect((await call('PUT', `/api/admin/delivery/days/main/${day.date}`, { capacity: day.booked }, team.manager.headers)).code).toBe(200);
    // The full day is no longer offered to the back office's date choice.
    const after = await openDates();
    expect(after).not.toContain(day.date);
    expect(after.length).toBeGreaterThan(0);
    expect([...after].sort()).toEqual(after);
    const refused = await call('POST', `/api/admin/shipments/at-risk/${box.id}/replace`, { delivery_date: day.date }, team.manager.headers);
    expect(refused).toMatchObject({ code: 409, reason: 'order.delivery_date_full' });
    expect(await boxOf(order.id)).toMatchObject({ resolution: null });
  });

  it("credits a customer's account for the order once, in the give-back ledger; a guest order cannot be credited", async () => {
    const customer = await signedUpCustomer(api, `at-risk-customer-${engine.name}@example.com`);
    const order = await shippedOrder({ email: customer.email, token: customer.token });
    await track(order.trackerId, 'failure', null);
    const box = (await boxOf(order.id))!;
    const paid = (await (await db()).selectFrom('orders').select('grand_total_cents').where('id', '=', order.id).executeTakeFirstOrThrow())
      .grand_total_cents;
    expect(box.order_total_cents).toBe(paid);
    // More than the order's total is refused, and the box stays open.
    const over = await call('POST', `/api/admin/shipments/at-risk/${box.id}/credit`, { amount_cents: paid + 1 }, team.manager.headers);
    expect(over.code).toBe(409);
    expect(await boxOf(order.id)).toMatchObject({ resolution: null, resolved_by: null });
    const [first, second] = await Promise.all([
      call('POST', `/api/admin/shipments/at-risk/${box.id}/credit`, {}, team.manager.headers),
      call('POST', `/api/admin/shipments/at-risk/${box.id}/credit`, {}, team.manager.headers),
    ]);
    expect([first.code, second.code], JSON.stringify([first, second])).toEqual([200, 200]);
    expect([first.result, second.result].map((result: Box) => result.outcome).sort()).toEqual(['already_resolved', 'resolved']);
    const opened = await db();
    const credits = await opened
      .selectFrom('store_credit_transactions')
      .select('amount_cents')
      .where('customer_id', '=', customer.id)
      .execute();
    expect(credits.map((row) => row.amount_cents)).toEqual([paid]);
    const ledger = await opened
      .selectFrom('order_give_backs')
      .select(['source', 'amount_cents'])
      .where('order_id', '=', order.id)
      .execute();
    expect(ledger.every((row) => row.source === 'at_risk_credit')).toBe(true);
    expect(ledger.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(paid);
    // The resolved view says what was done, by whom and when; the open queue no longer has it.
    const resolved = (await queue('resolved')).find((entry) => entry.id === box.id);
    expect(resolved).toMatchObject({ resolution: 'credit', resolution_cents: paid, resolved_by: { id: team.manager.id } });
    expect(resolved!.resolved_by!.name).not.toBe('');
    expect(Date.parse(resolved!.resolved_at!)).toBeGreaterThan(0);
    expect((await queue('resolved')).every((entry) => entry.resolution !== null)).toBe(true);
    expect((await queue()).map((entry) => entry.id)).not.toContain(box.id);
    // The customer is told once, in the store view's language, however often it was asked; the loop sends nothing more.
    expect(resolvedMails(customer.email)).toHaveLength(1);
    expect(resolvedMails(customer.email)[0].text).toContain(order.number);
    await atRisk().sweep(new Date(Date.now() + 3_600_000));
    expect(resolvedMails(customer.email)).toHaveLength(1);
    // A send that failed (its claim given back) is sent by the loop's next round, once.
    await opened.updateTable('shipment_at_risk').set({ resolution_mailed_at: null }).where('id', '=', box.id).execute();
    await atRisk().sweep(new Date(Date.now() + 3_600_000));
    await atRisk().sweep(new Date(Date.now() + 3_600_000));
    expect(resolvedMails(customer.email)).toHaveLength(2);

    const guest = await shippedOrder();
    await track(guest.trackerId, 'failure', null);
    const guestBox = (await boxOf(guest.id))!;
    expect((await call('POST', `/api/admin/shipments/at-risk/${guestBox.id}/credit`, {}, team.manager.headers)).code).toBe(409);
  });

  it("refunds a card-paid order through the order's refund once; an order paid offline is refused", async () => {
    const order = await shippedOrder(await cardPayment(await cardSandbox(api)));
    await track(order.trackerId, 'failure', null);
    const box = (await boxOf(order.id))!;
    const refunded = await call('POST', `/api/admin/shipments/at-risk/${box.id}/refund`, {}, team.owner.headers);
    expect(refunded.code, JSON.stringify(refunded.result)).toBe(200);
    expect(refunded.result).toMatchObject({ outcome: 'resolved', resolution: 'refund' });
    expect((await call('POST', `/api/admin/shipments/at-risk/${box.id}/refund`, {}, team.owner.headers)).result).toMatchObject({
      outcome: 'already_resolved',
    });
    const refunds = await (await db()).selectFrom('order_refunds').select('amount_cents').where('order_id', '=', order.id).execute();
    expect(refunds).toHaveLength(1);
    expect(resolvedMails(order.email)).toHaveLength(1);
    expect(resolvedMails(order.email)[0].text).toMatch(/refunded \$\d/);

    const offline = await shippedOrder();
    await track(offline.trackerId, 'failure', null);
    const offlineBox = (await boxOf(offline.id))!;
    expect((await call('POST', `/api/admin/shipments/at-risk/${offlineBox.id}/refund`, {}, team.owner.headers)).code).toBe(409);
  });

  it('a replacement is refused on a paused date and for a line sold out, and the box stays open', async () => {
    const order = await shippedOrder();
    await track(order.trackerId, 'failure', null);
    const box = (await boxOf(order.id))!;
    const dates = (
      (await call('GET', `/api/admin/shipments/at-risk/${box.id}/dates`, undefined, team.manager.headers)).result as { dates: string[] }
    ).dates;
    const paused = dates[dates.length - 1];
    const hold = { from_date: paused, to_date: paused, regions: '', reason: 'Storm on the bay' };
    expect((await call('POST', '/api/admin/delivery/holds', hold, team.manager.headers)).code).toBe(200);
    const onHold = await call('POST', `/api/admin/shipments/at-risk/${box.id}/replace`, { delivery_date: paused }, team.manager.headers);
    expect(onHold).toMatchObject({ code: 409, reason: 'order.delivery_date_paused' });

    const opened = await db();
    const corn = opened.selectFrom('products').select('id').where('sku', '=', 'SIDE-CORN');
    const { qty } = await opened.selectFrom('stock_items').select('qty').where('product_id', 'in', corn).executeTakeFirstOrThrow();
    await opened.updateTable('stock_items').set({ qty: 0 }).where('product_id', 'in', corn).execute();
    try {
      const soldOut = await call('POST', `/api/admin/shipments/at-risk/${box.id}/replace`, {}, team.manager.headers);
      expect(soldOut).toMatchObject({ code: 400, reason: 'cart.out_of_stock' });
    } finally {
      await opened.updateTable('stock_items').set({ qty }).where('product_id', 'in', corn).execute();
    }
    expect(await boxOf(order.id)).toMatchObject({ resolution: null });
  });

  it('refunds a PayPal order through PayPal, and refuses to refund an order nothing was paid for', async () => {
    const email = `at-risk-paypal-${engine.name}@example.com`;
    const address = testAddress(email);
    const cart = await shippedCart(api, 'SIDE-CORN', address);
    const token = await approvedPayPal(api, (await cardSandbox(api)).origin, cart.cartId);
    const body = orderRequest(cart.cartId, {
      products: [{ sku: 'SIDE-CORN', qty: 1 }],
      address,
      shipping: { deliveryDate: cart.date },
      paymentMethod: 'paypal_express',
    });
    expect((await paypalExtension(api, 'complete', { token, ...body })).body).toMatchObject({ success: true });
    await api.app.paymentGateways.sandbox?.settleWebhooks();
    const payment = await (await db()).selectFrom('payments').selectAll().where('cart_id', '=', cart.cartId).executeTakeFirstOrThrow();
    const orderId = payment.order_id ?? 0;
    expect((await call('POST', `/api/admin/orders/${orderId}/label`, {}, team.packer.headers)).code).toBe(200);
    const shipment = await (
      await db()
    )
      .selectFrom('order_shipments')
      .select('tracker_id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    await track(shipment.tracker_id!, 'failure', null);
    const box = (await boxOf(orderId))!;
    const refunded = await call('POST', `/api/admin/shipments/at-risk/${box.id}/refund`, {}, team.owner.headers);
    expect(refunded.code, JSON.stringify(refunded.result)).toBe(200);
    const after = await (
      await db()
    )
      .selectFrom('payments')
      .select(['state', 'refunded_cents', 'gateway'])
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ gateway: 'paypal', state: 'refunded', refunded_cents: payment.amount_cents });
    expect(resolvedMails(email)).toHaveLength(1);

    // Paid in full by a gift card: no payment to refund to (store credit or a replacement makes it good).
    const free = `at-risk-free-${engine.name}@example.com`;
    const code = engine.name === 'sqlite' ? 'RISK-FREE-CARD-0001' : 'RISK-FREE-CARD-0002';
    await insertGiftCard(await db(), code, 50_000);
    const freeCart = await shippedCart(api, 'SIDE-CORN', testAddress(free));
    expect((await call('POST', `/api/ext/gift-cards/activate/${code}?cartId=${freeCart.cartId}`)).code).toBe(200);
    const placed = await call(
      'POST',
      '/api/order',
      orderRequest(freeCart.cartId, {
        products: [{ sku: 'SIDE-CORN', qty: 1 }],
        address: testAddress(free),
        shipping: { deliveryDate: freeCart.date },
        paymentMethod: 'free',
      }),
    );
    expect(placed.code, JSON.stringify(placed)).toBe(200);
    const freeId = Number((placed.result as { backendOrderId: string }).backendOrderId);
    expect((await call('POST', `/api/admin/orders/${freeId}/label`, {}, team.packer.headers)).code).toBe(200);
    const freeShipment = await (
      await db()
    )
      .selectFrom('order_shipments')
      .select('tracker_id')
      .where('order_id', '=', freeId)
      .executeTakeFirstOrThrow();
    await track(freeShipment.tracker_id!, 'failure', null);
    const freeBox = (await boxOf(freeId))!;
    expect((await call('POST', `/api/admin/shipments/at-risk/${freeBox.id}/refund`, {}, team.owner.headers)).code).toBe(409);
    expect(await boxOf(freeId)).toMatchObject({ resolution: null });
  });

  it('counts the open boxes and the late rate per carrier and per state in /metrics', async () => {
    const order = await shippedOrder();
    await track(order.trackerId, 'failure', null);
    const text = await (await fetch(`${api.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    const open = (await queue()).length;
    expect(text).toContain(`shoreline_boxes_at_risk_open ${open}`);
    const { carrier } = await (
      await db()
    )
      .selectFrom('order_shipments')
      .select('carrier')
      .where('id', '=', order.shipmentId)
      .executeTakeFirstOrThrow();
    const rate = (series: string) =>
      Number(
        text
          .split('\n')
          .find((line) => line.startsWith(`${series} `))
          ?.split(' ')[1],
      );
    expect(rate(`shoreline_late_rate_by_carrier{carrier="${carrier}"}`)).toBeGreaterThan(0);
    expect(rate(`shoreline_late_rate_by_carrier{carrier="${carrier}"}`)).toBeLessThanOrEqual(1);
    expect(rate('shoreline_late_rate_by_state{state="MD"}')).toBeGreaterThan(0);
  });

  it('is for managers and owners only', async () => {
    expect((await call('GET', '/api/admin/shipments/at-risk', undefined, team.packer.headers)).code).toBe(403);
    expect((await call('GET', '/api/admin/shipments/at-risk')).code).toBe(401);
    expect((await call('POST', '/api/admin/shipments/at-risk/1/replace', {}, team.packer.headers)).code).toBe(403);
    expect((await call('GET', '/api/admin/shipments/at-risk', undefined, team.owner.headers)).code).toBe(200);
    expect((await call('GET', '/api/admin/shipments/at-risk/1/dates', undefined, team.packer.headers)).code).toBe(403);
    expect((await call('GET', '/api/admin/shipments/at-risk/999999/dates', undefined, team.manager.headers)).code).toBe(404);
    expect((await call('GET', '/api/admin/shipments/at-risk?status=nonsense', undefined, team.manager.headers)).code).toBe(400);
  });
});
