import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { addColumn, belongsTo, createTables, dropTables, referenceOrNull, type TableDefinitions } from './columns.js';

/**
 * Issue 38, the money slice: a customer's change of lines, address or date, re-priced, and the difference settled.
 * Each change is one row under the key its client sent (a retry finds it and changes nothing twice): the totals before
 * and after, and how the difference was settled (refunded to the payment, due through the pay page, or the amount
 * due changed). `balance_due_cents` is what the order still waits for through its pay page (0: nothing).
 */
const TABLES = {
  order_changes: {
    numbered: 'id',
    columns: {
      order_id: belongsTo('orders.id'),
      change_key: 'varchar(64) not null',
      before_cents: 'integer not null',
      after_cents: 'integer not null',
      difference_cents: 'integer not null',
      settlement: 'varchar(16) not null',
      refund_id: referenceOrNull('order_refunds.id'),
      payment_id: referenceOrNull('payments.id'),
      summary: 'text not null',
      created_at: 'varchar(40) not null',
    },
    unique: { order_changes_key: ['order_id', 'change_key'] },
  },
} satisfies TableDefinitions;

export function orderChangesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createTables(db, TABLES, dialect);
      await addColumn(db, 'orders', 'balance_due_cents', 'integer default 0 not null');
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').dropColumn('balance_due_cents').execute();
      await dropTables(db, TABLES);
    },
  };
}
