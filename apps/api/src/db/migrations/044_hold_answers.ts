import type { Kysely, Migration } from 'kysely';
import { addColumn, belongsTo, createTables, dropTables, type TableDefinitions } from './columns.js';

/**
 * Issue 38, holds ask the customer: one row per order and shipping hold once the customer was mailed the hold's
 * choices (the primary key makes the mail once per order and hold across processes), with their answer once applied
 * (`answer`: moved, canceled or kept; `answer_date` the date moved to or kept). Per product, whether its customers
 * change orders holding it themselves (`customer_changes`, on unless staff switch it off: live crabs) and whether they
 * may keep a held date at their own risk (`keep_held_date`, off unless staff allow it). Per store, how many hours
 * before the cut-off changes close (`changes_close_hours`; null: CHANGES_CLOSE_HOURS_BEFORE_CUTOFF).
 */
const TABLES = {
  hold_answers: {
    columns: {
      hold_id: 'integer not null',
      order_id: belongsTo('orders.id'),
      asked_at: 'varchar(40) not null',
      answer: 'varchar(16)',
      answer_date: 'varchar(10)',
      answered_at: 'varchar(40)',
    },
    primaryKey: ['hold_id', 'order_id'],
    indexes: { hold_answers_order: ['order_id'] },
  },
} satisfies TableDefinitions;

export const holdAnswersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await createTables(db, TABLES);
    await addColumn(db, 'products', 'customer_changes', 'integer default 1 not null');
    await addColumn(db, 'products', 'keep_held_date', 'integer default 0 not null');
    await addColumn(db, 'stores', 'changes_close_hours', 'integer');
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('stores').dropColumn('changes_close_hours').execute();
    await db.schema.alterTable('products').dropColumn('keep_held_date').execute();
    await db.schema.alterTable('products').dropColumn('customer_changes').execute();
    await dropTables(db, TABLES);
  },
};
