import type { Kysely } from 'kysely';
import type { ApiContext } from '../context.js';
import type { Database } from '../db/index.js';
import { shopClock } from '../delivery/index.js';
import { findOrder, giftTrackingMail, orderMailStore, type GiftTrackingKind } from '../order/index.js';
import { riskOf } from './at-risk-storage.js';

/** How many gifts one round of the loop looks at, and how long after shipping a gift's parcels are still followed. */
const ROUND_SIZE = 200;
const FOLLOWED_DAYS = 10;

/** A box of a gift as its news reads it: its tracking, and what the mail names. */
interface GiftBox {
  id: number;
  carrier: string;
  track_number: string;
  tracking_url: string | null;
  status: string | null;
  status_detail: string | null;
}

/**
 * The news a gift's boxes are for its recipient, if any: delivered once every box is, waiting for pickup when the
 * carrier holds one at its counter (at risk too, but the recipient can act: fetch it), delayed when one is at risk,
 * out for delivery when one is on the van.
 */
export function giftNewsOf(
  boxes: readonly Pick<GiftBox, 'status' | 'status_detail'>[],
  deliveryDate: string | null,
  today: string,
): GiftTrackingKind | null {
  if (boxes.length === 0) return null;
  if (boxes.every((box) => box.status === 'delivered')) return 'delivered';
  if (boxes.some((box) => box.status === 'available_for_pickup')) return 'available_for_pickup';
  if (boxes.some((box) => riskOf({ ...box, delivery_date: deliveryDate }, today))) return 'delayed';
  if (boxes.some((box) => box.status === 'out_for_delivery')) return 'out_for_delivery';
  return null;
}

/** The gift order a box in force belongs to, when its recipient asked for mails. */
function giftOfBox(db: Kysely<Database>, shipmentId: number) {
  return db
    .selectFrom('order_shipments as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select(['s.order_id', 'o.delivery_date'])
    .where('s.id', '=', shipmentId)
    .where('s.voided_at', 'is', null)
    .where('o.is_gift', '=', 1)
    .where('o.gift_notify_recipient', '=', 1)
    .where('o.gift_recipient_email', 'is not', null)
    .executeTakeFirst();
}

/** The order's boxes in force (labels not voided), the first box first. */
function boxesOf(db: Kysely<Database>, orderId: number): Promise<GiftBox[]> {
  return db
    .selectFrom('order_shipments')
    .select(['id', 'carrier', 'track_number', 'tracking_url', 'status', 'status_detail'])
    .where('order_id', '=', orderId)
    .where('voided_at', 'is', null)
    .orderBy('id')
    .execute();
}

/**
 * The first box in force of each gift shipped since `since` whose recipient asked for mails and has not been told it was
 * delivered (the first box stands for the gift).
 */
function giftsNotToldDelivered(db: Kysely<Database>, since: string) {
  return db
    .selectFrom('order_shipments as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .leftJoin('shipment_status_mails as m', (join) => join.onRef('m.shipment_id', '=', 's.id').on('m.kind', '=', 'delivered'))
    .select('s.id')
    .where('s.provider', 'is not', null)
    .where('s.voided_at', 'is', null)
    .where('s.shipped_at', '>=', since)
    .where('o.is_gift', '=', 1)
    .where('o.gift_notify_recipient', '=', 1)
    .where('m.shipment_id', 'is', null)
    .where((where) =>
      where.not(
        where.exists(
          where
            .selectFrom('order_shipments as earlier')
            .select('earlier.id')
            .whereRef('earlier.order_id', '=', 's.order_id')
            .where('earlier.voided_at', 'is', null)
            .whereRef('earlier.id', '<', 's.id'),
        ),
      ),
    )
    .orderBy('s.id')
    .limit(ROUND_SIZE)
    .execute();
}

/**
 * Claims one mail of a gift (true for the one caller that may send it): a row per kind on the gift's first box, which
 * stands for the whole gift, inserted once.
 */
async function claimNews(db: Kysely<Database>, firstBoxId: number, kind: GiftTrackingKind, stamp: string): Promise<boolean> {
  const inserted = await db
    .insertInto('shipment_status_mails')
    .values({ shipment_id: firstBoxId, kind, claimed_at: stamp, sent_at: null })
    .onConflict((conflict) => conflict.columns(['shipment_id', 'kind']).doNothing())
    .returning('shipment_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * A gift recipient who asked for mails is told when the gift is out for delivery, waiting for pickup at the carrier,
 * delivered, or delayed (issue 37): each once per gift, however many boxes it ships in and however many processes hear
 * the webhooks or run the loop, since the one that inserts the gift's row for that news (on its first box) sends it,
 * naming every box; a send that fails deletes the row, so the loop's next round tries again.
 */
export class GiftTrackingMails {
  constructor(private readonly context: ApiContext) {}

  private get db() {
    return this.context.db;
  }

  /** Looks at a gift after one of its boxes' tracking changed: mails its news to the gift's recipient, once. */
  async notify(shipmentId: number, now = new Date()): Promise<GiftTrackingKind | null> {
    const gift = await giftOfBox(this.db, shipmentId);
    if (!gift) return null;
    const boxes = await boxesOf(this.db, gift.order_id);
    const kind = giftNewsOf(boxes, gift.delivery_date, shopClock(now, this.context.config.shipping.calendar.timeZone).date);
    if (!kind || !(await claimNews(this.db, boxes[0].id, kind, now.toISOString()))) return null;
    return (await this.send(gift.order_id, boxes, kind)) ? kind : null;
  }

  /** Sends a claimed mail, marked sent; a failed send gives the claim back (false). */
  private async send(orderId: number, boxes: readonly GiftBox[], kind: GiftTrackingKind): Promise<boolean> {
    const firstBoxId = boxes[0].id;
    try {
      const order = await findOrder(this.db, orderId);
      if (!order?.gift_recipient_email) return false;
      const { brand } = await orderMailStore(this.context, order);
      const shipments = boxes.map((box) => ({ carrier: box.carrier, trackNumber: box.track_number, trackingUrl: box.tracking_url }));
      const mail = giftTrackingMail(order, brand, { kind, shipments });
      await this.context.mailer.send({ from: this.context.config.mailFrom, to: order.gift_recipient_email, ...mail });
      await this.db
        .updateTable('shipment_status_mails')
        .set({ sent_at: new Date().toISOString() })
        .where('shipment_id', '=', firstBoxId)
        .where('kind', '=', kind)
        .execute();
      return true;
    } catch (error) {
      this.context.log.error({ err: error, shipment: firstBoxId, kind }, "a gift recipient's tracking e-mail failed");
      await this.db.deleteFrom('shipment_status_mails').where('shipment_id', '=', firstBoxId).where('kind', '=', kind).execute();
      return false;
    }
  }

  /** One round of the loop: gifts shipped lately and not yet told delivered (a webhook missed, a send failed). */
  async sweep(now = new Date()): Promise<number> {
    const since = new Date(now.getTime() - FOLLOWED_DAYS * 86_400_000).toISOString();
    const firstBoxes = await giftsNotToldDelivered(this.db, since);
    let sent = 0;
    for (const { id } of firstBoxes) if (await this.notify(id, now)) sent++;
    return sent;
  }
}
