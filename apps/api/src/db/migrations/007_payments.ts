import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { addColumn, belongsTo, createTables, dropTables, referenceOrNull, type TableDefinitions, timestamps } from './columns.js';

const TABLES = {
  payments: {
    numbered: 'id',
    columns: {
      order_id: referenceOrNull('orders.id'),
      cart_id: 'varchar(64) not null',
      store_code: 'varchar(64) not null',
      method: 'varchar(64) not null',
      state: 'varchar(16) not null',
      amount_cents: 'integer not null',
      refunded_cents: 'integer default 0 not null',
      currency: 'varchar(3) not null',
      gateway: 'varchar(16)',
      gateway_reference: 'varchar(128)',
      idempotency_key: 'varchar(128) not null unique',
      failure_reason: 'varchar(500)',
      test_mode: 'integer default 0 not null',
      ...timestamps,
    },
    checks: { payments_amount_not_negative: sql`amount_cents >= 0 and refunded_cents >= 0 and refunded_cents <= amount_cents` },
    indexes: {
      payments_order: ['order_id'],
      payments_cart: ['cart_id', 'state'],
      payments_gateway_reference: ['gateway', 'gateway_reference'],
    },
  },
  payment_events: {
    numbered: 'id',
    columns: {
      payment_id: belongsTo('payments.id'),
      kind: 'varchar(32) not null',
      amount_cents: 'integer',
      gateway_reference: 'varchar(128)',
      status: 'varchar(500) not null',
      created_at: 'varchar(40) not null',
    },
    indexes: { payment_events_payment: ['payment_id'] },
  },
} satisfies TableDefinitions;

/**
 * Payments: one row per order attempt (payment/), written before any gateway call so a
 * retried or late-answered attempt is never charged twice, and an audit row per gateway call.
 * Orders keep their payment's state. No card number or payment token is stored anywhere.
 */
export function paymentsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createTables(db, TABLES, dialect);
      // One open card payment per cart: while an attempt is in flight, or taken but not yet on an order,
      // a second attempt (a double click with two card tokens) waits for it instead of charging again.
      await sql`create unique index payments_one_open_card_payment_per_cart on payments (cart_id)
        where gateway = 'nmi' and (state = 'pending' or (state in ('authorized', 'captured') and order_id is null))`.execute(db);

      await addColumn(db, 'orders', 'payment_state', "varchar(16) default 'pending' not null");
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').dropColumn('payment_state').execute();
      await dropTables(db, TABLES);
    },
  };
}
