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
  attributeOptionStoreTextRows,
  attributeStoreTextRows,
  categoryStoreTextRows,
  cmsBlockRow,
  cmsPageRow,
  couponRow,
  feeOptionRows,
  feeRow,
  feeStoreRows,
  productRow,
  reviewRow,
  type Row,
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
  'custom_option_value_store_texts',
  'custom_option_store_texts',
  'custom_option_values',
  'custom_options',
  'bundle_option_store_texts',
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
  'attribute_option_store_texts',
  'attribute_store_texts',
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
  const writes = catalogWrites(plan, productReferences(plan), stamp);
  await db.transaction().execute(async (trx) => {
    await clearCatalog(trx);
    for (const write of writes) await write(trx);
    await bumpCatalogVersion(trx, stamp);
  });
  await dialect.syncIdentity(db, 'reviews', 'id');
  await dialect.syncIdentity(db, 'bundle_selections', 'id');
}

async function clearCatalog(trx: Kysely<Database>) {
  for (const table of CATALOG_TABLES) await trx.deleteFrom(table).execute();
}

type TableWrite = (trx: Kysely<Database>) => Promise<void>;

const fill =
  <T extends keyof Database>(table: T, rows: ReadonlyArray<Row<T>>): TableWrite =>
  (trx) =>
    insertAll(trx, table, rows);

/**
 * The plan's rows table by table, in the order they are written: stores, attributes, taxes (classes, then rules
 * with their classes and rates), categories, products (parents first, their stock, then every table that hangs
 * off a product), CMS content and rewrites, the blog, banners and coupons, fees, reviews.
 */
function catalogWrites(plan: CatalogPlan, refs: ProductReferences, stamp: string): TableWrite[] {
  const places = categoryPlaces(plan.categories);
  return [
    fill('stores', plan.stores.map(storeRow)),
    fill('attributes', plan.attributes.map(attributeRow)),
    fill('attribute_options', plan.attributes.flatMap(attributeOptionRows)),
    fill('attribute_store_texts', plan.attributes.flatMap(attributeStoreTextRows)),
    fill('attribute_option_store_texts', plan.attributes.flatMap(attributeOptionStoreTextRows)),
    fill('tax_classes', plan.taxClasses.map(taxClassRow)),
    fill('tax_rules', plan.taxRules.map(taxRuleRow)),
    fill('tax_rule_classes', plan.taxRules.flatMap(taxRuleClassRows)),
    fill('tax_rates', plan.taxRules.flatMap(taxRateRows)),
    fill(
      'categories',
      plan.categories.map((c) => categoryRow(c, places.get(c.id), stamp)),
    ),
    fill('category_store_texts', plan.categories.flatMap(categoryStoreTextRows)),
    fill(
      'products',
      parentsFirst(plan.products).map((p) => productRow(p, parentIdOf(p, refs), stamp)),
    ),
    fill(
      'stock_items',
      plan.products.map((p) => stockRow(p, stamp)),
    ),
    ...[...productRowSets(refs), ...productOptionSets(refs)].map(({ table, rowsOf }) => fill(table, plan.products.flatMap(rowsOf))),
    fill(
      'cms_pages',
      plan.cmsPages.map((page) => cmsPageRow(page, stamp)),
    ),
    fill(
      'cms_blocks',
      plan.cmsBlocks.map((block) => cmsBlockRow(block, stamp)),
    ),
    fill('url_rewrites', plan.urlRewrites.map(urlRewriteRow)),
    fill('blog_categories', plan.blogCategories.map(blogCategoryRow)),
    fill('blog_posts', plan.blogPosts.map(blogPostRow)),
    fill('blog_post_categories', plan.blogPosts.flatMap(blogPostCategoryRows)),
    fill('banners', plan.banners.map(bannerRow)),
    fill('coupons', plan.coupons.map(couponRow)),
    fill('fees', plan.fees.map(feeRow)),
    fill('fee_options', plan.fees.flatMap(feeOptionRows)),
    fill('fee_stores', plan.fees.flatMap(feeStoreRows)),
    fill(
      'reviews',
      plan.reviews.map((r) => reviewRow(r, refs.productIdOf(r.product_sku))),
    ),
  ];
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
