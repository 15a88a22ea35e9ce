import type { Kysely, Migration } from 'kysely';
import { addColumn } from './columns.js';

/**
 * Issue 38: a gift whose recipient chooses the delivery day. The order is placed without a date (and holds no slot)
 * until the recipient chooses one of the dates up to `recipient_choose_until`; `recipient_chose_at` says when they did,
 * `recipient_lapsed_at` when the window passed without a choice (the buyer was mailed then, once).
 */
export const recipientChoosesDayMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await addColumn(db, 'orders', 'recipient_choose_until', 'varchar(10)');
    await addColumn(db, 'orders', 'recipient_chose_at', 'varchar(40)');
    await addColumn(db, 'orders', 'recipient_lapsed_at', 'varchar(40)');
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['recipient_lapsed_at', 'recipient_chose_at', 'recipient_choose_until'])
      await db.schema.alterTable('orders').dropColumn(column).execute();
  },
};
