import { ZIP_EXCEPTIONS, ZIP_PREFIX_RUNS } from './zip-prefixes.js';
import { US_ZIP_PATTERN } from '../format-patterns.js';

/** Whether a (trimmed) text is a US ZIP code in the form the USPS writes it. */
export function isUsZip(value: string): boolean {
  return US_ZIP_PATTERN.test(value);
}

let regionOfPrefix: ReadonlyMap<string, string> | null = null;

/** The prefix table, read from its runs once, when first asked. */
function prefixTable(): ReadonlyMap<string, string> {
  if (regionOfPrefix) return regionOfPrefix;
  const table = new Map<string, string>();
  for (const [region, runs] of Object.entries(ZIP_PREFIX_RUNS)) {
    for (const run of runs.split(' ')) {
      const [from, to = from] = run.split('-').map(Number);
      for (let prefix = from; prefix <= to; prefix++) table.set(String(prefix).padStart(3, '0'), region);
    }
  }
  regionOfPrefix = table;
  return table;
}

/**
 * The code of the state, territory or armed-forces region (AA, AE, AP) a US ZIP code belongs to, or null for a
 * text that is not a ZIP code or a prefix that is not in use.
 */
export function zipRegion(zip: string): string | null {
  const trimmed = zip.trim();
  const five = US_ZIP_PATTERN.test(trimmed) ? trimmed.slice(0, 5) : undefined;
  if (!five) return null;
  return (Object.hasOwn(ZIP_EXCEPTIONS, five) ? ZIP_EXCEPTIONS[five] : undefined) ?? prefixTable().get(five.slice(0, 3)) ?? null;
}
