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
  PRODUCT_COLUMN_SOURCES,
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
  typeDataOf,
  urlRewriteRow,
  type CategoryPlace,
  type Row,
} from './rows.js';
import type { StoredCatalog } from './stored-catalog.js';
import { writes } from './upsert-check.js';
import { categoryPlaces, insertAll, type CategoryLink } from './write.js';

/**
 * Writes a checked partial import inside the caller's transaction. A record whose key is new is
 * inserted whole (with the format's defaults); a stored one gets only the columns of the keys its
 * line names, and its child rows (categories, gallery, options, ...) are replaced only when the line
 * names them. Nothing the file does not name is deleted: reviews, customers, orders, carts, gift
 * cards stay as they are, and stock is written only for products whose line has `stock`.
 */

/** Kysely's types cannot follow a table chosen at run time; the rows come from rows.ts. */
type LooseDb = Kysely<Record<string, Record<string, unknown>>>;
const loose = (trx: Kysely<Database>) => trx as unknown as LooseDb;

/** The columns of `row` the line names (`sources`: the record keys a column comes from when its name differs). */
function namedColumns(
  row: Record<string, unknown>,
  given: ReadonlySet<string>,
  sources: Readonly<Record<string, readonly string[]>> = {},
  always: readonly string[] = [],
): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    const from = sources[column] ?? [column];
    if (always.includes(column) || from.some((key) => given.has(key))) set[column] = value;
  }
  return set;
}

async function upsert<T extends keyof Database>(
  trx: Kysely<Database>,
  table: T,
  key: string,
  row: Row<T>,
  exists: boolean,
  given: ReadonlySet<string>,
  options: { sources?: Readonly<Record<string, readonly string[]>>; always?: readonly string[]; fixed?: readonly string[] } = {},
): Promise<void> {
  const values = row as Record<string, unknown>;
  if (!exists) {
    await insertAll(trx, table, [row]);
    return;
  }
  const set = namedColumns(values, given, options.sources, options.always);
  // The key and the columns that identify a stored row (a product's id) are never rewritten.
  for (const column of [key, ...(options.fixed ?? [])]) delete set[column];
  if (Object.keys(set).length === 0) return;
  await loose(trx)
    .updateTable(table as string)
    .set(set)
    .where(key, '=', values[key])
    .execute();
}

async function deleteWhere(trx: Kysely<Database>, table: keyof Database, column: string, values: ReadonlyArray<string | number>) {
  for (let i = 0; i < values.length; i += 500) {
    await loose(trx)
      .deleteFrom(table as string)
      .where(column, 'in', values.slice(i, i + 500))
      .execute();
  }
}

export interface UpsertWriteResult {
  /** Products whose stock rows were written (a stock event each, so live stock follows at once). */
  stockWritten: number[];
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
  const done = (count = 1) => onProgress((written += count));

  for (const s of plan.stores) {
    await upsert(trx, 'stores', 'code', storeRow(s), stored.stores.has(s.code), s.given);
    done();
  }
  for (const t of plan.taxClasses) {
    await upsert(trx, 'tax_classes', 'id', { id: t.id, name: t.name, kind: t.kind }, stored.taxClasses.has(t.id), t.given);
    done();
  }

  // Attributes by code; a line that names options replaces them.
  const attributeIdOf = (code: string) =>
    plan.attributes.find((a) => a.attribute_code === code)?.attribute_id ?? stored.attributes.get(code)?.attribute_id ?? 0;
  const optionsReplaced = plan.attributes.filter((a) => writes(a, !stored.attributes.has(a.attribute_code), 'options'));
  await deleteWhere(
    trx,
    'attribute_options',
    'attribute_id',
    optionsReplaced.map((a) => a.attribute_id),
  );
  for (const a of plan.attributes) {
    await upsert(trx, 'attributes', 'attribute_code', attributeRow(a), stored.attributes.has(a.attribute_code), a.given, {
      fixed: ['attribute_id'],
    });
    done();
  }
  await insertAll(trx, 'attribute_options', optionsReplaced.flatMap(attributeOptionRows));

  // Tax rules with their classes and rates (all required keys: always replaced).
  const ruleIds = plan.taxRules.map((r) => r.id);
  await deleteWhere(trx, 'tax_rates', 'rule_id', ruleIds);
  await deleteWhere(trx, 'tax_rule_classes', 'rule_id', ruleIds);
  for (const r of plan.taxRules) {
    await upsert(trx, 'tax_rules', 'id', taxRuleRow(r), stored.taxRules.has(r.id), r.given);
    done();
  }
  await insertAll(trx, 'tax_rule_classes', plan.taxRules.flatMap(taxRuleClassRows));
  await insertAll(trx, 'tax_rates', plan.taxRules.flatMap(taxRateRows));

  await writeCategories(trx, plan, stored, stamp, done);
  const stockWritten = await writeProducts(trx, plan, stored, stamp, attributeIdOf, done);

  for (const p of plan.cmsPages) {
    await upsert(trx, 'cms_pages', 'id', cmsPageRow(p, stamp), stored.cmsPages.has(p.id), p.given, {
      sources: { store_code: ['store'] },
      always: ['updated_at'],
    });
    done();
  }
  for (const b of plan.cmsBlocks) {
    await upsert(trx, 'cms_blocks', 'id', cmsBlockRow(b, stamp), stored.cmsBlocks.has(b.id), b.given, {
      sources: { store_code: ['store'] },
      always: ['updated_at'],
    });
    done();
  }
  for (const r of plan.urlRewrites) {
    await upsert(trx, 'url_rewrites', 'id', urlRewriteRow(r), stored.urlRewrites.has(r.id), r.given, {
      sources: { store_code: ['store'], entity_ref: ['entity'] },
    });
    done();
  }
  for (const c of plan.blogCategories) {
    await upsert(trx, 'blog_categories', 'id', blogCategoryRow(c), stored.blogCategories.has(c.id), c.given);
    done();
  }
  const postsLinked = plan.blogPosts.filter((p) => writes(p, !stored.blogPosts.has(p.id), 'blog_category_ids'));
  await deleteWhere(
    trx,
    'blog_post_categories',
    'post_id',
    postsLinked.map((p) => p.id),
  );
  for (const p of plan.blogPosts) {
    await upsert(trx, 'blog_posts', 'id', blogPostRow(p), stored.blogPosts.has(p.id), p.given);
    done();
  }
  await insertAll(trx, 'blog_post_categories', postsLinked.flatMap(blogPostCategoryRows));
  for (const b of plan.banners) {
    await upsert(trx, 'banners', 'id', bannerRow(b), stored.banners.has(b.id), b.given, { sources: { store_code: ['store'] } });
    done();
  }
  for (const c of plan.coupons) {
    // discount_value is stored by type (basis points or cents): both keys are required on every line.
    await upsert(trx, 'coupons', 'code', couponRow(c), stored.coupons.has(c.code), c.given);
    done();
  }

  // Fees: options are required, so always replaced; stores when named.
  await deleteWhere(
    trx,
    'fee_options',
    'fee_id',
    plan.fees.map((f) => f.id),
  );
  const feeStoresReplaced = plan.fees.filter((f) => writes(f, !stored.fees.has(f.id), 'stores'));
  await deleteWhere(
    trx,
    'fee_stores',
    'fee_id',
    feeStoresReplaced.map((f) => f.id),
  );
  for (const f of plan.fees) {
    await upsert(trx, 'fees', 'id', feeRow(f), stored.fees.has(f.id), f.given);
    done();
  }
  await insertAll(trx, 'fee_options', plan.fees.flatMap(feeOptionRows));
  await insertAll(trx, 'fee_stores', feeStoresReplaced.flatMap(feeStoreRows));

  // Reviews come from customers: the import only adds reviews whose id is new.
  const fileIds = new Map(plan.products.map((p) => [p.sku, p.id]));
  const productIdOf = (sku: string) => fileIds.get(sku) ?? stored.products.get(sku)?.id ?? 0;
  const newReviews = plan.reviews.filter((r) => !stored.reviews.has(r.id));
  await insertAll(
    trx,
    'reviews',
    newReviews.map((r) => reviewRow(r, productIdOf(r.product_sku))),
  );
  written += plan.reviews.length;
  onProgress(written);
  if (newReviews.length) await dialect.syncIdentity(trx, 'reviews', 'id');
  return { stockWritten };
}

/**
 * Categories by id. A category's path, level and url path follow from its parent (given or stored);
 * stored categories below a changed one follow it (a url path that was derived is derived again).
 */
async function writeCategories(trx: Kysely<Database>, plan: CatalogPlan, stored: StoredCatalog, stamp: string, done: () => void) {
  if (plan.categories.length === 0) return;
  const inFile = new Set(plan.categories.map((c) => c.id));
  const storedPlace = (id: number): CategoryPlace | undefined => {
    const c = stored.categories.get(id);
    return c && { path: c.path, level: c.level, urlPath: c.url_path, childPrefix: c.level <= 1 ? '' : c.url_path };
  };
  const childrenOf = new Map<number, number[]>();
  const fileParents = new Map(plan.categories.map((c) => [c.id, c.parent_id]));
  const parentOf = (id: number) => fileParents.get(id) ?? stored.categories.get(id)?.parent_id;
  for (const id of new Set([...stored.categories.keys(), ...inFile])) {
    const parent = parentOf(id);
    if (parent !== undefined) childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), id]);
  }
  // Stored categories below a category of the file, whose place may move with it.
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
  const links: CategoryLink[] = [
    ...plan.categories.map((c) => ({ id: c.id, parent_id: c.parent_id, url_key: c.url_key, url_path: c.url_path })),
    ...below.map((id) => {
      const c = stored.categories.get(id) as NonNullable<ReturnType<typeof stored.categories.get>>;
      const parent = storedPlace(c.parent_id);
      const prefix = parent ? parent.childPrefix : '';
      const derived = c.url_path === (prefix ? `${prefix}/${c.url_key}` : c.url_key);
      return { id, parent_id: c.parent_id, url_key: c.url_key, url_path: derived ? undefined : c.url_path };
    }),
  ];
  const places = categoryPlaces(links, storedPlace);
  for (const c of plan.categories) {
    await upsert(trx, 'categories', 'id', categoryRow(c, places.get(c.id), stamp), stored.categories.has(c.id), c.given, {
      always: ['url_path', 'path', 'level', 'updated_at'],
    });
    done();
  }
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

type Product = CatalogPlan['products'][number];
const SLICE = 200;

async function writeProducts(
  trx: Kysely<Database>,
  plan: CatalogPlan,
  stored: StoredCatalog,
  stamp: string,
  attributeIdOf: (code: string) => number,
  done: (count?: number) => void,
): Promise<number[]> {
  if (plan.products.length === 0) return [];
  const isNew = (p: Product) => !stored.products.has(p.sku);
  const fileIds = new Map(plan.products.map((p) => [p.sku, p.id]));
  const productIdOf = (sku: string) => fileIds.get(sku) ?? stored.products.get(sku)?.id ?? 0;
  const replaced = (key: string) => plan.products.filter((p) => writes(p, isNew(p), key));

  // Option ids may move between products of the file: clear every replaced set before inserting.
  const bundles = replaced('bundle_options');
  const bundleIds = new Set(bundles.map((p) => p.id));
  await deleteWhere(
    trx,
    'bundle_selections',
    'option_id',
    [...stored.bundleOptions].filter(([, productId]) => bundleIds.has(productId)).map(([optionId]) => optionId),
  );
  await deleteWhere(
    trx,
    'bundle_options',
    'product_id',
    bundles.map((p) => p.id),
  );
  const customized = replaced('custom_options');
  const customIds = new Set(customized.map((p) => p.id));
  await deleteWhere(
    trx,
    'custom_option_values',
    'option_id',
    [...stored.customOptions].filter(([, productId]) => customIds.has(productId)).map(([optionId]) => optionId),
  );
  await deleteWhere(trx, 'custom_options', 'product_id', [...customIds]);

  // Product rows first (parents of configurables before their children), then what hangs off them.
  const ordered = [...plan.products].sort((a, b) => Number(a.parent_sku !== undefined) - Number(b.parent_sku !== undefined));
  for (const p of ordered) {
    const row = productRow(p, p.parent_sku === undefined ? null : productIdOf(p.parent_sku), stamp);
    if (isNew(p)) {
      await insertAll(trx, 'products', [row]);
      continue;
    }
    row.updated_at = p.updated_at ?? stamp;
    if (p.given.has('downloadable_links') || p.given.has('giftcard')) {
      const current = await trx.selectFrom('products').select('type_data').where('id', '=', p.id).executeTakeFirst();
      const kept = JSON.parse(current?.type_data ?? '{}') as Record<string, unknown>;
      const fresh = typeDataOf(p);
      for (const key of ['downloadable_links', 'giftcard'] as const) if (p.given.has(key)) kept[key] = fresh[key];
      row.type_data = JSON.stringify(Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== undefined)));
    }
    await upsert(trx, 'products', 'sku', row, true, p.given, {
      sources: PRODUCT_COLUMN_SOURCES,
      always: ['updated_at'],
      fixed: ['id'],
    });
  }

  // What hangs off the products, a slice at a time: replaced sets are deleted and inserted in bulk.
  const stockWritten: number[] = [];
  const positionOf = (p: Product) => (writes(p, isNew(p), 'position') ? p.position : (stored.products.get(p.sku)?.position ?? p.position));
  for (let start = 0; start < plan.products.length; start += SLICE) {
    const slice = plan.products.slice(start, start + SLICE);
    const naming = (key: string) => slice.filter((p) => writes(p, isNew(p), key));
    const replace = async <T extends keyof Database>(key: string, table: T, rowsOf: (p: Product) => Row<T>[]) => {
      const items = naming(key);
      await deleteWhere(
        trx,
        table,
        'product_id',
        items.filter((p) => !isNew(p)).map((p) => p.id),
      );
      await insertAll(trx, table, items.flatMap(rowsOf));
    };

    // Stock only for lines that carry it; a new product without it gets the format's default (none kept).
    const stocked = slice.filter((p) => isNew(p) || p.given.has('stock'));
    const storedStockIds = stocked.filter((p) => !isNew(p)).map((p) => p.id);
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
    stockWritten.push(...storedStockIds);

    await replace('attributes', 'product_attribute_values', attributeValueRows);
    await replace('category_ids', 'product_categories', (p) => productCategoryRows(p, positionOf(p)));
    for (const p of slice.filter((item) => !writes(item, isNew(item), 'category_ids') && item.given.has('position'))) {
      await trx.updateTable('product_categories').set({ position: p.position }).where('product_id', '=', p.id).execute();
    }
    await replace('gallery', 'product_media', productMediaRows);
    await replace('stores', 'product_stores', productStoreRows);
    await replace('configurable_attributes', 'configurable_attributes', (p) => configurableAttributeRows(p, attributeIdOf));
    await replace('links', 'product_links', (p) => productLinkRows(p, productIdOf));
    // Bundle and custom options were cleared above (their ids may move between products).
    const bundled = naming('bundle_options');
    await insertAll(trx, 'bundle_options', bundled.flatMap(bundleOptionRows));
    await insertAll(
      trx,
      'bundle_selections',
      bundled.flatMap((p) => bundleSelectionRows(p, productIdOf)),
    );
    const optioned = naming('custom_options');
    await insertAll(trx, 'custom_options', optioned.flatMap(customOptionRows));
    await insertAll(trx, 'custom_option_values', optioned.flatMap(customOptionValueRows));
    done(slice.length);
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
