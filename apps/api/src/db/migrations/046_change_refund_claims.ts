import type { Kysely, Migration } from 'kysely';
import { addColumn } from './columns.js';

/**
 * Issue 38, the crash gap: a change that lowers a paid order's total is stored as `refund_pending` in the change's own
 * transaction, and its refund is claimed (`refund_claimed_at`) by the request, its retry or the sweep before any money
 * moves, so a process that stops between the change and its refund leaves the refund owed, not lost, and never paid twice.
 */
export const changeRefundClaimsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await addColumn(db, 'order_changes', 'refund_claimed_at', 'varchar(40)');
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('order_changes').dropColumn('refund_claimed_at').execute();
  },
};
