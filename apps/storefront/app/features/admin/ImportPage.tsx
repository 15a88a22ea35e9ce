import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { IMPORT_MAX_BYTES, startingImportJob, type ImportJob } from '@shoreline/domain/forms/admin-import';
import { adminCall, failureText, type ApiFailure } from './admin-api';
import { ListTable, numeric } from './AdminListPage';

const POLL_MS = 500;
const MAX_MB = IMPORT_MAX_BYTES / 1024 / 1024;
const TYPE_LABELS: Record<string, string> = {
  store: 'Stores',
  attribute: 'Attributes',
  category: 'Categories',
  tax_class: 'Tax classes',
  tax_rule: 'Tax rules',
  product: 'Products',
  cms_page: 'CMS pages',
  cms_block: 'CMS blocks',
  url_rewrite: 'URL rewrites',
  blog_category: 'Blog categories',
  blog_post: 'Blog posts',
  banner: 'Banners',
  coupon: 'Coupons',
  fee: 'Extra fees',
  review: 'Reviews',
};

const COUNT_COLUMNS = ['Records', numeric('Created'), numeric('Updated'), numeric('Left as they were')];
const PROBLEM_COLUMNS = [numeric('Line'), 'Problem'];

const records = (n: number) => (n === 1 ? '1 record' : `${n} records`);

/** The sentence the live region announces when a job has ended. */
export function importOutcome(job: ImportJob): string {
  if (job.state === 'failed') {
    const problems = job.errorCount === 1 ? '1 problem' : `${job.errorCount} problems`;
    return `${job.dryRun ? 'Check' : 'Import'} failed: the file has ${problems} (listed below by line). Nothing was written.`;
  }
  const kept = job.skipped ? `, ${records(job.skipped)} left as they were` : '';
  if (job.dryRun) {
    return `Check passed: ${records(job.created)} would be created and ${records(job.updated)} updated${kept}. Nothing was written.`;
  }
  return `Imported: ${records(job.created)} created and ${records(job.updated)} updated${kept}. The shop shows the changes after the catalog refresh.`;
}

function progressText(job: ImportJob): string {
  if (job.phase === 'writing') return `Writing: ${job.processed} of ${job.total} records`;
  if (job.phase === 'finished') return job.state === 'done' ? 'Finished' : 'Stopped';
  return `Checking: ${job.processed} of ${job.total} lines`;
}

/**
 * An import job started on the server and followed until it ends: polled every POLL_MS while the page is open,
 * with why it could not be started or read.
 */
function useImportJob() {
  const [job, setJob] = useState<ImportJob | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  /** Polls the job until it has ended (or the page is gone); answers why it could not be read, if so. */
  const follow = async (jobId: string): Promise<ApiFailure | null> => {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (!alive.current) return null;
      const answer = await adminCall<ImportJob>('GET', `import/${jobId}`);
      if (!alive.current) return null;
      if (!answer.ok) return answer.error;
      setJob(answer.data);
      if (answer.data.state !== 'running') return null;
    }
  };

  const start = async (body: Blob, dryRun: boolean) => {
    setBusy(true);
    setJob(null);
    const started = await adminCall<{ jobId: string }>('POST', `import${dryRun ? '?dryRun=1' : ''}`, {
      raw: { raw: body, type: 'application/x-ndjson' },
    });
    let failure = started.ok ? null : started.error;
    if (started.ok) {
      const { jobId } = started.data;
      setJob(startingImportJob({ jobId, dryRun, total: 0, createdAt: new Date().toISOString() }));
      failure = await follow(jobId);
    }
    if (!alive.current) return;
    if (failure) setFailure(failureText(failure));
    setBusy(false);
  };

  return { job, failure, setFailure, busy, start };
}

/** The running (or ended) job's progress bar and what it is doing. */
function ImportProgress({ job, ids }: { job: ImportJob; ids: string }) {
  return (
    <div className="admin-field">
      <span id={`${ids}-progress-label`}>
        {job.dryRun ? 'Check' : 'Import'} progress: {progressText(job)}
      </span>
      <progress
        aria-labelledby={`${ids}-progress-label`}
        max={Math.max(job.total, 1)}
        value={job.phase === 'finished' ? Math.max(job.total, 1) : job.processed}
      >
        {job.total ? `${Math.round((job.processed / job.total) * 100)}%` : ''}
      </progress>
    </div>
  );
}

/** An ended job's counts by record type, and its problems by line. */
function ImportResults({ ended }: { ended: ImportJob }) {
  const types = Object.entries(ended.byType);
  return (
    <>
      {types.length > 0 && (
        <ListTable
          caption={`${ended.dryRun ? 'What the import would do' : 'What the import did'}, by record type`}
          columns={COUNT_COLUMNS}
          items={types}
          row={([type, counts]) => (
            <tr key={type}>
              <th scope="row">{TYPE_LABELS[type] ?? type}</th>
              <td className="num">{counts.created}</td>
              <td className="num">{counts.updated}</td>
              <td className="num">{counts.skipped}</td>
            </tr>
          )}
        />
      )}
      {ended.errors.length > 0 && (
        <ListTable
          caption={`Problems${ended.errorCount > ended.errors.length ? ` (the first ${ended.errors.length} of ${ended.errorCount})` : ` (${ended.errorCount})`}`}
          columns={PROBLEM_COLUMNS}
          items={ended.errors}
          row={(problem, index) => (
            <tr key={`${problem.line}-${index}`}>
              <td className="num">{problem.line || '–'}</td>
              <td>{problem.message}</td>
            </tr>
          )}
        />
      )}
    </>
  );
}

/**
 * The partial catalog import (managers and owners): an NDJSON file in the seed's format, or pasted
 * records, checked (dry run) or imported. The job runs on the server; the page polls it every 500 ms
 * for the progress bar and shows the outcome: counts by record type, or the problems by line.
 */
export function ImportPage() {
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [inputError, setInputError] = useState('');
  const { job, failure, setFailure, busy, start } = useImportJob();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.currentTarget.files?.[0] ?? null);
    setInputError('');
  };

  const run = async (dryRun: boolean) => {
    if (busy) return;
    setFailure('');
    setInputError('');
    const body = file ?? (pasted.trim() ? new Blob([pasted], { type: 'application/x-ndjson' }) : null);
    if (!body) {
      setInputError('Choose an NDJSON file or paste records first.');
      document.getElementById(`${ids}-file`)?.focus();
      return;
    }
    if (body.size > IMPORT_MAX_BYTES) {
      setInputError(`The file is larger than ${MAX_MB} MB. Split it into smaller files.`);
      document.getElementById(`${ids}-file`)?.focus();
      return;
    }
    await start(body, dryRun);
  };

  const ended = job && job.state !== 'running' ? job : null;

  return (
    <section aria-labelledby="import-title">
      <h1 id="import-title">Import</h1>
      <p>
        Create or update catalog records from a file in the catalog format (NDJSON: one JSON record per line, as in the shop&apos;s seed
        file). Only the records in the file change: nothing is deleted, reviews, customers and orders stay as they are, and stock changes
        only for products whose line has <code>stock</code>. Check the file first; an import with any problem writes nothing.
      </p>
      <form className="admin-form" onSubmit={(event) => event.preventDefault()} noValidate>
        <div className="admin-field">
          <label htmlFor={`${ids}-file`}>NDJSON file</label>
          <input
            id={`${ids}-file`}
            type="file"
            accept=".ndjson,.jsonl,.json,.txt,application/x-ndjson,text/plain"
            onChange={choose}
            aria-invalid={inputError ? true : undefined}
            aria-describedby={`${ids}-file-hint${inputError ? ` ${ids}-input-error` : ''}`}
          />
          <span id={`${ids}-file-hint`} className="admin-hint">
            At most {MAX_MB} MB. {file ? `Chosen: ${file.name} (${Math.ceil(file.size / 1024)} KB).` : 'No file chosen.'}
          </span>
        </div>
        <div className="admin-field">
          <label htmlFor={`${ids}-paste`}>Or paste records</label>
          <textarea
            id={`${ids}-paste`}
            className="admin-html"
            rows={8}
            value={pasted}
            onChange={(event) => setPasted(event.currentTarget.value)}
            aria-describedby={`${ids}-paste-hint`}
            spellCheck={false}
          />
          <span id={`${ids}-paste-hint`} className="admin-hint">
            Used when no file is chosen.
          </span>
        </div>
        {inputError && (
          <p id={`${ids}-input-error`} className="admin-error" role="alert">
            {inputError}
          </p>
        )}
        <p className="admin-actions">
          <button type="button" aria-disabled={busy} onClick={() => void run(true)}>
            Check (dry run)
          </button>
          <button type="button" className="primary" aria-disabled={busy} onClick={() => void run(false)}>
            Import
          </button>
        </p>
      </form>

      {job && <ImportProgress job={job} ids={ids} />}
      <div role="status" aria-live="polite" data-testid="import-outcome">
        {ended && <p className={ended.state === 'failed' ? 'admin-error' : undefined}>{importOutcome(ended)}</p>}
      </div>
      <div role="alert">{failure && <p className="admin-error">{failure}</p>}</div>

      {ended && <ImportResults ended={ended} />}
    </section>
  );
}
