import { beforeAll, describe, expect, it } from 'vitest';
import { signEasyPostWebhook } from '../src/shipment/easypost/signature.js';
import { adminDb, auditRows, createStaffTeam, type TestStaff } from './admin-harness.js';
import { engines, postSignedWebhook, suiteApi } from './harness.js';
import { carrierSandboxSettings, readyToShip, trackerUpdated } from './carrier-sandbox.js';
import { mailsTo, placeOrder } from './fixtures.js';

/**
 * Voiding a bought label (issue 37): the carrier refunds the postage (EasyPost's POST /v2/shipments/{id}/refund), the
 * shipped order goes back to packed and may get a new label; once, however often it is asked; a parcel on its way
 * cannot be voided (one whose shipment the carrier cancelled can); a label bought and never shipped with, for an order since canceled or moved, is voided by the
 * next purchase instead of a 409.
 */
type Envelope = { code: number; result: never; reason?: string };
interface VoidAnswer {
  outcome: string;
  tracking_codes: string[];
  status: string;
}

const WEBHOOK_SECRET = 'whsec_label_voids_test';
// Parcels stay where the label left them: the tests move them with signed webhooks.
// A box carries 10 lb at most here: 4 lb of packaging and 6 units of corn (16 oz each, no catalog weight).
carrierSandboxSettings({ stepMs: 3_600_000, secret: WEBHOOK_SECRET, maxBoxLb: 10 });

describe.each(engines)('voiding labels on $name', (engine) => {
  const api = suiteApi(engine);
  let team: Record<'manager' | 'packer', TestStaff>;
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    (await api.request(method, url, body, headers)).body as Envelope;
  const db = async () => (await adminDb(api)).db;
  const sandbox = () => api.app.shipping.sandbox!.sandbox;
  const buy = (orderId: number) => call('POST', `/api/admin/orders/${orderId}/label`, {}, team.packer.headers);
  const voidLabel = (orderId: number, staff: TestStaff = team.packer) =>
    call('POST', `/api/admin/orders/${orderId}/label/void`, {}, staff.headers);
  const shipments = async (orderId: number) =>
    (await db()).selectFrom('order_shipments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  const statusOf = async (orderId: number) =>
    (await (await db()).selectFrom('orders').select(['status', 'delivery_date']).where('id', '=', orderId).executeTakeFirstOrThrow())
      .status;
  let orders = 0;
  const shippedOrder = async (qty = 1) => {
    const placed = await placeOrder(api, { email: `voids-${engine.name}-${++orders}@example.com`, lines: [{ sku: 'SIDE-CORN', qty }] });
    const bought = await buy(placed.orderId);
    expect(bought.code, JSON.stringify(bought.result)).toBe(200);
    return placed.orderId;
  };

  beforeAll(async () => {
    team = await createStaffTeam(api, ['manager', 'packer']);
    await readyToShip(await db(), ['SIDE-CORN']);
  });

  it("a packer voids a shipped order's label: postage refunded, order back to packed, once; a new label can be bought", async () => {
    const orderId = await shippedOrder();
    const [first] = await shipments(orderId);
    const [one, two] = await Promise.all([voidLabel(orderId), voidLabel(orderId)]);
    expect([one.code, two.code]).toEqual([200, 200]);
    const outcomes = [one.result, two.result].map((answer: VoidAnswer) => answer.outcome).sort();
    expect(outcomes).toEqual(['already_voided', 'voided']);
    const voided = [one.result, two.result].find((answer: VoidAnswer) => answer.outcome === 'voided') as VoidAnswer;
    expect(voided).toMatchObject({ tracking_codes: [first.track_number], status: 'packed' });
    expect(sandbox().refunded.filter((id) => id === first.provider_shipment_id)).toHaveLength(1);
    expect((await shipments(orderId))[0].voided_at).not.toBeNull();
    expect(await statusOf(orderId)).toBe('packed');
    expect((await voidLabel(orderId)).result).toMatchObject({ outcome: 'already_voided' });
    expect((await auditRows(api, 'order', orderId)).filter((row) => row.action === 'shipment.label_void')).toHaveLength(1);
    // The customer no longer sees the voided parcel; a new label ships the order again.
    const again = await buy(orderId);
    expect(again.result).toMatchObject({ outcome: 'bought' });
    const rows = await shipments(orderId);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ voided_at: null });
    expect(rows[1].tracker_id).not.toBe(first.tracker_id);
    expect(await statusOf(orderId)).toBe('shipped');
    const detail = (await call('GET', `/api/admin/orders/${orderId}`, undefined, team.packer.headers)).result as {
      shipments: Array<{ voided_at: string | null }>;
    };
    expect(detail.shipments.map((shipment) => shipment.voided_at === null)).toEqual([false, true]);
  });

  it('refuses to void a parcel the carrier has scanned', async () => {
    const orderId = await shippedOrder();
    const [shipment] = await shipments(orderId);
    const body = trackerUpdated({
      eventId: `evt_void_${engine.name}_${orderId}`,
      trackerId: shipment.tracker_id!,
      status: 'in_transit',
      detail: 'departed_facility',
      at: new Date(Date.now() + 60_000).toISOString(),
    });
    const sent = await postSignedWebhook(`${api.baseUrl}/api/shipping/webhooks/easypost`, body, {
      header: 'x-hmac-signature',
      value: signEasyPostWebhook(WEBHOOK_SECRET, body),
    });
    expect(sent.status).toBe(200);
    const refused = await voidLabel(orderId);
    expect(refused.code).toBe(409);
    expect((await shipments(orderId))[0].voided_at).toBeNull();
    expect(await statusOf(orderId)).toBe('shipped');
  });

  it('voids a label whose shipment the carrier cancelled (it goes nowhere), and a new label can be bought', async () => {
    const orderId = await shippedOrder();
    const [shipment] = await shipments(orderId);
    const body = trackerUpdated({
      eventId: `evt_void_cancelled_${engine.name}_${orderId}`,
      trackerId: shipment.tracker_id!,
      status: 'cancelled',
      detail: 'cancelled',
      at: new Date(Date.now() + 60_000).toISOString(),
    });
    const sent = await postSignedWebhook(`${api.baseUrl}/api/shipping/webhooks/easypost`, body, {
      header: 'x-hmac-signature',
      value: signEasyPostWebhook(WEBHOOK_SECRET, body),
    });
    expect(sent.status).toBe(200);
    expect((await shipments(orderId))[0].status).toBe('cancelled');
    const voided = await voidLabel(orderId);
    expect(voided.code, JSON.stringify(voided.result)).toBe(200);
    expect(voided.result).toMatchObject({ outcome: 'voided', status: 'packed' });
    expect((await shipments(orderId))[0].voided_at).not.toBeNull();
    expect((await buy(orderId)).result).toMatchObject({ outcome: 'bought' });
    expect(await statusOf(orderId)).toBe('shipped');
  });

  /** A label bought and then left unshipped (a process stopped between the sale and the ship): the order is packed again. */
  async function stuckLabel(change: { status?: string; delivery_date?: string }) {
    const orderId = await shippedOrder();
    const [shipment] = await shipments(orderId);
    const opened = await db();
    await opened.deleteFrom('order_shipments').where('order_id', '=', orderId).execute();
    await opened
      .updateTable('orders')
      .set({ status: 'packed', ...change })
      .where('id', '=', orderId)
      .execute();
    return { orderId, providerShipmentId: shipment.provider_shipment_id! };
  }

  it('a label bought for an order since moved to another date is voided and bought again, not refused', async () => {
    const row = await (await db()).selectFrom('orders').select('delivery_date').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const { orderId, providerShipmentId } = await stuckLabel({ delivery_date: row.delivery_date });
    await (await db()).updateTable('orders').set({ delivery_date: '2099-01-05' }).where('id', '=', orderId).execute();
    const again = await buy(orderId);
    expect(again.code, JSON.stringify(again.result)).toBe(200);
    expect(again.result).toMatchObject({ outcome: 'bought' });
    expect(sandbox().refunded).toContain(providerShipmentId);
    expect((await shipments(orderId)).map((shipment) => shipment.provider_shipment_id)).not.toContain(providerShipmentId);
    expect((await auditRows(api, 'order', orderId)).map((entry) => entry.action)).toContain('shipment.label_void');
  });

  it('a label bought for an order since canceled is voided; the canceled order gets none', async () => {
    const { orderId, providerShipmentId } = await stuckLabel({ status: 'canceled' });
    const refused = await buy(orderId);
    expect(refused.code).toBe(409);
    expect(sandbox().refunded).toContain(providerShipmentId);
    expect((await voidLabel(orderId)).code).toBe(404);
  });

  it('ships an order heavier than a box in several, each with its label and tracker; the customer sees each; each watched', async () => {
    const placed = await placeOrder(api, { email: `boxes-${engine.name}@example.com`, lines: [{ sku: 'SIDE-CORN', qty: 10 }] });
    const before = sandbox().created.length;
    const bought = await buy(placed.orderId);
    expect(bought.code, JSON.stringify(bought.result)).toBe(200);
    const label = bought.result as {
      weight_oz: number;
      cost_cents: number;
      boxes: Array<{ box_number: number; weight_oz: number; cost_cents: number }>;
    };
    // Ten units: six in the first box (96 oz + 64 oz of packaging), four in the second.
    expect(label.boxes.map((box) => [box.box_number, box.weight_oz])).toEqual([
      [1, 160],
      [2, 128],
    ]);
    expect(label.weight_oz).toBe(288);
    expect(label.cost_cents).toBe(label.boxes.reduce((sum, box) => sum + box.cost_cents, 0));
    expect(sandbox().created.length - before).toBe(2);
    expect(
      sandbox()
        .created.slice(-2)
        .map((entry) => entry.request.shipment.parcel.weight),
    ).toEqual([160, 128]);
    const rows = await shipments(placed.orderId);
    expect(rows.map((row) => row.box_number)).toEqual([1, 2]);
    expect(new Set(rows.map((row) => row.tracker_id)).size).toBe(2);
    expect((await buy(placed.orderId)).result).toMatchObject({ outcome: 'already_bought' });
    expect(await shipments(placed.orderId)).toHaveLength(2);
    // Each box's label file.
    const file = (query: string) =>
      fetch(`${api.baseUrl}/api/admin/orders/${placed.orderId}/label?${query}`, { headers: team.packer.headers });
    const second = await file('format=pdf&box=2');
    expect(second.status).toBe(200);
    expect(second.headers.get('content-disposition')).toContain(`-2.pdf`);
    expect((await file('box=3')).status).toBe(404);
    // The order page names each box.
    const receipt = (await call('GET', `/api/admin/orders/${placed.orderId}`, undefined, team.packer.headers)).result as {
      shipments: Array<{ box_number: number }>;
    };
    expect(receipt.shipments.map((shipment) => shipment.box_number)).toEqual([1, 2]);
    // The shipped mail names both boxes' tracking numbers.
    const shippedMail = () =>
      mailsTo(api, `boxes-${engine.name}@example.com`).find((mail) => mail.subject.includes('has shipped'))?.text ?? '';
    await expect.poll(shippedMail).toContain('Box 2 of 2');
    for (const row of rows) expect(shippedMail()).toContain(row.track_number);
    // The at-risk watch works per parcel: the second box late is one box at risk, the first not.
    const body = trackerUpdated({
      eventId: `evt_box2_${engine.name}`,
      trackerId: rows[1].tracker_id!,
      status: 'failure',
      detail: 'damaged',
      at: new Date(Date.now() + 60_000).toISOString(),
    });
    await postSignedWebhook(`${api.baseUrl}/api/shipping/webhooks/easypost`, body, {
      header: 'x-hmac-signature',
      value: signEasyPostWebhook(WEBHOOK_SECRET, body),
    });
    const risky = await (await db()).selectFrom('shipment_at_risk').select('shipment_id').where('order_id', '=', placed.orderId).execute();
    expect(risky).toEqual([{ shipment_id: rows[1].id }]);
  });

  it('voids every box of an order shipped in several', async () => {
    const orderId = await shippedOrder(10);
    const rows = await shipments(orderId);
    expect(rows).toHaveLength(2);
    const voided = await voidLabel(orderId);
    expect((voided.result as VoidAnswer).tracking_codes).toEqual(rows.map((row) => row.track_number));
    expect(sandbox().refunded).toEqual(expect.arrayContaining(rows.map((row) => row.provider_shipment_id)));
    expect((await shipments(orderId)).every((row) => row.voided_at !== null)).toBe(true);
  });

  it('is staff only', async () => {
    expect((await call('POST', '/api/admin/orders/1/label/void', {})).code).toBe(401);
    expect((await voidLabel(999_999, team.manager)).code).toBe(404);
  });
});
