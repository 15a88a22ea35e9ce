import type { AppLoadContext } from 'react-router';
import { SPEC_DEFAULTS, type SearchSuggestions } from '@shoreline/domain';
import type { ApiClient } from '@shoreline/sdk';
import {
  PAGE_SIZE,
  parseOffset,
  parsePage,
  parseSort,
  pageWindow,
  type PageWindow,
  SEARCH_SORT_OPTIONS,
  sortView,
} from '~/features/category';
import { toProductCard } from '~/features/product/index.server';
import { categoryHref } from '~/lib/links';
import { sellingCategories } from '~/lib/selling-categories.server';
import { matchCategories } from './category-match';
import { searchBaseQuery, searchProductRequest } from './search-query';
import type { SearchCategoryView, SearchPageData, SearchSuggestionsView } from './types';

const { search } = SPEC_DEFAULTS;

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
  const categories = await sellingCategories(api, ['id', 'name', 'url_path']);
  return matchCategories(
    categories.filter((category) => category.url_path),
    query,
    limit,
  ).map((category) => ({ id: category.id, name: category.name, href: categoryHref(category.url_path) }));
}

/** An empty search's suggestions as links; none when the API offered none. */
function suggestionsView(suggestions: SearchSuggestions | undefined): SearchSuggestionsView | undefined {
  if (!suggestions) return undefined;
  const { didYouMean, categories } = suggestions;
  return {
    didYouMean: didYouMean ? { query: didYouMean, href: `/search?${new URLSearchParams({ q: didYouMean })}` } : null,
    categories: categories.map((category) => ({ id: category.id, name: category.name, href: categoryHref(category.url_path) })),
  };
}

/**
 * `/search?q=...[&sort=S][&page=N][&offset=K]`, or with `preview=1` the first few products (by
 * relevance) for the search panel. Without `sort` the products come in relevance order.
 */
export async function loadSearchPage({ api, store }: AppLoadContext, url: URL): Promise<SearchPageData> {
  const query = normalizeQuery(url.searchParams.get('q'));
  const preview = url.searchParams.get('preview') === '1';
  const sort = preview ? null : parseSort(url.searchParams.get('sort'));
  const empty: SearchPageData = {
    query,
    tooShort: query.length > 0 && query.length < search.minTermLength,
    categories: [],
    sort: sortView(sort, SEARCH_SORT_OPTIONS, query ? [['q', query]] : []),
    listing: { items: [], start: 0, total: 0, baseQuery: searchBaseQuery(query, sort), pageSize: PAGE_SIZE },
    origin: url.origin,
  };
  if (query.length < search.minTermLength) return empty;

  const page = parsePage(url.searchParams.get('page'));
  const window: PageWindow = preview
    ? { start: 0, size: PREVIEW_SIZE }
    : pageWindow(page, parseOffset(url.searchParams.get('offset'), page));
  const [products, categories] = await Promise.all([
    api.catalog.search('product', searchProductRequest({ query, sort, window })),
    findCategories(api, query, preview ? PREVIEW_CATEGORIES : PAGE_CATEGORIES),
  ]);
  return {
    ...empty,
    categories,
    ...(preview ? {} : { suggestions: suggestionsView(products.suggestions) }),
    listing: {
      ...empty.listing,
      items: products.items.map((product) => toProductCard(product, store)),
      start: window.start,
      total: products.total,
    },
  };
}
