import { SPEC_DEFAULTS } from '@shoreline/domain/config';
import type { CatalogRequest, FilterValue } from '@shoreline/sdk';
import type { ChosenFilters } from './listing-params';
import type { PageWindow } from './paging';

/** Building the catalog request for a category listing. Pure; used by the loaders. */

const { catalog } = SPEC_DEFAULTS;

/** Fields a product card never shows; leaving them out keeps the answer small. */
export const LIST_EXCLUDED_FIELDS = ['description', 'configurable_children', 'media_gallery', 'bundle_options', 'custom_options'];

/** The price filter compares this field (products.priceFilterKey). */
const PRICE_FIELD = 'final_price';

interface CategoryNode {
  id: number;
  is_active?: boolean;
  children_data?: readonly CategoryNode[];
}

/** The category's id and the ids of all its active descendants (from children_data), depth first. */
export function categoryIdsOf(category: CategoryNode): number[] {
  const ids = [category.id];
  for (const child of category.children_data ?? []) {
    if (child.is_active !== false) ids.push(...categoryIdsOf(child));
  }
  return ids;
}

/** "50.0-100.0" → {from: 50, to: 100}; "150.0-*" → {from: 150}; anything else → null. */
export function parsePriceRange(key: string): { from: number; to?: number } | null {
  const match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?|\*)$/.exec(key);
  if (!match) return null;
  const from = Number(match[1]);
  if (match[2] === '*') return { from };
  const to = Number(match[2]);
  return to > from ? { from, to } : null;
}

/** A price range as a range filter: gte only when `from` is set (not 0), lte only when `to` is set. */
export function priceFilterValue(key: string): FilterValue | null {
  const range = parsePriceRange(key);
  if (!range) return null;
  const value: { gte?: number; lte?: number } = {};
  if (range.from) value.gte = range.from;
  if (range.to) value.lte = range.to;
  return Object.keys(value).length > 0 ? value : null;
}

/** Chosen filters as catalog filters: price as a range on final_price, every other code as `in`. */
export function chosenFilterClauses(filters: ChosenFilters): Array<{ key: string; value: FilterValue }> {
  const clauses: Array<{ key: string; value: FilterValue }> = [];
  for (const [code, values] of Object.entries(filters)) {
    if (values.length === 0) continue;
    if (code === 'price') {
      const value = priceFilterValue(values[0]);
      if (value) clauses.push({ key: PRICE_FIELD, value });
    } else {
      clauses.push({ key: code, value: { in: [...values] } });
    }
  }
  return clauses;
}

/** The shop's list defaults: visible in catalog (2,3,4) and enabled (0,1). */
export function listBaseFilters(visibility: readonly number[] = catalog.listVisibility): Array<{ key: string; value: FilterValue }> {
  return [
    { key: 'visibility', value: { in: [...visibility] } },
    { key: 'status', value: { in: [...catalog.listStatus] } },
  ];
}

interface CategoryProductRequestInput {
  categoryIds: readonly number[];
  filters: ChosenFilters;
  sort: string | null;
  window: PageWindow;
  aggregations: readonly string[];
}

/** The product query of a category page: defaults, category (with descendants), chosen filters, sort, page. */
export function categoryProductRequest(input: CategoryProductRequestInput): CatalogRequest {
  return {
    query: {
      filters: [
        ...listBaseFilters(),
        { key: 'category_ids', value: { in: [...input.categoryIds] } },
        ...chosenFilterClauses(input.filters),
      ],
      aggregations: [...input.aggregations],
    },
    sort: input.sort ?? catalog.defaultSort,
    start: input.window.start,
    size: input.window.size,
    excludeFields: LIST_EXCLUDED_FIELDS,
  };
}
