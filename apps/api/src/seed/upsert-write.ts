import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../db/index.js';
import type { CatalogPlan } from './references.js';
import { categoryPlaces, type CategoryLink, type CategoryPlace } from './category-places.js';
import {
  parentIdOf,
  parentsFirst,
  productOptionSets,
  productReferences,
  productRowSets,
  type Product,
  type ProductReferences,
  type ProductRowSet,
} from './product-tables.js';
import {
  attributeOptionRows,
  attributeOptionStoreTextRows,
  attributeStoreTextRows,
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
  PRODUCT_COLUMN_SOURCES,
  type Row,
  productRow,
  reviewRow,
  stockRow,
  storeRow,
  taxClassRow,
  taxRateRows,
  taxRuleClassRows,
  taxRuleRow,
  typeDataOf,
  urlRewriteRow,
} from './rows.js';
import type { StoredCatalog } from './stored-catalog.js';
import { writes } from './upsert-check.js';
import { deleteWhere, insertAll, replaceOwnedRows, upsertRow, type UpsertRowOptions } from './table-writes.js';

/**
 * Writes a checked partial import inside the caller's transaction. A record whose key is new is
 * inserted whole (with the format's defaults); a stored one gets only the columns of the keys its
 * line names, and its child rows (categories, gallery, options, ...) are replaced only when the line
 * names them. Nothing the file does not name is deleted: reviews, customers, orders, carts, gift
 * cards stay as they are, and stock is written only for products whose line has `stock`.
 */

export interface UpsertWriteResult {
  /** Products whose stock rows were written (a stock event each, so live stock follows at once). */
  stockWritten: number[];
}

/** What every step of the upsert writes with. */
interface UpsertStep {
  trx: Kysely<Database>;
  plan: CatalogPlan;
  stored: StoredCatalog;
  stamp: string;
  refs: ProductReferences;
  /** Reports `count` more records written (one by default). */
  done: (count?: number) => void;
}

export async function writeUpsert(
  trx: Kysely<Database>,
  dialect: Dialect,
  plan: CatalogPlan,
  stored: StoredCatalog,
  stamp: string,
  onProgress: (written: number) => void,
): Promise<UpsertWriteResult> {
  let written = 0;
  const refs = productReferences(plan, stored);
  const step: UpsertStep = { trx, plan, stored, stamp, refs, done: (count = 1) => onProgress((written += count)) };
  await upsertStores(step);
  await upsertTaxClasses(step);
  await upsertAttributes(step);
  await upsertTaxRules(step);
  await upsertCategories(step);
  const stockWritten = await upsertProducts(step);
  await upsertCmsContent(step);
  await upsertBlog(step);
  await upsertMarketing(step);
  await upsertFees(step);
  await insertNewReviews(step, dialect);
  return { stockWritten };
}

/**
 * Upserts each record of one kind (upsertRow) and reports it written. The record's `key` is the row's key column
 * too; `storedKeys` are the keys of the rows already stored.
 */
async function upsertEach<T extends keyof Database, R extends { given: ReadonlySet<string> }, K extends keyof R & string>(
  { trx, done }: UpsertStep,
  table: T,
  key: K,
  records: readonly R[],
  rowOf: (record: R) => Row<T>,
  storedKeys: { has(key: R[K]): boolean },
  options?: UpsertRowOptions,
): Promise<void> {
  for (const record of records) {
    await upsertRow(trx, table, key, rowOf(record), storedKeys.has(record[key]), record.given, options);
    done();
  }
}

async function upsertStores(step: UpsertStep) {
  const { plan, stored } = step;
  await upsertEach(step, 'stores', 'code', plan.stores, storeRow, stored.stores);
}

async function upsertTaxClasses(step: UpsertStep) {
  const { plan, stored } = step;
  await upsertEach(step, 'tax_classes', 'id', plan.taxClasses, taxClassRow, stored.taxClasses);
}

/** Attributes by code; a line that names options replaces them. */
async function upsertAttributes(step: UpsertStep) {
  const { trx, plan, stored } = step;
  const optionsReplaced = plan.attributes.filter((a) => writes(a, !stored.attributes.has(a.attribute_code), 'options'));
  await upsertEach(step, 'attributes', 'attribute_code', plan.attributes, attributeRow, stored.attributes, {
    fixed: ['attribute_id'],
  });
  await replaceOwnedRows(trx, 'attribute_options', 'attribute_id', optionsReplaced, (a) => a.attribute_id, attributeOptionRows);
  const idOf = (a: (typeof optionsReplaced)[number]) => a.attribute_id;
  await replaceOwnedRows(trx, 'attribute_option_store_texts', 'attribute_id', optionsReplaced, idOf, attributeOptionStoreTextRows);
  const textsReplaced = plan.attributes.filter((a) => writes(a, !stored.attributes.has(a.attribute_code), 'store_texts'));
  await replaceOwnedRows(trx, 'attribute_store_texts', 'attribute_id', textsReplaced, idOf, attributeStoreTextRows);
}

/** Tax rules with their classes and rates (all required keys: always replaced). */
async function upsertTaxRules(step: UpsertStep) {
  const { trx, plan, stored } = step;
  await upsertEach(step, 'tax_rules', 'id', plan.taxRules, taxRuleRow, stored.taxRules);
  await replaceOwnedRows(trx, 'tax_rule_classes', 'rule_id', plan.taxRules, (r) => r.id, taxRuleClassRows);
  await replaceOwnedRows(trx, 'tax_rates', 'rule_id', plan.taxRules, (r) => r.id, taxRateRows);
}

/**
 * Categories by id. A category's path, level and url path follow from its parent (given or stored);
 * stored categories below a changed one follow it (a url path that was derived is derived again).
 */
async function upsertCategories(step: UpsertStep) {
  const { trx, plan, stored, stamp } = step;
  if (plan.categories.length === 0) return;
  const below = storedCategoriesBelow(plan, stored);
  const places = placesAfterUpsert(plan, stored, below);
  await upsertEach(step, 'categories', 'id', plan.categories, (c) => categoryRow(c, places.get(c.id), stamp), stored.categories, {
    always: ['url_path', 'path', 'level', 'updated_at'],
  });
  const textsReplaced = plan.categories.filter((c) => writes(c, !stored.categories.has(c.id), 'store_texts'));
  await replaceOwnedRows(trx, 'category_store_texts', 'category_id', textsReplaced, (c) => c.id, categoryStoreTextRows);
  for (const id of below) {
    const before = stored.categories.get(id);
    const place = places.get(id);
    if (!before || !place) continue;
    if (before.path === place.path && before.level === place.level && before.url_path === place.urlPath) continue;
    await trx
      .updateTable('categories')
      .set({ path: place.path, level: place.level, url_path: place.urlPath, updated_at: stamp })
      .where('id', '=', id)
      .execute();
  }
}

function storedPlace(stored: StoredCatalog, id: number): CategoryPlace | undefined {
  const c = stored.categories.get(id);
  return c && { path: c.path, level: c.level, urlPath: c.url_path, childPrefix: c.level <= 1 ? '' : c.url_path };
}

/** Stored categories below a category of the file (after the file's moves), whose place may move with it. */
function storedCategoriesBelow(plan: CatalogPlan, stored: StoredCatalog): number[] {
  const inFile = new Set(plan.categories.map((c) => c.id));
  const fileParents = new Map(plan.categories.map((c) => [c.id, c.parent_id]));
  const parentOf = (id: number) => fileParents.get(id) ?? stored.categories.get(id)?.parent_id;
  const childrenOf = new Map<number, number[]>();
  for (const id of new Set([...stored.categories.keys(), ...inFile])) {
    const parent = parentOf(id);
    if (parent !== undefined) childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), id]);
  }
  const below: number[] = [];
  const queue = [...inFile];
  const seen = new Set(queue);
  while (queue.length) {
    for (const child of childrenOf.get(queue.shift() ?? -1) ?? []) {
      if (seen.has(child)) continue;
      seen.add(child);
      queue.push(child);
      if (!inFile.has(child)) below.push(child);
    }
  }
  return below;
}

/** The places of the file's categories and of the stored ones `below` them, once the file is written. */
function placesAfterUpsert(plan: CatalogPlan, stored: StoredCatalog, below: readonly number[]): Map<number, CategoryPlace> {
  const links: CategoryLink[] = [
    ...plan.categories.map((c) => ({ id: c.id, parent_id: c.parent_id, url_key: c.url_key, url_path: c.url_path })),
    ...below.map((id) => {
      const c = stored.categories.get(id) as NonNullable<ReturnType<typeof stored.categories.get>>;
      const parent = storedPlace(stored, c.parent_id);
      const prefix = parent ? parent.childPrefix : '';
      const derived = c.url_path === (prefix ? `${prefix}/${c.url_key}` : c.url_key);
      return { id, parent_id: c.parent_id, url_key: c.url_key, url_path: derived ? undefined : c.url_path };
    }),
  ];
  return categoryPlaces(links, (id) => storedPlace(stored, id));
}

const SLICE = 200;
const isNewProduct = (stored: StoredCatalog, p: Product) => !stored.products.has(p.sku);

/** Product rows first (parents of configurables before their children), then what hangs off them, a slice at a time. */
async function upsertProducts(step: UpsertStep): Promise<number[]> {
  const { trx, plan, stamp } = step;
  if (plan.products.length === 0) return [];
  await clearReplacedOptions(step);
  for (const p of parentsFirst(plan.products)) await upsertProductRow(step, p);

  const stockWritten: number[] = [];
  for (let start = 0; start < plan.products.length; start += SLICE) {
    const slice = plan.products.slice(start, start + SLICE);
    stockWritten.push(...(await writeStock(step, slice)));
    await replaceProductRows(step, slice);
    step.done(slice.length);
  }
  if (stockWritten.length) {
    await insertAll(
      trx,
      'stock_events',
      stockWritten.map((product_id) => ({ product_id, created_at: stamp })),
    );
  }
  return stockWritten;
}

/** Bundle and custom option ids may move between products of the file: every replaced set is cleared before any insert. */
async function clearReplacedOptions({ trx, plan, stored }: UpsertStep) {
  const replaced = (key: string) => plan.products.filter((p) => writes(p, isNewProduct(stored, p), key));
  const optionsOf = (options: ReadonlyMap<number, number>, productIds: ReadonlySet<number>) =>
    [...options].filter(([, productId]) => productIds.has(productId)).map(([optionId]) => optionId);

  const bundles = replaced('bundle_options');
  await deleteWhere(trx, 'bundle_selections', 'option_id', optionsOf(stored.bundleOptions, new Set(bundles.map((p) => p.id))));
  await deleteWhere(
    trx,
    'bundle_options',
    'product_id',
    bundles.map((p) => p.id),
  );
  const customIds = new Set(replaced('custom_options').map((p) => p.id));
  await deleteWhere(trx, 'custom_option_values', 'option_id', optionsOf(stored.customOptions, customIds));
  await deleteWhere(trx, 'custom_options', 'product_id', [...customIds]);
}

async function upsertProductRow({ trx, stored, stamp, refs }: UpsertStep, p: Product) {
  const row = productRow(p, parentIdOf(p, refs), stamp);
  if (isNewProduct(stored, p)) {
    await insertAll(trx, 'products', [row]);
    return;
  }
  row.updated_at = p.updated_at ?? stamp;
  if (p.given.has('downloadable_links') || p.given.has('giftcard')) row.type_data = await mergedTypeData(trx, p);
  await upsertRow(trx, 'products', 'sku', row, true, p.given, {
    sources: PRODUCT_COLUMN_SOURCES,
    always: ['updated_at'],
    fixed: ['id'],
  });
}

/** A stored product's type data with the parts its line names (downloadable links, gift card) replaced. */
async function mergedTypeData(trx: Kysely<Database>, p: Product): Promise<string> {
  const current = await trx.selectFrom('products').select('type_data').where('id', '=', p.id).executeTakeFirst();
  const kept = JSON.parse(current?.type_data ?? '{}') as Record<string, unknown>;
  const fresh = typeDataOf(p);
  for (const key of ['downloadable_links', 'giftcard'] as const) if (p.given.has(key)) kept[key] = fresh[key];
  return JSON.stringify(Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== undefined)));
}

/**
 * Stock only for lines that carry it; a new product without it gets the format's default (none kept).
 * Returns the stored products whose stock was written.
 */
async function writeStock({ trx, stored, stamp }: UpsertStep, slice: readonly Product[]): Promise<number[]> {
  const stocked = slice.filter((p) => isNewProduct(stored, p) || p.given.has('stock'));
  const storedStockIds = stocked.filter((p) => !isNewProduct(stored, p)).map((p) => p.id);
  const hasStock = new Set(
    storedStockIds.length
      ? (await trx.selectFrom('stock_items').select('product_id').where('product_id', 'in', storedStockIds).execute()).map(
          (r) => r.product_id,
        )
      : [],
  );
  for (const p of stocked.filter((item) => hasStock.has(item.id))) {
    const { product_id: _id, ...changes } = stockRow(p, stamp);
    await trx.updateTable('stock_items').set(changes).where('product_id', '=', p.id).execute();
  }
  await insertAll(
    trx,
    'stock_items',
    stocked.filter((p) => !hasStock.has(p.id)).map((p) => stockRow(p, stamp)),
  );
  return storedStockIds;
}

/** What hangs off the slice's products: each set a line names is deleted and inserted again in bulk. */
async function replaceProductRows({ trx, stored, refs }: UpsertStep, slice: readonly Product[]) {
  const isNew = (p: Product) => isNewProduct(stored, p);
  const naming = (key: string) => slice.filter((p) => writes(p, isNew(p), key));
  const positionOf = (p: Product) => (writes(p, isNew(p), 'position') ? p.position : (stored.products.get(p.sku)?.position ?? p.position));
  const replace = async ({ key, table, rowsOf }: ProductRowSet) => {
    const items = naming(key);
    await deleteWhere(
      trx,
      table,
      'product_id',
      items.filter((p) => !isNew(p)).map((p) => p.id),
    );
    await insertAll(trx, table, items.flatMap(rowsOf));
  };

  for (const set of productRowSets(refs, positionOf)) await replace(set);
  // A new position with the same categories moves the product within them.
  for (const p of slice.filter((item) => !writes(item, isNew(item), 'category_ids') && item.given.has('position'))) {
    await trx.updateTable('product_categories').set({ position: p.position }).where('product_id', '=', p.id).execute();
  }
  // Bundle and custom options were cleared before the product rows (their ids may move between products).
  for (const { key, table, rowsOf } of productOptionSets(refs)) await insertAll(trx, table, naming(key).flatMap(rowsOf));
}

/** CMS pages and blocks: a line's `store` is the row's store_code, and every write stamps the row. */
const CMS_CONTENT_WRITE: UpsertRowOptions = { sources: { store_code: ['store'] }, always: ['updated_at'] };

async function upsertCmsContent(step: UpsertStep) {
  const { plan, stored, stamp } = step;
  await upsertEach(step, 'cms_pages', 'id', plan.cmsPages, (p) => cmsPageRow(p, stamp), stored.cmsPages, CMS_CONTENT_WRITE);
  await upsertEach(step, 'cms_blocks', 'id', plan.cmsBlocks, (b) => cmsBlockRow(b, stamp), stored.cmsBlocks, CMS_CONTENT_WRITE);
  await upsertEach(step, 'url_rewrites', 'id', plan.urlRewrites, urlRewriteRow, stored.urlRewrites, {
    sources: { store_code: ['store'], entity_ref: ['entity'] },
  });
}

/** Blog categories, then posts; a post line that names its categories replaces them. */
async function upsertBlog(step: UpsertStep) {
  const { trx, plan, stored } = step;
  await upsertEach(step, 'blog_categories', 'id', plan.blogCategories, blogCategoryRow, stored.blogCategories);
  const postsLinked = plan.blogPosts.filter((p) => writes(p, !stored.blogPosts.has(p.id), 'blog_category_ids'));
  await upsertEach(step, 'blog_posts', 'id', plan.blogPosts, blogPostRow, stored.blogPosts);
  await replaceOwnedRows(trx, 'blog_post_categories', 'post_id', postsLinked, (p) => p.id, blogPostCategoryRows);
}

async function upsertMarketing(step: UpsertStep) {
  const { plan, stored } = step;
  await upsertEach(step, 'banners', 'id', plan.banners, bannerRow, stored.banners, { sources: { store_code: ['store'] } });
  // discount_value is stored by type (basis points or cents): the check has a line name both or neither.
  await upsertEach(step, 'coupons', 'code', plan.coupons, couponRow, stored.coupons);
}

/** Fees: options are required, so always replaced; stores when named. */
async function upsertFees(step: UpsertStep) {
  const { trx, plan, stored } = step;
  await upsertEach(step, 'fees', 'id', plan.fees, feeRow, stored.fees);
  await replaceOwnedRows(trx, 'fee_options', 'fee_id', plan.fees, (f) => f.id, feeOptionRows);
  const feeStoresReplaced = plan.fees.filter((f) => writes(f, !stored.fees.has(f.id), 'stores'));
  await replaceOwnedRows(trx, 'fee_stores', 'fee_id', feeStoresReplaced, (f) => f.id, feeStoreRows);
}

/** Reviews come from customers: the import only adds reviews whose id is new. */
async function insertNewReviews({ trx, plan, stored, refs, done }: UpsertStep, dialect: Dialect) {
  const newReviews = plan.reviews.filter((r) => !stored.reviews.has(r.id));
  await insertAll(
    trx,
    'reviews',
    newReviews.map((r) => reviewRow(r, refs.productIdOf(r.product_sku))),
  );
  done(plan.reviews.length);
  if (newReviews.length) await dialect.syncIdentity(trx, 'reviews', 'id');
}
