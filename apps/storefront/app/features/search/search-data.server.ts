import type { AppLoadContext } from 'react-router';
import { SPEC_DEFAULTS } from '@shoreline/domain';
import type { ApiClient } from '@shoreline/sdk';
import { PAGE_SIZE, parseOffset, parsePage } from '~/features/category/listing-params';
import { pageWindow, type PageWindow } from '~/features/category/paging';
import { LIST_EXCLUDED_FIELDS, listBaseFilters } from '~/features/category/product-query';
import { toProductCard } from '~/features/product/product-card.server';
import { categoryHref } from '~/lib/links';
import { matchCategories } from './category-match';
import type { SearchCategoryView, SearchPageData } from './types';

const { catalog, search } = SPEC_DEFAULTS;

/** Search results are products visible in search (3, 4), not the catalog-only ones (2). */
const SEARCH_VISIBILITY = [3, 4] as const;
const MAX_QUERY_LENGTH = 100;
/** The search panel previews this many products. */
export const PREVIEW_SIZE = 6;
const PREVIEW_CATEGORIES = 4;
const PAGE_CATEGORIES = 8;

/** The search term from `?q=`: trimmed, inner whitespace collapsed, length capped. */
export function normalizeQuery(value: string | null): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

async function findCategories(api: ApiClient, query: string, limit: number): Promise<SearchCategoryView[]> {
  const result = await api.catalog.search('category', {
    query: {
      filters: [
        { key: 'is_active', value: true },
        { key: 'product_count', value: { gt: 0 } },
        { key: 'level', value: { gte: 2 } },
      ],
    },
    size: catalog.categoryFetchSize,
    includeFields: ['id', 'name', 'url_path'],
  });
  return matchCategories(
    result.items.filter((category) => category.url_path),
    query,
    limit,
  ).map((category) => ({ id: category.id, name: category.name, href: categoryHref(category.url_path) }));
}

async function findProducts(api: ApiClient, query: string, window: PageWindow) {
  return api.catalog.search('product', {
    query: { search: query, filters: listBaseFilters(SEARCH_VISIBILITY), aggregations: [] },
    start: window.start,
    size: window.size,
    excludeFields: LIST_EXCLUDED_FIELDS,
  });
}

/** `/search?q=...[&page=N][&offset=K]`, or with `preview=1` the first few products for the search panel. */
export async function loadSearchPage({ api, store }: AppLoadContext, url: URL): Promise<SearchPageData> {
  const query = normalizeQuery(url.searchParams.get('q'));
  const baseQuery = query ? new URLSearchParams({ q: query }).toString() : '';
  const empty: SearchPageData = {
    query,
    tooShort: query.length > 0 && query.length < search.minTermLength,
    categories: [],
    listing: { items: [], start: 0, total: 0, baseQuery, pageSize: PAGE_SIZE },
    origin: url.origin,
  };
  if (query.length < search.minTermLength) return empty;

  const preview = url.searchParams.get('preview') === '1';
  const page = parsePage(url.searchParams.get('page'));
  const window = preview ? { start: 0, size: PREVIEW_SIZE } : pageWindow(page, parseOffset(url.searchParams.get('offset'), page));
  const [products, categories] = await Promise.all([
    findProducts(api, query, window),
    findCategories(api, query, preview ? PREVIEW_CATEGORIES : PAGE_CATEGORIES),
  ]);
  return {
    ...empty,
    categories,
    listing: {
      ...empty.listing,
      items: products.items.map((product) => toProductCard(product, store)),
      start: window.start,
      total: products.total,
    },
  };
}
