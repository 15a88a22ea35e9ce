import type { Kysely, Migration } from 'kysely';
import { referenceOrNull } from './columns.js';

/**
 * Catalog import jobs of the back office (catalog/editing/import-service.ts): the state a job's process writes
 * as it goes, so any process can answer GET /api/admin/import/:jobId. `running_lock` is 1 while a
 * real (not dry) import runs and null otherwise: its unique constraint lets only one run at a time.
 */
export const importJobsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('import_jobs')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('staff_id', 'integer', referenceOrNull('staff.id'))
      .addColumn('dry_run', 'integer', (c) => c.notNull())
      .addColumn('state', 'varchar(16)', (c) => c.notNull())
      .addColumn('phase', 'varchar(16)', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('processed', 'integer', (c) => c.notNull())
      .addColumn('created_count', 'integer', (c) => c.notNull())
      .addColumn('updated_count', 'integer', (c) => c.notNull())
      .addColumn('skipped_count', 'integer', (c) => c.notNull())
      .addColumn('by_type', 'text', (c) => c.notNull())
      .addColumn('errors', 'text', (c) => c.notNull())
      .addColumn('error_count', 'integer', (c) => c.notNull())
      .addColumn('running_lock', 'integer', (c) => c.unique())
      .addColumn('heartbeat_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('finished_at', 'varchar(40)')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('import_jobs').execute();
  },
};
