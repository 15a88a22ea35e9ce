import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { belongsTo, createNumberedTable, createRefreshTokenTable, referenceOrNull, timestamps } from './columns.js';

/**
 * The back office (issue 12, docs/admin-api.md): staff accounts with their own refresh tokens,
 * the audit log, and what the order workflow keeps: status history, shipments, refunds with
 * their lines, store credit. Orders stored with the old `pending` status become `processing`.
 */
export function backOfficeMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createNumberedTable(db, dialect, 'staff')
        .addColumn('email', 'varchar(255)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('role', 'varchar(16)', (c) => c.notNull())
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .$call(timestamps)
        .addCheckConstraint('staff_role_known', sql`role in ('owner', 'manager', 'packer')`)
        .execute();

      await createRefreshTokenTable(db, 'staff_refresh_tokens', { column: 'staff_id', reference: 'staff.id' });

      await createNumberedTable(db, dialect, 'audit_log')
        .addColumn('staff_id', 'integer', referenceOrNull('staff.id'))
        .addColumn('action', 'varchar(64)', (c) => c.notNull())
        .addColumn('entity_type', 'varchar(64)', (c) => c.notNull())
        .addColumn('entity_id', 'varchar(128)', (c) => c.notNull())
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity_type', 'entity_id', 'id']).execute();

      await createNumberedTable(db, dialect, 'order_status_history')
        .addColumn('order_id', 'integer', belongsTo('orders.id'))
        .addColumn('from_status', 'varchar(32)')
        .addColumn('to_status', 'varchar(32)', (c) => c.notNull())
        .addColumn('note', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
        .addColumn('staff_id', 'integer', referenceOrNull('staff.id'))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_status_history_order').on('order_status_history').column('order_id').execute();

      await createNumberedTable(db, dialect, 'order_shipments')
        .addColumn('order_id', 'integer', belongsTo('orders.id'))
        .addColumn('carrier', 'varchar(64)', (c) => c.notNull())
        .addColumn('track_number', 'varchar(128)', (c) => c.notNull())
        .addColumn('staff_id', 'integer', referenceOrNull('staff.id'))
        .addColumn('shipped_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_shipments_order').on('order_shipments').column('order_id').execute();

      await createNumberedTable(db, dialect, 'order_refunds')
        .addColumn('order_id', 'integer', belongsTo('orders.id'))
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('shipping_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('destination', 'varchar(16)', (c) => c.notNull())
        .addColumn('payment_id', 'integer', referenceOrNull('payments.id'))
        .addColumn('reason', 'varchar(1000)', (c) => c.notNull())
        .addColumn('staff_id', 'integer', referenceOrNull('staff.id'))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addCheckConstraint('order_refunds_positive', sql`amount_cents > 0 and destination in ('original', 'store_credit')`)
        .execute();
      await db.schema.createIndex('order_refunds_order').on('order_refunds').column('order_id').execute();

      await createNumberedTable(db, dialect, 'order_refund_lines')
        .addColumn('refund_id', 'integer', belongsTo('order_refunds.id'))
        .addColumn('order_item_id', 'integer', belongsTo('order_items.id'))
        .addColumn('qty', 'integer', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_refund_lines_refund').on('order_refund_lines').column('refund_id').execute();

      await createNumberedTable(db, dialect, 'store_credit_transactions')
        .addColumn('customer_id', 'integer', belongsTo('customers.id'))
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('balance_after_cents', 'integer', (c) => c.notNull())
        .addColumn('reason', 'varchar(1000)', (c) => c.notNull())
        .addColumn('order_id', 'integer', referenceOrNull('orders.id'))
        .addColumn('staff_id', 'integer', referenceOrNull('staff.id'))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addCheckConstraint('store_credit_balance_not_negative', sql`balance_after_cents >= 0`)
        .execute();
      await db.schema
        .createIndex('store_credit_transactions_customer')
        .on('store_credit_transactions')
        .columns(['customer_id', 'id'])
        .execute();

      // The stock units a line took (a bundle takes its children), so a cancel puts back exactly those.
      await db.schema.alterTable('order_items').addColumn('stock_units', 'text').execute();
      await db.schema.createIndex('orders_status').on('orders').columns(['status', 'id']).execute();
      await db.schema.createIndex('orders_delivery_date').on('orders').columns(['delivery_date', 'store_code']).execute();
      await sql`update orders set status = 'processing' where status = 'pending'`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`update orders set status = 'pending' where status in ('pending_payment', 'processing')`.execute(db);
      await db.schema.dropIndex('orders_delivery_date').execute();
      await db.schema.dropIndex('orders_status').execute();
      await db.schema.alterTable('order_items').dropColumn('stock_units').execute();
      for (const table of [
        'store_credit_transactions',
        'order_refund_lines',
        'order_refunds',
        'order_shipments',
        'order_status_history',
        'audit_log',
        'staff_refresh_tokens',
        'staff',
      ])
        await db.schema.dropTable(table).execute();
    },
  };
}
