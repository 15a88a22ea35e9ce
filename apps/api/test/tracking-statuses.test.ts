import { beforeAll, describe, expect, it } from 'vitest';
import { signEasyPostWebhook } from '../src/shipment/easypost/signature.js';
import { adminDb, createStaff, type TestStaff } from './admin-harness.js';
import { engines, postSignedWebhook, suiteApi } from './harness.js';
import { carrierSandboxSettings, readyToShip, trackerUpdated } from './carrier-sandbox.js';
import { mailsTo, placeOrder, signedUpCustomer } from './fixtures.js';

/**
 * Every tracker status EasyPost documents reaches the shop as itself (issue 37): the EasyPost sandbox stops a bought
 * parcel in each, its signed webhook stores the status, the customer's order answers it, the box goes to the at-risk
 * queue with a mail that says what happened, and a gift's recipient hears news that is true; a code EasyPost does not
 * document is kept as `unknown`.
 */
const WEBHOOK_SECRET = 'whsec_tracking_statuses_test';
// Parcels stay where the label left them: the tests move them through the sandbox's console.
carrierSandboxSettings({ stepMs: 3_600_000, secret: WEBHOOK_SECRET });

describe.each(engines)('every EasyPost tracker status on $name', (engine) => {
  const api = suiteApi(engine);
  let packer: TestStaff;
  let orders = 0;
  const db = async () => (await adminDb(api)).db;
  const sandbox = () => api.app.shipping.sandbox!;

  /** A signed-up customer's order of one box, its label bought; with `giftTo`, a gift whose recipient asked for mails. */
  async function shippedOrder(giftTo?: string) {
    const customer = await signedUpCustomer(api, `tracking-${engine.name}-${++orders}@example.com`);
    const placed = await placeOrder(api, {
      email: customer.email,
      token: customer.token,
      ...(giftTo ? { extra: { gift: { message: 'Enjoy!', notify_recipient: true, recipient_email: giftTo } } } : {}),
    });
    const label = await api.request('POST', `/api/admin/orders/${placed.orderId}/label`, {}, packer.headers);
    expect(label.status, JSON.stringify(label.body)).toBe(200);
    await sandbox().sandbox.settle();
    const shipment = await (
      await db()
    )
      .selectFrom('order_shipments')
      .select(['id', 'tracker_id'])
      .where('order_id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    return { id: placed.orderId, customer, shipmentId: shipment.id, trackerId: shipment.tracker_id! };
  }

  /** The carrier stops the parcel (the sandbox's console), and its signed tracker.updated reaches the shop. */
  async function carrierStops(trackerId: string, action: string) {
    const answer = await fetch(`${sandbox().origin}/sandbox/easypost/trackers/${trackerId}/${action}`, { method: 'POST' });
    expect(answer.status, await answer.clone().text()).toBe(200);
    await sandbox().sandbox.settle();
  }

  const shipmentRow = async (shipmentId: number) =>
    (await db()).selectFrom('order_shipments').select(['status', 'status_detail']).where('id', '=', shipmentId).executeTakeFirstOrThrow();
  const atRiskRow = async (shipmentId: number) =>
    (await db())
      .selectFrom('shipment_at_risk')
      .select(['reason', 'latest_status'])
      .where('shipment_id', '=', shipmentId)
      .executeTakeFirst();
  const accountShipments = async (order: Awaited<ReturnType<typeof shippedOrder>>) => {
    const answer = await api.request('GET', `/api/user/orders/${order.id}`, undefined, { authorization: `Bearer ${order.customer.token}` });
    return (answer.body.result as { extension_attributes: { shipments: Array<{ status: string | null }> } }).extension_attributes.shipments;
  };
  const riskMails = (email: string) => mailsTo(api, email).filter((mail) => /parcel is delayed/.test(mail.subject));

  beforeAll(async () => {
    packer = await createStaff(api, 'packer');
    await readyToShip(await db(), ['SIDE-CORN']);
  });

  it.each([
    { action: 'pickup', status: 'available_for_pickup', said: /holding the parcel of your order \d+ for pickup at one of its locations/ },
    { action: 'cancel', status: 'cancelled', said: /the carrier cancelled the shipment of the parcel of your order \d+/ },
    { action: 'error', status: 'error', said: /tracking of the parcel of your order \d+ reports an error/ },
    { action: 'exception', status: 'failure', said: /the carrier reported a problem with the parcel of your order \d+/ },
    { action: 'return', status: 'return_to_sender', said: /the carrier is sending the parcel of your order \d+ back to us/ },
  ])(
    "the carrier's $status is stored and shown as itself, puts the box at risk at once and mails its customer what happened",
    async ({ action, status, said }) => {
      const order = await shippedOrder();
      await carrierStops(order.trackerId, action);
      expect((await shipmentRow(order.shipmentId)).status).toBe(status);
      expect(await accountShipments(order)).toEqual([expect.objectContaining({ status })]);
      // Its delivery date has not even begun: the carrier's word alone puts a perishable box at risk.
      expect(await atRiskRow(order.shipmentId)).toEqual({ reason: 'exception', latest_status: status });
      await expect.poll(() => riskMails(order.customer.email).length, { timeout: 5000 }).toBe(1);
      expect(riskMails(order.customer.email)[0].text).toMatch(said);
    },
  );

  it('tells a gift recipient that the gift waits at the carrier for pickup, once; a cancelled gift is delayed', async () => {
    const recipient = `tracking-recipient-${engine.name}@example.com`;
    const held = await shippedOrder(recipient);
    await carrierStops(held.trackerId, 'pickup');
    const waiting = () => mailsTo(api, recipient).filter((mail) => /is waiting for you at the carrier/.test(mail.subject));
    expect(waiting()).toHaveLength(1);
    expect(waiting()[0].text).toContain('holding the gift for you to pick up');
    // The loop's round sends nothing more, and the recipient is not also told the gift is delayed.
    await api.app.shipping.giftMails.sweep();
    expect(waiting()).toHaveLength(1);
    expect(mailsTo(api, recipient).filter((mail) => /is delayed/.test(mail.subject))).toHaveLength(0);

    const otherRecipient = `tracking-recipient-cancelled-${engine.name}@example.com`;
    const cancelled = await shippedOrder(otherRecipient);
    await carrierStops(cancelled.trackerId, 'cancel');
    const delayed = mailsTo(api, otherRecipient).filter((mail) => /is delayed/.test(mail.subject));
    expect(delayed).toHaveLength(1);
    expect(delayed[0].text).toContain('The carrier reports a problem or a delay with the gift.');
  });

  it("keeps a code EasyPost does not document as unknown (not at risk before its date), and reads the help pages' canceled", async () => {
    const order = await shippedOrder();
    let events = 0;
    const carrierSays = async (status: string) => {
      const body = trackerUpdated({
        eventId: `evt_tracking_statuses_${engine.name}_${order.id}_${++events}`,
        trackerId: order.trackerId,
        status,
        detail: null,
        at: new Date(Date.now() + 60_000 + events * 1000).toISOString(),
      });
      const sent = await postSignedWebhook(`${api.baseUrl}/api/shipping/webhooks/easypost`, body, {
        header: 'x-hmac-signature',
        value: signEasyPostWebhook(WEBHOOK_SECRET, body),
      });
      expect(sent.status).toBe(200);
    };
    await carrierSays('held_at_customs');
    expect((await shipmentRow(order.shipmentId)).status).toBe('unknown');
    expect(await atRiskRow(order.shipmentId)).toBeUndefined();
    await carrierSays('canceled');
    expect((await shipmentRow(order.shipmentId)).status).toBe('cancelled');
    expect(await atRiskRow(order.shipmentId)).toEqual({ reason: 'exception', latest_status: 'cancelled' });
  });
});
