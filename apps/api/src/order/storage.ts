import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.js';

export type OrderRow = Selectable<Database['orders']>;
export type OrderItemRow = Selectable<Database['order_items']>;

export class OutOfStockError extends Error {
  constructor(
    readonly sku: string,
    readonly productName: string,
  ) {
    super(`Out of the stock! ${productName}`);
  }
}

/** Takes `qty` units of a managed stock item, or fails when fewer are left: the last unit is sold once. */
export async function takeStock(
  trx: Kysely<Database>,
  unit: { productId: number; sku: string; name: string; qty: number },
  stamp: string,
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
    .where('qty', '>=', unit.qty)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 1) return true;
  const item = await trx
    .selectFrom('stock_items')
    .select(['manage_stock', 'is_in_stock'])
    .where('product_id', '=', unit.productId)
    .executeTakeFirst();
  if (item && item.manage_stock === 0 && item.is_in_stock === 1) return false;
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
