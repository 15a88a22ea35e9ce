import { beforeAll, describe, expect, it } from 'vitest';
import { CRAB_HOUSE_ADDRESS } from '@shoreline/domain/store-place.fixture';
import { loadConfig } from '../src/config.js';
import { signEasyPostWebhook } from '../src/shipment/easypost/signature.js';
import { adminDb, auditRows, createStaff, type TestStaff } from './admin-harness.js';
import { engines, miniCatalogWith, postSignedWebhook, suiteApi } from './harness.js';
import { carrierSandboxSettings, trackerUpdated } from './carrier-sandbox.js';
import { deliveryDates, mailsTo, orderCart, signedUpCustomer, testAddress } from './fixtures.js';

/**
 * Carrier labels and tracking (issue 37) through EasyPost's wire, against the local EasyPost sandbox of test mode:
 * a label bought once per order with the box's flags, the day's labels in one batch, the label files, and the signed
 * tracking webhooks that move the shipment to delivered.
 */
type Envelope = { code: number; result: unknown; reason?: string };
interface Label {
  order_id: number;
  outcome: string;
  carrier: string;
  service: string;
  tracking_code: string;
  tracking_url: string | null;
  cost_cents: number;
  weight_oz: number;
  dry_ice_oz: number;
  saturday_delivery: boolean;
}

const WEBHOOK_SECRET = 'whsec_shoreline_test';
const catalog = miniCatalogWith([
  '{"type":"attribute","attribute_id":206,"attribute_code":"shipping_class","frontend_label":"Shipping class","frontend_input":"text","is_visible":false}',
  JSON.stringify({
    type: 'product',
    id: 192,
    sku: 'CHILLED',
    type_id: 'simple',
    name: 'Crab Meat, 1 lb',
    url_key: 'chilled',
    price: 30,
    tax_class_id: 5,
    category_ids: [3],
    image: '/product/corn.svg',
    weight: 12,
    stock: { qty: 1000, manage_stock: true },
    attributes: { shipping_class: 'perishable' },
  }),
]);

carrierSandboxSettings({ stepMs: 250, secret: WEBHOOK_SECRET });

const HARBOR_ROAD = JSON.stringify(CRAB_HOUSE_ADDRESS);
const texas = (email: string) => ({ ...testAddress(email), city: 'Austin', region_code: 'TX', region: 'Texas', postcode: '78701' });
const isSaturday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() === 6;

describe.each(engines)('shipping labels on $name', (engine) => {
  const api = suiteApi(engine, { seedFile: catalog, shipping: loadConfig({ DRY_ICE_STATES: 'TX' }).shipping });
  let packer: TestStaff;
  let emails = 0;
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    (await api.request(method, url, body, headers)).body as Envelope & { result: never };
  const sandbox = () => api.app.shipping.sandbox!.sandbox;
  const shipmentsOf = async (orderId: number) =>
    (await adminDb(api)).db.selectFrom('order_shipments').selectAll().where('order_id', '=', orderId).execute();

  /** A guest order of one box of crab meat (perishable, 12 lb) to `address` on `date`; its id, e-mail and receipt link. */
  async function crabMeatOrder(
    options: {
      date?: (dates: string[]) => string;
      address?: (email: string) => Record<string, unknown>;
      gift?: Record<string, unknown>;
      /** A signed-up customer's order (their e-mail and token); a guest's when left out. */
      customer?: { email: string; token: string };
    } = {},
  ) {
    const email = options.customer?.email ?? `labels-${engine.name}-${++emails}@example.com`;
    const headers: Record<string, string> = options.customer ? { authorization: `Bearer ${options.customer.token}` } : {};
    const cartId = (await call('POST', '/api/cart/create', undefined, headers)).result as string;
    expect((await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'CHILLED', qty: 1 } }, headers)).code).toBe(200);
    const dates = await deliveryDates(api, cartId, headers);
    const date = options.date?.(dates) ?? dates.find((day) => !isSaturday(day))!;
    const placed = await orderCart(api, cartId, {
      email,
      ...(options.customer ? { token: options.customer.token } : {}),
      products: [{ sku: 'CHILLED', qty: 1 }],
      address: (options.address ?? texas)(email),
      deliveryDate: date,
      ...(options.gift ? { extra: { gift: options.gift } } : {}),
    });
    expect(placed.code, JSON.stringify(placed.result)).toBe(200);
    const result = placed.result as { backendOrderId: number; receipt: { order: number; expires: number; sig: string } };
    return { id: result.backendOrderId, email, date, receipt: result.receipt };
  }
  const buyLabel = (orderId: number, staff: TestStaff = packer) => call('POST', `/api/admin/orders/${orderId}/label`, {}, staff.headers);
  const postWebhook = (body: string, signature: string | null) =>
    postSignedWebhook(`${api.baseUrl}/api/shipping/webhooks/easypost`, body, { header: 'x-hmac-signature', value: signature });
  const trackerEvent = (eventId: string, trackerId: string, status: string, detail: string | null, at: string) =>
    trackerUpdated({ eventId, trackerId, status, detail, at, estDeliveryDate: '2099-01-02T20:00:00Z' });
  const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> => {
    const until = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > until) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    packer = await createStaff(api, 'packer');
    // The ship-from address is the default store's own record (its place).
    const { db } = await adminDb(api);
    await db.updateTable('stores').set({ address: HARBOR_ROAD, telephone: '4105550142' }).where('code', '=', 'main').execute();
  });

  it('buys the label of a Saturday box of perishables to a dry-ice state: flags on the wire, cost stored, order shipped, mail with the link', async () => {
    const order = await crabMeatOrder({ date: (dates) => dates.find(isSaturday) ?? dates[0] });
    expect(isSaturday(order.date), 'the calendar offers a Saturday').toBe(true);
    const answer = await buyLabel(order.id);
    expect(answer.code, JSON.stringify(answer.result)).toBe(200);
    const label = answer.result as Label;
    // The cheapest overnight rate in the sandbox for 21 lb: UPS Next Day Air.
    expect(label).toMatchObject({ order_id: order.id, outcome: 'bought', carrier: 'UPS', service: 'NextDayAir', dry_ice_oz: 80 });
    expect(label.saturday_delivery).toBe(isSaturday(order.date));
    // 12 lb of crab meat (192 oz), 64 oz of packaging, 80 oz of dry ice.
    expect(label.weight_oz).toBe(336);

    const request = sandbox().created.at(-1)!.request.shipment;
    expect(request.options).toEqual({
      ...(isSaturday(order.date) ? { saturday_delivery: true } : {}),
      dry_ice: true,
      dry_ice_weight: 80,
    });
    expect(request.parcel.weight).toBe(336);
    expect(request.to_address).toMatchObject({ city: 'Austin', state: 'TX', zip: '78701' });
    expect(request.from_address).toMatchObject({ street1: '410 Harbor Road', state: 'MD', zip: '21638' });

    const [shipment] = await shipmentsOf(order.id);
    expect(shipment).toMatchObject({
      provider: 'easypost',
      carrier: 'UPS',
      service: 'NextDayAir',
      track_number: label.tracking_code,
      cost_cents: label.cost_cents,
      tracking_url: label.tracking_url,
    });
    expect(shipment.cost_cents).toBeGreaterThan(0);
    // The back office's order page reads the label from the order: carrier, service, cost, tracking and its files.
    const adminOrder = await call('GET', `/api/admin/orders/${order.id}`, undefined, packer.headers);
    expect((adminOrder.result as { shipments: unknown[] }).shipments).toEqual([
      expect.objectContaining({
        label: true,
        carrier: 'UPS',
        service: 'NextDayAir',
        track_number: label.tracking_code,
        cost_cents: label.cost_cents,
        tracking_url: label.tracking_url,
        status: expect.any(String),
      }),
    ]);
    const { db } = await adminDb(api);
    expect((await db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('shipped');
    const mail = await waitFor(
      async () => mailsTo(api, order.email).find((sent) => /has shipped/.test(sent.subject)),
      (found) => found !== undefined,
    );
    expect(mail?.text).toContain(label.tracking_code);
    expect(mail?.text).toContain(`Track your parcel: ${label.tracking_url}`);
    expect((await auditRows(api, 'order', order.id)).map((row) => row.action)).toEqual(
      expect.arrayContaining(['shipment.label_buy', 'order.status', 'order.ship']),
    );
  });

  it("mails a gift's recipient, who asked for it, the tracking link too", async () => {
    const recipientInbox = `recipient-${engine.name}@example.com`;
    const order = await crabMeatOrder({ gift: { message: 'Enjoy!', notify_recipient: true, recipient_email: recipientInbox } });
    const label = (await buyLabel(order.id)).result as Label;
    await expect.poll(() => mailsTo(api, recipientInbox).length, { timeout: 5000 }).toBeGreaterThanOrEqual(1);
    expect(mailsTo(api, recipientInbox)[0].text).toContain(`Track your parcel: ${label.tracking_url}`);

    // As the sandbox moves the parcel, the recipient hears "out for delivery" and "delivered", each once.
    const news = (words: RegExp) => mailsTo(api, recipientInbox).filter((mail) => words.test(mail.subject));
    await expect.poll(() => news(/was delivered/).length, { timeout: 15_000 }).toBe(1);
    expect(news(/out for delivery/)).toHaveLength(1);
    expect(news(/was delivered/)[0].text).toContain(label.tracking_code);
    expect(news(/was delivered/)[0].text).not.toMatch(/\$\d/);
    // Several processes hearing the same news at once (the webhook, the loop's round): one mail.
    const { db } = await adminDb(api);
    const [shipment] = await shipmentsOf(order.id);
    await db.deleteFrom('shipment_status_mails').where('shipment_id', '=', shipment.id).where('kind', '=', 'delivered').execute();
    const gifts = api.app.shipping.giftMails;
    await Promise.all([gifts.notify(shipment.id), gifts.notify(shipment.id), gifts.sweep()]);
    await gifts.sweep();
    expect(news(/was delivered/)).toHaveLength(2);
    expect(news(/out for delivery/)).toHaveLength(1);
    const rows = await db.selectFrom('shipment_status_mails').select(['kind', 'sent_at']).where('shipment_id', '=', shipment.id).execute();
    expect(rows.map((row) => row.kind).sort()).toEqual(['delivered', 'out_for_delivery']);
    expect(rows.every((row) => row.sent_at !== null)).toBe(true);
  });

  it("tells a gift's recipient once that the parcel is delayed; a buyer who did not ask for it, nobody", async () => {
    const recipientInbox = `delayed-recipient-${engine.name}@example.com`;
    const asked = await crabMeatOrder({ gift: { message: 'Enjoy!', notify_recipient: true, recipient_email: recipientInbox } });
    const silentInbox = `silent-recipient-${engine.name}@example.com`;
    const silent = await crabMeatOrder({ gift: { message: 'Shh', notify_recipient: false, recipient_email: silentInbox } });
    const later = new Date(Date.now() + 3_600_000).toISOString();
    for (const order of [asked, silent]) {
      expect((await buyLabel(order.id)).code).toBe(200);
      const [shipment] = await shipmentsOf(order.id);
      // The carrier's word, later than anything the sandbox says meanwhile.
      const body = trackerEvent(`evt_gift_delay_${engine.name}_${order.id}`, shipment.tracker_id!, 'in_transit', 'delayed', later);
      expect((await postWebhook(body, signEasyPostWebhook(WEBHOOK_SECRET, body))).status).toBe(200);
    }
    const delayed = () => mailsTo(api, recipientInbox).filter((mail) => /is delayed/.test(mail.subject));
    await expect.poll(() => delayed().length, { timeout: 10_000 }).toBe(1);
    await api.app.shipping.giftMails.sweep();
    expect(delayed()).toHaveLength(1);
    expect(mailsTo(api, silentInbox)).toHaveLength(0);
  });

  it('buys once however often it is asked, at the same moment too', async () => {
    const order = await crabMeatOrder();
    const before = sandbox().created.length;
    const [first, second] = await Promise.all([buyLabel(order.id), buyLabel(order.id)]);
    const outcomes = [first, second].map((answer) => (answer.code === 200 ? (answer.result as Label).outcome : answer.reason));
    expect(outcomes.sort()).toEqual(expect.arrayContaining(['bought']));
    expect(outcomes.filter((outcome) => outcome === 'bought')).toHaveLength(1);
    const again = await buyLabel(order.id);
    expect(again.result).toMatchObject({ outcome: 'already_bought' });
    expect(sandbox().created.length - before).toBe(1);
    expect(await shipmentsOf(order.id)).toHaveLength(1);
  });

  it('buys the labels of a delivery date in one batch, each order with its outcome; audited', async () => {
    const pick = (dates: string[]) => dates.filter((day) => !isSaturday(day))[1] ?? dates[1];
    const first = await crabMeatOrder({ date: pick });
    const second = await crabMeatOrder({ date: pick });
    const unknownStreet = await crabMeatOrder({ date: pick });
    const { db } = await adminDb(api);
    const address = JSON.parse(
      (await db.selectFrom('orders').select('shipping_address').where('id', '=', unknownStreet.id).executeTakeFirstOrThrow())
        .shipping_address!,
    ) as Record<string, unknown>;
    await db
      .updateTable('orders')
      .set({ shipping_address: JSON.stringify({ ...address, postcode: '' }) })
      .where('id', '=', unknownStreet.id)
      .execute();

    const batch = await call('POST', '/api/admin/packing-list/labels', { date: first.date }, packer.headers);
    expect(batch.code, JSON.stringify(batch.result)).toBe(200);
    const result = batch.result as {
      bought: number;
      refused: number;
      orders: Array<{ order_id: number; outcome: string; reason: string | null }>;
    };
    const outcomeOf = (id: number) => result.orders.find((entry) => entry.order_id === id);
    expect(outcomeOf(first.id)).toMatchObject({ outcome: 'bought' });
    expect(outcomeOf(second.id)).toMatchObject({ outcome: 'bought' });
    expect(outcomeOf(unknownStreet.id)).toMatchObject({ outcome: 'refused', reason: 'upstream_failed' });
    expect(await shipmentsOf(unknownStreet.id)).toHaveLength(0);
    expect((await auditRows(api, 'packing_list', first.date)).at(-1)).toMatchObject({ action: 'shipment.label_batch' });
    // Shipped orders are not bought again.
    const repeat = (await call('POST', '/api/admin/packing-list/labels', { date: first.date }, packer.headers)).result as typeof result;
    expect(repeat.orders.map((entry) => entry.order_id)).toEqual([unknownStreet.id]);
  });

  it('sends the label files: a PDF and a ZPL for the thermal printer; staff only', async () => {
    const order = await crabMeatOrder();
    expect((await buyLabel(order.id)).code).toBe(200);
    const pdf = await fetch(`${api.baseUrl}/api/admin/orders/${order.id}/label?format=pdf`, { headers: packer.headers });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 8)
        .toString('latin1'),
    ).toBe('%PDF-1.4');
    const zpl = await fetch(`${api.baseUrl}/api/admin/orders/${order.id}/label?format=zpl`, { headers: packer.headers });
    expect(zpl.status).toBe(200);
    expect(await zpl.text()).toMatch(/^\^XA[\s\S]*\^BC[\s\S]*\^XZ/);
    expect((await shipmentsOf(order.id))[0].label_zpl_url).toMatch(/\.zpl$/);
    expect((await fetch(`${api.baseUrl}/api/admin/orders/${order.id}/label?format=pdf`)).status).toBe(401);
    expect((await call('POST', `/api/admin/orders/${order.id}/label`, {})).code).toBe(401);
  });

  it('believes only signed tracking webhooks, stores each event once and moves the shipment', async () => {
    const order = await crabMeatOrder();
    expect((await buyLabel(order.id)).code).toBe(200);
    const [{ tracker_id: trackerId, id: shipmentId }] = await shipmentsOf(order.id);
    const { db } = await adminDb(api);
    const events = () =>
      db.selectFrom('shipment_tracking_events').selectAll().where('event_id', 'like', `evt_test_${engine.name}_%`).execute();

    const body = trackerEvent(`evt_test_${engine.name}_1`, trackerId!, 'out_for_delivery', 'out_for_delivery', '2099-01-02T08:00:00.000Z');
    const forged = await postWebhook(body, signEasyPostWebhook('another secret', body));
    expect(forged).toMatchObject({ status: 401, body: { code: 401 } });
    expect((await postWebhook(body, null)).status).toBe(401);
    expect(await events()).toHaveLength(0);

    const signed = signEasyPostWebhook(WEBHOOK_SECRET, body);
    expect(await postWebhook(body, signed)).toMatchObject({ status: 200, body: { result: { received: true, outcome: 'applied' } } });
    expect(await postWebhook(body, signed)).toMatchObject({ status: 200, body: { result: { received: true, duplicate: true } } });
    expect(await events()).toHaveLength(1);
    const shipment = await db.selectFrom('order_shipments').selectAll().where('id', '=', shipmentId).executeTakeFirstOrThrow();
    expect(shipment).toMatchObject({
      status: 'out_for_delivery',
      est_delivery_date: '2099-01-02',
      last_event: 'now out_for_delivery',
      last_event_at: '2099-01-02T08:00:00.000Z',
    });
    // An older event arriving late is stored, and changes nothing.
    const older = trackerEvent(`evt_test_${engine.name}_2`, trackerId!, 'in_transit', null, '2098-12-31T08:00:00.000Z');
    expect((await postWebhook(older, signEasyPostWebhook(WEBHOOK_SECRET, older))).body.result).toMatchObject({ outcome: 'older' });
    expect(await events()).toHaveLength(2);
  });

  it('the sandbox moves a bought parcel to delivered, which the account order and the receipt show; a late parcel says delayed', async () => {
    const customer = await signedUpCustomer(api, `labels-customer-${engine.name}@example.com`);
    const order = await crabMeatOrder({ customer });
    const label = (await buyLabel(order.id)).result as Label;
    const delivered = await waitFor(
      async () => (await shipmentsOf(order.id))[0],
      (shipment) => shipment.status === 'delivered',
    );
    expect(delivered).toMatchObject({ status: 'delivered', last_event: 'Delivered, front door' });
    const { order: id, expires, sig } = order.receipt;
    const receipt = (await call('GET', `/api/order/receipt?order=${id}&expires=${expires}&sig=${sig}`)).result as { shipment: unknown };
    const tracked = { status: 'delivered', track_number: label.tracking_code, tracking_url: label.tracking_url };
    expect(receipt.shipment).toMatchObject(tracked);
    expect(receipt.shipment).toHaveProperty('est_delivery_date');
    const account = (await call('GET', `/api/user/orders/${order.id}`, undefined, { authorization: `Bearer ${customer.token}` }))
      .result as {
      extension_attributes: { shipments: unknown[] };
    };
    expect(account.extension_attributes.shipments).toEqual([expect.objectContaining(tracked)]);

    const late = await crabMeatOrder();
    expect((await buyLabel(late.id)).code).toBe(200);
    const [{ tracker_id: trackerId }] = await shipmentsOf(late.id);
    const madeLate = await fetch(`${api.app.shipping.sandbox!.origin}/sandbox/easypost/trackers/${trackerId}/late`, { method: 'POST' });
    expect(madeLate.status).toBe(200);
    const delayed = await waitFor(
      async () => (await shipmentsOf(late.id))[0],
      (shipment) => shipment.status_detail === 'delayed',
    );
    expect(delayed).toMatchObject({ status: 'in_transit', status_detail: 'delayed' });
    await sandbox().settle();
  });
});
