import type { CatalogFilter } from '@shoreline/domain';

/**
 * Filtering, sorting, paging and field projection over in-memory documents: the
 * catalog is answered from the read model, never with a SQL query per request.
 */
export type Doc = object;
type Fields = Record<string, unknown>;
type Scalar = string | number | boolean | null;

/** Every value found at a dotted path; arrays along the way are walked. */
export function valuesAt(doc: unknown, path: readonly string[], from = 0): unknown[] {
  if (from === 0 && path.length === 1 && doc !== null && typeof doc === 'object' && !Array.isArray(doc)) {
    const value = (doc as Fields)[path[0]];
    return Array.isArray(value) ? value : value === undefined ? [] : [value];
  }
  if (from === path.length) return Array.isArray(doc) ? doc : [doc];
  if (Array.isArray(doc)) return doc.flatMap((item) => valuesAt(item, path, from));
  if (doc === null || typeof doc !== 'object') return [];
  return valuesAt((doc as Fields)[path[from]], path, from + 1);
}

/** Loose equality the way a search index compares: "49" equals 49, "true" equals true. */
export function sameValue(actual: unknown, expected: Scalar): boolean {
  if (actual === expected) return true;
  if (actual === null || actual === undefined || expected === null) return false;
  if (typeof actual === 'boolean' || typeof expected === 'boolean') {
    return (
      String(actual) === String(expected) ||
      (actual === true && expected === 1) ||
      (actual === false && expected === 0) ||
      (expected === true && actual === 1) ||
      (expected === false && actual === 0)
    );
  }
  return String(actual) === String(expected);
}

function compare(actual: unknown, bound: number | string): number | null {
  if (typeof bound === 'number' || (typeof bound === 'string' && bound.trim() !== '' && !Number.isNaN(Number(bound)))) {
    const a = typeof actual === 'number' ? actual : Number(actual);
    return Number.isFinite(a) ? a - Number(bound) : null;
  }
  if (actual === null || actual === undefined) return null;
  return String(actual) < bound ? -1 : String(actual) > bound ? 1 : 0;
}

function likeToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*');
  // Without % wildcards "like" is a case-insensitive contains, which is how the storefront uses it.
  return new RegExp(pattern.includes('%') ? `^${escaped}$` : escaped, 'i');
}

export type Predicate = (values: unknown[]) => boolean;

/** Turns one filter value (scalar, list or operator object) into a test over the values at its key. */
export function predicateFor(value: CatalogFilter['value']): Predicate {
  if (value === null || typeof value !== 'object') return (values) => values.some((v) => sameValue(v, value));
  if (Array.isArray(value)) return (values) => values.some((v) => value.some((e) => sameValue(v, e)));
  const tests: Predicate[] = [];
  if (value.eq !== undefined) {
    const eq = value.eq;
    tests.push(
      eq === null ? (values) => values.every((v) => v === null || v === undefined) : (values) => values.some((v) => sameValue(v, eq)),
    );
  }
  if (value.neq !== undefined) tests.push((values) => !values.some((v) => sameValue(v, value.neq as Scalar)));
  if (value.in !== undefined) tests.push((values) => values.some((v) => value.in!.some((e) => sameValue(v, e))));
  if (value.nin !== undefined) tests.push((values) => !values.some((v) => value.nin!.some((e) => sameValue(v, e))));
  const ranges: Array<[number | string | undefined, (c: number) => boolean]> = [
    [value.gt, (c) => c > 0],
    [value.gte, (c) => c >= 0],
    [value.lt, (c) => c < 0],
    [value.lte, (c) => c <= 0],
  ];
  const activeRanges = ranges.filter(([bound]) => bound !== undefined) as Array<[number | string, (c: number) => boolean]>;
  if (activeRanges.length > 0) {
    tests.push((values) =>
      values.some((v) =>
        activeRanges.every(([bound, ok]) => {
          const c = compare(v, bound);
          return c !== null && ok(c);
        }),
      ),
    );
  }
  if (value.like !== undefined) {
    const regexp = likeToRegExp(value.like);
    tests.push((values) => values.some((v) => v !== null && v !== undefined && regexp.test(String(v))));
  }
  return (values) => tests.every((test) => test(values));
}

export interface SortKey {
  path: string[];
  descending: boolean;
}

export function parseSort(sort: string | undefined, fallback: string): SortKey[] {
  const text = sort && sort.trim() !== '' ? sort : fallback;
  return text.split(',').map((part) => {
    const [field, direction] = part.split(':');
    return { path: field.split('.'), descending: direction === 'desc' };
  });
}

function sortValue(doc: Doc, path: string[]): number | string | null {
  const [first] = valuesAt(doc, path);
  if (first === null || first === undefined) return null;
  if (typeof first === 'number' || typeof first === 'string') return first;
  if (typeof first === 'boolean') return first ? 1 : 0;
  return null;
}

/** Sorts a copy; missing values go last whatever the direction; ties keep their order. */
export function sortDocs<T extends Doc>(docs: readonly T[], keys: readonly SortKey[]): T[] {
  const decorated = docs.map((doc, index) => ({ doc, index, values: keys.map((key) => sortValue(doc, key.path)) }));
  decorated.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const x = a.values[i];
      const y = b.values[i];
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      if (order !== 0) return keys[i].descending ? -order : order;
    }
    return a.index - b.index;
  });
  return decorated.map((entry) => entry.doc);
}

interface FieldPatterns {
  matches(path: string): boolean;
  /** Whether some pattern reaches inside this path (so the walk must descend). */
  reachesInto(path: string): boolean;
}

function compilePatterns(patterns: readonly string[]): FieldPatterns {
  const exact = new Set(patterns.filter((p) => !p.includes('*')));
  const wild = patterns
    .filter((p) => p.includes('*'))
    .map((p) => new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`));
  const prefixes = new Set<string>();
  let anyWildPrefix = false;
  for (const pattern of patterns) {
    const segments = pattern.split('.');
    if (segments[0].includes('*') && segments.length > 1) anyWildPrefix = true;
    for (let i = 1; i < segments.length; i++) {
      const prefix = segments.slice(0, i).join('.');
      if (prefix.includes('*')) break;
      prefixes.add(prefix);
    }
  }
  return {
    matches: (path) => exact.has(path) || wild.some((w) => w.test(path)),
    reachesInto: (path) => anyWildPrefix || prefixes.has(path),
  };
}

const patternCache = new Map<string, FieldPatterns>();
function patternsFor(list: readonly string[]): FieldPatterns {
  const key = list.join('\n');
  let compiled = patternCache.get(key);
  if (!compiled) {
    compiled = compilePatterns(list);
    if (patternCache.size > 500) patternCache.clear();
    patternCache.set(key, compiled);
  }
  return compiled;
}

/** Applies include/exclude lists of dotted paths and * patterns to a document. */
export function projectFields(
  doc: Doc,
  include: readonly string[] | null | undefined,
  exclude: readonly string[] | null | undefined,
): Fields {
  let result = doc as Fields;
  if (include && include.length > 0) result = pick(result, patternsFor(include), '');
  if (exclude && exclude.length > 0) result = omit(result, patternsFor(exclude), '');
  return result;
}

function mapNested(value: unknown, walk: (fields: Fields, prefix: string) => Fields, prefix: string): unknown {
  if (Array.isArray(value)) return value.map((item) => (item && typeof item === 'object' ? walk(item as Fields, prefix) : item));
  return walk(value as Fields, prefix);
}

function pick(doc: Fields, patterns: FieldPatterns, prefix: string): Fields {
  const out: Fields = {};
  for (const key in doc) {
    const value = doc[key];
    const path = prefix + key;
    if (patterns.matches(path)) out[key] = value;
    else if (value && typeof value === 'object' && patterns.reachesInto(path))
      out[key] = mapNested(value, (f, p) => pick(f, patterns, p), `${path}.`);
  }
  return out;
}

function omit(doc: Fields, patterns: FieldPatterns, prefix: string): Fields {
  const out: Fields = {};
  for (const key in doc) {
    const value = doc[key];
    const path = prefix + key;
    if (patterns.matches(path)) continue;
    out[key] =
      value && typeof value === 'object' && patterns.reachesInto(path)
        ? mapNested(value, (f, p) => omit(f, patterns, p), `${path}.`)
        : value;
  }
  return out;
}
