import { beforeAll, describe, expect, it } from 'vitest';
import { signEasyPostWebhook } from '../src/shipment/easypost/signature.js';
import { adminDb, createStaff, type TestStaff } from './admin-harness.js';
import { engines, postSignedWebhook, suiteApi } from './harness.js';
import { carrierSandboxSettings, readyToShip, trackerUpdated } from './carrier-sandbox.js';
import { mailsTo, placeOrder } from './fixtures.js';

/**
 * A gift shipped in several boxes (issue 37, SHIPPING_MAX_BOX_LB): its recipient, who asked for mails, hears each piece
 * of parcel news once for the whole gift, with every box's tracking, however many boxes the carrier reports it for.
 */
const WEBHOOK_SECRET = 'whsec_gift_boxes_test';
// Parcels stay where the label left them (the tests move them with signed webhooks); a box carries 10 lb at most:
// ten units of corn ship in two boxes.
carrierSandboxSettings({ stepMs: 3_600_000, secret: WEBHOOK_SECRET, maxBoxLb: 10 });

describe.each(engines)("a gift's tracking mails over several boxes on $name", (engine) => {
  const api = suiteApi(engine);
  let packer: TestStaff;
  let gifts = 0;
  const db = async () => (await adminDb(api)).db;
  const boxesOf = async (orderId: number) =>
    (await db()).selectFrom('order_shipments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

  /** A gift of ten units of corn whose recipient asked for mails, shipped in two boxes; the recipient's inbox and the boxes. */
  async function giftInTwoBoxes() {
    const recipient = `gift-boxes-${engine.name}-${++gifts}@example.com`;
    const placed = await placeOrder(api, {
      email: `gift-boxes-buyer-${engine.name}-${gifts}@example.com`,
      lines: [{ sku: 'SIDE-CORN', qty: 10 }],
      extra: { gift: { message: 'Enjoy!', notify_recipient: true, recipient_email: recipient } },
    });
    const bought = await api.request('POST', `/api/admin/orders/${placed.orderId}/label`, {}, packer.headers);
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const boxes = await boxesOf(placed.orderId);
    expect(boxes.map((box) => box.box_number)).toEqual([1, 2]);
    return { recipient, boxes };
  }

  let events = 0;
  /** The carrier's word on one box, each later than the last (an older event changes nothing). */
  async function carrierSays(trackerId: string | null, status: string, detail: string | null = null) {
    const body = trackerUpdated({
      eventId: `evt_gift_boxes_${engine.name}_${++events}`,
      trackerId: trackerId!,
      status,
      detail,
      at: new Date(Date.now() + 60_000 + events * 1000).toISOString(),
    });
    const sent = await postSignedWebhook(`${api.baseUrl}/api/shipping/webhooks/easypost`, body, {
      header: 'x-hmac-signature',
      value: signEasyPostWebhook(WEBHOOK_SECRET, body),
    });
    expect(sent.status).toBe(200);
  }

  const news = (inbox: string, words: RegExp) => mailsTo(api, inbox).filter((mail) => words.test(mail.subject));

  beforeAll(async () => {
    packer = await createStaff(api, 'packer');
    await readyToShip(await db(), ['SIDE-CORN']);
  });

  it('tells the recipient once that the gift is out for delivery, then once that it was delivered, each mail naming every box', async () => {
    const { recipient, boxes } = await giftInTwoBoxes();
    await carrierSays(boxes[0].tracker_id, 'out_for_delivery');
    await carrierSays(boxes[1].tracker_id, 'out_for_delivery');
    expect(news(recipient, /out for delivery/)).toHaveLength(1);
    const outForDelivery = news(recipient, /out for delivery/)[0].text;
    for (const box of boxes) expect(outForDelivery).toContain(box.track_number);
    expect(outForDelivery).toContain('Box 2 of 2');

    // The first box at the door is not the gift delivered: the recipient hears it once the last one is.
    await carrierSays(boxes[0].tracker_id, 'delivered');
    expect(news(recipient, /was delivered/)).toHaveLength(0);
    await carrierSays(boxes[1].tracker_id, 'delivered');
    expect(news(recipient, /was delivered/)).toHaveLength(1);
    for (const box of boxes) expect(news(recipient, /was delivered/)[0].text).toContain(box.track_number);

    // The loop's rounds and a webhook heard again send nothing more.
    const gifts = api.app.shipping.giftMails;
    await gifts.sweep();
    await Promise.all(boxes.map((box) => gifts.notify(box.id)));
    expect(news(recipient, /out for delivery/)).toHaveLength(1);
    expect(news(recipient, /was delivered/)).toHaveLength(1);
    // A send that failed (its claim given back, on the first box: it stands for the gift) is sent again by the loop, once.
    await (await db()).deleteFrom('shipment_status_mails').where('shipment_id', '=', boxes[0].id).where('kind', '=', 'delivered').execute();
    await Promise.all([gifts.sweep(), gifts.sweep()]);
    await gifts.sweep();
    expect(news(recipient, /was delivered/)).toHaveLength(2);
    expect(news(recipient, /out for delivery/)).toHaveLength(1);
  });

  it('tells the recipient once that the gift is delayed when the carrier reports both boxes late', async () => {
    const { recipient, boxes } = await giftInTwoBoxes();
    await Promise.all(boxes.map((box) => carrierSays(box.tracker_id, 'in_transit', 'delayed')));
    await api.app.shipping.giftMails.sweep();
    expect(news(recipient, /is delayed/)).toHaveLength(1);
    for (const box of boxes) expect(news(recipient, /is delayed/)[0].text).toContain(box.track_number);
  });

  it("names every box's tracking in the recipient's first mail, sent when the gift ships", async () => {
    const { recipient, boxes } = await giftInTwoBoxes();
    await expect.poll(() => news(recipient, /sent you a gift/).length, { timeout: 5000 }).toBe(1);
    const shipped = news(recipient, /sent you a gift/)[0].text;
    for (const box of boxes) expect(shipped).toContain(box.track_number);
    expect(shipped).toContain('Box 2 of 2');
  });
});
