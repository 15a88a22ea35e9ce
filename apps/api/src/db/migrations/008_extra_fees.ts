import type { Migration } from 'kysely';
import { belongsTo, perStore, type TableDefinitions, tablesMigration } from './columns.js';

const TABLES = {
  fees: {
    columns: {
      id: 'integer primary key',
      name: 'varchar(255) not null',
      description: 'text not null',
      frontend_type: 'varchar(16) not null',
      tax_class_id: 'integer not null',
      is_active: 'integer not null',
      sort_order: 'integer not null',
    },
  },
  fee_options: {
    columns: {
      id: 'integer primary key',
      fee_id: belongsTo('fees.id'),
      label: 'varchar(255) not null',
      price_cents: 'integer not null',
      sort_order: 'integer not null',
    },
    indexes: { fee_options_fee: ['fee_id'] },
  },
  fee_stores: perStore({ column: 'fee_id', reference: 'fees.id' }),
  cart_fee_options: {
    columns: {
      cart_id: belongsTo('carts.id', 'varchar(64)'),
      fee_id: 'integer not null',
      option_id: 'integer not null',
      created_at: 'varchar(40) not null',
    },
    primaryKey: ['cart_id', 'option_id'],
  },
} satisfies TableDefinitions;

/**
 * Extra fees (the `amasty_extrafee` totals segment): the fees a store offers with their options,
 * loaded by the catalog import, and the options each cart's shopper chose. A cart's choice keeps
 * no reference to the fee rows, because an import replaces them (as cart lines keep product ids).
 */
export const extraFeesMigration: Migration = tablesMigration(TABLES);
