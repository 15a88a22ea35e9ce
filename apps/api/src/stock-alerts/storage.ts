import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { isUniqueViolation } from '../db/index.js';

export interface WatchedProduct {
  id: number;
  sku: string;
  name: string;
  /** The configurable parent a variant belongs to, for the link in the e-mail. */
  parentId: number | null;
  inStock: boolean;
}

/** Sellable again: in stock, and either stock is not managed or some is left. */
const IN_STOCK = (row: { is_in_stock: number; manage_stock: number; qty: number }) =>
  row.is_in_stock === 1 && (row.manage_stock === 0 || row.qty > 0);

export async function findWatchedProduct(db: Kysely<Database>, sku: string): Promise<WatchedProduct | null> {
  const row = await db
    .selectFrom('products')
    .leftJoin('stock_items', 'stock_items.product_id', 'products.id')
    .select(['products.id', 'products.sku', 'products.name', 'products.parent_id', 'products.status'])
    .select(['stock_items.is_in_stock', 'stock_items.manage_stock', 'stock_items.qty'])
    .where('products.sku', '=', sku)
    .executeTakeFirst();
  if (!row || row.status >= 2) return null;
  const stock = { is_in_stock: row.is_in_stock ?? 0, manage_stock: row.manage_stock ?? 1, qty: row.qty ?? 0 };
  return { id: row.id, sku: row.sku, name: row.name, parentId: row.parent_id, inStock: IN_STOCK(stock) };
}

/** Starts a watch; false when the same address already waits for this sku in this store. */
export async function insertWatch(
  db: Kysely<Database>,
  watch: { email: string; storeCode: string; sku: string; productId: number },
): Promise<boolean> {
  try {
    await db
      .insertInto('stock_watches')
      .values({
        email: watch.email,
        store_code: watch.storeCode,
        sku: watch.sku,
        product_id: watch.productId,
        created_at: new Date().toISOString(),
        notified_at: null,
        unsubscribed_at: null,
      })
      .execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function unsubscribeWatches(db: Kysely<Database>, email: string, storeCode: string, sku: string | null): Promise<number> {
  let query = db
    .updateTable('stock_watches')
    .set({ unsubscribed_at: new Date().toISOString() })
    .where('email', '=', email)
    .where('store_code', '=', storeCode)
    .where('notified_at', 'is', null)
    .where('unsubscribed_at', 'is', null);
  if (sku) query = query.where('sku', '=', sku);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface DueWatch {
  id: number;
  email: string;
  store_code: string;
  sku: string;
  product_id: number;
}

/** Open watches whose sku can be bought again, oldest first. */
export async function dueWatches(db: Kysely<Database>, limit: number): Promise<DueWatch[]> {
  return db
    .selectFrom('stock_watches')
    .innerJoin('stock_items', 'stock_items.product_id', 'stock_watches.product_id')
    .select(['stock_watches.id', 'stock_watches.email', 'stock_watches.store_code', 'stock_watches.sku', 'stock_watches.product_id'])
    .where('stock_watches.notified_at', 'is', null)
    .where('stock_watches.unsubscribed_at', 'is', null)
    .where('stock_items.is_in_stock', '=', 1)
    .where((eb) => eb.or([eb('stock_items.manage_stock', '=', 0), eb('stock_items.qty', '>', 0)]))
    .orderBy('stock_watches.id')
    .limit(limit)
    .execute();
}

/** Takes a watch for e-mailing; only one process wins it. */
export async function claimWatch(db: Kysely<Database>, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('stock_watches')
    .set({ notified_at: at })
    .where('id', '=', id)
    .where('notified_at', 'is', null)
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a claimed watch back when its e-mail could not be sent, so the next round tries again. */
export async function releaseWatch(db: Kysely<Database>, id: number, at: string): Promise<void> {
  await db.updateTable('stock_watches').set({ notified_at: null }).where('id', '=', id).where('notified_at', '=', at).execute();
}

/** An address's open watches in a store, as the marketing profile lists them: parentSku-sku for a variant, else the sku. */
export async function watchedItemsOf(db: Kysely<Database>, email: string, storeCode: string): Promise<string[]> {
  const rows = await db
    .selectFrom('stock_watches')
    .innerJoin('products', 'products.id', 'stock_watches.product_id')
    .leftJoin('products as parent', 'parent.id', 'products.parent_id')
    .select(['stock_watches.sku', 'parent.sku as parent_sku'])
    .where('stock_watches.email', '=', email)
    .where('stock_watches.store_code', '=', storeCode)
    .where('stock_watches.notified_at', 'is', null)
    .where('stock_watches.unsubscribed_at', 'is', null)
    .orderBy('stock_watches.id')
    .execute();
  return rows.map((row) => (row.parent_sku ? `${row.parent_sku}-${row.sku}` : row.sku));
}
