import type { Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { belongsTo, type TableDefinitions, tablesMigration } from './columns.js';

const TABLES = {
  wishlist_items: {
    numbered: 'id',
    columns: {
      customer_id: belongsTo('customers.id'),
      sku: 'varchar(64) not null',
      added_at: 'varchar(40) not null',
    },
    unique: { wishlist_items_one_per_sku: ['customer_id', 'sku'] },
  },
} satisfies TableDefinitions;

/** A customer's wishlist: one row per saved sku (a guest's list lives in their browser until they sign in). */
export const wishlistMigration = (dialect: Dialect): Migration => tablesMigration(TABLES, dialect);
