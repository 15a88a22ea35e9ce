import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import type { BoughtLabel, LabelFormat, ParcelOptions, Tracker } from './port.js';

/** What a purchase keeps once the provider sold the label: the label and what the box declared. */
export interface PurchaseRecord {
  /** The first box's label (the only one of a one-box order). */
  label: BoughtLabel;
  options: ParcelOptions;
  weightOz: number;
  /** The delivery date it was bought for (records before migration 045 have none). */
  deliveryDate?: string | null;
  /** Every box of an order shipped in several, the first included (absent for one box). */
  boxes?: Array<{ label: BoughtLabel; weightOz: number }>;
}

/** Every label of a purchase, the first box's first. */
export const labelsOf = (record: PurchaseRecord): BoughtLabel[] => record.boxes?.map((box) => box.label) ?? [record.label];

export type PurchaseClaim = { kind: 'claimed' } | { kind: 'bought'; record: PurchaseRecord } | { kind: 'under-way'; since: string };

/** A claim left without a label this long was abandoned (a process stopped mid-purchase): it may be taken again. */
const ABANDONED_MS = 5 * 60_000;

/**
 * Claims the label purchase of an order: the first caller buys; a retry finds the label already bought (and ships with
 * it) or a purchase under way. A claim older than ABANDONED_MS with no label is taken over.
 */
export async function claimPurchase(db: Kysely<Database>, orderId: number, provider: string, staffId: number): Promise<PurchaseClaim> {
  const now = new Date();
  const inserted = await db
    .insertInto('shipment_label_purchases')
    .values({ order_id: orderId, provider, staff_id: staffId, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .returning('order_id')
    .executeTakeFirst();
  if (inserted) return { kind: 'claimed' };
  const row = await db.selectFrom('shipment_label_purchases').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
  if (row.bought) return { kind: 'bought', record: JSON.parse(row.bought) as PurchaseRecord };
  if (now.getTime() - Date.parse(row.created_at) < ABANDONED_MS) return { kind: 'under-way', since: row.created_at };
  const taken = await db
    .updateTable('shipment_label_purchases')
    .set({ created_at: now.toISOString(), staff_id: staffId })
    .where('order_id', '=', orderId)
    .where('created_at', '=', row.created_at)
    .where('bought', 'is', null)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1 ? { kind: 'claimed' } : { kind: 'under-way', since: row.created_at };
}

export async function recordQuote(db: Kysely<Database>, orderId: number, providerShipmentId: string): Promise<void> {
  await db
    .updateTable('shipment_label_purchases')
    .set({ provider_shipment_id: providerShipmentId })
    .where('order_id', '=', orderId)
    .execute();
}

export async function recordBought(db: Kysely<Database>, orderId: number, record: PurchaseRecord): Promise<void> {
  await db
    .updateTable('shipment_label_purchases')
    .set({ bought: JSON.stringify(record) })
    .where('order_id', '=', orderId)
    .execute();
}

/** The purchase failed before a label was sold: a retry may claim it again. */
export async function releasePurchase(db: Kysely<Database>, orderId: number): Promise<void> {
  await db.deleteFrom('shipment_label_purchases').where('order_id', '=', orderId).where('bought', 'is', null).execute();
}

export async function purchaseOf(db: Kysely<Database>, orderId: number): Promise<PurchaseRecord | null> {
  const row = await db.selectFrom('shipment_label_purchases').select('bought').where('order_id', '=', orderId).executeTakeFirst();
  return row?.bought ? (JSON.parse(row.bought) as PurchaseRecord) : null;
}

/** The order's shipments with a bought label not voided. */
const liveLabels = (db: Kysely<Database>, orderId: number) =>
  db
    .selectFrom('order_shipments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('provider', 'is not', null)
    .where('voided_at', 'is', null);

/** The order's shipment with a bought label not voided (the newest), if any. */
export const labelShipmentOf = (db: Kysely<Database>, orderId: number) => liveLabels(db, orderId).orderBy('id', 'desc').executeTakeFirst();

/** The order's shipments with a bought label not voided, box by box. */
export const labelShipmentsOf = (db: Kysely<Database>, orderId: number) =>
  liveLabels(db, orderId).orderBy('box_number').orderBy('id').execute();

/** Whether the order ever had a label voided (a retried void answers already_voided). */
export async function hasVoidedLabel(db: Kysely<Database>, orderId: number): Promise<boolean> {
  const voided = db.selectFrom('order_shipments').select('id').where('voided_at', 'is not', null);
  return (await voided.where('order_id', '=', orderId).executeTakeFirst()) !== undefined;
}

/** Whether any of these provider shipments was shipped with (a shipment row, voided or not). */
export async function shippedWithAny(db: Kysely<Database>, providerShipmentIds: string[]): Promise<boolean> {
  if (!providerShipmentIds.length) return false;
  const row = await db
    .selectFrom('order_shipments')
    .select('id')
    .where('provider_shipment_id', 'in', providerShipmentIds)
    .executeTakeFirst();
  return row !== undefined;
}

type PurchaseRow = Awaited<ReturnType<typeof takePurchase>>;

/** Takes a purchase never shipped with out (to void its labels): its row when this call took it, undefined when another did. */
export async function takePurchase(db: Kysely<Database>, orderId: number) {
  const row = await db.selectFrom('shipment_label_purchases').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  if (!row?.bought) return undefined;
  const taken = await db
    .deleteFrom('shipment_label_purchases')
    .where('order_id', '=', orderId)
    .where('bought', '=', row.bought)
    .where('created_at', '=', row.created_at)
    .executeTakeFirst();
  return Number(taken.numDeletedRows) === 1 ? row : undefined;
}

/** The carrier refused to void a purchase taken out: it is put back as it was. */
export async function restorePurchase(db: Kysely<Database>, row: NonNullable<PurchaseRow>): Promise<void> {
  await db
    .insertInto('shipment_label_purchases')
    .values(row)
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .execute();
}

/** Marks the shipments voided, those not voided yet; how many this call marked (0: another call did). */
export async function claimVoid(db: Kysely<Database>, shipmentIds: number[], stamp: string): Promise<number> {
  const marked = await db
    .updateTable('order_shipments')
    .set({ voided_at: stamp })
    .where('id', 'in', shipmentIds)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows);
}

/** The carrier refused the void: the shipments marked at `stamp` are not voided after all. */
export async function undoVoid(db: Kysely<Database>, shipmentIds: number[], stamp: string): Promise<void> {
  await db.updateTable('order_shipments').set({ voided_at: null }).where('id', 'in', shipmentIds).where('voided_at', '=', stamp).execute();
}

/** The purchase is over (its labels voided): the order may get a new label. */
export async function dropPurchase(db: Kysely<Database>, orderId: number): Promise<void> {
  await db.deleteFrom('shipment_label_purchases').where('order_id', '=', orderId).execute();
}

export async function keepLabelUrl(db: Kysely<Database>, shipmentId: number, format: LabelFormat, url: string): Promise<void> {
  await db
    .updateTable('order_shipments')
    .set(format === 'pdf' ? { label_pdf_url: url } : { label_zpl_url: url })
    .where('id', '=', shipmentId)
    .execute();
}

/** The shipment a provider's tracker follows. */
export function shipmentOfTracker(db: Kysely<Database>, provider: string, trackerId: string) {
  return db
    .selectFrom('order_shipments')
    .select(['id', 'order_id', 'status', 'status_detail', 'last_event_at'])
    .where('provider', '=', provider)
    .where('tracker_id', '=', trackerId)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
}

/** Stores a tracking event once by its provider's event id; false when it was stored before (a repeated delivery). */
export async function storeTrackingEvent(
  db: Kysely<Database>,
  event: { provider: string; eventId: string; shipmentId: number | null; tracker: Tracker },
): Promise<boolean> {
  const latest = event.tracker.details.at(-1);
  const now = new Date().toISOString();
  const inserted = await db
    .insertInto('shipment_tracking_events')
    .values({
      provider: event.provider,
      event_id: event.eventId,
      shipment_id: event.shipmentId,
      tracker_id: event.tracker.id,
      status: event.tracker.status,
      status_detail: event.tracker.statusDetail,
      message: latest?.message ?? '',
      occurred_at: latest?.at ?? now,
      received_at: now,
    })
    .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * The parcel's latest tracking on its shipment, unless the shipment already holds a later event (webhooks may arrive
 * out of order); true when the shipment changed.
 */
export async function applyTracking(db: Kysely<Database>, shipmentId: number, tracker: Tracker): Promise<boolean> {
  const latest = tracker.details.at(-1);
  const at = latest?.at ?? new Date().toISOString();
  const updated = await db
    .updateTable('order_shipments')
    .set({
      status: tracker.status,
      status_detail: tracker.statusDetail,
      est_delivery_date: tracker.estDeliveryDate,
      ...(tracker.publicUrl ? { tracking_url: tracker.publicUrl } : {}),
      last_event: latest?.message ?? null,
      last_event_at: at,
    })
    .where('id', '=', shipmentId)
    .where((where) => where.or([where('last_event_at', 'is', null), where('last_event_at', '<=', at)]))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
