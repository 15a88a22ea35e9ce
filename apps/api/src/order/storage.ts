import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { addTax } from '@shoreline/domain';
import type { Database } from '../db/index.js';
import { Conflict } from '../errors.js';
import type { CartTotals } from '../cart/index.js';

export type OrderRow = Selectable<Database['orders']>;
export type OrderItemRow = Selectable<Database['order_items']>;
export type NewOrderRow = Omit<Insertable<Database['orders']>, 'increment_id'>;

/** The last units went to another order meanwhile; the message is the shopper's. */
export class OutOfStockError extends Conflict {
  constructor(
    readonly sku: string,
    readonly productName: string,
  ) {
    super(`Out of the stock! ${productName}`);
  }
}

/** An unpaid order would take more than half of the units left (ADR 0011); the order module says it in the view's words. */
export class StockNotHeldUnpaid extends Error {}

/**
 * Takes `qty` units of a managed stock item, or fails when fewer are left: the last unit is sold once. An order
 * sent without its payment (`unpaid`) takes at most half of the units left, so the last ones stay for paying shoppers.
 */
export async function takeStock(
  trx: Kysely<Database>,
  unit: { productId: number; sku: string; name: string; qty: number },
  stamp: string,
  { unpaid = false }: { unpaid?: boolean } = {},
): Promise<boolean> {
  const taken = await trx
    .updateTable('stock_items')
    .set((eb) => ({
      qty: eb('qty', '-', unit.qty),
      is_in_stock: eb.case().when('qty', '>', unit.qty).then(1).else(0).end(),
      updated_at: stamp,
    }))
    .where('product_id', '=', unit.productId)
    .where('manage_stock', '=', 1)
    .where('qty', '>=', unpaid ? unit.qty * 2 : unit.qty)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 1) return true;
  const item = await trx
    .selectFrom('stock_items')
    .select(['manage_stock', 'is_in_stock', 'qty'])
    .where('product_id', '=', unit.productId)
    .executeTakeFirst();
  if (item && item.manage_stock === 0 && item.is_in_stock === 1) return false;
  if (unpaid && item && item.manage_stock === 1 && Number(item.qty) >= unit.qty) throw new StockNotHeldUnpaid(unit.sku);
  throw new OutOfStockError(unit.sku, unit.name);
}

export async function findOrderBy(
  db: Kysely<Database>,
  column: 'cart_id' | 'client_order_id',
  value: string,
): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where(column, '=', value).executeTakeFirst();
}

export async function findOrderItems(db: Kysely<Database>, orderId: number): Promise<OrderItemRow[]> {
  return db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export function findOrder(db: Kysely<Database>, orderId: number): Promise<OrderRow> {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}

/** Stores an order and gives it its number: the row id, zero-padded to nine digits (000000301). */
export async function insertOrder(trx: Kysely<Database>, row: NewOrderRow): Promise<{ id: number; incrementId: string }> {
  const inserted = await trx
    .insertInto('orders')
    .values({ ...row, increment_id: `pending-${randomBytes(8).toString('hex')}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const incrementId = String(inserted.id).padStart(9, '0');
  await trx.updateTable('orders').set({ increment_id: incrementId }).where('id', '=', inserted.id).execute();
  return { id: inserted.id, incrementId };
}

/** An order line's columns as the totals priced it (unit prices with and without tax, row totals, discount, tax). */
export function itemColumnsOf(l: CartTotals['lines'][number]) {
  return {
    sku: l.line.sku,
    product_id: l.line.productId,
    parent_sku: l.line.parentSku,
    name: l.line.name,
    product_type: l.line.productType,
    qty: l.qty,
    price_cents: l.line.unitCents,
    price_incl_tax_cents: addTax(l.line.unitCents, l.ratePpm).inclTax,
    row_total_cents: l.rowCents,
    row_total_incl_tax_cents: l.rowCents + l.taxCents,
    discount_cents: l.discountCents,
    tax_cents: l.taxCents,
    tax_rate_ppm: l.ratePpm,
    product_option: JSON.stringify(l.line.productOption),
    stock_units: JSON.stringify(l.line.stockUnits),
  };
}

/** The order's lines as the totals priced them. */
export async function insertOrderItems(trx: Kysely<Database>, orderId: number, lines: CartTotals['lines']): Promise<void> {
  await trx
    .insertInto('order_items')
    .values(lines.map((l) => ({ order_id: orderId, ...itemColumnsOf(l) })))
    .execute();
}

/** The cart became an order: it no longer takes changes. */
export async function closeOrderedCart(trx: Kysely<Database>, cartId: string, stamp: string): Promise<void> {
  await trx
    .updateTable('carts')
    .set({ status: 'ordered', updated_at: stamp })
    .where('id', '=', cartId)
    .where('status', '=', 'active')
    .execute();
}

/** Tells every process's read model that these products' stock moved. */
export async function recordStockEvents(trx: Kysely<Database>, productIds: number[], stamp: string): Promise<void> {
  if (productIds.length === 0) return;
  await trx
    .insertInto('stock_events')
    .values(productIds.map((product_id) => ({ product_id, created_at: stamp })))
    .execute();
}

/** One step of an order's status history: who moved it (null for the shop itself), from what, to what, and why. */
export interface StatusChange {
  orderId: number;
  from: string | null;
  to: string;
  note: string;
  staffId: number | null;
  stamp: string;
}

export async function recordStatusChange(trx: Kysely<Database>, change: StatusChange): Promise<void> {
  await trx
    .insertInto('order_status_history')
    .values({
      order_id: change.orderId,
      from_status: change.from,
      to_status: change.to,
      note: change.note,
      staff_id: change.staffId,
      created_at: change.stamp,
    })
    .execute();
}

/** Holds the order row (PostgreSQL) for the rest of the transaction; SQLite's write transaction holds the whole database. */
export async function holdOrder(trx: Kysely<Database>, id: number, stamp: string): Promise<void> {
  await trx.updateTable('orders').set({ updated_at: stamp }).where('id', '=', id).execute();
}
