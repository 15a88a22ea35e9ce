import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import {
  addColumn,
  belongsTo,
  createIndex,
  createTables,
  dropTables,
  referenceOrNull,
  refreshTokenTable,
  type TableDefinitions,
  timestamps,
} from './columns.js';

const TABLES = {
  staff: {
    numbered: 'id',
    columns: {
      email: 'varchar(255) not null unique',
      name: 'varchar(200) not null',
      role: 'varchar(16) not null',
      password_hash: 'varchar(255) not null',
      is_active: 'integer default 1 not null',
      ...timestamps,
    },
    checks: { staff_role_known: sql`role in ('owner', 'manager', 'packer')` },
  },
  ...refreshTokenTable('staff_refresh_tokens', { column: 'staff_id', reference: 'staff.id' }),
  audit_log: {
    numbered: 'id',
    columns: {
      staff_id: referenceOrNull('staff.id'),
      action: 'varchar(64) not null',
      entity_type: 'varchar(64) not null',
      entity_id: 'varchar(128) not null',
      before: 'text',
      after: 'text',
      created_at: 'varchar(40) not null',
    },
    indexes: { audit_log_entity: ['entity_type', 'entity_id', 'id'] },
  },
  order_status_history: {
    numbered: 'id',
    columns: {
      order_id: belongsTo('orders.id'),
      from_status: 'varchar(32)',
      to_status: 'varchar(32) not null',
      note: "varchar(1000) default '' not null",
      staff_id: referenceOrNull('staff.id'),
      created_at: 'varchar(40) not null',
    },
    indexes: { order_status_history_order: ['order_id'] },
  },
  order_shipments: {
    numbered: 'id',
    columns: {
      order_id: belongsTo('orders.id'),
      carrier: 'varchar(64) not null',
      track_number: 'varchar(128) not null',
      staff_id: referenceOrNull('staff.id'),
      shipped_at: 'varchar(40) not null',
    },
    indexes: { order_shipments_order: ['order_id'] },
  },
  order_refunds: {
    numbered: 'id',
    columns: {
      order_id: belongsTo('orders.id'),
      amount_cents: 'integer not null',
      shipping_cents: 'integer default 0 not null',
      destination: 'varchar(16) not null',
      payment_id: referenceOrNull('payments.id'),
      reason: 'varchar(1000) not null',
      staff_id: referenceOrNull('staff.id'),
      created_at: 'varchar(40) not null',
    },
    checks: { order_refunds_positive: sql`amount_cents > 0 and destination in ('original', 'store_credit')` },
    indexes: { order_refunds_order: ['order_id'] },
  },
  order_refund_lines: {
    numbered: 'id',
    columns: {
      refund_id: belongsTo('order_refunds.id'),
      order_item_id: belongsTo('order_items.id'),
      qty: 'integer not null',
      amount_cents: 'integer not null',
    },
    indexes: { order_refund_lines_refund: ['refund_id'] },
  },
  store_credit_transactions: {
    numbered: 'id',
    columns: {
      customer_id: belongsTo('customers.id'),
      amount_cents: 'integer not null',
      balance_after_cents: 'integer not null',
      reason: 'varchar(1000) not null',
      order_id: referenceOrNull('orders.id'),
      staff_id: referenceOrNull('staff.id'),
      created_at: 'varchar(40) not null',
    },
    checks: { store_credit_balance_not_negative: sql`balance_after_cents >= 0` },
    indexes: { store_credit_transactions_customer: ['customer_id', 'id'] },
  },
} satisfies TableDefinitions;

/**
 * The back office (issue 12, docs/admin-api.md): staff accounts with their own refresh tokens,
 * the audit log, and what the order workflow keeps: status history, shipments, refunds with
 * their lines, store credit. Orders stored with the old `pending` status become `processing`.
 */
export function backOfficeMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createTables(db, TABLES, dialect);

      // The stock units a line took (a bundle takes its children), so a cancel puts back exactly those.
      await addColumn(db, 'order_items', 'stock_units', 'text');
      await createIndex(db, 'orders', 'orders_status', ['status', 'id']);
      await createIndex(db, 'orders', 'orders_delivery_date', ['delivery_date', 'store_code']);
      await sql`update orders set status = 'processing' where status = 'pending'`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`update orders set status = 'pending' where status in ('pending_payment', 'processing')`.execute(db);
      await db.schema.dropIndex('orders_delivery_date').execute();
      await db.schema.dropIndex('orders_status').execute();
      await db.schema.alterTable('order_items').dropColumn('stock_units').execute();
      await dropTables(db, TABLES);
    },
  };
}
