import type { Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { type TableDefinitions, tablesMigration } from './columns.js';

const TABLES = {
  marketing_outbox: {
    numbered: 'id',
    columns: {
      kind: 'varchar(16) not null',
      cart_id: 'varchar(64)',
      profile: 'text',
      payload: 'text not null',
      attempts: 'integer default 0 not null',
      next_attempt_at: 'varchar(40) not null',
      sent_at: 'varchar(40)',
      outcome: 'varchar(16)',
      created_at: 'varchar(40) not null',
    },
    indexes: { marketing_outbox_due: ['sent_at', 'next_attempt_at'], marketing_outbox_cart: ['cart_id'] },
  },
} satisfies TableDefinitions;

/**
 * Marketing events waiting to be sent: an event whose shopper is not known yet (a guest's cart)
 * waits for an e-mail (identify), one the service could not take waits for its next try.
 */
export const marketingOutboxMigration = (dialect: Dialect): Migration => tablesMigration(TABLES, dialect);
