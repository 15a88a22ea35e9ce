import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';

/**
 * What the upsert needs to know about the catalog already stored: the keys of every record
 * type and what references are checked against. Read once per import (a few small queries,
 * no document build).
 */
export interface StoredProduct {
  id: number;
  sku: string;
  type_id: string;
  parent_id: number | null;
  url_key: string;
  position: number;
  hasGiftcard: boolean;
}

export interface StoredCategory {
  id: number;
  parent_id: number;
  url_key: string;
  url_path: string;
  path: string;
  level: number;
}

export interface StoredCatalog {
  stores: Map<string, { store_id: number; is_default: boolean }>;
  attributes: Map<string, { attribute_id: number; options: Set<string> }>;
  attributeCodeById: Map<number, string>;
  taxClasses: Set<number>;
  taxRules: Set<number>;
  /** Tax rate id → its rule. */
  taxRates: Map<number, number>;
  categories: Map<number, StoredCategory>;
  products: Map<string, StoredProduct>;
  productSkuById: Map<number, string>;
  /** Product id → the codes of its configurable attributes, in order. */
  configurableAttributes: Map<number, string[]>;
  /** Product id → attribute code → value. */
  attributeValues: Map<number, Map<string, string>>;
  productsWithLinks: Set<number>;
  /** Bundle option id → the bundle product's id. */
  bundleOptions: Map<number, number>;
  /** Custom option id → its product's id. */
  customOptions: Map<number, number>;
  /** Custom option value id → its option's id. */
  customOptionValues: Map<number, number>;
  cmsPages: Map<number, { identifier: string; store: string | null }>;
  cmsBlocks: Map<number, { identifier: string; store: string | null }>;
  urlRewrites: Map<number, { store: string; request_path: string }>;
  blogCategories: Map<number, string>;
  blogPosts: Map<number, string>;
  banners: Set<number>;
  coupons: Set<string>;
  fees: Set<number>;
  /** Fee option id → its fee. */
  feeOptions: Map<number, number>;
  reviews: Set<number>;
}

export async function loadStoredCatalog(db: Kysely<Database>): Promise<StoredCatalog> {
  const [
    stores,
    attributes,
    options,
    taxClasses,
    taxRules,
    taxRates,
    categories,
    products,
    configurable,
    values,
    links,
    bundleOptions,
    customOptions,
    customValues,
    cmsPages,
    cmsBlocks,
    rewrites,
    blogCategories,
    blogPosts,
    banners,
    coupons,
    fees,
    feeOptions,
    reviews,
  ] = await Promise.all([
    db.selectFrom('stores').select(['code', 'store_id', 'is_default']).execute(),
    db.selectFrom('attributes').select(['attribute_id', 'attribute_code']).execute(),
    db.selectFrom('attribute_options').select(['attribute_id', 'value']).execute(),
    db.selectFrom('tax_classes').select('id').execute(),
    db.selectFrom('tax_rules').select('id').execute(),
    db.selectFrom('tax_rates').select(['id', 'rule_id']).execute(),
    db.selectFrom('categories').select(['id', 'parent_id', 'url_key', 'url_path', 'path', 'level']).execute(),
    db.selectFrom('products').select(['id', 'sku', 'type_id', 'parent_id', 'url_key', 'position', 'type_data']).execute(),
    db.selectFrom('configurable_attributes').select(['product_id', 'attribute_id', 'position']).orderBy('position').execute(),
    db.selectFrom('product_attribute_values').select(['product_id', 'attribute_code', 'value']).execute(),
    db.selectFrom('product_links').select('product_id').distinct().execute(),
    db.selectFrom('bundle_options').select(['option_id', 'product_id']).execute(),
    db.selectFrom('custom_options').select(['option_id', 'product_id']).execute(),
    db.selectFrom('custom_option_values').select(['option_type_id', 'option_id']).execute(),
    db.selectFrom('cms_pages').select(['id', 'identifier', 'store_code']).execute(),
    db.selectFrom('cms_blocks').select(['id', 'identifier', 'store_code']).execute(),
    db.selectFrom('url_rewrites').select(['id', 'store_code', 'request_path']).execute(),
    db.selectFrom('blog_categories').select(['id', 'url_key']).execute(),
    db.selectFrom('blog_posts').select(['id', 'url_key']).execute(),
    db.selectFrom('banners').select('id').execute(),
    db.selectFrom('coupons').select('code').execute(),
    db.selectFrom('fees').select('id').execute(),
    db.selectFrom('fee_options').select(['id', 'fee_id']).execute(),
    db.selectFrom('reviews').select('id').execute(),
  ]);

  const attributeCodeById = new Map(attributes.map((a) => [a.attribute_id, a.attribute_code]));
  const attributeMap = new Map(attributes.map((a) => [a.attribute_code, { attribute_id: a.attribute_id, options: new Set<string>() }]));
  for (const option of options) {
    const code = attributeCodeById.get(option.attribute_id);
    if (code) attributeMap.get(code)?.options.add(option.value);
  }
  const configurableAttributes = new Map<number, string[]>();
  for (const row of configurable) {
    const code = attributeCodeById.get(row.attribute_id);
    if (!code) continue;
    const list = configurableAttributes.get(row.product_id) ?? [];
    list.push(code);
    configurableAttributes.set(row.product_id, list);
  }
  const attributeValues = new Map<number, Map<string, string>>();
  for (const row of values) {
    const map = attributeValues.get(row.product_id) ?? new Map<string, string>();
    map.set(row.attribute_code, row.value);
    attributeValues.set(row.product_id, map);
  }
  const hasGiftcard = (typeData: string) => {
    try {
      return Boolean((JSON.parse(typeData) as { giftcard?: unknown }).giftcard);
    } catch {
      return false;
    }
  };

  return {
    stores: new Map(stores.map((s) => [s.code, { store_id: s.store_id, is_default: s.is_default === 1 }])),
    attributes: attributeMap,
    attributeCodeById,
    taxClasses: new Set(taxClasses.map((t) => t.id)),
    taxRules: new Set(taxRules.map((t) => t.id)),
    taxRates: new Map(taxRates.map((r) => [r.id, r.rule_id])),
    categories: new Map(categories.map((c) => [c.id, c])),
    products: new Map(
      products.map((p) => [
        p.sku,
        {
          id: p.id,
          sku: p.sku,
          type_id: p.type_id,
          parent_id: p.parent_id,
          url_key: p.url_key,
          position: p.position,
          hasGiftcard: hasGiftcard(p.type_data),
        },
      ]),
    ),
    productSkuById: new Map(products.map((p) => [p.id, p.sku])),
    configurableAttributes,
    attributeValues,
    productsWithLinks: new Set(links.map((l) => l.product_id)),
    bundleOptions: new Map(bundleOptions.map((o) => [o.option_id, o.product_id])),
    customOptions: new Map(customOptions.map((o) => [o.option_id, o.product_id])),
    customOptionValues: new Map(customValues.map((v) => [v.option_type_id, v.option_id])),
    cmsPages: new Map(cmsPages.map((p) => [p.id, { identifier: p.identifier, store: p.store_code }])),
    cmsBlocks: new Map(cmsBlocks.map((b) => [b.id, { identifier: b.identifier, store: b.store_code }])),
    urlRewrites: new Map(rewrites.map((r) => [r.id, { store: r.store_code, request_path: r.request_path }])),
    blogCategories: new Map(blogCategories.map((c) => [c.id, c.url_key])),
    blogPosts: new Map(blogPosts.map((p) => [p.id, p.url_key])),
    banners: new Set(banners.map((b) => b.id)),
    coupons: new Set(coupons.map((c) => c.code)),
    fees: new Set(fees.map((f) => f.id)),
    feeOptions: new Map(feeOptions.map((o) => [o.id, o.fee_id])),
    reviews: new Set(reviews.map((r) => r.id)),
  };
}
