import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { createIndex, createTables, dropTables, type TableDefinitions } from './columns.js';

const TABLES = {
  stock_watches: {
    numbered: 'id',
    columns: {
      email: 'varchar(254) not null',
      store_code: 'varchar(64) not null',
      sku: 'varchar(128) not null',
      product_id: 'integer not null',
      created_at: 'varchar(40) not null',
      notified_at: 'varchar(40)',
      unsubscribed_at: 'varchar(40)',
    },
  },
} satisfies TableDefinitions;

/**
 * Back-in-stock watches: a shopper's e-mail per store and sku (a variant or a simple product),
 * e-mailed once when the sku can be bought again; asking again after that starts a new watch.
 */
export function backInStockMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createTables(db, TABLES, dialect);
      // One open watch per address, store and sku; finished ones (notified or unsubscribed) stay as history.
      await sql`create unique index stock_watches_one_open on stock_watches (email, store_code, sku)
        where notified_at is null and unsubscribed_at is null`.execute(db);
      await createIndex(db, 'stock_watches', 'stock_watches_product', ['product_id', 'notified_at']);
    },
    async down(db: Kysely<unknown>) {
      await dropTables(db, TABLES);
    },
  };
}
