import { z } from 'zod';

/**
 * The back office's partial catalog import (its calls are described in /api/reference), shared by the
 * API and the /admin/import screen. The body is NDJSON in the seed's record format
 * (catalog/import-schema.ts); these are the call's other parts and the job it answers.
 */

/** The largest NDJSON body the import takes (10 MB). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** The content types the import takes its NDJSON body as. */
export const IMPORT_CONTENT_TYPES = ['application/x-ndjson', 'text/plain'] as const;

/** POST /api/admin/import?dryRun=1: `1`/`true` checks and counts without writing. */
export const importQuery = z.object({
  dryRun: z
    .enum(['0', '1', 'true', 'false'], { message: 'dryRun: use 1 or 0.' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
export type ImportQuery = z.infer<typeof importQuery>;

export const importJobParam = z.object({
  jobId: z.string().regex(/^[0-9a-f-]{36}$/, 'jobId: not an import job id.'),
});

export const IMPORT_STATES = ['running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];
/** checking: lines parsed and checked so far; writing: records written so far (a real run only). */
export type ImportPhase = 'checking' | 'writing' | 'finished';

export interface ImportCounts {
  created: number;
  updated: number;
  skipped: number;
}

/** GET /api/admin/import/:jobId. */
export interface ImportJob extends ImportCounts {
  jobId: string;
  state: ImportState;
  dryRun: boolean;
  phase: ImportPhase;
  /** Of `total`: lines checked while checking, records written while writing. */
  processed: number;
  /** Record lines in the file (blank lines not counted). */
  total: number;
  /** Counts per record type (`product`, `category`, ...), once the file is checked. */
  byType: Record<string, ImportCounts>;
  /** The first problems by line (at most IMPORT_MAX_ERRORS); `errorCount` counts them all. */
  errors: Array<{ line: number; message: string }>;
  errorCount: number;
  createdAt: string;
  finishedAt: string | null;
}

/** A job as it starts: checking its first lines, nothing counted, no problem found yet. */
export function startingImportJob(job: { jobId: string; dryRun: boolean; total: number; createdAt: string }): ImportJob {
  return {
    jobId: job.jobId,
    state: 'running',
    dryRun: job.dryRun,
    phase: 'checking',
    processed: 0,
    total: job.total,
    created: 0,
    updated: 0,
    skipped: 0,
    byType: {},
    errors: [],
    errorCount: 0,
    createdAt: job.createdAt,
    finishedAt: null,
  };
}

/** How many problems a job keeps (the rest are counted in errorCount). */
export const IMPORT_MAX_ERRORS = 500;
