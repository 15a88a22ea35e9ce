import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { createNumberedTable } from './columns.js';

/**
 * Marketing events waiting to be sent: an event whose shopper is not known yet (a guest's cart)
 * waits for an e-mail (identify), one the service could not take waits for its next try.
 */
export function marketingOutboxMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createNumberedTable(db, dialect, 'marketing_outbox')
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('cart_id', 'varchar(64)')
        .addColumn('profile', 'text')
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('sent_at', 'varchar(40)')
        .addColumn('outcome', 'varchar(16)')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('marketing_outbox_due').on('marketing_outbox').columns(['sent_at', 'next_attempt_at']).execute();
      await db.schema.createIndex('marketing_outbox_cart').on('marketing_outbox').column('cart_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('marketing_outbox').execute();
    },
  };
}
