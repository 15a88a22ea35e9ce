import { SPEC_DEFAULTS, type CategoryDocument, type ProductDocument } from '@shoreline/domain';
import type { ApiClient, CatalogRequest } from '@shoreline/sdk';
import { categoryHref } from '~/lib/links';
import type { Translate } from '~/i18n/translate';
import { renderReviewsHtml } from './ReviewList.server';
import type { Crumb, ReviewsView } from './types';

type CategoryCrumbSource = Pick<CategoryDocument, 'id' | 'name' | 'level' | 'parent_ids' | 'url_path' | 'is_active'>;

const CATEGORY_FIELDS = ['id', 'name', 'level', 'parent_ids', 'url_path', 'is_active'];
const LINKED_PRODUCT_FIELDS = [
  'id',
  'sku',
  'name',
  'url_key',
  'visibility',
  'status',
  'stock',
  'final_price',
  'final_price_incl_tax',
  'original_price',
  'original_price_incl_tax',
  'special_price',
  'special_price_incl_tax',
];

/** Naming status and visibility lifts the list defaults, so disabled products and configurable children are found too. */
const ANY_STATUS_OR_VISIBILITY = [
  { key: 'status', value: { gte: 0 } },
  { key: 'visibility', value: { gte: 0 } },
];

/** A product by sku, whatever its status or visibility; null when there is none. */
export async function findProductBySku(api: ApiClient, sku: string): Promise<ProductDocument | null> {
  const result = await api.catalog.search('product', {
    query: { filters: [{ key: 'sku', value: sku }, ...ANY_STATUS_OR_VISIBILITY], aggregations: [] },
    size: 1,
  });
  return result.items[0] ?? null;
}

/**
 * Whether the store the API is bound to sells the product with this sku on a page of its own: enabled and
 * visible there (a store sells only the products assigned to it). The check behind a product page's language
 * versions, so it asks for no more than the sku.
 */
export async function sellsProduct(api: ApiClient, sku: string): Promise<boolean> {
  const result = await api.catalog.search('product', {
    query: { filters: [{ key: 'sku', value: { eq: sku } }], aggregations: [] },
    size: 1,
    includeFields: ['sku'],
  });
  return result.items.length > 0;
}

/** The configurable a child belongs to: by the child's parentSku, else by searching the parents' children. */
export async function findConfigurableParent(api: ApiClient, child: ProductDocument): Promise<ProductDocument | null> {
  if (typeof child.parentSku === 'string' && child.parentSku !== '') {
    const parent = await findProductBySku(api, child.parentSku);
    if (parent?.type_id === 'configurable') return parent;
  }
  const result = await api.catalog.search('product', {
    query: { filters: [{ key: 'configurable_children.sku', value: child.sku }, ...ANY_STATUS_OR_VISIBILITY], aggregations: [] },
    size: 1,
  });
  return result.items[0] ?? null;
}

/** Enabled products (status 1) by sku, any visibility: the children of grouped and bundle products. */
export async function loadLinkedProducts(api: ApiClient, skus: string[]): Promise<Map<string, ProductDocument>> {
  if (skus.length === 0) return new Map();
  const request: CatalogRequest = {
    query: {
      filters: [
        { key: 'sku', value: { in: [...new Set(skus)] } },
        { key: 'status', value: SPEC_DEFAULTS.catalog.activeStatus },
        { key: 'visibility', value: { gte: 0 } },
      ],
      aggregations: [],
    },
    size: skus.length,
    includeFields: LINKED_PRODUCT_FIELDS,
  };
  const result = await api.catalog.search('product', request);
  return new Map(result.items.map((item) => [item.sku, item]));
}

async function loadCategories(api: ApiClient, ids: number[]): Promise<CategoryCrumbSource[]> {
  if (ids.length === 0) return [];
  const result = await api.catalog.search('category', {
    query: { filters: [{ key: 'id', value: { in: ids } }] },
    size: ids.length,
    includeFields: CATEGORY_FIELDS,
  });
  return result.items;
}

/**
 * Breadcrumbs of a product page: the deepest of the product's categories with
 * its ancestors, root and default category left out, then nothing else (the page adds Home and the product).
 */
export async function loadCategoryTrail(api: ApiClient, product: ProductDocument): Promise<Crumb[]> {
  const own = (await loadCategories(api, product.category_ids ?? [])).filter((category) => category.is_active);
  const deepest = own.reduce<CategoryCrumbSource | null>(
    (best, category) => (!best || category.level > best.level ? category : best),
    null,
  );
  if (!deepest) return [];
  const trailIds = [...(deepest.parent_ids ?? []), deepest.id].filter((id) => id > SPEC_DEFAULTS.catalog.rootCategoryId);
  const known = new Map(own.map((category) => [category.id, category]));
  const missing = trailIds.filter((id) => !known.has(id));
  for (const category of await loadCategories(api, missing)) known.set(category.id, category);
  return trailIds.flatMap((id) => {
    const category = known.get(id);
    return category?.url_path && category.is_active ? [{ name: category.name, href: categoryHref(category.url_path) }] : [];
  });
}

/** Approved reviews (newest first) and their summary, rendered for the store locale. */
export async function loadReviews(api: ApiClient, productId: number, locale: string, t: Translate): Promise<Omit<ReviewsView, 'formHtml'>> {
  const { reviews, summary } = await api.reviews(productId);
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const items = [...reviews]
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map((review) => ({
      id: review.id,
      title: review.title,
      detail: review.detail,
      nickname: review.nickname,
      rating: review.rating,
      createdAt: review.created_at,
      dateText: dateFormat.format(new Date(review.created_at)),
    }));
  return { count: summary.count, average: summary.average, ...renderReviewsHtml(summary, items, t) };
}
