import { catalogRecord, type CatalogRecord } from '@shoreline/domain';

export interface ImportProblem {
  line: number;
  message: string;
}

export interface ParsedRecord {
  line: number;
  record: CatalogRecord;
  /** The keys the line itself names (before defaults): the upsert writes only these on a stored record. */
  given: ReadonlySet<string>;
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

/** Turns a line's JSON into what is validated (the partial import completes a stored record's line); `given` stays the line's own keys. */
export type CompleteLine = (json: unknown) => unknown;

/** Validates one line into `records` or `problems`; blank lines are ignored. */
function parseLine(raw: string, line: number, records: ParsedRecord[], problems: ImportProblem[], complete?: CompleteLine): void {
  if (raw.trim() === '') return;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    problems.push({ line, message: `not valid JSON (${(error as Error).message})` });
    return;
  }
  const parsed = catalogRecord.safeParse(complete ? complete(json) : json);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
      problems.push({ line, message: `${where}${issue.message}` });
    }
    return;
  }
  records.push({ line, record: parsed.data, given: new Set(Object.keys(json as object)) });
}

const LINE_BREAK = /\r?\n/;

/** Parses newline-delimited JSON and validates every line; blank lines are ignored. */
export function parseCatalog(text: string): { records: ParsedRecord[]; problems: ImportProblem[] } {
  const records: ParsedRecord[] = [];
  const problems: ImportProblem[] = [];
  text.split(LINE_BREAK).forEach((raw, index) => parseLine(raw, index + 1, records, problems));
  return { records, problems };
}

/** The lines that hold a record (not blank). */
export function countRecordLines(text: string): number {
  let count = 0;
  for (const raw of text.split(LINE_BREAK)) if (raw.trim() !== '') count += 1;
  return count;
}

/**
 * parseCatalog in slices of `chunk` lines, giving the event loop back between slices (a large file
 * does not hold up other requests) and reporting how many record lines were checked so far.
 */
export async function parseCatalogInSlices(
  text: string,
  onProgress: (checked: number) => void,
  { chunk = 250, complete }: { chunk?: number; complete?: CompleteLine } = {},
): Promise<{ records: ParsedRecord[]; problems: ImportProblem[] }> {
  const records: ParsedRecord[] = [];
  const problems: ImportProblem[] = [];
  const lines = text.split(LINE_BREAK);
  let checked = 0;
  for (let start = 0; start < lines.length; start += chunk) {
    const end = Math.min(lines.length, start + chunk);
    for (let index = start; index < end; index += 1) {
      const raw = lines[index] ?? '';
      parseLine(raw, index + 1, records, problems, complete);
      if (raw.trim() !== '') checked += 1;
    }
    onProgress(checked);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return { records, problems };
}
