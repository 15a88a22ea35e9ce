import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { belongsTo, createNumberedTable } from './columns.js';

/** A customer's wishlist: one row per saved sku (a guest's list lives in their browser until they sign in). */
export function wishlistMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createNumberedTable(db, dialect, 'wishlist_items')
        .addColumn('customer_id', 'integer', belongsTo('customers.id'))
        .addColumn('sku', 'varchar(64)', (c) => c.notNull())
        .addColumn('added_at', 'varchar(40)', (c) => c.notNull())
        .addUniqueConstraint('wishlist_items_one_per_sku', ['customer_id', 'sku'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('wishlist_items').execute();
    },
  };
}
