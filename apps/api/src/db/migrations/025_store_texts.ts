import type { Kysely, Migration } from 'kysely';
import { belongsTo } from './columns.js';

/**
 * Issue 23's store views: a product's and a category's texts in another store view's language (the
 * import's `store_texts`). One row per record and store; a null column shows the record's own text.
 */
export const storeTextsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('product_store_texts')
      .addColumn('product_id', 'integer', belongsTo('products.id'))
      .addColumn('store_code', 'varchar(64)', belongsTo('stores.code'))
      .addColumn('name', 'varchar(255)')
      .addColumn('short_description', 'text')
      .addColumn('description', 'text')
      .addColumn('meta_title', 'text')
      .addColumn('meta_description', 'text')
      .addPrimaryKeyConstraint('product_store_texts_pk', ['product_id', 'store_code'])
      .execute();
    await db.schema
      .createTable('category_store_texts')
      .addColumn('category_id', 'integer', belongsTo('categories.id'))
      .addColumn('store_code', 'varchar(64)', belongsTo('stores.code'))
      .addColumn('name', 'varchar(200)')
      .addColumn('description', 'text')
      .addColumn('meta_title', 'text')
      .addColumn('meta_description', 'text')
      .addPrimaryKeyConstraint('category_store_texts_pk', ['category_id', 'store_code'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('category_store_texts').execute();
    await db.schema.dropTable('product_store_texts').execute();
  },
};
