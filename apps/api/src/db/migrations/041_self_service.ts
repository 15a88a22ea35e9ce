import type { Kysely, Migration } from 'kysely';
import { addColumn } from './columns.js';

/**
 * Issue 38: whether a store's customers change their orders themselves (move the delivery date, cancel) until the
 * cut-off. On by default; staff switch it off per store (PUT /api/admin/stores/:code/self-service).
 */
export const selfServiceMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await addColumn(db, 'stores', 'self_service_changes', 'integer default 1 not null');
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('stores').dropColumn('self_service_changes').execute();
  },
};
