import type { Migration } from 'kysely';
import { belongsTo, perStore, type TableDefinitions, tablesMigration } from './columns.js';

const STORE_CODE = belongsTo('stores.code', 'varchar(64)');

const TABLES = {
  attribute_store_texts: perStore(
    { column: 'attribute_id', reference: 'attributes.attribute_id' },
    { frontend_label: 'varchar(255) not null' },
  ),
  attribute_option_store_texts: {
    columns: {
      attribute_id: belongsTo('attributes.attribute_id'),
      value: 'varchar(64) not null',
      store_code: STORE_CODE,
      label: 'varchar(255) not null',
    },
    primaryKey: ['attribute_id', 'value', 'store_code'],
  },
  custom_option_store_texts: perStore({ column: 'option_id', reference: 'custom_options.option_id' }, { title: 'varchar(255) not null' }),
  custom_option_value_store_texts: perStore(
    { column: 'option_type_id', reference: 'custom_option_values.option_type_id' },
    { title: 'varchar(255) not null' },
  ),
  bundle_option_store_texts: perStore({ column: 'option_id', reference: 'bundle_options.option_id' }, { title: 'varchar(255) not null' }),
} satisfies TableDefinitions;

/**
 * Issue 34: the labels a shopper chooses with in a store view's language, beside the product and category texts of
 * migration 025 (the import's `store_texts`, now also on attributes, their options, and a product's custom and
 * bundle options and values). One row per record and store; a record a view does not translate shows its own label.
 */
export const optionStoreTextsMigration: Migration = tablesMigration(TABLES);
