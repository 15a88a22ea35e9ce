import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../db/index.js';
import { CatalogImportError, parseCatalogInSlices, type ImportProblem } from './parse.js';
import { planCatalog, type CatalogPlan } from './references.js';
import { loadStoredCatalog } from './stored-catalog.js';
import { checkUpsert, summarizeUpsert, type UpsertSummary } from './upsert-check.js';
import { writeUpsert } from './upsert-write.js';
import { completeLine, lineKey, loadStoredFields } from './upsert-partial.js';
import type { CatalogRecordType } from '@shoreline/domain';
import { bumpCatalogVersion } from './write.js';

export type { UpsertSummary, ChangeCounts } from './upsert-check.js';

export type UpsertPhase = 'checking' | 'writing';

export interface UpsertOptions {
  /** Validate and count without writing anything. */
  dryRun?: boolean;
  /** Lines checked so far (phase checking), records written so far (phase writing). */
  onProgress?: (phase: UpsertPhase, processed: number) => void;
  /** Called when the writing starts, before the write transaction is opened. */
  onWriting?: () => void | Promise<void>;
  /** Runs in the write's transaction after the records, e.g. for the audit row. */
  inTransaction?: (trx: Kysely<Database>, summary: UpsertSummary, stamp: string) => Promise<void>;
}

/** The keys the file's lines name, by record type (lines that are not JSON are reported by the parse). */
function namedRecords(text: string): Map<CatalogRecordType, Set<string>> {
  const named = new Map<CatalogRecordType, Set<string>>();
  for (const raw of text.split(/\r?\n/)) {
    if (raw.trim() === '') continue;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      continue;
    }
    const key = lineKey(json);
    if (key) named.set(key.type, (named.get(key.type) ?? new Set()).add(key.key));
  }
  return named;
}

const byLine = (problems: ImportProblem[]) => problems.sort((a, b) => a.line - b.line);

/**
 * The partial import: creates or updates only the records of the file, by their natural keys
 * (sku, code, id as the format defines), after checking every reference against the file plus the
 * stored catalog. Nothing is deleted. A real run writes everything in one transaction that also
 * bumps the catalog version (first, so concurrent catalog writes queue behind it); a dry run reads
 * only. Throws CatalogImportError with every problem by line; then nothing was written.
 */
export async function upsertCatalog(
  db: Kysely<Database>,
  dialect: Dialect,
  text: string,
  options: UpsertOptions = {},
): Promise<UpsertSummary> {
  const storedFields = await loadStoredFields(db, namedRecords(text));
  const { records, problems } = await parseCatalogInSlices(text, (checked) => options.onProgress?.('checking', checked), {
    complete: (json) => completeLine(json, storedFields),
  });
  if (records.length === 0 && problems.length === 0) throw new CatalogImportError([{ line: 1, message: 'the file holds no records' }]);
  const plan: CatalogPlan = planCatalog(records);
  const stored = await loadStoredCatalog(db);
  problems.push(...checkUpsert(plan, stored));
  if (problems.length > 0) throw new CatalogImportError(byLine(problems));
  let summary = summarizeUpsert(plan, stored);
  if (options.dryRun) return summary;

  await options.onWriting?.();
  options.onProgress?.('writing', 0);
  const stamp = new Date().toISOString();
  await dialect.writeTransaction(db, async (trx) => {
    await bumpCatalogVersion(trx, stamp);
    // What is stored may have changed since the check: check again against what this transaction sees.
    const current = await loadStoredCatalog(trx);
    const late = checkUpsert(plan, current);
    if (late.length > 0) throw new CatalogImportError(byLine(late));
    summary = summarizeUpsert(plan, current);
    await writeUpsert(trx, dialect, plan, current, stamp, (written) => options.onProgress?.('writing', written));
    await options.inTransaction?.(trx, summary, stamp);
  });
  return summary;
}
