import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { belongsTo, createNumberedTable } from './columns.js';

/** A paid download: one row per file of a downloadable order line, created once the payment is captured. */
export function downloadLinksMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createNumberedTable(db, dialect, 'download_links')
        .addColumn('order_id', 'integer', belongsTo('orders.id'))
        .addColumn('order_item_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('file', 'varchar(500)', (c) => c.notNull())
        .addColumn('max_downloads', 'integer', (c) => c.notNull())
        .addColumn('downloads_used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('mailed_at', 'varchar(40)')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addUniqueConstraint('download_links_one_per_file', ['order_item_id', 'file'])
        .execute();
      await db.schema.createIndex('download_links_order').on('download_links').column('order_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('download_links').execute();
    },
  };
}
