import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../db/index.js';
import type { CatalogPlan } from './references.js';
import { categoryPlaces } from './category-places.js';
import {
  parentIdOf,
  parentsFirst,
  productOptionSets,
  productReferences,
  productRowSets,
  type ProductReferences,
} from './product-tables.js';
import {
  attributeOptionRows,
  attributeRow,
  bannerRow,
  blogCategoryRow,
  blogPostCategoryRows,
  blogPostRow,
  categoryRow,
  categoryStoreTextRows,
  cmsBlockRow,
  cmsPageRow,
  couponRow,
  feeOptionRows,
  feeRow,
  feeStoreRows,
  productRow,
  reviewRow,
  stockRow,
  storeRow,
  taxClassRow,
  taxRateRows,
  taxRuleClassRows,
  taxRuleRow,
  urlRewriteRow,
} from './rows.js';
import { insertAll } from './table-writes.js';

/** Tables the import replaces, children first so deletes respect foreign keys. */
const CATALOG_TABLES = [
  'reviews',
  'custom_option_values',
  'custom_options',
  'bundle_selections',
  'bundle_options',
  'product_links',
  'configurable_attributes',
  'product_store_texts',
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
  'category_store_texts',
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

/**
 * Replaces the catalog with the plan's records in one transaction: every catalog table is emptied,
 * then filled kind by kind, parents before what refers to them.
 */
export async function writeCatalog(db: Kysely<Database>, dialect: Dialect, plan: CatalogPlan, now = new Date()): Promise<void> {
  const stamp = now.toISOString();
  const refs = productReferences(plan);
  await db.transaction().execute(async (trx) => {
    await clearCatalog(trx);
    await insertStores(trx, plan);
    await insertAttributes(trx, plan);
    await insertTaxes(trx, plan);
    await insertCategories(trx, plan, stamp);
    await insertProducts(trx, plan, refs, stamp);
    await insertCmsContent(trx, plan, stamp);
    await insertBlog(trx, plan);
    await insertMarketing(trx, plan);
    await insertFees(trx, plan);
    await insertReviews(trx, plan, refs);
    await bumpCatalogVersion(trx, stamp);
  });
  await dialect.syncIdentity(db, 'reviews', 'id');
  await dialect.syncIdentity(db, 'bundle_selections', 'id');
}

async function clearCatalog(trx: Kysely<Database>) {
  for (const table of CATALOG_TABLES) await trx.deleteFrom(table).execute();
}

async function insertStores(trx: Kysely<Database>, plan: CatalogPlan) {
  await insertAll(trx, 'stores', plan.stores.map(storeRow));
}

async function insertAttributes(trx: Kysely<Database>, plan: CatalogPlan) {
  await insertAll(trx, 'attributes', plan.attributes.map(attributeRow));
  await insertAll(trx, 'attribute_options', plan.attributes.flatMap(attributeOptionRows));
}

/** Tax classes, then the rules with the classes they apply to and their rates. */
async function insertTaxes(trx: Kysely<Database>, plan: CatalogPlan) {
  await insertAll(trx, 'tax_classes', plan.taxClasses.map(taxClassRow));
  await insertAll(trx, 'tax_rules', plan.taxRules.map(taxRuleRow));
  await insertAll(trx, 'tax_rule_classes', plan.taxRules.flatMap(taxRuleClassRows));
  await insertAll(trx, 'tax_rates', plan.taxRules.flatMap(taxRateRows));
}

async function insertCategories(trx: Kysely<Database>, plan: CatalogPlan, stamp: string) {
  const places = categoryPlaces(plan.categories);
  await insertAll(
    trx,
    'categories',
    plan.categories.map((c) => categoryRow(c, places.get(c.id), stamp)),
  );
  await insertAll(trx, 'category_store_texts', plan.categories.flatMap(categoryStoreTextRows));
}

/** Product rows (parents first), their stock, then every table that hangs off a product. */
async function insertProducts(trx: Kysely<Database>, plan: CatalogPlan, refs: ProductReferences, stamp: string) {
  await insertAll(
    trx,
    'products',
    parentsFirst(plan.products).map((p) => productRow(p, parentIdOf(p, refs), stamp)),
  );
  await insertAll(
    trx,
    'stock_items',
    plan.products.map((p) => stockRow(p, stamp)),
  );
  for (const { table, rowsOf } of [...productRowSets(refs), ...productOptionSets(refs)]) {
    await insertAll(trx, table, plan.products.flatMap(rowsOf));
  }
}

async function insertCmsContent(trx: Kysely<Database>, plan: CatalogPlan, stamp: string) {
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
}

async function insertBlog(trx: Kysely<Database>, plan: CatalogPlan) {
  await insertAll(trx, 'blog_categories', plan.blogCategories.map(blogCategoryRow));
  await insertAll(trx, 'blog_posts', plan.blogPosts.map(blogPostRow));
  await insertAll(trx, 'blog_post_categories', plan.blogPosts.flatMap(blogPostCategoryRows));
}

async function insertMarketing(trx: Kysely<Database>, plan: CatalogPlan) {
  await insertAll(trx, 'banners', plan.banners.map(bannerRow));
  await insertAll(trx, 'coupons', plan.coupons.map(couponRow));
}

async function insertFees(trx: Kysely<Database>, plan: CatalogPlan) {
  await insertAll(trx, 'fees', plan.fees.map(feeRow));
  await insertAll(trx, 'fee_options', plan.fees.flatMap(feeOptionRows));
  await insertAll(trx, 'fee_stores', plan.fees.flatMap(feeStoreRows));
}

async function insertReviews(trx: Kysely<Database>, plan: CatalogPlan, refs: ProductReferences) {
  await insertAll(
    trx,
    'reviews',
    plan.reviews.map((r) => reviewRow(r, refs.productIdOf(r.product_sku))),
  );
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
