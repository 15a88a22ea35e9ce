import type { CatalogFilter } from '@shoreline/domain';
import { ownField, type Doc } from './query-engine.js';

type Key = string | number;

/** Listings repeat short value lists; a long one (up to the body limit) is not worth keeping. */
const MAX_CACHED_LOOKUP_KEY_LENGTH = 1024;

/**
 * Equality indexes over top-level fields of a document list, built on first use
 * and kept with the snapshot. A query starts from the smallest candidate set an
 * equality filter gives (e.g. the docs of a category) instead of scanning all.
 */
export class FieldIndexes {
  private readonly indexes = new Map<string, Map<string, number[]> | null>();
  /** Recent lookups: listings repeat the same visibility, status and category sets on every request. */
  private readonly lookups = new Map<string, number[] | null>();

  constructor(readonly docs: readonly Doc[]) {}

  private build(field: string): Map<string, number[]> | null {
    const index = new Map<string, number[]>();
    for (let position = 0; position < this.docs.length; position++) {
      const value = ownField(this.docs[position], field);
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item === null || item === undefined) continue;
        // Booleans and objects compare loosely ("true" = 1); leave such fields to the scan.
        if (typeof item !== 'string' && typeof item !== 'number') return null;
        const key = String(item);
        const list = index.get(key);
        if (list === undefined) index.set(key, [position]);
        else if (list[list.length - 1] !== position) list.push(position);
      }
    }
    return index;
  }

  /** Keeps the index only for a field some document has: a client can name any number of others. */
  private indexFor(field: string): Map<string, number[]> | null {
    const known = this.indexes.get(field);
    if (known !== undefined) return known;
    const built = this.build(field);
    if (built === null || built.size > 0) this.indexes.set(field, built);
    return built;
  }

  get indexedFieldCount(): number {
    return this.indexes.size;
  }

  get cachedLookupCount(): number {
    return this.lookups.size;
  }

  /** Positions (ascending) of docs whose field holds one of the values, or null when the field is not indexable. */
  lookup(fields: readonly string[], values: readonly Key[]): number[] | null {
    const cacheKey = `${fields.join(',')}=${values.map(String).join('\u0000')}`;
    const cached = this.lookups.get(cacheKey);
    if (cached !== undefined) return cached;
    const result = this.compute(fields, values);
    if (cacheKey.length > MAX_CACHED_LOOKUP_KEY_LENGTH) return result;
    if (this.lookups.size >= 1000) this.lookups.clear();
    this.lookups.set(cacheKey, result);
    return result;
  }

  private compute(fields: readonly string[], values: readonly Key[]): number[] | null {
    const positions = new Set<number>();
    for (const field of fields) {
      const index = this.indexFor(field);
      if (!index) return null;
      for (const value of values) for (const position of index.get(String(value)) ?? []) positions.add(position);
    }
    return [...positions].sort((a, b) => a - b);
  }
}

const isKey = (value: unknown): value is Key => typeof value === 'string' || typeof value === 'number';

/** The values of an equality filter (scalar, list, {eq} or {in}) on a top-level field; null for anything else. */
export function equalityValues(filter: CatalogFilter): Key[] | null {
  if (filter.key.includes('.')) return null;
  const value = filter.value;
  if (isKey(value)) return [value];
  if (Array.isArray(value)) return value.every(isKey) ? value : null;
  if (value && typeof value === 'object') {
    const operators = Object.entries(value).filter(([, v]) => v !== undefined);
    if (operators.length !== 1) return null;
    const [operator, operand] = operators[0];
    if (operator === 'eq' && isKey(operand)) return [operand];
    if (operator === 'in' && Array.isArray(operand) && operand.every(isKey)) return operand;
  }
  return null;
}
