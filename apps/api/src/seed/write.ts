import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Dialect } from '../db/dialect.js';
import type { CatalogPlan } from './references.js';
import {
  attributeOptionRows,
  attributeRow,
  attributeValueRows,
  bannerRow,
  blogCategoryRow,
  blogPostCategoryRows,
  blogPostRow,
  bundleOptionRows,
  bundleSelectionRows,
  categoryRow,
  cmsBlockRow,
  cmsPageRow,
  configurableAttributeRows,
  couponRow,
  customOptionRows,
  customOptionValueRows,
  feeOptionRows,
  feeRow,
  feeStoreRows,
  productCategoryRows,
  productLinkRows,
  productMediaRows,
  productRow,
  productStoreRows,
  reviewRow,
  stockRow,
  storeRow,
  taxRateRows,
  taxRuleClassRows,
  taxRuleRow,
  urlRewriteRow,
  type CategoryPlace,
  type Row,
} from './rows.js';

const BATCH = 200;

/** Tables the import replaces, children first so deletes respect foreign keys. */
const CATALOG_TABLES = [
  'reviews',
  'custom_option_values',
  'custom_options',
  'bundle_selections',
  'bundle_options',
  'product_links',
  'configurable_attributes',
  'product_stores',
  'product_media',
  'product_categories',
  'product_attribute_values',
  'stock_items',
  'products',
  'attribute_options',
  'attributes',
  'tax_rates',
  'tax_rule_classes',
  'tax_rules',
  'tax_classes',
  'categories',
  'cms_pages',
  'cms_blocks',
  'url_rewrites',
  'blog_post_categories',
  'blog_posts',
  'blog_categories',
  'banners',
  'coupons',
  'fee_options',
  'fee_stores',
  'fees',
  'stores',
] as const satisfies ReadonlyArray<keyof Database>;

export async function insertAll<T extends keyof Database>(trx: Kysely<Database>, table: T, rows: ReadonlyArray<Row<T>>) {
  for (let i = 0; i < rows.length; i += BATCH) {
    // Rows are built from validated records (rows.ts); Kysely's insert type is too wide to name per table here.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as never)
      .execute();
  }
}

/** A category as far as its place in the tree goes. */
export interface CategoryLink {
  id: number;
  parent_id: number;
  url_key: string;
  url_path?: string | undefined;
}

/**
 * Derives each category's id path, level and url path from its parents (the root id 2 is level 1).
 * `outside` places a parent that is not in the list (the upsert: a category already stored).
 */
export function categoryPlaces(
  categories: readonly CategoryLink[],
  outside: (id: number) => CategoryPlace | undefined = () => undefined,
): Map<number, CategoryPlace> {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const result = new Map<number, CategoryPlace>();
  const resolve = (id: number, seen: Set<number>): CategoryPlace => {
    const cached = result.get(id);
    if (cached) return cached;
    const category = byId.get(id);
    if (!category) return outside(id) ?? { path: id ? String(id) : '', level: id ? 0 : -1, urlPath: '', childPrefix: '' };
    if (seen.has(id)) throw new Error(`category ${id} is part of a cycle`);
    seen.add(id);
    const parent = resolve(category.parent_id, seen);
    const level = parent.level + 1;
    const urlPath = category.url_path ?? (parent.childPrefix ? `${parent.childPrefix}/${category.url_key}` : category.url_key);
    const place = { path: parent.path ? `${parent.path}/${id}` : String(id), level, urlPath, childPrefix: level <= 1 ? '' : urlPath };
    result.set(id, place);
    return place;
  };
  for (const category of categories) resolve(category.id, new Set());
  return result;
}

export async function writeCatalog(db: Kysely<Database>, dialect: Dialect, plan: CatalogPlan, now = new Date()): Promise<void> {
  const stamp = now.toISOString();
  const paths = categoryPlaces(plan.categories);
  const productIdBySku = new Map(plan.products.map((p) => [p.sku, p.id]));
  const attributeIdByCode = new Map(plan.attributes.map((a) => [a.attribute_code, a.attribute_id]));
  const productIdOf = (sku: string) => productIdBySku.get(sku) ?? 0;

  await db.transaction().execute(async (trx) => {
    for (const table of CATALOG_TABLES) await trx.deleteFrom(table).execute();

    await insertAll(trx, 'stores', plan.stores.map(storeRow));
    await insertAll(trx, 'attributes', plan.attributes.map(attributeRow));
    await insertAll(trx, 'attribute_options', plan.attributes.flatMap(attributeOptionRows));
    await insertAll(
      trx,
      'tax_classes',
      plan.taxClasses.map((t) => ({ id: t.id, name: t.name, kind: t.kind })),
    );
    await insertAll(trx, 'tax_rules', plan.taxRules.map(taxRuleRow));
    await insertAll(trx, 'tax_rule_classes', plan.taxRules.flatMap(taxRuleClassRows));
    await insertAll(trx, 'tax_rates', plan.taxRules.flatMap(taxRateRows));
    await insertAll(
      trx,
      'categories',
      plan.categories.map((c) => categoryRow(c, paths.get(c.id), stamp)),
    );

    // Parents may be listed after their children in a hand-written file; insert parents of configurables first.
    const ordered = [...plan.products].sort((a, b) => Number(a.parent_sku !== undefined) - Number(b.parent_sku !== undefined));
    await insertAll(
      trx,
      'products',
      ordered.map((p) => productRow(p, p.parent_sku ? (productIdBySku.get(p.parent_sku) ?? null) : null, stamp)),
    );
    await insertAll(
      trx,
      'stock_items',
      plan.products.map((p) => stockRow(p, stamp)),
    );
    await insertAll(trx, 'product_attribute_values', plan.products.flatMap(attributeValueRows));
    await insertAll(
      trx,
      'product_categories',
      plan.products.flatMap((p) => productCategoryRows(p)),
    );
    await insertAll(trx, 'product_media', plan.products.flatMap(productMediaRows));
    await insertAll(trx, 'product_stores', plan.products.flatMap(productStoreRows));
    await insertAll(
      trx,
      'configurable_attributes',
      plan.products.flatMap((p) => configurableAttributeRows(p, (code) => attributeIdByCode.get(code) ?? 0)),
    );
    await insertAll(
      trx,
      'product_links',
      plan.products.flatMap((p) => productLinkRows(p, productIdOf)),
    );
    await insertAll(trx, 'bundle_options', plan.products.flatMap(bundleOptionRows));
    await insertAll(
      trx,
      'bundle_selections',
      plan.products.flatMap((p) => bundleSelectionRows(p, productIdOf)),
    );
    await insertAll(trx, 'custom_options', plan.products.flatMap(customOptionRows));
    await insertAll(trx, 'custom_option_values', plan.products.flatMap(customOptionValueRows));

    await insertAll(
      trx,
      'cms_pages',
      plan.cmsPages.map((p) => cmsPageRow(p, stamp)),
    );
    await insertAll(
      trx,
      'cms_blocks',
      plan.cmsBlocks.map((b) => cmsBlockRow(b, stamp)),
    );
    await insertAll(trx, 'url_rewrites', plan.urlRewrites.map(urlRewriteRow));
    await insertAll(trx, 'blog_categories', plan.blogCategories.map(blogCategoryRow));
    await insertAll(trx, 'blog_posts', plan.blogPosts.map(blogPostRow));
    await insertAll(trx, 'blog_post_categories', plan.blogPosts.flatMap(blogPostCategoryRows));
    await insertAll(trx, 'banners', plan.banners.map(bannerRow));
    await insertAll(trx, 'coupons', plan.coupons.map(couponRow));
    await insertAll(trx, 'fees', plan.fees.map(feeRow));
    await insertAll(trx, 'fee_options', plan.fees.flatMap(feeOptionRows));
    await insertAll(trx, 'fee_stores', plan.fees.flatMap(feeStoreRows));
    await insertAll(
      trx,
      'reviews',
      plan.reviews.map((r) => reviewRow(r, productIdOf(r.product_sku))),
    );

    await bumpCatalogVersion(trx, stamp);
  });
  await dialect.syncIdentity(db, 'reviews', 'id');
  await dialect.syncIdentity(db, 'bundle_selections', 'id');
}

/** Tells every API process (through the shared database) that its read model is stale. */
export async function bumpCatalogVersion(db: Kysely<Database>, stamp = new Date().toISOString()): Promise<void> {
  const current = await db.selectFrom('catalog_state').select('version').where('id', '=', 1).executeTakeFirst();
  if (current) {
    await db
      .updateTable('catalog_state')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: stamp }))
      .where('id', '=', 1)
      .execute();
  } else {
    await db.insertInto('catalog_state').values({ id: 1, version: 1, updated_at: stamp }).execute();
  }
}
