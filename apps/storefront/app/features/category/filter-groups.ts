import { SPEC_DEFAULTS } from '@shoreline/domain/config';
import type { AggregationBucket } from '@shoreline/domain';
import {
  listingSearchParams,
  PRICE_RANGE_KEYS,
  toggleFilter,
  toSearch,
  type AllowedFilterValues,
  type ListingState,
} from './listing-params';
import type { ChosenFilterView, FilterGroupView, FilterOptionView, LocalText } from './types';

/**
 * The filters a category offers, from the aggregations of its products.
 * Pure: the loader passes in the filterable attributes and the API's buckets.
 */

export interface FilterableAttribute {
  code: string;
  label: string;
  position: number;
  /** Option values in the shop's own order (sizes XS..XXL, crab sizes medium..colossal). */
  values: readonly string[];
}

export type Aggregations = Readonly<Record<string, { buckets: readonly AggregationBucket[] } | undefined>>;

const DEFAULT_FILTERS: readonly string[] = SPEC_DEFAULTS.catalog.defaultFilters;
const STAFF_PICK_CODE = 'erin_recommends';
const STAFF_PICK_VALUE = '1';
/** Other filterable attributes are offered only when they can actually narrow the list. */
const MIN_EXTRA_BUCKETS = 2;

/** Filter codes in the order they are shown: price first, then colour and size, the category's own attributes, staff pick last. */
export function filterCodes(attributes: readonly FilterableAttribute[]): string[] {
  const known = new Set(attributes.map((attribute) => attribute.code));
  const extras = attributes
    .filter((attribute) => !DEFAULT_FILTERS.includes(attribute.code))
    .sort((a, b) => a.position - b.position)
    .map((attribute) => attribute.code);
  const defaults = ['price', 'color', 'size'].filter((code) => code === 'price' || known.has(code));
  return [...defaults, ...extras, ...(known.has(STAFF_PICK_CODE) ? [STAFF_PICK_CODE] : [])];
}

/** What each filter code accepts in the URL: the price range keys, or the attribute's option values. */
export function allowedFilterValues(attributes: readonly FilterableAttribute[]): AllowedFilterValues {
  const allowed = new Map<string, ReadonlySet<string>>([['price', new Set(PRICE_RANGE_KEYS)]]);
  for (const attribute of attributes) {
    const values = attribute.code === STAFF_PICK_CODE ? [STAFF_PICK_VALUE] : attribute.values;
    allowed.set(attribute.code, new Set(values));
  }
  return allowed;
}

function optionLabel(code: string, bucket: AggregationBucket): LocalText {
  if (code === STAFF_PICK_CODE) return { key: 'catalog.filters.staffPick.option' };
  return { text: bucket.label || bucket.key };
}

function groupTitle(code: string, attribute: FilterableAttribute | undefined): LocalText {
  if (code === 'price') return { key: 'catalog.filters.price' };
  if (code === STAFF_PICK_CODE) return { key: 'catalog.filters.staffPick.title' };
  return { text: attribute?.label || code };
}

/** Buckets in the attribute's own option order (price buckets keep the API's range order). */
function orderedBuckets(
  code: string,
  buckets: readonly AggregationBucket[],
  attribute: FilterableAttribute | undefined,
): AggregationBucket[] {
  const usable = buckets.filter((bucket) => (bucket.label ?? bucket.key).trim() !== '');
  if (code === 'price' || !attribute) return usable;
  const rank = new Map(attribute.values.map((value, index) => [value, index]));
  return [...usable].sort((a, b) => (rank.get(a.key) ?? Infinity) - (rank.get(b.key) ?? Infinity) || a.label.localeCompare(b.label));
}

function isVisibleOption(code: string, bucket: AggregationBucket, state: ListingState, allowed: AllowedFilterValues): boolean {
  const selected = state.filters[code]?.includes(bucket.key) ?? false;
  if (!allowed.get(code)?.has(bucket.key)) return false;
  return selected || bucket.doc_count > 0;
}

function hasEnoughOptions(code: string, options: readonly FilterOptionView[]): boolean {
  if (options.some((option) => option.selected)) return true;
  const needed = DEFAULT_FILTERS.includes(code) ? 1 : MIN_EXTRA_BUCKETS;
  return options.length >= needed;
}

interface BuildFiltersInput {
  attributes: readonly FilterableAttribute[];
  /** Aggregations of the filtered list. */
  aggregations: Aggregations;
  /**
   * For each group with a chosen value, its aggregation under every other chosen filter but not its own: the group
   * keeps showing its other options, each counted as the list would be if the shopper picked it.
   */
  ownFilterLessAggregations: Partial<Record<string, Aggregations>>;
  state: ListingState;
}

/** The filter groups to show, each option with its count and the query that toggles it. */
export function buildFilterGroups({ attributes, aggregations, ownFilterLessAggregations, state }: BuildFiltersInput): FilterGroupView[] {
  const byCode = new Map(attributes.map((attribute) => [attribute.code, attribute]));
  const allowed = allowedFilterValues(attributes);
  const groups: FilterGroupView[] = [];
  for (const code of filterCodes(attributes)) {
    const source = (state.filters[code] && ownFilterLessAggregations[code]) || aggregations;
    const attribute = byCode.get(code);
    const options = orderedBuckets(code, source[code]?.buckets ?? [], attribute)
      .filter((bucket) => isVisibleOption(code, bucket, state, allowed))
      .map((bucket) => ({
        value: bucket.key,
        label: optionLabel(code, bucket),
        count: bucket.doc_count,
        selected: state.filters[code]?.includes(bucket.key) ?? false,
      }));
    if (hasEnoughOptions(code, options)) groups.push({ code, title: groupTitle(code, attribute), single: code === 'price', options });
  }
  return groups;
}

/** The chosen filters as removable chips, labelled from the groups (or the raw value if a group is gone). */
export function buildChosenFilters(
  groups: readonly FilterGroupView[],
  state: ListingState,
  attributes: readonly FilterableAttribute[],
): ChosenFilterView[] {
  const byCode = new Map(attributes.map((attribute) => [attribute.code, attribute]));
  const chips: ChosenFilterView[] = [];
  for (const [code, values] of Object.entries(state.filters)) {
    const group = groups.find((candidate) => candidate.code === code);
    for (const value of values) {
      const option = group?.options.find((candidate) => candidate.value === value);
      chips.push({
        code,
        value,
        group: group?.title ?? groupTitle(code, byCode.get(code)),
        label: option?.label ?? { text: value },
        removeSearch: toSearch(listingSearchParams(toggleFilter(state, code, value))),
      });
    }
  }
  return chips;
}
