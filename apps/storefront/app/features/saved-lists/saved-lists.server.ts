import { redirect, type AppLoadContext } from 'react-router';
import { savedSku } from '@shoreline/domain/forms/saved-lists';
import type { AttributeDocument, ProductDocument } from '@shoreline/domain';
import type { ApiClient } from '@shoreline/sdk';
import { toProductCard } from '~/features/product/index.server';
import { pageSeo } from '~/features/seo/index.server';
import type { Translate } from '~/i18n/translate';
import { LIST_PATH, readSavedList, savedListCookie, withSku, type SavedListKind } from './saved-lists';
import type { ComparePageData, CompareRow, WishlistPageData } from './types';

/** The lists' pages and answers are the visitor's own: never shared by a cache. */
export const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** Visible products by sku, in the order the list keeps them (skus the store no longer shows drop out). */
async function productsInOrder(api: ApiClient, skus: string[]): Promise<ProductDocument[]> {
  if (skus.length === 0) return [];
  const result = await api.catalog.search('product', { query: { filters: [{ key: 'sku', value: { in: skus } }] }, size: skus.length });
  const bySku = new Map(result.items.map((product) => [product.sku, product]));
  return skus.flatMap((sku) => bySku.get(sku) ?? []);
}

const formText = (form: FormData | null, name: string) => {
  const value = form?.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The plain forms of product pages and of the lists' pages post here: add (only a product the store
 * shows), remove or clear; then the browser goes to the list (303), which confirms an addition.
 * A post from another site changes nothing.
 */
export async function changeSavedList(request: Request, context: AppLoadContext, kind: SavedListKind): Promise<Response> {
  const target = LIST_PATH[kind];
  if (request.headers.get('sec-fetch-site') === 'cross-site') return redirect(target, { status: 303, headers: PRIVATE });
  const form = await request.formData().catch(() => null);
  const intent = formText(form, 'intent');
  const sku = savedSku.safeParse(formText(form, 'sku'));
  const before = readSavedList(request.headers.get('cookie'), kind);
  let skus = before;
  let added: string | null = null;
  if (intent === 'add' && sku.success && (await productsInOrder(context.api, [sku.data])).length === 1) {
    skus = withSku(before, sku.data, kind);
    added = sku.data;
  } else if (intent === 'remove' && sku.success) {
    skus = before.filter((each) => each !== sku.data);
  } else if (intent === 'clear') {
    skus = [];
  }
  const secure = new URL(request.url).protocol === 'https:';
  return redirect(added ? `${target}?added=${encodeURIComponent(added)}` : target, {
    status: 303,
    headers: { ...PRIVATE, 'Set-Cookie': savedListCookie(kind, skus, secure) },
  });
}

const addedName = (request: Request, products: ProductDocument[]) => {
  const sku = new URL(request.url).searchParams.get('added');
  return products.find((product) => product.sku === sku)?.name ?? null;
};

export async function loadWishlistPage(request: Request, context: AppLoadContext): Promise<WishlistPageData> {
  const products = await productsInOrder(context.api, readSavedList(request.headers.get('cookie'), 'wishlist'));
  return {
    items: products.map((product) => toProductCard(product, context.store)),
    added: addedName(request, products),
    seo: pageSeo(request, context, LIST_PATH.wishlist),
  };
}

/** An attribute's value on a product as shown: option labels; a configurable lists its children's. */
function attributeText(product: ProductDocument, attribute: AttributeDocument): string | null {
  const fields = (item: object) => (item as Record<string, unknown>)[attribute.attribute_code];
  const raw = [fields(product), ...(product.configurable_children ?? []).map(fields)].flat();
  const labels = raw
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
    .map((value) => attribute.options.find((option) => option.value === String(value))?.label ?? String(value));
  const unique = [...new Set(labels)].filter((label) => label !== '');
  return unique.length > 0 ? unique.join(', ') : null;
}

/** Rows for the visible attributes at least one compared product states, in the catalog's attribute order. */
async function compareRows(api: ApiClient, products: ProductDocument[], t: Translate): Promise<CompareRow[]> {
  if (products.length === 0) return [];
  const attributes = await api.catalog.search('attribute', { query: { filters: [{ key: 'is_visible', value: true }] }, size: 200 });
  const sorted = [...attributes.items].sort((a, b) => a.position - b.position);
  const rows = sorted.flatMap((attribute) => {
    const values = products.map((product) => attributeText(product, attribute));
    return values.some((value) => value !== null) ? [{ label: attribute.frontend_label || attribute.attribute_code, values }] : [];
  });
  const summary: CompareRow = {
    label: t('compare.row.summary'),
    html: true,
    values: products.map((product) => product.short_description || null),
  };
  return [summary, ...rows];
}

export async function loadComparePage(request: Request, context: AppLoadContext, t: Translate): Promise<ComparePageData> {
  const products = await productsInOrder(context.api, readSavedList(request.headers.get('cookie'), 'compare'));
  return {
    products: products.map((product) => toProductCard(product, context.store)),
    rows: await compareRows(context.api, products, t),
    added: addedName(request, products),
    seo: pageSeo(request, context, LIST_PATH.compare),
  };
}
