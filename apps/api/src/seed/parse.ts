import { catalogRecord, type CatalogRecord } from '@shoreline/domain';

export interface ImportProblem {
  line: number;
  message: string;
}

export interface ParsedRecord {
  line: number;
  record: CatalogRecord;
}

export class CatalogImportError extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(
      `The catalog was not imported: ${problems.length} problem(s).\n` +
        problems
          .slice(0, 50)
          .map((problem) => `  line ${problem.line}: ${problem.message}`)
          .join('\n') +
        (problems.length > 50 ? `\n  ... and ${problems.length - 50} more` : ''),
    );
    this.name = 'CatalogImportError';
  }
}

/** Parses newline-delimited JSON and validates every line; blank lines are ignored. */
export function parseCatalog(text: string): { records: ParsedRecord[]; problems: ImportProblem[] } {
  const records: ParsedRecord[] = [];
  const problems: ImportProblem[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (error) {
      problems.push({ line, message: `not valid JSON (${(error as Error).message})` });
      return;
    }
    const parsed = catalogRecord.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
        problems.push({ line, message: `${where}${issue.message}` });
      }
      return;
    }
    records.push({ line, record: parsed.data });
  });
  return { records, problems };
}
