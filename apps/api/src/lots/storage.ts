import type { Kysely, Selectable } from 'kysely';
import type { DayLotAssignment, LotAssignmentWire, LotWire } from '@shoreline/domain/wire/lots';
import type { Database } from '../db/index.js';

export type LotRow = Selectable<Database['lots']>;

/** A lot may be sold and assigned until the end of its use-by day (in the shop's time zone), unless expired already. */
export const isOpen = (lot: Pick<LotRow, 'use_by' | 'expired_at'>, today: string): boolean =>
  lot.expired_at === null && lot.use_by >= today;

const lotColumns = [
  'lots.id',
  'lots.code',
  'lots.product_id',
  'lots.qty',
  'lots.qty_assigned',
  'lots.qty_expired',
  'lots.supplier',
  'lots.caught_on',
  'lots.use_by',
  'lots.expired_at',
  'lots.staff_id',
  'lots.received_at',
  'products.sku',
  'products.name as product_name',
] as const;

function lotsWithProduct(db: Kysely<Database>) {
  return db.selectFrom('lots').innerJoin('products', 'products.id', 'lots.product_id').select(lotColumns);
}

type LotWithProduct = LotRow & { sku: string; product_name: string };

export function lotWireOf(lot: LotWithProduct, today: string): LotWire {
  const open = isOpen(lot, today);
  return {
    id: lot.id,
    code: lot.code,
    sku: lot.sku,
    product_name: lot.product_name,
    qty: lot.qty,
    qty_assigned: lot.qty_assigned,
    qty_expired: lot.qty_expired,
    qty_left: open ? lot.qty - lot.qty_assigned : 0,
    supplier: lot.supplier,
    caught_on: lot.caught_on,
    use_by: lot.use_by,
    state: open ? 'open' : 'expired',
    received_at: lot.received_at,
  };
}

export function findLotByCode(db: Kysely<Database>, code: string): Promise<LotWithProduct | undefined> {
  return lotsWithProduct(db).where('lots.code', '=', code).executeTakeFirst();
}

/** The lots received, first-expiring first; `state` open or expired as of `today`. */
export async function listLots(
  db: Kysely<Database>,
  filter: { sku?: string | undefined; state: 'open' | 'expired' | 'all' },
  today: string,
): Promise<LotWire[]> {
  let query = lotsWithProduct(db);
  if (filter.sku) query = query.where('products.sku', '=', filter.sku);
  if (filter.state === 'open') query = query.where('lots.expired_at', 'is', null).where('lots.use_by', '>=', today);
  if (filter.state === 'expired')
    query = query.where((eb) => eb.or([eb('lots.expired_at', 'is not', null), eb('lots.use_by', '<', today)]));
  const rows = await query.orderBy('lots.use_by').orderBy('lots.id').limit(500).execute();
  return rows.map((row) => lotWireOf(row, today));
}

/**
 * Takes `qty` units of an open lot for an order line; false when the lot has fewer left (another packer took them
 * meanwhile) or has expired. The conditional update is the check, so two processes never give out one unit twice.
 */
export async function takeFromLot(trx: Kysely<Database>, lotId: number, qty: number, today: string): Promise<boolean> {
  const taken = await trx
    .updateTable('lots')
    .set((eb) => ({ qty_assigned: eb('qty_assigned', '+', qty) }))
    .where('id', '=', lotId)
    .where('expired_at', 'is', null)
    .where('use_by', '>=', today)
    .where((eb) => eb(eb('qty_assigned', '+', qty), '<=', eb.ref('qty')))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Records units of a lot on an order line (added to what the line already has of that lot). */
export async function recordAssignment(
  trx: Kysely<Database>,
  row: { lotId: number; orderId: number; itemId: number; qty: number; staffId: number | null },
  stamp: string,
): Promise<void> {
  const existing = await trx
    .selectFrom('lot_assignments')
    .select(['id'])
    .where('order_item_id', '=', row.itemId)
    .where('lot_id', '=', row.lotId)
    .executeTakeFirst();
  if (existing) {
    await trx
      .updateTable('lot_assignments')
      .set((eb) => ({ qty: eb('qty', '+', row.qty), staff_id: row.staffId, assigned_at: stamp }))
      .where('id', '=', existing.id)
      .execute();
    return;
  }
  await trx
    .insertInto('lot_assignments')
    .values({
      lot_id: row.lotId,
      order_id: row.orderId,
      order_item_id: row.itemId,
      qty: row.qty,
      staff_id: row.staffId,
      assigned_at: stamp,
    })
    .execute();
}

/** The open lots of a product with units left, first-expiring first (FEFO), then first received. */
export function openLotsOf(trx: Kysely<Database>, productId: number, today: string) {
  return trx
    .selectFrom('lots')
    .select(['id', 'qty', 'qty_assigned'])
    .where('product_id', '=', productId)
    .where('expired_at', 'is', null)
    .where('use_by', '>=', today)
    .where((eb) => eb('qty_assigned', '<', eb.ref('qty')))
    .orderBy('use_by')
    .orderBy('id')
    .execute();
}

function assignmentRows(db: Kysely<Database>) {
  return db
    .selectFrom('lot_assignments')
    .innerJoin('lots', 'lots.id', 'lot_assignments.lot_id')
    .innerJoin('products', 'products.id', 'lots.product_id')
    .select([
      'lot_assignments.order_id',
      'lot_assignments.order_item_id as item_id',
      'products.sku',
      'lots.code',
      'lot_assignments.qty',
      'lots.use_by',
    ])
    .orderBy('lot_assignments.order_id')
    .orderBy('lot_assignments.order_item_id')
    .orderBy('lots.use_by');
}

/** An order's lot assignments, by line. */
export async function assignmentsOf(db: Kysely<Database>, orderId: number): Promise<LotAssignmentWire[]> {
  const rows = await assignmentRows(db).where('lot_assignments.order_id', '=', orderId).execute();
  return rows.map(({ order_id: _order, ...row }) => row);
}

/** The lot assignments of every order delivered on a date (the packing list's). */
export function assignmentsOfDay(db: Kysely<Database>, date: string): Promise<DayLotAssignment[]> {
  return assignmentRows(db).innerJoin('orders', 'orders.id', 'lot_assignments.order_id').where('orders.delivery_date', '=', date).execute();
}

/**
 * Gives an order's units back to their lots (the order was canceled, or staff reassign its lines). Units of a lot
 * that expired meanwhile stay out of the sellable stock: the answer lists them per product, for the stock to drop.
 */
export async function releaseAssignments(
  trx: Kysely<Database>,
  orderId: number,
  itemIds: readonly number[] | 'all',
): Promise<Map<number, number>> {
  let query = trx
    .selectFrom('lot_assignments')
    .innerJoin('lots', 'lots.id', 'lot_assignments.lot_id')
    .select(['lot_assignments.id', 'lot_assignments.lot_id', 'lot_assignments.qty', 'lots.product_id', 'lots.expired_at'])
    .where('lot_assignments.order_id', '=', orderId);
  if (itemIds !== 'all') query = query.where('lot_assignments.order_item_id', 'in', itemIds.length ? [...itemIds] : [0]);
  const rows = await query.execute();
  const expiredUnits = new Map<number, number>();
  for (const row of rows) {
    const expired = row.expired_at !== null;
    await trx
      .updateTable('lots')
      .set((eb) => ({
        qty_assigned: eb('qty_assigned', '-', row.qty),
        ...(expired ? { qty_expired: eb('qty_expired', '+', row.qty) } : {}),
      }))
      .where('id', '=', row.lot_id)
      .execute();
    await trx.deleteFrom('lot_assignments').where('id', '=', row.id).execute();
    if (expired) expiredUnits.set(row.product_id, (expiredUnits.get(row.product_id) ?? 0) + row.qty);
  }
  return expiredUnits;
}

/** Lots whose use-by passed and that are not marked expired yet. */
export function lotsPastUseBy(db: Kysely<Database>, today: string) {
  return db.selectFrom('lots').select(['id', 'product_id', 'code']).where('expired_at', 'is', null).where('use_by', '<', today).execute();
}

/**
 * Marks a lot expired and counts its unassigned units as expired, once: the conditional update claims the lot, so
 * of several processes sweeping together only one withdraws its units. Answers the units withdrawn, or null.
 */
export async function claimExpiry(trx: Kysely<Database>, lotId: number, stamp: string): Promise<number | null> {
  const claimed = await trx
    .updateTable('lots')
    .set((eb) => ({ expired_at: stamp, qty_expired: eb('qty', '-', eb.ref('qty_assigned')) }))
    .where('id', '=', lotId)
    .where('expired_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return null;
  const lot = await trx.selectFrom('lots').select('qty_expired').where('id', '=', lotId).executeTakeFirstOrThrow();
  return lot.qty_expired;
}
