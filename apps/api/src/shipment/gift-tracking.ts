import type { Kysely } from 'kysely';
import type { ApiContext } from '../context.js';
import type { Database } from '../db/index.js';
import { shopClock } from '../delivery/index.js';
import { findOrder, giftTrackingMail, orderMailStore, type GiftTrackingKind } from '../order/index.js';
import { riskOf } from './at-risk-storage.js';

/** How many parcels one round of the loop looks at, and how long after shipping a gift's parcel is still followed. */
const ROUND_SIZE = 200;
const FOLLOWED_DAYS = 10;

/** The news a parcel's latest tracking is for its gift recipient, if any. */
export function giftNewsOf(
  shipment: { status: string | null; status_detail: string | null; delivery_date: string | null },
  today: string,
): GiftTrackingKind | null {
  if (shipment.status === 'delivered') return 'delivered';
  if (riskOf(shipment, today)) return 'delayed';
  if (shipment.status === 'out_for_delivery') return 'out_for_delivery';
  return null;
}

/** Claims one mail of a parcel (true for the one caller that may send it): a row per parcel and kind, inserted once. */
async function claimNews(db: Kysely<Database>, shipmentId: number, kind: GiftTrackingKind, stamp: string): Promise<boolean> {
  const inserted = await db
    .insertInto('shipment_status_mails')
    .values({ shipment_id: shipmentId, kind, claimed_at: stamp, sent_at: null })
    .onConflict((conflict) => conflict.columns(['shipment_id', 'kind']).doNothing())
    .returning('shipment_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * A gift recipient who asked for mails is told when the parcel is out for delivery, delivered, or delayed (issue 37):
 * each once per parcel, however many processes hear the webhook or run the loop, since the one that inserts the
 * parcel's row for that news sends it; a send that fails deletes the row, so the loop's next round tries again.
 */
export class GiftTrackingMails {
  constructor(private readonly context: ApiContext) {}

  private get db() {
    return this.context.db;
  }

  /** Looks at one parcel after its tracking changed: mails its news to the gift's recipient, once. */
  async notify(shipmentId: number, now = new Date()): Promise<GiftTrackingKind | null> {
    const shipment = await this.db
      .selectFrom('order_shipments as s')
      .innerJoin('orders as o', 'o.id', 's.order_id')
      .select(['s.id', 's.order_id', 's.carrier', 's.track_number', 's.tracking_url', 's.status', 's.status_detail', 'o.delivery_date'])
      .where('s.id', '=', shipmentId)
      .where('s.voided_at', 'is', null)
      .where('o.is_gift', '=', 1)
      .where('o.gift_notify_recipient', '=', 1)
      .where('o.gift_recipient_email', 'is not', null)
      .executeTakeFirst();
    const kind = shipment ? giftNewsOf(shipment, shopClock(now, this.context.config.shipping.calendar.timeZone).date) : null;
    if (!shipment || !kind) return null;
    const stamp = now.toISOString();
    if (!(await claimNews(this.db, shipment.id, kind, stamp))) return null;
    try {
      const order = await findOrder(this.db, shipment.order_id);
      if (!order?.gift_recipient_email) return null;
      const { brand } = await orderMailStore(this.context, order);
      const mail = giftTrackingMail(order, brand, {
        kind,
        shipment: { carrier: shipment.carrier, trackNumber: shipment.track_number, trackingUrl: shipment.tracking_url },
      });
      await this.context.mailer.send({ from: this.context.config.mailFrom, to: order.gift_recipient_email, ...mail });
      await this.db
        .updateTable('shipment_status_mails')
        .set({ sent_at: new Date().toISOString() })
        .where('shipment_id', '=', shipment.id)
        .where('kind', '=', kind)
        .execute();
      return kind;
    } catch (error) {
      this.context.log.error({ err: error, shipment: shipment.id, kind }, "a gift recipient's tracking e-mail failed");
      await this.db.deleteFrom('shipment_status_mails').where('shipment_id', '=', shipment.id).where('kind', '=', kind).execute();
      return null;
    }
  }

  /** One round of the loop: gift parcels shipped lately and not yet told delivered (a webhook missed, a send failed). */
  async sweep(now = new Date()): Promise<number> {
    const since = new Date(now.getTime() - FOLLOWED_DAYS * 86_400_000).toISOString();
    const parcels = await this.db
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
      .orderBy('s.id')
      .limit(ROUND_SIZE)
      .execute();
    let sent = 0;
    for (const { id } of parcels) if (await this.notify(id, now)) sent++;
    return sent;
  }
}
