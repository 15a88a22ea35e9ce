import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * A direct write to the e2e shop's SQLite file, for what a test needs that no shopper can do
 * (stock arriving, a coupon switched on by staff).
 */
export function writeShopDatabase(sql: string, ...values: Array<string | number>): void {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'shoreline.db'));
  try {
    db.prepare(sql).run(...values);
  } finally {
    db.close();
  }
}

/** Sets a product's stock as a delivery (or a sell-out) would: `qty` units, managed, in stock while there are any. */
export function setShopStock(sku: string, qty: number): void {
  writeShopDatabase(
    'update stock_items set qty = ?, is_in_stock = ?, manage_stock = 1 where product_id = (select id from products where sku = ?)',
    qty,
    qty > 0 ? 1 : 0,
    sku,
  );
}

/** One row read from the e2e shop's SQLite file (an id no answer carries, say); undefined when there is none. */
export function readShopDatabase<Row>(sql: string, ...values: Array<string | number>): Row | undefined {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'shoreline.db'), { readonly: true });
  try {
    return db.prepare(sql).get(...values) as Row | undefined;
  } finally {
    db.close();
  }
}
