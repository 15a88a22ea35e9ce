import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/index.js';

/** Every catalog table, read in one go; the read model is built from this snapshot. */
export interface CatalogRows {
  version: number;
  stores: Selectable<Database['stores']>[];
  categories: Selectable<Database['categories']>[];
  categoryStoreTexts: Selectable<Database['category_store_texts']>[];
  attributes: Selectable<Database['attributes']>[];
  attributeOptions: Selectable<Database['attribute_options']>[];
  taxRules: Selectable<Database['tax_rules']>[];
  taxRuleClasses: Selectable<Database['tax_rule_classes']>[];
  taxRates: Selectable<Database['tax_rates']>[];
  products: Selectable<Database['products']>[];
  attributeValues: Selectable<Database['product_attribute_values']>[];
  productCategories: Selectable<Database['product_categories']>[];
  media: Selectable<Database['product_media']>[];
  productStores: Selectable<Database['product_stores']>[];
  productStoreTexts: Selectable<Database['product_store_texts']>[];
  attributeStoreTexts: Selectable<Database['attribute_store_texts']>[];
  attributeOptionStoreTexts: Selectable<Database['attribute_option_store_texts']>[];
  customOptionStoreTexts: Selectable<Database['custom_option_store_texts']>[];
  customOptionValueStoreTexts: Selectable<Database['custom_option_value_store_texts']>[];
  bundleOptionStoreTexts: Selectable<Database['bundle_option_store_texts']>[];
  configurableAttributes: Selectable<Database['configurable_attributes']>[];
  links: Selectable<Database['product_links']>[];
  bundleOptions: Selectable<Database['bundle_options']>[];
  bundleSelections: Selectable<Database['bundle_selections']>[];
  customOptions: Selectable<Database['custom_options']>[];
  customOptionValues: Selectable<Database['custom_option_values']>[];
  stock: Selectable<Database['stock_items']>[];
  cmsPages: Selectable<Database['cms_pages']>[];
  cmsBlocks: Selectable<Database['cms_blocks']>[];
  urlRewrites: Selectable<Database['url_rewrites']>[];
  blogCategories: Selectable<Database['blog_categories']>[];
  blogPosts: Selectable<Database['blog_posts']>[];
  blogPostCategories: Selectable<Database['blog_post_categories']>[];
  banners: Selectable<Database['banners']>[];
  reviews: Selectable<Database['reviews']>[];
  customerGroups: Selectable<Database['customer_groups']>[];
  groupPrices: Selectable<Database['group_prices']>[];
}

export async function readCatalogVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('catalog_state').select('version').where('id', '=', 1).executeTakeFirst();
  return row?.version ?? 0;
}

/** Reads the catalog inside one transaction so the snapshot is consistent. */
export async function loadCatalogRows(db: Kysely<Database>): Promise<CatalogRows> {
  return db.transaction().execute(async (trx) => {
    const all = <T extends keyof Database>(table: T) => trx.selectFrom(table).selectAll().execute() as Promise<Selectable<Database[T]>[]>;
    return {
      version: await readCatalogVersion(trx),
      stores: await all('stores'),
      categories: await trx.selectFrom('categories').selectAll().orderBy('position').orderBy('id').execute(),
      categoryStoreTexts: await all('category_store_texts'),
      attributes: await trx.selectFrom('attributes').selectAll().orderBy('position').orderBy('attribute_id').execute(),
      attributeOptions: await trx.selectFrom('attribute_options').selectAll().orderBy('attribute_id').orderBy('position').execute(),
      taxRules: await trx.selectFrom('tax_rules').selectAll().orderBy('priority').orderBy('position').orderBy('id').execute(),
      taxRuleClasses: await all('tax_rule_classes'),
      taxRates: await trx.selectFrom('tax_rates').selectAll().orderBy('rule_id').orderBy('position').execute(),
      products: await trx.selectFrom('products').selectAll().orderBy('id').execute(),
      attributeValues: await all('product_attribute_values'),
      productCategories: await all('product_categories'),
      media: await trx.selectFrom('product_media').selectAll().orderBy('product_id').orderBy('position').execute(),
      productStores: await all('product_stores'),
      productStoreTexts: await all('product_store_texts'),
      attributeStoreTexts: await all('attribute_store_texts'),
      attributeOptionStoreTexts: await all('attribute_option_store_texts'),
      customOptionStoreTexts: await all('custom_option_store_texts'),
      customOptionValueStoreTexts: await all('custom_option_value_store_texts'),
      bundleOptionStoreTexts: await all('bundle_option_store_texts'),
      configurableAttributes: await trx
        .selectFrom('configurable_attributes')
        .selectAll()
        .orderBy('product_id')
        .orderBy('position')
        .execute(),
      links: await trx.selectFrom('product_links').selectAll().orderBy('product_id').orderBy('position').execute(),
      bundleOptions: await trx.selectFrom('bundle_options').selectAll().orderBy('product_id').orderBy('position').execute(),
      bundleSelections: await trx.selectFrom('bundle_selections').selectAll().orderBy('option_id').orderBy('position').execute(),
      customOptions: await trx.selectFrom('custom_options').selectAll().orderBy('product_id').orderBy('sort_order').execute(),
      customOptionValues: await trx.selectFrom('custom_option_values').selectAll().orderBy('option_id').orderBy('sort_order').execute(),
      stock: await all('stock_items'),
      cmsPages: await all('cms_pages'),
      cmsBlocks: await all('cms_blocks'),
      urlRewrites: await all('url_rewrites'),
      blogCategories: await all('blog_categories'),
      blogPosts: await all('blog_posts'),
      blogPostCategories: await all('blog_post_categories'),
      banners: await trx.selectFrom('banners').selectAll().orderBy('position').orderBy('id').execute(),
      reviews: await trx.selectFrom('reviews').selectAll().where('status', '=', 1).orderBy('created_at', 'desc').execute(),
      customerGroups: await trx.selectFrom('customer_groups').selectAll().orderBy('id').execute(),
      groupPrices: await trx.selectFrom('group_prices').selectAll().orderBy('sku').orderBy('group_id').orderBy('qty').execute(),
    };
  });
}

export async function readLatestStockEventId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('stock_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Stock rows of the products whose stock changed after a given event. */
export async function loadStockChangesSince(db: Kysely<Database>, afterId: number) {
  const events = await db
    .selectFrom('stock_events')
    .select(['id', 'product_id'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(5000)
    .execute();
  const productIds = [...new Set(events.map((e) => e.product_id))];
  const rows = productIds.length ? await db.selectFrom('stock_items').selectAll().where('product_id', 'in', productIds).execute() : [];
  return { lastId: events.at(-1)?.id ?? afterId, rows };
}
