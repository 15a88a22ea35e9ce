import type { Migration } from 'kysely';
import { referenceOrNull, type TableDefinitions, tablesMigration } from './columns.js';

const TABLES = {
  import_jobs: {
    columns: {
      id: 'varchar(36) primary key',
      staff_id: referenceOrNull('staff.id'),
      dry_run: 'integer not null',
      state: 'varchar(16) not null',
      phase: 'varchar(16) not null',
      total: 'integer not null',
      processed: 'integer not null',
      created_count: 'integer not null',
      updated_count: 'integer not null',
      skipped_count: 'integer not null',
      by_type: 'text not null',
      errors: 'text not null',
      error_count: 'integer not null',
      running_lock: 'integer unique',
      heartbeat_at: 'varchar(40) not null',
      created_at: 'varchar(40) not null',
      finished_at: 'varchar(40)',
    },
  },
} satisfies TableDefinitions;

/**
 * Catalog import jobs of the back office (catalog/editing/import-service.ts): the state a job's process writes
 * as it goes, so any process can answer GET /api/admin/import/:jobId. `running_lock` is 1 while a
 * real (not dry) import runs and null otherwise: its unique constraint lets only one run at a time.
 */
export const importJobsMigration: Migration = tablesMigration(TABLES);
