import type { Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { referenceOrNull, type TableDefinitions, tablesMigration } from './columns.js';

const TABLES = {
  payment_webhooks: {
    numbered: 'id',
    columns: {
      gateway: 'varchar(16) not null',
      event_id: 'varchar(128) not null',
      event_type: 'varchar(128) not null',
      payment_id: referenceOrNull('payments.id'),
      outcome: 'varchar(500) not null',
      received_at: 'varchar(40) not null',
    },
    unique: { payment_webhooks_event: ['gateway', 'event_id'] },
  },
} satisfies TableDefinitions;

/**
 * Gateway webhooks already taken: one row per (gateway, event id), so a delivery the gateway
 * repeats (it retries until it sees a 2xx) changes nothing the second time.
 */
export const paymentWebhooksMigration = (dialect: Dialect): Migration => tablesMigration(TABLES, dialect);
