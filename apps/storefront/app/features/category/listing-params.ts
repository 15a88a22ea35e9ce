import { SPEC_DEFAULTS } from '@shoreline/domain/config';
import { toSearch } from './query-string';

export { toSearch };

/**
 * The state of a product listing as it lives in the URL query (spec: filters and
 * sort are held in the route query): `?color=49&color=50&price=50.0-100.0&sort=final_price&page=2`.
 * Pure functions; the server reads and writes the state, the browser only uses query-string.ts.
 */

export const PAGE_SIZE: number = SPEC_DEFAULTS.catalog.productListSize;
/** `?page=N` renders N pages at once; past this the list would exceed the API's maximum query size. */
export const MAX_PAGE = Math.floor(SPEC_DEFAULTS.catalog.maxFiltersQuerySize / PAGE_SIZE);

export const SORT_VALUES: readonly string[] = SPEC_DEFAULTS.catalog.sortOptions.map((option) => option.value);
/** Filters where one value replaces the other (price ranges). */
const SINGLE_CHOICE = new Set(['price']);
/** Query keys that are not filters. */
export const SYSTEM_PARAMS = ['sort', 'page', 'offset'] as const;

export type ChosenFilters = Readonly<Record<string, readonly string[]>>;

export interface ListingState {
  /** Chosen values per filter code, in the order filters are known. */
  filters: ChosenFilters;
  /** One of SORT_VALUES, or null for the default (position). */
  sort: string | null;
  /** How many pages of products the list shows (1-based). */
  page: number;
  /** Where the returned items start (only for appending a page); 0 for a full list. */
  offset: number;
}

/** The values each filter code accepts; anything else in the query is ignored. */
export type AllowedFilterValues = ReadonlyMap<string, ReadonlySet<string>>;

export function isSingleChoice(code: string): boolean {
  return SINGLE_CHOICE.has(code);
}

/** The query key of a price range, as the API names its buckets: "0.0-50.0", "150.0-*". */
export function priceRangeKey(range: { from: number; to?: number }): string {
  return `${range.from.toFixed(1)}-${range.to === undefined ? '*' : range.to.toFixed(1)}`;
}

export const PRICE_RANGE_KEYS: readonly string[] = SPEC_DEFAULTS.catalog.priceRanges.map(priceRangeKey);

/** A positive whole number from a query value, or the fallback (garbage, zero and negatives are ignored). */
function positiveInt(value: string | null, fallback: number): number {
  if (value === null || !/^\d{1,4}$/.test(value)) return fallback;
  const number = Number(value);
  return number >= 1 ? number : fallback;
}

export function parsePage(value: string | null): number {
  return Math.min(positiveInt(value, 1), MAX_PAGE);
}

/** A start offset for appending: a whole page boundary before the last requested page, else 0. */
export function parseOffset(value: string | null, page: number): number {
  if (value === null || !/^\d{1,5}$/.test(value)) return 0;
  const offset = Number(value);
  return offset % PAGE_SIZE === 0 && offset < page * PAGE_SIZE ? offset : 0;
}

export function parseSort(value: string | null): string | null {
  return value !== null && SORT_VALUES.includes(value) ? value : null;
}

/** Reads the listing state from a query, keeping only known filters and values (spec: unknown ids are dropped). */
export function readListingParams(params: URLSearchParams, allowed: AllowedFilterValues): ListingState {
  const filters: Record<string, string[]> = {};
  for (const [code, values] of allowed) {
    const chosen = [...new Set(params.getAll(code))].filter((value) => values.has(value));
    if (chosen.length > 0) filters[code] = isSingleChoice(code) ? chosen.slice(0, 1) : chosen;
  }
  const page = parsePage(params.get('page'));
  return { filters, sort: parseSort(params.get('sort')), page, offset: parseOffset(params.get('offset'), page) };
}

export function chosenCount(filters: ChosenFilters): number {
  return Object.values(filters).reduce((sum, values) => sum + values.length, 0);
}

export function hasRefinements(state: Pick<ListingState, 'filters' | 'sort'>): boolean {
  return state.sort !== null || chosenCount(state.filters) > 0;
}

/**
 * Toggles one filter value: present values are removed, a single-choice
 * filter takes just the new value, others append it; an emptied filter disappears.
 * Any change starts the list again from the first page.
 */
export function toggleFilter(state: ListingState, code: string, value: string): ListingState {
  const current = state.filters[code] ?? [];
  const next = current.includes(value) ? current.filter((item) => item !== value) : isSingleChoice(code) ? [value] : [...current, value];
  const filters: Record<string, readonly string[]> = { ...state.filters };
  if (next.length > 0) filters[code] = next;
  else delete filters[code];
  return { ...state, filters, page: 1, offset: 0 };
}

/** Sets (or, with null, removes) the sort and starts again from the first page. */
export function withSort(state: ListingState, sort: string | null): ListingState {
  return { ...state, sort: parseSort(sort), page: 1, offset: 0 };
}

export function withPage(state: ListingState, page: number, offset = 0): ListingState {
  return { ...state, page: Math.min(Math.max(1, Math.floor(page)), MAX_PAGE), offset };
}

/** The query for a state: filters, then sort, then page (page 1 and offset 0 are left out). */
export function listingSearchParams(state: ListingState, base?: Record<string, string>): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const [code, values] of Object.entries(state.filters)) for (const value of values) params.append(code, value);
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.offset > 0) params.set('offset', String(state.offset));
  return params;
}

/** Spec: resetting the filters clears the query (filters, sort and page). */
export function resetSearch(): string {
  return '';
}
