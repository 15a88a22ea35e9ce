import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/index.js';

export interface StockItem {
  item_id: number;
  product_id: number;
  product_sku: string;
  stock_id: number;
  qty: number;
  is_in_stock: boolean;
  is_qty_decimal: boolean;
  min_qty: number;
  min_sale_qty: number;
  max_sale_qty: number;
  backorders: number;
  manage_stock: boolean;
}

/** Whether a stock row sells now: in stock, and stock not counted, units left, or backorders taken. */
const sellsNow = (row: { is_in_stock: number; manage_stock: number; qty: number; backorders: number }) =>
  row.is_in_stock === 1 && (row.manage_stock === 0 || row.qty > 0 || row.backorders === 1);

/** Live stock from the database (not the read model): the cart and checkout must see the last unit go. */
export async function findStockBySkus(db: Kysely<Database>, skus: readonly string[]): Promise<Map<string, StockItem>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .innerJoin('stock_items', 'stock_items.product_id', 'products.id')
    .select([
      'products.id as product_id',
      'products.sku',
      'stock_items.qty',
      'stock_items.is_in_stock',
      'stock_items.manage_stock',
      'stock_items.min_sale_qty',
      'stock_items.max_sale_qty',
      'stock_items.backorders',
    ])
    .where('products.sku', 'in', [...skus])
    .execute();
  return new Map(
    rows.map((row) => [
      row.sku,
      {
        item_id: row.product_id,
        product_id: row.product_id,
        product_sku: row.sku,
        stock_id: 1,
        qty: row.qty,
        is_in_stock: sellsNow(row),
        is_qty_decimal: false,
        min_qty: 0,
        min_sale_qty: row.min_sale_qty,
        max_sale_qty: row.max_sale_qty,
        backorders: row.backorders,
        manage_stock: row.manage_stock === 1,
      },
    ]),
  );
}

export interface StockLevel {
  productId: number;
  qty: number;
  manageStock: boolean;
  isInStock: boolean;
  maxSaleQty: number;
  minSaleQty: number;
}

export async function findStockLevels(db: Kysely<Database>, productIds: readonly number[]): Promise<Map<number, StockLevel>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('stock_items')
    .selectAll()
    .where('product_id', 'in', [...new Set(productIds)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.product_id,
      {
        productId: row.product_id,
        qty: row.qty,
        manageStock: row.manage_stock === 1,
        isInStock: sellsNow(row),
        maxSaleQty: row.max_sale_qty,
        minSaleQty: row.min_sale_qty,
      },
    ]),
  );
}

/** Notes a stock change, so every process's catalog read model picks it up. */
async function recordStockEvent(trx: Kysely<Database>, productId: number, stamp: string): Promise<void> {
  await trx.insertInto('stock_events').values({ product_id: productId, created_at: stamp }).execute();
}

/**
 * Units received (a lot from the dock), or put back (a canceled order's, `managedOnly`: stock not counted stays as
 * it is), join the product's sellable stock. Answers whether the product's stock changed.
 */
export async function addStock(
  trx: Kysely<Database>,
  productId: number,
  qty: number,
  stamp: string,
  { managedOnly = false }: { managedOnly?: boolean } = {},
): Promise<boolean> {
  let update = trx
    .updateTable('stock_items')
    .set((eb) => ({
      qty: eb('qty', '+', qty),
      is_in_stock: eb
        .case()
        .when(eb('qty', '+', qty), '>', 0)
        .then(1)
        .else(eb.ref('is_in_stock'))
        .end(),
      updated_at: stamp,
    }))
    .where('product_id', '=', productId);
  if (managedOnly) update = update.where('manage_stock', '=', 1);
  const result = await update.executeTakeFirst();
  const changed = Number(result.numUpdatedRows) === 1;
  if (changed) await recordStockEvent(trx, productId, stamp);
  return changed;
}

/**
 * Units that may no longer be sold (a lot past its use-by) leave the sellable stock; never below zero (the stock may
 * hold fewer units than the lot when orders took them and packing will fill them from other lots). A counted stock
 * left empty is out of stock.
 */
export async function withdrawStock(trx: Kysely<Database>, productId: number, qty: number, stamp: string): Promise<void> {
  const emptied = (eb: ExpressionBuilder<Database, 'stock_items'>) => eb.and([eb('qty', '<=', qty), eb('manage_stock', '=', 1)]);
  await trx
    .updateTable('stock_items')
    .set((eb) => ({
      qty: eb
        .case()
        .when('qty', '>', qty)
        .then(eb('qty', '-', qty))
        .else(0)
        .end(),
      is_in_stock: eb.case().when(emptied(eb)).then(0).else(eb.ref('is_in_stock')).end(),
      updated_at: stamp,
    }))
    .where('product_id', '=', productId)
    .execute();
  await recordStockEvent(trx, productId, stamp);
}
