import type { Kysely, Migration } from 'kysely';
import { belongsTo } from './columns.js';

/**
 * Extra fees (the `amasty_extrafee` totals segment): the fees a store offers with their options,
 * loaded by the catalog import, and the options each cart's shopper chose. A cart's choice keeps
 * no reference to the fee rows, because an import replaces them (as cart lines keep product ids).
 */
export const extraFeesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('fees')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('frontend_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('tax_class_id', 'integer', (c) => c.notNull())
      .addColumn('is_active', 'integer', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('fee_options')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('fee_id', 'integer', belongsTo('fees.id'))
      .addColumn('label', 'varchar(255)', (c) => c.notNull())
      .addColumn('price_cents', 'integer', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('fee_options_fee').on('fee_options').column('fee_id').execute();
    await db.schema
      .createTable('fee_stores')
      .addColumn('fee_id', 'integer', belongsTo('fees.id'))
      .addColumn('store_code', 'varchar(64)', belongsTo('stores.code'))
      .addPrimaryKeyConstraint('fee_stores_pk', ['fee_id', 'store_code'])
      .execute();
    await db.schema
      .createTable('cart_fee_options')
      .addColumn('cart_id', 'varchar(64)', belongsTo('carts.id'))
      .addColumn('fee_id', 'integer', (c) => c.notNull())
      .addColumn('option_id', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('cart_fee_options_pk', ['cart_id', 'option_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('cart_fee_options').execute();
    await db.schema.dropTable('fee_stores').execute();
    await db.schema.dropTable('fee_options').execute();
    await db.schema.dropTable('fees').execute();
  },
};
