import { data, redirect, type AppLoadContext } from 'react-router';
import { SPEC_DEFAULTS, type AttributeDocument, type CategoryDocument } from '@shoreline/domain';
import type { ApiClient } from '@shoreline/sdk';
import { toProductCard } from '~/features/product/index.server';
import { languageAlternates } from '~/features/seo/index.server';
import { categoryHref } from '~/lib/links';
import { mediaUrl } from '~/lib/media';
import {
  allowedFilterValues,
  buildChosenFilters,
  buildFilterGroups,
  filterCodes,
  type Aggregations,
  type FilterableAttribute,
} from './filter-groups';
import { hasRefinements, listingSearchParams, PAGE_SIZE, readListingParams, type ListingState } from './listing-params';
import { pageWindow } from './paging';
import { categoryIdsOf, categoryProductRequest } from './product-query';
import { CATEGORY_SORT_OPTIONS, sortView } from './sort-options';
import type { BreadcrumbView, CategoryPageData } from './types';

const { catalog } = SPEC_DEFAULTS;

const DESCRIPTION_LENGTH = 160;

function notFound(): never {
  throw data(null, { status: 404 });
}

/** "crabs/steamed-crabs" from the route splat, or "" for nothing usable. */
export function normalizeUrlPath(splat: string | undefined): string {
  return (splat ?? '').replace(/^\/+|\/+$/g, '').trim();
}

/** The active categories whose `key` field is `value` (a url path or a slug), as many as `size`. */
async function activeCategoriesWhere(
  api: ApiClient,
  key: 'url_path' | 'slug',
  value: string,
  fetch: { size: number; includeFields?: Array<keyof CategoryDocument> },
): Promise<CategoryDocument[]> {
  const result = await api.catalog.search('category', {
    query: {
      filters: [
        { key, value: { eq: value } },
        { key: 'is_active', value: true },
      ],
    },
    ...fetch,
  });
  return result.items;
}

async function findCategory(api: ApiClient, urlPath: string): Promise<CategoryDocument | null> {
  const found = await activeCategoriesWhere(api, 'url_path', urlPath, { size: 1 });
  return found[0] ?? null;
}

/**
 * The one active category whose own slug is `slug` (`/c/soups` for `soups-and-sides/soups`). A slug
 * two categories of the store share names no single page, so it finds nothing (a 404) rather than
 * whichever the search happens to list first.
 */
async function findCategoryBySlug(api: ApiClient, slug: string): Promise<CategoryDocument | null> {
  if (slug.includes('/')) return null;
  const found = await activeCategoriesWhere(api, 'slug', slug, { size: 2, includeFields: ['id', 'url_path'] });
  return found.length === 1 ? (found[0] ?? null) : null;
}

/** A category reached by its slug moves (301) to its canonical address, filters and sort included. */
async function redirectSlugToCanonical(api: ApiClient, slug: string, url: URL): Promise<void> {
  const category = await findCategoryBySlug(api, slug);
  if (category?.url_path && category.url_path !== slug) throw redirect(`${categoryHref(category.url_path)}${url.search}`, 301);
}

/** Filterable select attributes (color, size, erin_recommends, crab_size, ...) with their option order. */
async function loadFilterableAttributes(api: ApiClient): Promise<FilterableAttribute[]> {
  const result = await api.catalog.search('attribute', {
    query: { filters: [{ key: 'is_filterable', value: true }] },
    size: catalog.attributePageSize,
  });
  return result.items.filter(isSelectAttribute).map((attribute) => ({
    code: attribute.attribute_code,
    label: attribute.frontend_label || attribute.default_frontend_label || attribute.attribute_code,
    position: attribute.position,
    values: attribute.options.map((option) => option.value),
  }));
}

function isSelectAttribute(attribute: AttributeDocument): boolean {
  return attribute.frontend_input === 'select' && attribute.options.length > 0 && !attribute.attribute_code.includes('.');
}

/** Ancestor ids from parent_ids (or path), leaving out the root (1) and the default category (2). */
export function ancestorIds(category: Pick<CategoryDocument, 'id' | 'parent_ids' | 'path'>): number[] {
  const ids = category.parent_ids?.length ? category.parent_ids : category.path.split('/').map(Number);
  return ids.filter((id) => Number.isInteger(id) && id > catalog.rootCategoryId && id !== category.id);
}

/** Breadcrumbs: the ancestors with a url_path in hierarchy order, then the current category unlinked. */
async function loadBreadcrumbs(api: ApiClient, category: CategoryDocument): Promise<BreadcrumbView[]> {
  const ids = ancestorIds(category);
  const ancestors = ids.length
    ? (
        await api.catalog.search('category', {
          query: { filters: [{ key: 'id', value: { in: ids } }] },
          size: ids.length,
          includeFields: ['id', 'name', 'url_path'],
        })
      ).items
    : [];
  const byId = new Map(ancestors.map((ancestor) => [String(ancestor.id), ancestor]));
  const crumbs = ids.flatMap((id) => {
    const ancestor = byId.get(String(id));
    return ancestor?.url_path ? [{ name: ancestor.name, href: categoryHref(ancestor.url_path) }] : [];
  });
  return [...crumbs, { name: category.name }];
}

function subcategoriesOf(category: CategoryDocument): CategoryPageData['subcategories'] {
  return category.children_data
    .filter((child) => child.is_active && child.product_count > 0 && child.url_path)
    .sort((a, b) => a.position - b.position)
    .map((child) => ({ id: child.id, name: child.name, href: categoryHref(child.url_path), count: child.product_count }));
}

/** Plain text of trusted CMS HTML, shortened for a meta description. */
export function plainText(html: string, maxLength = DESCRIPTION_LENGTH): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * Whether the store the API is bound to has this category with something to sell (as its sitemap lists it):
 * only such views name a version of the category's page.
 */
async function sellsInCategory(api: ApiClient, urlPath: string): Promise<boolean> {
  const found = await api.catalog.search('category', {
    query: {
      filters: [
        { key: 'url_path', value: { eq: urlPath } },
        { key: 'is_active', value: true },
        { key: 'product_count', value: { gt: 0 } },
      ],
    },
    size: 1,
    includeFields: ['id'],
  });
  return found.items.length > 0;
}

function seoOf(
  category: CategoryDocument,
  context: AppLoadContext,
  url: URL,
  state: ListingState,
  alternates: CategoryPageData['seo']['alternates'],
): CategoryPageData['seo'] {
  const { store } = context;
  return {
    origin: url.origin,
    alternates,
    canonicalPath: categoryHref(category.url_path),
    title: category.meta_title || category.name,
    description: category.meta_description || plainText(category.description ?? '') || store.seo.defaultDescription || store.tagline,
    image: mediaUrl(category.image),
    // Filtered and re-sorted variants (and the append-only slices) are not pages of their own:
    // search engines keep the canonical one. Plain `?page=N` stays indexable (it repeats page 1 and more).
    noindex: hasRefinements(state) || state.offset > 0,
  };
}

/**
 * Each chosen group's counts under the other chosen filters (not its own), one small request per chosen group:
 * with "Jumbo" and "< $50" chosen, the price options count the jumbo crabs, the sizes count what is under $50.
 */
export async function loadOwnFilterLessAggregations(
  api: ApiClient,
  categoryIds: readonly number[],
  chosen: ListingState['filters'],
): Promise<Partial<Record<string, Aggregations>>> {
  const codes = Object.keys(chosen);
  const answers = await Promise.all(
    codes.map((code) => {
      const others = Object.fromEntries(Object.entries(chosen).filter(([other]) => other !== code));
      return api.catalog.search('product', {
        ...categoryProductRequest({ categoryIds, filters: others, sort: null, window: { start: 0, size: 1 }, aggregations: [code] }),
        includeFields: ['id'],
      });
    }),
  );
  return Object.fromEntries(codes.map((code, index) => [code, answers[index].aggregations]));
}

/** Everything the category page shows for `/c/{urlPath}` with the listing state of `url`'s query. */
export async function loadCategoryPage(context: AppLoadContext, splat: string | undefined, url: URL): Promise<CategoryPageData> {
  const { api, store } = context;
  const urlPath = normalizeUrlPath(splat);
  if (!urlPath) notFound();
  const [category, attributes] = await Promise.all([findCategory(api, urlPath), loadFilterableAttributes(api)]);
  if (!category) {
    await redirectSlugToCanonical(api, urlPath, url);
    notFound();
  }

  const state = readListingParams(url.searchParams, allowedFilterValues(attributes));
  const codes = filterCodes(attributes);
  const categoryIds = categoryIdsOf(category);
  const window = pageWindow(state.page, state.offset);

  const [products, ownFilterLess, breadcrumbs, alternates] = await Promise.all([
    api.catalog.search(
      'product',
      categoryProductRequest({ categoryIds, filters: state.filters, sort: state.sort, window, aggregations: codes }),
    ),
    loadOwnFilterLessAggregations(api, categoryIds, state.filters),
    loadBreadcrumbs(api, category),
    languageAlternates(url.origin, context, categoryHref(category.url_path), (viewApi) => sellsInCategory(viewApi, category.url_path)),
  ]);

  const filters = buildFilterGroups({ attributes, aggregations: products.aggregations, ownFilterLessAggregations: ownFilterLess, state });
  const unsorted = { ...state, sort: null, page: 1, offset: 0 };

  return {
    category: {
      id: category.id,
      name: category.name,
      descriptionHtml: category.description?.trim() ?? '',
      path: categoryHref(category.url_path),
    },
    breadcrumbs,
    subcategories: subcategoriesOf(category),
    filters,
    chosen: buildChosenFilters(filters, state, attributes),
    sort: sortView(state.sort, CATEGORY_SORT_OPTIONS, listingSearchParams(unsorted).entries()),
    listing: {
      items: products.items.map((product) => toProductCard(product, store)),
      start: window.start,
      total: products.total,
      baseQuery: listingSearchParams({ ...state, page: 1, offset: 0 }).toString(),
      pageSize: PAGE_SIZE,
    },
    seo: seoOf(category, context, url, state, alternates),
    usedQuery: listingSearchParams(state).toString(),
  };
}
