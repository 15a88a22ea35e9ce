import { describe, expect, it } from 'vitest';
import type { ImportJob } from '@shoreline/domain/forms/admin-import';
import { importOutcome } from './ImportPage';

const job = (changes: Partial<ImportJob>): ImportJob => ({
  jobId: '00000000-0000-4000-8000-000000000000',
  state: 'done',
  dryRun: false,
  phase: 'finished',
  processed: 3,
  total: 3,
  created: 1,
  updated: 2,
  skipped: 0,
  byType: {},
  errors: [],
  errorCount: 0,
  createdAt: '2026-11-25T12:00:00.000Z',
  finishedAt: '2026-11-25T12:00:01.000Z',
  ...changes,
});

describe('the import outcome the live region announces', () => {
  it('says what a dry run would do and that nothing was written', () => {
    expect(importOutcome(job({ dryRun: true, created: 0, updated: 1 }))).toBe(
      'Check passed: 0 records would be created and 1 record updated. Nothing was written.',
    );
  });
  it('says what an import did, with the records left as they were', () => {
    expect(importOutcome(job({ skipped: 2 }))).toBe(
      'Imported: 1 record created and 2 records updated, 2 records left as they were. The shop shows the changes after the catalog refresh.',
    );
  });
  it('counts the problems of a failed run', () => {
    expect(importOutcome(job({ state: 'failed', errorCount: 3, created: 0, updated: 0 }))).toBe(
      'Import failed: the file has 3 problems (listed below by line). Nothing was written.',
    );
  });
});
