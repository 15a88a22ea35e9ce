import type { Kysely, Migration } from 'kysely';
import { addColumn, belongsTo, createIndex, createTables, dropTables, type TableDefinitions } from './columns.js';

/**
 * The refund window: a refund row is committed before its gateway is asked, so a process that stops in between left
 * the ledger saying "refunded" with no money sent. A refund to the payment is now `pending` until every gateway it
 * goes through confirmed its part (`sent`, `sent_at`), or `failed` when a gateway refused it later (`failure`, for
 * staff); rows that never wait for a gateway (store credit, a refund made at the gateway) and every row before this
 * migration are `sent`. `gateway_key` is the row's idempotency key, sent with each of its gateway calls, so sending
 * again after a stop gives the same refund once; `claimed_at` is the request or the sweep sending it now. One
 * `order_refund_parts` row per payment the refund goes back over (planned in the refund's transaction): its amount
 * and when its gateway confirmed it.
 */
const TABLES = {
  order_refund_parts: {
    columns: {
      refund_id: belongsTo('order_refunds.id'),
      payment_id: belongsTo('payments.id'),
      amount_cents: 'integer not null',
      sent_at: 'varchar(40)',
    },
    primaryKey: ['refund_id', 'payment_id'],
    indexes: { order_refund_parts_payment: ['payment_id'] },
  },
} satisfies TableDefinitions;

export const refundSendsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await addColumn(db, 'order_refunds', 'state', "varchar(16) default 'sent' not null");
    await addColumn(db, 'order_refunds', 'gateway_key', 'varchar(64)');
    await addColumn(db, 'order_refunds', 'claimed_at', 'varchar(40)');
    await addColumn(db, 'order_refunds', 'sent_at', 'varchar(40)');
    await addColumn(db, 'order_refunds', 'failure', 'varchar(500)');
    await createIndex(db, 'order_refunds', 'order_refunds_state', ['state', 'claimed_at']);
    await createTables(db, TABLES);
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, TABLES);
    await db.schema.dropIndex('order_refunds_state').execute();
    for (const column of ['failure', 'sent_at', 'claimed_at', 'gateway_key', 'state'])
      await db.schema.alterTable('order_refunds').dropColumn(column).execute();
  },
};
