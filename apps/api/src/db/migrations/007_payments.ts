import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { belongsTo, createNumberedTable, referenceOrNull, timestamps } from './columns.js';

/**
 * Payments: one row per order attempt (payment/), written before any gateway call so a
 * retried or late-answered attempt is never charged twice, and an audit row per gateway call.
 * Orders keep their payment's state. No card number or payment token is stored anywhere.
 */
export function paymentsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createNumberedTable(db, dialect, 'payments')
        .addColumn('order_id', 'integer', referenceOrNull('orders.id'))
        .addColumn('cart_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('store_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('method', 'varchar(64)', (c) => c.notNull())
        .addColumn('state', 'varchar(16)', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('gateway', 'varchar(16)')
        .addColumn('gateway_reference', 'varchar(128)')
        .addColumn('idempotency_key', 'varchar(128)', (c) => c.notNull().unique())
        .addColumn('failure_reason', 'varchar(500)')
        .addColumn('test_mode', 'integer', (c) => c.notNull().defaultTo(0))
        .$call(timestamps)
        .addCheckConstraint(
          'payments_amount_not_negative',
          sql`amount_cents >= 0 and refunded_cents >= 0 and refunded_cents <= amount_cents`,
        )
        .execute();
      await db.schema.createIndex('payments_order').on('payments').column('order_id').execute();
      await db.schema.createIndex('payments_cart').on('payments').columns(['cart_id', 'state']).execute();
      await db.schema.createIndex('payments_gateway_reference').on('payments').columns(['gateway', 'gateway_reference']).execute();
      // One open card payment per cart: while an attempt is in flight, or taken but not yet on an order,
      // a second attempt (a double click with two card tokens) waits for it instead of charging again.
      await sql`create unique index payments_one_open_card_payment_per_cart on payments (cart_id)
        where gateway = 'nmi' and (state = 'pending' or (state in ('authorized', 'captured') and order_id is null))`.execute(db);

      await createNumberedTable(db, dialect, 'payment_events')
        .addColumn('payment_id', 'integer', belongsTo('payments.id'))
        .addColumn('kind', 'varchar(32)', (c) => c.notNull())
        .addColumn('amount_cents', 'integer')
        .addColumn('gateway_reference', 'varchar(128)')
        .addColumn('status', 'varchar(500)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('payment_events_payment').on('payment_events').column('payment_id').execute();

      await db.schema
        .alterTable('orders')
        .addColumn('payment_state', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').dropColumn('payment_state').execute();
      await db.schema.dropTable('payment_events').execute();
      await db.schema.dropTable('payments').execute();
    },
  };
}
