import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { createNumberedTable } from './columns.js';

/**
 * Back-in-stock watches: a shopper's e-mail per store and sku (a variant or a simple product),
 * e-mailed once when the sku can be bought again; asking again after that starts a new watch.
 */
export function backInStockMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createNumberedTable(db, dialect, 'stock_watches')
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('store_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('sku', 'varchar(128)', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('notified_at', 'varchar(40)')
        .addColumn('unsubscribed_at', 'varchar(40)')
        .execute();
      // One open watch per address, store and sku; finished ones (notified or unsubscribed) stay as history.
      await sql`create unique index stock_watches_one_open on stock_watches (email, store_code, sku)
        where notified_at is null and unsubscribed_at is null`.execute(db);
      await db.schema.createIndex('stock_watches_product').on('stock_watches').columns(['product_id', 'notified_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('stock_watches').execute();
    },
  };
}
