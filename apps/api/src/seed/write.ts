import { toCents } from '@shoreline/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Dialect } from '../db/dialect.js';
import type { CatalogPlan } from './references.js';

const flag = (value: boolean): number => (value ? 1 : 0);
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

async function insertAll<T extends keyof Database>(trx: Transaction<Database>, table: T, rows: Array<Record<string, unknown>>) {
  for (let i = 0; i < rows.length; i += BATCH) {
    // Rows are built from validated records below; Kysely's insert type is too wide to name per table here.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as never)
      .execute();
  }
}

/** Percent prices are kept as basis points (15% is 1500) so they stay integers. */
const percentToBp = (percent: number) => Math.round(percent * 100);

interface CategoryPlace {
  path: string;
  level: number;
  urlPath: string;
  /** What children put before their url key: nothing below the root category. */
  childPrefix: string;
}

/** Derives each category's id path, level and url path from its parents (the root id 2 is level 1). */
function categoryPaths(plan: CatalogPlan): Map<number, CategoryPlace> {
  const byId = new Map(plan.categories.map((c) => [c.id, c]));
  const result = new Map<number, CategoryPlace>();
  const resolve = (id: number, seen: Set<number>): CategoryPlace => {
    const cached = result.get(id);
    if (cached) return cached;
    const category = byId.get(id);
    if (!category) return { path: id ? String(id) : '', level: id ? 0 : -1, urlPath: '', childPrefix: '' };
    if (seen.has(id)) throw new Error(`category ${id} is part of a cycle`);
    seen.add(id);
    const parent = resolve(category.parent_id, seen);
    const level = parent.level + 1;
    const urlPath = category.url_path ?? (parent.childPrefix ? `${parent.childPrefix}/${category.url_key}` : category.url_key);
    const place = { path: parent.path ? `${parent.path}/${id}` : String(id), level, urlPath, childPrefix: level <= 1 ? '' : urlPath };
    result.set(id, place);
    return place;
  };
  for (const category of plan.categories) resolve(category.id, new Set());
  return result;
}

export async function writeCatalog(db: Kysely<Database>, dialect: Dialect, plan: CatalogPlan, now = new Date()): Promise<void> {
  const stamp = now.toISOString();
  const paths = categoryPaths(plan);
  const productIdBySku = new Map(plan.products.map((p) => [p.sku, p.id]));
  const attributeIdByCode = new Map(plan.attributes.map((a) => [a.attribute_code, a.attribute_id]));

  await db.transaction().execute(async (trx) => {
    for (const table of CATALOG_TABLES) await trx.deleteFrom(table).execute();

    await insertAll(
      trx,
      'stores',
      plan.stores.map((s) => ({
        code: s.code,
        store_id: s.store_id,
        website_id: s.website_id,
        name: s.name,
        tagline: s.tagline,
        logo: s.logo,
        is_default: flag(s.is_default),
        hosts: JSON.stringify(s.hosts.map((h) => h.toLowerCase())),
        url_prefix: s.url_prefix,
        append_store_code: flag(s.append_store_code),
        url_mapping_enabled: flag(s.url_mapping_enabled),
        locale: s.locale,
        currency_code: s.currency_code,
        currency_sign: s.currency_sign,
        fraction_digits: s.fraction_digits,
        price_template: s.price_template,
        default_country: s.default_country,
        default_region: s.default_region,
        display_prices_incl_tax: flag(s.display_prices_incl_tax),
        seo_title: s.seo_title,
        seo_description: s.seo_description,
      })),
    );

    await insertAll(
      trx,
      'attributes',
      plan.attributes.map((a) => ({
        attribute_id: a.attribute_id,
        attribute_code: a.attribute_code,
        frontend_label: a.frontend_label,
        frontend_input: a.frontend_input,
        is_user_defined: flag(a.is_user_defined),
        is_visible: flag(a.is_visible),
        is_comparable: flag(a.is_comparable),
        is_filterable: flag(a.is_filterable),
        position: a.position,
      })),
    );
    await insertAll(
      trx,
      'attribute_options',
      plan.attributes.flatMap((a) =>
        a.options.map((o, position) => ({
          attribute_id: a.attribute_id,
          value: o.value,
          label: o.label,
          position,
        })),
      ),
    );

    await insertAll(
      trx,
      'tax_classes',
      plan.taxClasses.map((t) => ({ id: t.id, name: t.name, kind: t.kind })),
    );
    await insertAll(
      trx,
      'tax_rules',
      plan.taxRules.map((r) => ({ id: r.id, code: r.code, priority: r.priority, position: r.position })),
    );
    await insertAll(
      trx,
      'tax_rule_classes',
      plan.taxRules.flatMap((r) => [
        ...r.product_tax_class_ids.map((id) => ({ rule_id: r.id, tax_class_id: id, kind: 'product' })),
        ...r.customer_tax_class_ids.map((id) => ({ rule_id: r.id, tax_class_id: id, kind: 'customer' })),
      ]),
    );
    await insertAll(
      trx,
      'tax_rates',
      plan.taxRules.flatMap((r) =>
        r.rates.map((rate, position) => ({
          id: rate.id,
          rule_id: r.id,
          code: rate.code,
          tax_country_id: rate.tax_country_id,
          tax_region_id: rate.tax_region_id,
          region_code: rate.region_code,
          region_name: rate.region_name,
          tax_postcode: rate.tax_postcode,
          rate_ppm: Math.round(rate.rate * 10_000),
          position,
        })),
      ),
    );

    await insertAll(
      trx,
      'categories',
      plan.categories.map((c) => {
        const derived = paths.get(c.id);
        return {
          id: c.id,
          parent_id: c.parent_id,
          name: c.name,
          url_key: c.url_key,
          url_path: derived?.urlPath ?? c.url_key,
          path: derived?.path ?? String(c.id),
          level: derived?.level ?? 1,
          position: c.position,
          is_active: flag(c.is_active),
          include_in_menu: flag(c.include_in_menu),
          description: c.description,
          image: c.image,
          meta_title: c.meta_title,
          meta_description: c.meta_description,
          updated_at: stamp,
        };
      }),
    );

    // Parents may be listed after their children in a hand-written file; insert parents of configurables first.
    const ordered = [...plan.products].sort((a, b) => Number(a.parent_sku !== undefined) - Number(b.parent_sku !== undefined));
    await insertAll(
      trx,
      'products',
      ordered.map((p) => ({
        id: p.id,
        sku: p.sku,
        type_id: p.type_id,
        parent_id: p.parent_sku ? (productIdBySku.get(p.parent_sku) ?? null) : null,
        name: p.name,
        url_key: p.url_key,
        url_path: p.url_key,
        status: p.status,
        visibility: p.visibility,
        price_cents: toCents(p.price),
        special_price_cents: p.special_price === null ? null : toCents(p.special_price),
        special_from_date: p.special_from_date,
        special_to_date: p.special_to_date,
        tax_class_id: p.tax_class_id,
        position: p.position,
        description: p.description,
        short_description: p.short_description,
        image: p.image,
        is_new: flag(p.is_new),
        is_bestseller: flag(p.is_bestseller),
        weight_grams: Math.round(p.weight * 1000),
        meta_title: p.meta_title,
        meta_description: p.meta_description,
        type_data: JSON.stringify({
          ...(p.downloadable_links ? { downloadable_links: p.downloadable_links } : {}),
          ...(p.giftcard ? { giftcard: { ...p.giftcard, amounts: p.giftcard.amounts.map(toCents) } } : {}),
        }),
        created_at: p.created_at ?? stamp,
        updated_at: p.updated_at ?? p.created_at ?? stamp,
      })),
    );

    await insertAll(
      trx,
      'stock_items',
      plan.products.map((p) => ({
        product_id: p.id,
        qty: p.stock.qty,
        manage_stock: flag(p.stock.manage_stock),
        is_in_stock: flag(p.stock.is_in_stock ?? (!p.stock.manage_stock || p.stock.qty > 0 || p.stock.backorders)),
        min_sale_qty: p.stock.min_sale_qty,
        max_sale_qty: p.stock.max_sale_qty,
        backorders: flag(p.stock.backorders),
        updated_at: stamp,
      })),
    );
    await insertAll(
      trx,
      'product_attribute_values',
      plan.products.flatMap((p) =>
        Object.entries(p.attributes).map(([attribute_code, value]) => ({ product_id: p.id, attribute_code, value })),
      ),
    );
    await insertAll(
      trx,
      'product_categories',
      plan.products.flatMap((p) =>
        [...new Set(p.category_ids)].map((category_id) => ({ product_id: p.id, category_id, position: p.position })),
      ),
    );
    await insertAll(
      trx,
      'product_media',
      plan.products.flatMap((p) => {
        const gallery = p.gallery.length ? p.gallery : [{ image: p.image, label: p.name }];
        return gallery.map((entry, position) => ({ product_id: p.id, position, image: entry.image, label: entry.label }));
      }),
    );
    await insertAll(
      trx,
      'product_stores',
      plan.products.flatMap((p) => [...new Set(p.stores)].map((store_code) => ({ product_id: p.id, store_code }))),
    );
    await insertAll(
      trx,
      'configurable_attributes',
      plan.products.flatMap((p) =>
        (p.configurable_attributes ?? []).map((code, position) => ({
          product_id: p.id,
          attribute_id: attributeIdByCode.get(code) ?? 0,
          position,
        })),
      ),
    );
    await insertAll(
      trx,
      'product_links',
      plan.products.flatMap((p) =>
        (p.links ?? []).map((link) => ({
          product_id: p.id,
          linked_product_id: productIdBySku.get(link.sku) ?? 0,
          link_type: 'associated',
          qty: link.qty,
          position: link.position,
        })),
      ),
    );
    await insertAll(
      trx,
      'bundle_options',
      plan.products.flatMap((p) =>
        (p.bundle_options ?? []).map((o) => ({
          option_id: o.option_id,
          product_id: p.id,
          title: o.title,
          type: o.type,
          required: flag(o.required),
          position: o.position,
        })),
      ),
    );
    await insertAll(
      trx,
      'bundle_selections',
      plan.products.flatMap((p) =>
        (p.bundle_options ?? []).flatMap((o) =>
          o.links.map((link) => ({
            option_id: o.option_id,
            product_id: productIdBySku.get(link.sku) ?? 0,
            qty: link.qty,
            is_default: flag(link.is_default),
            can_change_qty: flag(link.can_change_qty),
            position: link.position,
          })),
        ),
      ),
    );
    await insertAll(
      trx,
      'custom_options',
      plan.products.flatMap((p) =>
        (p.custom_options ?? []).map((o) => ({
          option_id: o.option_id,
          product_id: p.id,
          title: o.title,
          type: o.type,
          required: flag(o.required),
          sort_order: o.sort_order,
          price_cents: o.price_type === 'fixed' ? toCents(o.price) : 0,
          price_percent_bp: o.price_type === 'percent' ? percentToBp(o.price) : 0,
          price_type: o.price_type,
          sku: o.sku,
          max_characters: o.max_characters ?? null,
        })),
      ),
    );
    await insertAll(
      trx,
      'custom_option_values',
      plan.products.flatMap((p) =>
        (p.custom_options ?? []).flatMap((o) =>
          o.values.map((v) => ({
            option_type_id: v.option_type_id,
            option_id: o.option_id,
            title: v.title,
            sku: v.sku,
            price_cents: v.price_type === 'fixed' ? toCents(v.price) : 0,
            price_percent_bp: v.price_type === 'percent' ? percentToBp(v.price) : 0,
            price_type: v.price_type,
            sort_order: v.sort_order,
          })),
        ),
      ),
    );

    await insertAll(
      trx,
      'cms_pages',
      plan.cmsPages.map((p) => ({
        id: p.id,
        identifier: p.identifier,
        store_code: p.store,
        title: p.title,
        content: p.content,
        content_heading: p.content_heading,
        meta_title: p.meta_title,
        meta_description: p.meta_description,
        is_active: flag(p.is_active),
        updated_at: stamp,
      })),
    );
    await insertAll(
      trx,
      'cms_blocks',
      plan.cmsBlocks.map((b) => ({
        id: b.id,
        identifier: b.identifier,
        store_code: b.store,
        title: b.title,
        content: b.content,
        is_active: flag(b.is_active),
        updated_at: stamp,
      })),
    );
    await insertAll(
      trx,
      'url_rewrites',
      plan.urlRewrites.map((r) => ({
        id: r.id,
        store_code: r.store,
        entity_type: r.entity_type,
        entity_ref: String(r.entity),
        request_path: r.request_path,
        target_path: r.target_path,
        redirect_type: r.redirect_type,
      })),
    );
    await insertAll(
      trx,
      'blog_categories',
      plan.blogCategories.map((c) => ({
        id: c.id,
        title: c.title,
        url_key: c.url_key,
        status: c.status,
        description: c.description,
      })),
    );
    await insertAll(
      trx,
      'blog_posts',
      plan.blogPosts.map((p) => ({
        id: p.id,
        title: p.title,
        url_key: p.url_key,
        status: p.status,
        publish_date: p.publish_date,
        author: p.author,
        image: p.image,
        short_content: p.short_content,
        content: p.content,
        meta_title: p.meta_title,
        meta_description: p.meta_description,
      })),
    );
    await insertAll(
      trx,
      'blog_post_categories',
      plan.blogPosts.flatMap((p) => [...new Set(p.blog_category_ids)].map((category_id) => ({ post_id: p.id, category_id }))),
    );
    await insertAll(
      trx,
      'banners',
      plan.banners.map((b) => ({
        id: b.id,
        store_code: b.store,
        slot: b.slot,
        title: b.title,
        subtitle: b.subtitle,
        cta: b.cta,
        link: b.link,
        image: b.image,
        position: b.position,
      })),
    );
    await insertAll(
      trx,
      'coupons',
      plan.coupons.map((c) => ({
        code: c.code,
        description: c.description,
        discount_type: c.discount_type,
        discount_value: c.discount_type === 'percent' ? percentToBp(c.discount_value) : toCents(c.discount_value),
        is_active: flag(c.is_active),
        from_date: c.from_date,
        to_date: c.to_date,
        uses_per_customer: c.uses_per_customer,
      })),
    );
    await writeFees(trx, plan);
    await insertAll(
      trx,
      'reviews',
      plan.reviews.map((r) => ({
        id: r.id,
        product_id: productIdBySku.get(r.product_sku) ?? 0,
        title: r.title,
        detail: r.detail,
        nickname: r.nickname,
        rating: r.rating,
        status: r.status,
        customer_id: null,
        created_at: r.created_at,
      })),
    );

    await bumpCatalogVersion(trx, stamp);
  });
  await dialect.syncIdentity(db, 'reviews', 'id');
  await dialect.syncIdentity(db, 'bundle_selections', 'id');
}

/** Extra fees with their options (prices to cents) and the stores that offer them. */
async function writeFees(trx: Transaction<Database>, plan: CatalogPlan): Promise<void> {
  await insertAll(
    trx,
    'fees',
    plan.fees.map((f) => ({
      id: f.id,
      name: f.name,
      description: f.description,
      frontend_type: f.frontend_type,
      tax_class_id: f.tax_class_id,
      is_active: flag(f.is_active),
      sort_order: f.sort_order,
    })),
  );
  await insertAll(
    trx,
    'fee_options',
    plan.fees.flatMap((f) =>
      f.options.map((o) => ({ id: o.id, fee_id: f.id, label: o.label, price_cents: toCents(o.price), sort_order: o.sort_order })),
    ),
  );
  await insertAll(
    trx,
    'fee_stores',
    plan.fees.flatMap((f) => [...new Set(f.stores)].map((store_code) => ({ fee_id: f.id, store_code }))),
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
