import type { CatalogFilter } from '@shoreline/domain';

/**
 * Filtering, sorting, paging and field projection over in-memory documents: the
 * catalog is answered from the read model, never with a SQL query per request.
 */
export type Doc = object;
type Fields = Record<string, unknown>;
type Scalar = string | number | boolean | null;

/** A document's own field: a filter key such as `constructor` or `__proto__` must not reach inherited values. */
export function ownField(doc: object, key: string): unknown {
  return Object.hasOwn(doc, key) ? (doc as Fields)[key] : undefined;
}

/** Every value found at a dotted path; arrays along the way are walked. */
export function valuesAt(doc: unknown, path: readonly string[], from = 0): unknown[] {
  if (from === 0 && path.length === 1 && doc !== null && typeof doc === 'object' && !Array.isArray(doc)) {
    const value = ownField(doc, path[0]);
    return Array.isArray(value) ? value : value === undefined ? [] : [value];
  }
  if (from === path.length) return Array.isArray(doc) ? doc : [doc];
  if (Array.isArray(doc)) return doc.flatMap((item) => valuesAt(item, path, from));
  if (doc === null || typeof doc !== 'object') return [];
  const value = ownField(doc, path[from]);
  return value === undefined ? [] : valuesAt(value, path, from + 1);
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

export type TextMatcher = (text: string) => boolean;

/**
 * Whether the text is the pieces in order with anything between them: the first piece
 * starts the text, the last ends it. Each middle piece is taken at its first place
 * after the previous one, which is enough to decide and keeps the work linear (a
 * backtracking regexp over many wildcards can run for minutes).
 */
function matchesPiecesInOrder(text: string, pieces: readonly string[]): boolean {
  const first = pieces[0];
  const last = pieces[pieces.length - 1];
  if (text.length < first.length + last.length || !text.startsWith(first) || !text.endsWith(last)) return false;
  const end = text.length - last.length;
  let at = first.length;
  for (let i = 1; i < pieces.length - 1; i++) {
    const found = text.indexOf(pieces[i], at);
    if (found === -1 || found + pieces[i].length > end) return false;
    at = found + pieces[i].length;
  }
  return true;
}

/** A whole-text match where each `wildcard` character stands for any text, the empty text included. */
export function wildcardMatcher(pattern: string, wildcard: string): TextMatcher {
  const pieces = pattern.split(wildcard);
  if (pieces.length === 1) return (text) => text === pattern;
  return (text) => matchesPiecesInOrder(text, pieces);
}

/**
 * The `like` operator, case-insensitive: with % wildcards a whole-value match (% is any
 * text); without them a contains, which is how the storefront uses it. `_` is a plain character.
 */
export function likeMatcher(pattern: string): TextMatcher {
  const lowered = pattern.toLowerCase();
  if (!lowered.includes('%')) return (text) => text.toLowerCase().includes(lowered);
  const matches = wildcardMatcher(lowered, '%');
  return (text) => matches(text.toLowerCase());
}

/** How many % wildcards a like pattern has. */
export function likeWildcardCount(pattern: string): number {
  return pattern.split('%').length - 1;
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
    const matches = likeMatcher(value.like);
    tests.push((values) => values.some((v) => v !== null && v !== undefined && matches(String(v))));
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

/**
 * Sorts a copy; missing values go last whatever the direction; ties keep their order.
 * `tick` is called for every document and comparison (a time budget can stop the sort).
 */
export function sortDocs<T extends Doc>(docs: readonly T[], keys: readonly SortKey[], tick: () => void = () => {}): T[] {
  const decorated = docs.map((doc, index) => {
    tick();
    return { doc, index, values: keys.map((key) => sortValue(doc, key.path)) };
  });
  decorated.sort((a, b) => {
    tick();
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
  const wild = patterns.filter((p) => p.includes('*')).map((p) => wildcardMatcher(p, '*'));
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
    matches: (path) => exact.has(path) || wild.some((matches) => matches(path)),
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
