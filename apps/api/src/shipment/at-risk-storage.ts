import type { Kysely, Selectable } from 'kysely';
import type { Database, ShipmentAtRiskTable } from '../db/index.js';
import { isTrackingStatus, type TrackingStatus } from './port.js';

export type AtRiskRow = Selectable<ShipmentAtRiskTable>;
export type AtRiskReason = 'exception' | 'late';
export type Resolution = 'replacement' | 'credit' | 'refund';

/**
 * Carrier statuses that say the parcel will not reach the door as planned; a status detail naming a delay says so
 * too. A box held for pickup (`available_for_pickup`) is one: a next-day perishable is packed to stay cold until the
 * end of its delivery day at the door, and one waiting at a carrier's counter warms there while nobody may know to
 * fetch it, so the shop tells its customer and acts at once. A tracking `error` is one too: the shop can no longer
 * see the box, and by the time the box would be late (the end of its day) it is too late to do more than replace it.
 */
const EXCEPTION_STATUSES: ReadonlySet<TrackingStatus> = new Set<TrackingStatus>([
  'failure',
  'return_to_sender',
  'cancelled',
  'error',
  'available_for_pickup',
]);
const DELAYED = /delay/i;
/** Orders done with (delivered by staff's word, or canceled): their parcels are nobody's risk any more. */
const SETTLED_ORDERS = ['complete', 'canceled', 'closed'];

/** The shipment's tracking as detection reads it. */
export interface TrackedBox {
  status: string | null;
  status_detail: string | null;
  delivery_date: string | null;
}

const isException = (status: string | null): boolean => status !== null && isTrackingStatus(status) && EXCEPTION_STATUSES.has(status);

/**
 * Why a parcel is at risk, or null: the carrier reported an exception (a failure, a return to sender, a cancelled
 * shipment, a tracking error, a box held for pickup, a delay), or it is not delivered by the end of its delivery date
 * (`today` is the shop's date, in its time zone).
 */
export function riskOf(box: TrackedBox, today: string): AtRiskReason | null {
  if (box.status === 'delivered') return null;
  if (isException(box.status) || (box.status_detail && DELAYED.test(box.status_detail))) return 'exception';
  if (box.delivery_date && box.delivery_date < today) return 'late';
  return null;
}

/** What a detected box is stored with. */
export interface NewAtRisk {
  orderId: number;
  shipmentId: number;
  reason: AtRiskReason;
  carrier: string | null;
  regionCode: string | null;
  latest: { status: string | null; detail: string | null; event: string | null; at: string | null };
  stamp: string;
}

/** Stores a box at risk once per shipment; its id when this call stored it, null when it was there already. */
export async function recordAtRisk(db: Kysely<Database>, box: NewAtRisk): Promise<number | null> {
  const inserted = await db
    .insertInto('shipment_at_risk')
    .values({
      order_id: box.orderId,
      shipment_id: box.shipmentId,
      reason: box.reason,
      carrier: box.carrier,
      region_code: box.regionCode,
      detected_at: box.stamp,
      latest_status: box.latest.status,
      latest_detail: box.latest.detail,
      latest_event: box.latest.event,
      latest_event_at: box.latest.at,
    })
    .onConflict((conflict) => conflict.column('shipment_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** Label shipments not delivered whose date is past, or whose carrier reported an exception, not stored as at risk yet. */
export function unseenCandidates(db: Kysely<Database>, today: string, limit: number) {
  return db
    .selectFrom('order_shipments as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .leftJoin('shipment_at_risk as r', 'r.shipment_id', 's.id')
    .select(['s.id as shipment_id'])
    .where('s.provider', 'is not', null)
    .where('s.voided_at', 'is', null)
    .where('r.id', 'is', null)
    .where('o.status', 'not in', SETTLED_ORDERS)
    .where((where) => where.or([where('s.status', 'is', null), where('s.status', '!=', 'delivered')]))
    .where((where) =>
      where.or([
        where('o.delivery_date', '<', today),
        where('s.status', 'in', [...EXCEPTION_STATUSES]),
        where('s.status_detail', 'like', '%delay%'),
      ]),
    )
    .orderBy('s.id')
    .limit(limit)
    .execute();
}

/** A shipment with its order's date and address, as detection reads it. */
export function trackedShipment(db: Kysely<Database>, shipmentId: number) {
  return db
    .selectFrom('order_shipments as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select([
      's.id',
      's.order_id',
      's.carrier',
      's.status',
      's.status_detail',
      's.last_event',
      's.last_event_at',
      's.provider',
      'o.delivery_date',
      'o.shipping_address',
    ])
    .where('s.id', '=', shipmentId)
    .where('s.voided_at', 'is', null)
    .where('o.status', 'not in', SETTLED_ORDERS)
    .executeTakeFirst();
}

/** The two mails of a box: the first word (mailed_at) and the resolution's (resolution_mailed_at, credit or refund). */
export type BoxMail = 'mailed_at' | 'resolution_mailed_at';

/**
 * Claims one mail of a box: the first caller sends it (true); a box mailed or being mailed is not mailed again. A
 * send that failed gives the claim back (`releaseMail`), so a later round tries again.
 */
export async function claimMail(db: Kysely<Database>, id: number, stamp: string, mail: BoxMail = 'mailed_at'): Promise<boolean> {
  const claimed = await db
    .updateTable('shipment_at_risk')
    .set({ [mail]: stamp })
    .where('id', '=', id)
    .where(mail, 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export async function releaseMail(db: Kysely<Database>, id: number, stamp: string, mail: BoxMail = 'mailed_at'): Promise<void> {
  await db
    .updateTable('shipment_at_risk')
    .set({ [mail]: null })
    .where('id', '=', id)
    .where(mail, '=', stamp)
    .execute();
}

/**
 * Boxes resolved with credit or a refund before `before` whose customer was not mailed it (a send failed, a process
 * stopped): the loop tries again. Later ones are left to the request resolving them (a refund's gateway may still say
 * no), and a refund its gateways have not confirmed to the refund sweep, which mails it once they do.
 */
export function resolvedUnmailed(db: Kysely<Database>, before: string, limit: number, afterId = 0) {
  return db
    .selectFrom('shipment_at_risk')
    .leftJoin('order_refunds', 'order_refunds.id', 'shipment_at_risk.refund_id')
    .select('shipment_at_risk.id')
    .where('shipment_at_risk.resolution_mailed_at', 'is', null)
    .where('shipment_at_risk.resolution', 'in', ['credit', 'refund'])
    .where('shipment_at_risk.resolved_at', '<', before)
    .where((eb) =>
      eb.or([
        eb('shipment_at_risk.refund_id', 'is', null),
        eb.and([eb('order_refunds.state', '=', 'sent'), eb('order_refunds.failure', 'is', null)]),
      ]),
    )
    .where('shipment_at_risk.id', '>', afterId)
    .orderBy('shipment_at_risk.id')
    .limit(limit)
    .execute();
}

/** The box a refund resolved, if one did. */
export function boxOfRefund(db: Kysely<Database>, refundId: number) {
  return db.selectFrom('shipment_at_risk').select(['id', 'resolution']).where('refund_id', '=', refundId).executeTakeFirst();
}

/** Open boxes whose mail was not sent (a send failed): the loop tries them again. */
export function unmailed(db: Kysely<Database>, limit: number, afterId = 0) {
  return db
    .selectFrom('shipment_at_risk')
    .select('id')
    .where('mailed_at', 'is', null)
    .where('resolution', 'is', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function findAtRisk(db: Kysely<Database>, id: number) {
  return db.selectFrom('shipment_at_risk').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Claims the box for one resolution: true when this call took it (it was open, or `from` is the state it moves on
 * from); a retried or concurrent request finds it taken and acts no more.
 */
export async function claimResolution(
  db: Kysely<Database>,
  id: number,
  to: Resolution | 'replacing',
  by: {
    staffId: number;
    stamp: string;
    cents?: number | null;
    replacementOrderId?: number | null;
    /** The refund resolving it, written in the same transaction. */
    refundId?: number | null;
    /** The replacement under way (claimed at `resolvedAt`) it moves on from, instead of an open box. */
    from?: { resolution: 'replacing'; resolvedAt: string };
  },
): Promise<boolean> {
  const claimed = await db
    .updateTable('shipment_at_risk')
    .set({
      resolution: to,
      resolved_by: by.staffId,
      resolved_at: by.stamp,
      resolution_cents: by.cents ?? null,
      replacement_order_id: by.replacementOrderId ?? null,
      refund_id: by.refundId ?? null,
    })
    .where('id', '=', id)
    .where((where) =>
      by.from
        ? where.and([where('resolution', '=', by.from.resolution), where('resolved_at', '=', by.from.resolvedAt)])
        : where('resolution', 'is', null),
    )
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export async function setResolutionCents(db: Kysely<Database>, id: number, cents: number): Promise<void> {
  await db.updateTable('shipment_at_risk').set({ resolution_cents: cents }).where('id', '=', id).execute();
}

/** The box is open again: its resolution failed after it was claimed (a placement refused, a gateway refusal). */
export async function reopen(db: Kysely<Database>, id: number, from: Resolution | 'replacing'): Promise<void> {
  await db
    .updateTable('shipment_at_risk')
    .set({ resolution: null, resolved_by: null, resolved_at: null, resolution_cents: null, replacement_order_id: null, refund_id: null })
    .where('id', '=', id)
    .where('resolution', '=', from)
    .execute();
}

/** The queue's rows with their order and shipment: open ones (oldest first), resolved ones or all (newest first). */
export function listAtRisk(db: Kysely<Database>, status: 'open' | 'resolved' | 'all', id?: number) {
  let query = db
    .selectFrom('shipment_at_risk as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('order_shipments as s', 's.id', 'r.shipment_id')
    .leftJoin('orders as n', 'n.id', 'r.replacement_order_id')
    .leftJoin('staff as f', 'f.id', 'r.resolved_by')
    .selectAll('r')
    .select([
      'o.increment_id',
      'o.customer_firstname',
      'o.customer_lastname',
      'o.customer_email',
      'o.delivery_date',
      'o.grand_total_cents',
      'o.store_credit_cents',
      'o.gift_card_cents',
      'f.name as resolved_by_name',
      's.track_number',
      's.tracking_url',
      's.status as shipment_status',
      's.status_detail as shipment_detail',
      's.last_event',
      's.last_event_at',
      'n.increment_id as replacement_increment_id',
      'n.delivery_date as replacement_delivery_date',
    ]);
  if (id !== undefined) query = query.where('r.id', '=', id);
  else if (status === 'open') query = query.where('r.resolution', 'is', null);
  else if (status === 'resolved') query = query.where('r.resolution', 'is not', null);
  return query
    .orderBy('r.detected_at', status === 'open' ? 'asc' : 'desc')
    .orderBy('r.id')
    .limit(500)
    .execute();
}
export type AtRiskListRow = Awaited<ReturnType<typeof listAtRisk>>[number];
