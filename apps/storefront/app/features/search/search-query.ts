import type { CatalogRequest } from '@shoreline/sdk';
import { listingSearchParams, type PageWindow, LIST_EXCLUDED_FIELDS, listBaseFilters } from '~/features/category';

/** Building the search page's catalog request and list query. Pure; used by the search loader. */

/** Search results are products visible in search (3, 4), not the catalog-only ones (2). */
const SEARCH_VISIBILITY = [3, 4] as const;

interface SearchProductRequestInput {
  query: string;
  /** One of the listing sorts, or null for relevance. */
  sort: string | null;
  window: PageWindow;
}

/** The product search: the term, the search visibility, no aggregations; a sort only when one was chosen. */
export function searchProductRequest({ query, sort, window }: SearchProductRequestInput): CatalogRequest {
  return {
    query: { search: query, filters: listBaseFilters(SEARCH_VISIBILITY), aggregations: [] },
    // Without a sort the API keeps the search score order (relevance).
    ...(sort ? { sort } : {}),
    start: window.start,
    size: window.size,
    excludeFields: LIST_EXCLUDED_FIELDS,
  };
}

/** The list's query without paging, "q=crab&sort=final_price" ("" without a term); load-more adds the page to it. */
export function searchBaseQuery(query: string, sort: string | null): string {
  return query ? listingSearchParams({ filters: {}, sort, page: 1, offset: 0 }, { q: query }).toString() : '';
}
