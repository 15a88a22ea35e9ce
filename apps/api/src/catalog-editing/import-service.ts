import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { IMPORT_MAX_ERRORS, startingImportJob, type ImportJob } from '@shoreline/domain/forms/admin-import';
import type { ApiContext } from '../context.js';
import { isUniqueViolation } from '../db/index.js';
import { Conflict, InvalidInput, NotFound } from '../errors.js';
import { countRecordLines, CatalogImportError, type ImportProblem, upsertCatalog } from '../seed/index.js';
import { audit, type StaffPrincipal } from '../audit/index.js';
import {
  expireStaleJobs,
  findImportJob,
  finishImportJob,
  insertImportJob,
  jobOfRow,
  pruneImportJobs,
  recordProgress,
} from './import-jobs.js';

/**
 * Back-office catalog imports (its calls are described in /api/reference): a partial import (upsert) of an
 * NDJSON file that runs in the background of the API process that took it. Its state is kept in
 * the import_jobs table as it goes, so any process answers GET /api/admin/import/:jobId; the process
 * running a job answers from memory (with SQLite its one connection is held by the write transaction).
 */
const FLUSH_MS = 400;
/** A running job whose heartbeat is older than this has lost its process. */
const STALE_MS = 15 * 60_000;
/** How long finished jobs can still be read. */
const KEEP_MS = 30 * 86_400_000;
const NOT_FOUND = 'No import job with this id.';
const BUSY = 'Another import is running. Try again when it has finished.';
const EMPTY = 'The file holds no records.';

interface LiveJob {
  view: ImportJob;
  /** The write transaction is open: on SQLite nothing else can use the connection until it ends. */
  writing: boolean;
  flushing: boolean;
}

export class ImportJobs {
  private readonly live = new Map<string, LiveJob>();
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly context: ApiContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Takes the file, records the job and starts it; answers at once with the job's id. */
  async start(text: string, dryRun: boolean, staff: StaffPrincipal): Promise<{ jobId: string }> {
    const total = countRecordLines(text);
    if (total === 0) throw new InvalidInput(EMPTY);
    const now = new Date();
    const jobId = randomUUID();
    if (!dryRun) await expireStaleJobs(this.context.db, new Date(now.getTime() - STALE_MS).toISOString(), now.toISOString());
    await pruneImportJobs(this.context.db, new Date(now.getTime() - KEEP_MS).toISOString());
    try {
      await insertImportJob(this.context.db, { id: jobId, staffId: staff.id, dryRun, total, now: now.toISOString() });
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(BUSY);
      throw error;
    }
    const view = startingImportJob({ jobId, dryRun, total, createdAt: now.toISOString() });
    this.live.set(jobId, { view, writing: false, flushing: false });
    const run: Promise<void> = this.run(jobId, text, staff).finally(() => this.running.delete(run));
    this.running.add(run);
    return { jobId };
  }

  /** The job as its process last recorded it (this process: as it is now). */
  async view(jobId: string): Promise<ImportJob> {
    const live = this.live.get(jobId);
    if (live) return { ...live.view, byType: { ...live.view.byType }, errors: [...live.view.errors] };
    let row = await findImportJob(this.context.db, jobId);
    if (!row) throw new NotFound(NOT_FOUND);
    if (row.state === 'running' && Date.parse(row.heartbeat_at) < Date.now() - STALE_MS) {
      const now = new Date();
      await expireStaleJobs(this.context.db, new Date(now.getTime() - STALE_MS).toISOString(), now.toISOString());
      row = (await findImportJob(this.context.db, jobId)) ?? row;
    }
    return jobOfRow(row);
  }

  /** Waits for the jobs this process runs (the server is closing). */
  async close(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  private async run(jobId: string, text: string, staff: StaffPrincipal): Promise<void> {
    const live = this.live.get(jobId);
    if (!live) return;
    const job = live.view;
    const timer = setInterval(() => void this.flush(live), FLUSH_MS);
    try {
      const summary = await upsertCatalog(this.context.db, this.context.dialect, text, {
        dryRun: job.dryRun,
        onProgress: (phase, processed) => {
          job.phase = phase;
          job.processed = processed;
        },
        onWriting: async () => {
          job.phase = 'writing';
          job.processed = 0;
          await this.flush(live, true);
          live.writing = true;
        },
        inTransaction: async (trx, counts) => {
          await audit(trx, {
            staffId: staff.id,
            action: 'catalog.import',
            entityType: 'catalog',
            entityId: jobId,
            after: {
              records: counts.records,
              created: counts.created,
              updated: counts.updated,
              skipped: counts.skipped,
              byType: counts.byType,
            },
          });
        },
      });
      job.state = 'done';
      job.processed = job.total;
      job.created = summary.created;
      job.updated = summary.updated;
      job.skipped = summary.skipped;
      job.byType = summary.byType;
    } catch (error) {
      const problems: ImportProblem[] =
        error instanceof CatalogImportError
          ? error.problems
          : [{ line: 0, message: 'The import stopped on an unexpected error and wrote nothing. The server log has the details.' }];
      if (!(error instanceof CatalogImportError)) this.log.error({ err: error, jobId }, 'catalog import failed');
      job.state = 'failed';
      job.created = job.updated = job.skipped = 0;
      job.byType = {};
      job.errors = problems.slice(0, IMPORT_MAX_ERRORS);
      job.errorCount = problems.length;
    } finally {
      clearInterval(timer);
      live.writing = false;
      job.phase = 'finished';
      job.finishedAt = new Date().toISOString();
    }
    try {
      await finishImportJob(this.context.db, job, job.finishedAt ?? new Date().toISOString());
    } catch (error) {
      this.log.error({ err: error, jobId }, 'could not record the end of a catalog import');
    }
    this.live.delete(jobId);
    if (job.state === 'done' && !job.dryRun) void this.context.readModel.refreshIfChanged().catch(() => undefined);
  }

  /** Writes a running job's progress for the other processes (not while SQLite's write transaction holds the connection). */
  private async flush(live: LiveJob, force = false): Promise<void> {
    if (live.flushing || live.view.state !== 'running') return;
    if (live.writing && this.context.dialect.engine === 'sqlite' && !force) return;
    live.flushing = true;
    try {
      await recordProgress(this.context.db, live.view.jobId, live.view.phase, live.view.processed, new Date().toISOString());
    } catch (error) {
      this.log.warn({ err: error, jobId: live.view.jobId }, 'could not record import progress');
    } finally {
      live.flushing = false;
    }
  }
}
