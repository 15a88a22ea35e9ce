import { z } from 'zod';
import { IMPORT_STATES, type ImportJob } from '../forms/admin-import.js';

/** The partial catalog import's answers: the started job's id, then the job as it runs. */
export const importStartedWire = z.object({ jobId: z.string().describe('A UUID') });

const importCountsWire = z.object({ created: z.number().int(), updated: z.number().int(), skipped: z.number().int() });

export const importJobWire = importCountsWire.extend({
  jobId: z.string(),
  state: z.enum(IMPORT_STATES),
  dryRun: z.boolean(),
  phase: z.enum(['checking', 'writing', 'finished']),
  processed: z.number().int().describe('Of total: lines checked while checking, records written while writing'),
  total: z.number().int().describe("The file's record lines"),
  byType: z.record(z.string(), importCountsWire),
  errors: z
    .array(z.object({ line: z.number().int(), message: z.string() }))
    .describe('The first 500 problems by line (line 0: the job itself)'),
  errorCount: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Fails to compile when the schema and the ImportJob type the screens read describe different shapes. */
export const importJobWireMatchesType: Same<z.infer<typeof importJobWire>, ImportJob> = true;
