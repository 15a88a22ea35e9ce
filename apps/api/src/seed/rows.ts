import { bannerDocumentOf, toCents } from '@shoreline/domain';
import { sanitizeHtml } from '@shoreline/domain/content/sanitize-html';
import type { Insertable } from 'kysely';
import type { Database } from '../db/index.js';
import type { CatalogPlan } from './references.js';
import type { CategoryPlace } from './category-places.js';

/**
 * How one import record becomes table rows. The full import (write.ts) and the upsert
 * (upsert-write.ts) share these, so both store a record the same way, and every field the
 * storefront renders as HTML is cleaned here, whatever the file holds.
 */
export type Row<T extends keyof Database> = Insertable<Database[T]>;
type Item<K extends keyof CatalogPlan> = CatalogPlan[K][number];

export const flag = (value: boolean): number => (value ? 1 : 0);

/** Percent prices are kept as basis points (15% is 1500) so they stay integers. */
export const percentToBp = (percent: number) => Math.round(percent * 100);

export function storeRow(s: Item<'stores'>): Row<'stores'> {
  return {
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
    address: s.address ? JSON.stringify(s.address) : null,
    telephone: s.telephone,
    opening_hours: JSON.stringify(s.opening_hours),
    pickup_hours: JSON.stringify(s.pickup_hours),
  };
}

export function taxClassRow(t: Item<'taxClasses'>): Row<'tax_classes'> {
  return { id: t.id, name: t.name, kind: t.kind };
}

export function attributeRow(a: Item<'attributes'>): Row<'attributes'> {
  return {
    attribute_id: a.attribute_id,
    attribute_code: a.attribute_code,
    frontend_label: a.frontend_label,
    frontend_input: a.frontend_input,
    is_user_defined: flag(a.is_user_defined),
    is_visible: flag(a.is_visible),
    is_comparable: flag(a.is_comparable),
    is_filterable: flag(a.is_filterable),
    position: a.position,
  };
}

export function attributeOptionRows(a: Item<'attributes'>): Row<'attribute_options'>[] {
  return a.options.map((o, position) => ({ attribute_id: a.attribute_id, value: o.value, label: o.label, position }));
}

/** A store view's texts of a record, as rows: one per store its `store_texts` names, with the record's key. */
const textRows = <K extends object, T, R>(key: K, texts: Readonly<Record<string, T>>, columns: (text: T) => R) =>
  Object.entries(texts).map(([store_code, text]) => ({ ...key, store_code, ...columns(text) }));

/** An attribute's label in other store views' languages (a view that names none keeps the attribute's). */
export const attributeStoreTextRows = (a: Item<'attributes'>): Row<'attribute_store_texts'>[] =>
  Object.entries(a.store_texts).flatMap(([store_code, t]) =>
    t.frontend_label === undefined ? [] : [{ attribute_id: a.attribute_id, store_code, frontend_label: t.frontend_label }],
  );

export const attributeOptionStoreTextRows = (a: Item<'attributes'>): Row<'attribute_option_store_texts'>[] =>
  a.options.flatMap((o) => textRows({ attribute_id: a.attribute_id, value: o.value }, o.store_texts, (t) => ({ label: t.label })));

export function taxRuleRow(r: Item<'taxRules'>): Row<'tax_rules'> {
  return { id: r.id, code: r.code, priority: r.priority, position: r.position };
}

export function taxRuleClassRows(r: Item<'taxRules'>): Row<'tax_rule_classes'>[] {
  return [
    ...r.product_tax_class_ids.map((id) => ({ rule_id: r.id, tax_class_id: id, kind: 'product' })),
    ...r.customer_tax_class_ids.map((id) => ({ rule_id: r.id, tax_class_id: id, kind: 'customer' })),
  ];
}

export function taxRateRows(r: Item<'taxRules'>): Row<'tax_rates'>[] {
  return r.rates.map((rate, position) => ({
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
  }));
}

export function categoryRow(c: Item<'categories'>, place: CategoryPlace | undefined, stamp: string): Row<'categories'> {
  return {
    id: c.id,
    parent_id: c.parent_id,
    name: c.name,
    url_key: c.url_key,
    url_path: place?.urlPath ?? c.url_key,
    path: place?.path ?? String(c.id),
    level: place?.level ?? 1,
    position: c.position,
    is_active: flag(c.is_active),
    include_in_menu: flag(c.include_in_menu),
    description: sanitizeHtml(c.description),
    image: c.image,
    meta_title: c.meta_title,
    meta_description: c.meta_description,
    updated_at: stamp,
  };
}

/** A category's texts in other store views' languages: one row per store its `store_texts` names. */
export const categoryStoreTextRows = (c: Item<'categories'>): Row<'category_store_texts'>[] =>
  Object.entries(c.store_texts).map(([store_code, t]) => ({
    category_id: c.id,
    store_code,
    name: t.name ?? null,
    description: t.description === undefined ? null : sanitizeHtml(t.description),
    meta_title: t.meta_title ?? null,
    meta_description: t.meta_description ?? null,
  }));

/** What a product's type keeps beside its columns: downloadable links, gift card settings (amounts in cents). */
export function typeDataOf(p: Item<'products'>): Record<string, unknown> {
  return {
    ...(p.downloadable_links ? { downloadable_links: p.downloadable_links } : {}),
    ...(p.giftcard ? { giftcard: { ...p.giftcard, amounts: p.giftcard.amounts.map(toCents) } } : {}),
  };
}

export function productRow(p: Item<'products'>, parentId: number | null, stamp: string): Row<'products'> {
  return {
    id: p.id,
    sku: p.sku,
    type_id: p.type_id,
    parent_id: parentId,
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
    description: sanitizeHtml(p.description),
    short_description: sanitizeHtml(p.short_description),
    image: p.image,
    is_new: flag(p.is_new),
    is_bestseller: flag(p.is_bestseller),
    customer_changes: flag(p.customer_changes),
    keep_held_date: flag(p.keep_held_date),
    weight_grams: Math.round(p.weight * 1000),
    meta_title: p.meta_title,
    meta_description: p.meta_description,
    type_data: JSON.stringify(typeDataOf(p)),
    created_at: p.created_at ?? stamp,
    updated_at: p.updated_at ?? p.created_at ?? stamp,
  };
}

/** The record keys each product column comes from, where they differ from the column's own name. */
export const PRODUCT_COLUMN_SOURCES: Readonly<Record<string, readonly string[]>> = {
  parent_id: ['parent_sku'],
  url_path: ['url_key'],
  price_cents: ['price'],
  special_price_cents: ['special_price'],
  weight_grams: ['weight'],
  type_data: ['downloadable_links', 'giftcard'],
};

export function stockRow(p: Item<'products'>, stamp: string): Row<'stock_items'> {
  return {
    product_id: p.id,
    qty: p.stock.qty,
    manage_stock: flag(p.stock.manage_stock),
    is_in_stock: flag(p.stock.is_in_stock ?? (!p.stock.manage_stock || p.stock.qty > 0 || p.stock.backorders)),
    min_sale_qty: p.stock.min_sale_qty,
    max_sale_qty: p.stock.max_sale_qty,
    backorders: flag(p.stock.backorders),
    updated_at: stamp,
  };
}

export const attributeValueRows = (p: Item<'products'>): Row<'product_attribute_values'>[] =>
  Object.entries(p.attributes).map(([attribute_code, value]) => ({ product_id: p.id, attribute_code, value }));

export const productCategoryRows = (p: Item<'products'>, position = p.position): Row<'product_categories'>[] =>
  [...new Set(p.category_ids)].map((category_id) => ({ product_id: p.id, category_id, position }));

export function productMediaRows(p: Item<'products'>): Row<'product_media'>[] {
  const gallery = p.gallery.length ? p.gallery : [{ image: p.image, label: p.name }];
  return gallery.map((entry, position) => ({ product_id: p.id, position, image: entry.image, label: entry.label }));
}

export const productStoreRows = (p: Item<'products'>): Row<'product_stores'>[] =>
  [...new Set(p.stores)].map((store_code) => ({ product_id: p.id, store_code }));

/** A product's texts in other store views' languages, cleaned like its own: one row per store its `store_texts` names. */
export const productStoreTextRows = (p: Item<'products'>): Row<'product_store_texts'>[] =>
  Object.entries(p.store_texts).map(([store_code, t]) => ({
    product_id: p.id,
    store_code,
    name: t.name ?? null,
    short_description: t.short_description === undefined ? null : sanitizeHtml(t.short_description),
    description: t.description === undefined ? null : sanitizeHtml(t.description),
    meta_title: t.meta_title ?? null,
    meta_description: t.meta_description ?? null,
  }));

export const configurableAttributeRows = (p: Item<'products'>, attributeIdOf: (code: string) => number): Row<'configurable_attributes'>[] =>
  (p.configurable_attributes ?? []).map((code, position) => ({ product_id: p.id, attribute_id: attributeIdOf(code), position }));

export const productLinkRows = (p: Item<'products'>, productIdOf: (sku: string) => number): Row<'product_links'>[] =>
  (p.links ?? []).map((link) => ({
    product_id: p.id,
    linked_product_id: productIdOf(link.sku),
    link_type: 'associated',
    qty: link.qty,
    position: link.position,
  }));

export const bundleOptionRows = (p: Item<'products'>): Row<'bundle_options'>[] =>
  (p.bundle_options ?? []).map((o) => ({
    option_id: o.option_id,
    product_id: p.id,
    title: o.title,
    type: o.type,
    required: flag(o.required),
    position: o.position,
  }));

export const bundleSelectionRows = (p: Item<'products'>, productIdOf: (sku: string) => number): Row<'bundle_selections'>[] =>
  (p.bundle_options ?? []).flatMap((o) =>
    o.links.map((link) => ({
      option_id: o.option_id,
      product_id: productIdOf(link.sku),
      qty: link.qty,
      is_default: flag(link.is_default),
      can_change_qty: flag(link.can_change_qty),
      position: link.position,
    })),
  );

export const customOptionRows = (p: Item<'products'>): Row<'custom_options'>[] =>
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
  }));

/** A custom or bundle option's title, and a custom option value's, in other store views' languages. */
export const customOptionStoreTextRows = (p: Item<'products'>): Row<'custom_option_store_texts'>[] =>
  (p.custom_options ?? []).flatMap((o) => textRows({ option_id: o.option_id }, o.store_texts, (t) => t));

export const customOptionValueStoreTextRows = (p: Item<'products'>): Row<'custom_option_value_store_texts'>[] =>
  (p.custom_options ?? []).flatMap((o) => o.values.flatMap((v) => textRows({ option_type_id: v.option_type_id }, v.store_texts, (t) => t)));

export const bundleOptionStoreTextRows = (p: Item<'products'>): Row<'bundle_option_store_texts'>[] =>
  (p.bundle_options ?? []).flatMap((o) => textRows({ option_id: o.option_id }, o.store_texts, (t) => t));

export const customOptionValueRows = (p: Item<'products'>): Row<'custom_option_values'>[] =>
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
  );

export function cmsPageRow(p: Item<'cmsPages'>, stamp: string): Row<'cms_pages'> {
  return {
    id: p.id,
    identifier: p.identifier,
    store_code: p.store,
    title: p.title,
    content: sanitizeHtml(p.content),
    content_heading: p.content_heading,
    meta_title: p.meta_title,
    meta_description: p.meta_description,
    is_active: flag(p.is_active),
    updated_at: stamp,
  };
}

export function cmsBlockRow(b: Item<'cmsBlocks'>, stamp: string): Row<'cms_blocks'> {
  return {
    id: b.id,
    identifier: b.identifier,
    store_code: b.store,
    title: b.title,
    content: sanitizeHtml(b.content),
    is_active: flag(b.is_active),
    updated_at: stamp,
  };
}

export function urlRewriteRow(r: Item<'urlRewrites'>): Row<'url_rewrites'> {
  return {
    id: r.id,
    store_code: r.store,
    entity_type: r.entity_type,
    entity_ref: String(r.entity),
    request_path: r.request_path,
    target_path: r.target_path,
    redirect_type: r.redirect_type,
  };
}

export function blogCategoryRow(c: Item<'blogCategories'>): Row<'blog_categories'> {
  return { id: c.id, title: c.title, url_key: c.url_key, status: c.status, description: c.description };
}

export function blogPostRow(p: Item<'blogPosts'>): Row<'blog_posts'> {
  return {
    id: p.id,
    title: p.title,
    url_key: p.url_key,
    status: p.status,
    publish_date: p.publish_date,
    author: p.author,
    image: p.image,
    short_content: p.short_content,
    content: sanitizeHtml(p.content),
    meta_title: p.meta_title,
    meta_description: p.meta_description,
  };
}

export const blogPostCategoryRows = (p: Item<'blogPosts'>): Row<'blog_post_categories'>[] =>
  [...new Set(p.blog_category_ids)].map((category_id) => ({ post_id: p.id, category_id }));

export function bannerRow(b: Item<'banners'>): Row<'banners'> {
  return { ...bannerDocumentOf(b), store_code: b.store, slot: b.slot };
}

export function couponRow(c: Item<'coupons'>): Row<'coupons'> {
  return {
    code: c.code,
    description: c.description,
    discount_type: c.discount_type,
    discount_value: c.discount_type === 'percent' ? percentToBp(c.discount_value) : toCents(c.discount_value),
    is_active: flag(c.is_active),
    from_date: c.from_date,
    to_date: c.to_date,
    uses_per_customer: c.uses_per_customer,
  };
}

export function feeRow(f: Item<'fees'>): Row<'fees'> {
  return {
    id: f.id,
    name: f.name,
    description: f.description,
    frontend_type: f.frontend_type,
    tax_class_id: f.tax_class_id,
    is_active: flag(f.is_active),
    sort_order: f.sort_order,
  };
}

export const feeOptionRows = (f: Item<'fees'>): Row<'fee_options'>[] =>
  f.options.map((o) => ({ id: o.id, fee_id: f.id, label: o.label, price_cents: toCents(o.price), sort_order: o.sort_order }));

export const feeStoreRows = (f: Item<'fees'>): Row<'fee_stores'>[] =>
  [...new Set(f.stores)].map((store_code) => ({ fee_id: f.id, store_code }));

export function reviewRow(r: Item<'reviews'>, productId: number): Row<'reviews'> {
  return {
    id: r.id,
    product_id: productId,
    title: r.title,
    detail: r.detail,
    nickname: r.nickname,
    rating: r.rating,
    status: r.status,
    customer_id: null,
    created_at: r.created_at,
  };
}
