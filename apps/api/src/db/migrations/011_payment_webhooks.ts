import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { createNumberedTable, referenceOrNull } from './columns.js';

/**
 * Gateway webhooks already taken: one row per (gateway, event id), so a delivery the gateway
 * repeats (it retries until it sees a 2xx) changes nothing the second time.
 */
export function paymentWebhooksMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createNumberedTable(db, dialect, 'payment_webhooks')
        .addColumn('gateway', 'varchar(16)', (c) => c.notNull())
        .addColumn('event_id', 'varchar(128)', (c) => c.notNull())
        .addColumn('event_type', 'varchar(128)', (c) => c.notNull())
        .addColumn('payment_id', 'integer', referenceOrNull('payments.id'))
        .addColumn('outcome', 'varchar(500)', (c) => c.notNull())
        .addColumn('received_at', 'varchar(40)', (c) => c.notNull())
        .addUniqueConstraint('payment_webhooks_event', ['gateway', 'event_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('payment_webhooks').execute();
    },
  };
}
