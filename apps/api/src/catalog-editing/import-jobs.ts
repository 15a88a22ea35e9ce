import type { Kysely, Selectable } from 'kysely';
import type { ImportCounts, ImportJob, ImportPhase, ImportState } from '@shoreline/domain/forms/admin-import';
import type { Database, ImportJobsTable } from '../db/index.js';

/** Storage of back-office import jobs (table import_jobs, migration 020). */
export type ImportJobRow = Selectable<ImportJobsTable>;

export async function insertImportJob(
  db: Kysely<Database>,
  job: { id: string; staffId: number; dryRun: boolean; total: number; now: string },
): Promise<void> {
  await db
    .insertInto('import_jobs')
    .values({
      id: job.id,
      staff_id: job.staffId,
      dry_run: job.dryRun ? 1 : 0,
      state: 'running',
      phase: 'checking',
      total: job.total,
      processed: 0,
      created_count: 0,
      updated_count: 0,
      skipped_count: 0,
      by_type: '{}',
      errors: '[]',
      error_count: 0,
      // Only one real import at a time: the unique constraint refuses a second 1.
      running_lock: job.dryRun ? null : 1,
      heartbeat_at: job.now,
      created_at: job.now,
      finished_at: null,
    })
    .execute();
}

/** A running job's progress and heartbeat (a finished job is left alone). */
export async function recordProgress(db: Kysely<Database>, id: string, phase: ImportPhase, processed: number, now: string): Promise<void> {
  await db
    .updateTable('import_jobs')
    .set({ phase, processed, heartbeat_at: now })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .execute();
}

export async function finishImportJob(db: Kysely<Database>, job: ImportJob, now: string): Promise<void> {
  await db
    .updateTable('import_jobs')
    .set({
      state: job.state,
      phase: job.phase,
      processed: job.processed,
      created_count: job.created,
      updated_count: job.updated,
      skipped_count: job.skipped,
      by_type: JSON.stringify(job.byType),
      errors: JSON.stringify(job.errors),
      error_count: job.errorCount,
      running_lock: null,
      heartbeat_at: now,
      finished_at: job.finishedAt,
    })
    .where('id', '=', job.jobId)
    .execute();
}

export const STOPPED = 'The import stopped before it finished (its server process ended). Nothing was written.';

/**
 * Marks jobs whose process stopped answering (no heartbeat since `before`) as failed and frees the
 * lock; a real import that died in its transaction wrote nothing.
 */
export async function expireStaleJobs(db: Kysely<Database>, before: string, now: string): Promise<void> {
  await db
    .updateTable('import_jobs')
    .set({
      state: 'failed',
      phase: 'finished',
      running_lock: null,
      errors: JSON.stringify([{ line: 0, message: STOPPED }]),
      error_count: 1,
      created_count: 0,
      updated_count: 0,
      skipped_count: 0,
      finished_at: now,
    })
    .where('state', '=', 'running')
    .where('heartbeat_at', '<', before)
    .execute();
}

/** Forgets finished jobs created before `before` (the audit log keeps what real imports did). */
export async function pruneImportJobs(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('import_jobs').where('state', '!=', 'running').where('created_at', '<', before).execute();
}

export async function findImportJob(db: Kysely<Database>, id: string): Promise<ImportJobRow | undefined> {
  return db.selectFrom('import_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

export function jobOfRow(row: ImportJobRow): ImportJob {
  return {
    jobId: row.id,
    state: row.state as ImportState,
    dryRun: row.dry_run === 1,
    phase: row.phase as ImportPhase,
    processed: row.processed,
    total: row.total,
    created: row.created_count,
    updated: row.updated_count,
    skipped: row.skipped_count,
    byType: JSON.parse(row.by_type) as Record<string, ImportCounts>,
    errors: JSON.parse(row.errors) as ImportJob['errors'],
    errorCount: row.error_count,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}
