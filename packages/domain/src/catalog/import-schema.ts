import { z } from 'zod';
import { storeAddressSchema, storeTelephoneSchema, weeklyHoursSchema } from '../store-place.js';
import { SKU_MAX_LENGTH, SKU_PATTERN } from '../formats.js';

/**
 * The catalog import format: newline-delimited JSON, one record per line, each
 * with a "type". The seed shipped with Shoreline is a file in this format, and a
 * shop owner loads their own catalog the same way. Amounts are decimals in the
 * store's currency (e.g. 89.99); the importer turns them into integer cents once.
 */

const id = z.number().int().positive();
const code = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9_]+$/, 'use lower-case letters, digits and _');
const urlKey = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lower-case words joined by -');
const urlPath = z
  .string()
  .min(1)
  .max(400)
  .regex(/^[a-z0-9]+(?:[-/][a-z0-9]+)*$/, 'use lower-case words joined by - and /');
const amount = z.number().nonnegative().max(1_000_000).multipleOf(0.01, 'use at most 2 fraction digits');
const isoDate = z.iso.datetime({ offset: true }).or(z.iso.date());
const storeCode = code;
const html = z.string().max(200_000);
/** The search-engine title and description of a page the storefront renders; empty when the catalog gives none. */
const metaTexts = { meta_title: z.string().default(''), meta_description: z.string().default('') };
/** What a blog category and a blog post both have: their id, title, address and whether they are published. */
const blogEntry = { id, title: z.string().min(1), url_key: urlKey, status: z.number().int().min(0).max(1).default(1) };
/**
 * A record's texts in other store views' languages, by store code ({"de": {"name": "Krabbenkuchen"}}). A field
 * left out, and every store the map does not name, shows the record's own text.
 */
const storeTextsOf = <T extends z.ZodRawShape>(fields: T) => z.record(storeCode, z.strictObject(fields)).default({});
/** A label a shopper chooses with (an option's title, a value's, an attribute's), in other store views' languages. */
const titleTexts = () => storeTextsOf({ title: z.string().min(1).max(255) });
const storeMetaTexts = { meta_title: z.string().min(1).optional(), meta_description: z.string().min(1).optional() };

export const storeRecord = z.strictObject({
  type: z.literal('store'),
  code: storeCode,
  store_id: z.number().int().nonnegative(),
  website_id: z.number().int().nonnegative(),
  name: z.string().min(1),
  tagline: z.string().default(''),
  logo: z.string().min(1),
  is_default: z.boolean().default(false),
  hosts: z.array(z.string().min(1)).default([]),
  url_prefix: z
    .string()
    .regex(/^\/[a-z]{2}$/)
    .nullable()
    .default(null),
  append_store_code: z.boolean().default(false),
  url_mapping_enabled: z.boolean().default(true),
  locale: z.enum(['de-DE', 'en-US', 'it-IT']),
  currency_code: z.string().length(3),
  currency_sign: z.string().min(1),
  fraction_digits: z.number().int().min(0).max(4).default(2),
  price_template: z.string().default('{sign}{amount}'),
  default_country: z.string().length(2),
  default_region: z.string().default(''),
  display_prices_incl_tax: z.boolean().default(false),
  seo_title: z.string().default(''),
  seo_description: z.string().default(''),
  /** The store's own record: where it is, its phone (digits), opening and pickup hours (none: no pickup). */
  address: storeAddressSchema.nullable().default(null),
  telephone: storeTelephoneSchema.default(''),
  opening_hours: weeklyHoursSchema.default({}),
  pickup_hours: weeklyHoursSchema.default({}),
});

export const attributeRecord = z.strictObject({
  type: z.literal('attribute'),
  attribute_id: id,
  attribute_code: code,
  frontend_label: z.string().min(1),
  frontend_input: z.enum(['select', 'multiselect', 'boolean', 'text', 'price']),
  is_user_defined: z.boolean().default(true),
  is_visible: z.boolean().default(true),
  is_comparable: z.boolean().default(false),
  is_filterable: z.boolean().default(false),
  position: z.number().int().default(0),
  options: z
    .array(
      z.strictObject({
        value: z.string().min(1),
        label: z.string().min(1),
        store_texts: storeTextsOf({ label: z.string().min(1).max(255) }),
      }),
    )
    .default([]),
  store_texts: storeTextsOf({ frontend_label: z.string().min(1).max(255) }),
});

export const categoryRecord = z.strictObject({
  type: z.literal('category'),
  id,
  parent_id: z.number().int().nonnegative(),
  name: z.string().min(1).max(200),
  url_key: urlKey,
  /** Defaults to the parents' url keys joined with "/" (the root's own key is left out). */
  url_path: urlPath.optional(),
  position: z.number().int().default(0),
  is_active: z.boolean().default(true),
  include_in_menu: z.boolean().default(true),
  description: html.default(''),
  image: z.string().nullable().default(null),
  ...metaTexts,
  store_texts: storeTextsOf({ name: z.string().min(1).max(200).optional(), description: html.optional(), ...storeMetaTexts }),
});

export const taxClassRecord = z.strictObject({
  type: z.literal('tax_class'),
  id,
  name: z.string().min(1),
  kind: z.enum(['product', 'customer']),
});

export const taxRuleRecord = z.strictObject({
  type: z.literal('tax_rule'),
  id,
  code: z.string().min(1),
  priority: z.number().int().default(0),
  position: z.number().int().default(0),
  product_tax_class_ids: z.array(id).min(1),
  customer_tax_class_ids: z.array(id).min(1),
  rates: z
    .array(
      z.strictObject({
        id,
        code: z.string().min(1),
        tax_country_id: z.string().length(2),
        tax_region_id: z.number().int().nonnegative().default(0),
        region_code: z.string().default(''),
        region_name: z.string().default(''),
        tax_postcode: z.string().default('*'),
        /** Percent, e.g. 6 for 6%. */
        rate: z.number().min(0).max(100),
      }),
    )
    .min(1),
});

const stockSchema = z.strictObject({
  qty: z.number().int().min(0).default(0),
  manage_stock: z.boolean().default(true),
  is_in_stock: z.boolean().optional(),
  min_sale_qty: z.number().int().positive().default(1),
  max_sale_qty: z.number().int().positive().default(10000),
  backorders: z.boolean().default(false),
});

const customOptionValue = z.strictObject({
  option_type_id: id,
  title: z.string().min(1),
  sku: z.string().default(''),
  price: z.number().default(0),
  price_type: z.enum(['fixed', 'percent']).default('fixed'),
  sort_order: z.number().int().default(0),
  store_texts: titleTexts(),
});

const customOption = z.strictObject({
  option_id: id,
  title: z.string().min(1),
  type: z.enum(['drop_down', 'radio', 'checkbox', 'multiple', 'field', 'area']),
  required: z.boolean().default(false),
  sort_order: z.number().int().default(0),
  /** For field/area options: the price of filling them in. */
  price: z.number().default(0),
  price_type: z.enum(['fixed', 'percent']).default('fixed'),
  sku: z.string().default(''),
  max_characters: z.number().int().positive().optional(),
  values: z.array(customOptionValue).default([]),
  store_texts: titleTexts(),
});

const bundleOption = z.strictObject({
  option_id: id,
  title: z.string().min(1),
  type: z.enum(['select', 'radio', 'checkbox', 'multi']),
  required: z.boolean().default(true),
  position: z.number().int().default(0),
  links: z
    .array(
      z.strictObject({
        sku: z.string().min(1),
        qty: z.number().int().min(0).default(1),
        is_default: z.boolean().default(false),
        can_change_qty: z.boolean().default(false),
        position: z.number().int().default(0),
      }),
    )
    .min(1),
  store_texts: titleTexts(),
});

export const productTypes = ['simple', 'configurable', 'grouped', 'bundle', 'downloadable', 'virtual', 'giftcard'] as const;
export type ProductType = (typeof productTypes)[number];

export const productRecord = z.strictObject({
  type: z.literal('product'),
  id,
  sku: z.string().min(1).max(SKU_MAX_LENGTH).regex(SKU_PATTERN, 'use letters, digits, - and _'),
  type_id: z.enum(productTypes),
  /** Set on the children of a configurable product: the parent's sku. */
  parent_sku: z.string().optional(),
  name: z.string().min(1).max(255),
  url_key: urlKey,
  status: z.number().int().min(0).max(3).default(1),
  /** 1 not visible alone (a child), 2 catalog, 3 search, 4 both. */
  visibility: z.number().int().min(1).max(4).default(4),
  price: amount,
  special_price: amount.nullable().default(null),
  special_from_date: isoDate.nullable().default(null),
  special_to_date: isoDate.nullable().default(null),
  tax_class_id: z.number().int().nonnegative(),
  category_ids: z.array(id).default([]),
  /** Position in its categories' listings; lower comes first. */
  position: z.number().int().default(0),
  description: html.default(''),
  short_description: z.string().max(2000).default(''),
  image: z.string().min(1),
  gallery: z.array(z.strictObject({ image: z.string().min(1), label: z.string().default('') })).default([]),
  /** Values of select attributes by attribute code (option values, as strings). */
  attributes: z.record(code, z.string()).default({}),
  stock: stockSchema.default({
    qty: 0,
    manage_stock: false,
    min_sale_qty: 1,
    max_sale_qty: 10000,
    backorders: false,
  }),
  /** Stores that sell this product; the restaurant brand has its own list. */
  stores: z.array(storeCode).min(1).default(['main']),
  is_new: z.boolean().default(false),
  is_bestseller: z.boolean().default(false),
  /** Whether customers change orders holding this product themselves (issue 38; false for live crabs). */
  customer_changes: z.boolean().default(true),
  /** Whether a customer may keep a date a shipping hold pauses, at their own risk (issue 38). */
  keep_held_date: z.boolean().default(false),
  weight: z.number().nonnegative().default(0),
  ...metaTexts,
  store_texts: storeTextsOf({
    name: z.string().min(1).max(255).optional(),
    short_description: z.string().min(1).max(2000).optional(),
    description: html.optional(),
    ...storeMetaTexts,
  }),
  created_at: isoDate.optional(),
  updated_at: isoDate.optional(),
  /** configurable: the attribute codes the shopper chooses, in order. */
  configurable_attributes: z.array(code).optional(),
  /** grouped: the associated simple products. */
  links: z
    .array(z.strictObject({ sku: z.string().min(1), qty: z.number().int().min(0).default(1), position: z.number().int().default(0) }))
    .optional(),
  bundle_options: z.array(bundleOption).optional(),
  custom_options: z.array(customOption).optional(),
  downloadable_links: z
    .array(z.strictObject({ title: z.string().min(1), file: z.string().min(1), sample: z.string().optional() }))
    .optional(),
  /** giftcard: 1 virtual, 2 physical, 3 combined; amounts the shopper may choose. */
  giftcard: z
    .strictObject({
      giftcard_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      amounts: z.array(amount).min(1),
      allow_open_amount: z.boolean().default(false),
    })
    .optional(),
});

export const cmsPageRecord = z.strictObject({
  type: z.literal('cms_page'),
  id,
  identifier: urlKey,
  title: z.string().min(1),
  content: html,
  content_heading: z.string().default(''),
  ...metaTexts,
  is_active: z.boolean().default(true),
  /** null: every store. */
  store: storeCode.nullable().default(null),
});

export const cmsBlockRecord = z.strictObject({
  type: z.literal('cms_block'),
  id,
  identifier: z.string().min(1).max(100),
  title: z.string().min(1),
  content: html,
  is_active: z.boolean().default(true),
  store: storeCode.nullable().default(null),
});

export const urlRewriteRecord = z.strictObject({
  type: z.literal('url_rewrite'),
  id,
  store: storeCode.default('main'),
  entity_type: z.enum(['product', 'category', 'cms-page']),
  /** The product sku, category id or CMS page identifier the rewrite points at. */
  entity: z.union([z.string().min(1), id]),
  request_path: urlPath,
  /** For redirect_type 0 a target such as catalog/product/view/id/12; for 301/302 the path to send the visitor to. */
  target_path: z.string().min(1),
  redirect_type: z.union([z.literal(0), z.literal(301), z.literal(302)]),
});

export const blogCategoryRecord = z.strictObject({
  type: z.literal('blog_category'),
  ...blogEntry,
  description: z.string().default(''),
});

export const blogPostRecord = z.strictObject({
  type: z.literal('blog_post'),
  ...blogEntry,
  publish_date: isoDate,
  author: z.string().default(''),
  image: z.string().nullable().default(null),
  short_content: z.string().default(''),
  content: html,
  blog_category_ids: z.array(id).default([]),
  ...metaTexts,
});

export const bannerRecord = z.strictObject({
  type: z.literal('banner'),
  id,
  store: storeCode,
  /** main: the hero carousel; small: the tiles under it; product: on product pages; head: the header image. */
  slot: z.enum(['main', 'small', 'product', 'head']),
  title: z.string().min(1),
  subtitle: z.string().default(''),
  cta: z.string().default(''),
  link: z.string().min(1),
  image: z.string().min(1),
  position: z.number().int().default(0),
});

export const couponRecord = z.strictObject({
  type: z.literal('coupon'),
  code: z
    .string()
    .min(3)
    .max(64)
    .regex(/^[A-Z0-9_-]+$/, 'use upper-case letters, digits, - and _'),
  description: z.string().default(''),
  discount_type: z.enum(['percent', 'fixed']),
  discount_value: z.number().positive(),
  is_active: z.boolean().default(true),
  from_date: isoDate.nullable().default(null),
  to_date: isoDate.nullable().default(null),
  uses_per_customer: z.number().int().positive().nullable().default(null),
});

/**
 * An extra fee the shopper may add at checkout (the `amasty_extrafee` totals segment): a service
 * such as insulated packaging or gift wrap. Fees are optional; nothing is chosen for the shopper.
 */
export const feeRecord = z.strictObject({
  type: z.literal('fee'),
  id,
  name: z.string().min(1).max(255),
  description: z.string().max(1000).default(''),
  /** checkbox: any of the options; radio: at most one of them. */
  frontend_type: z.enum(['checkbox', 'radio']).default('checkbox'),
  /** The product tax class the fee is taxed as; 0 for a fee that is not taxed. */
  tax_class_id: z.number().int().nonnegative().default(0),
  is_active: z.boolean().default(true),
  sort_order: z.number().int().default(0),
  /** Stores that offer the fee (in their language). */
  stores: z.array(storeCode).min(1).default(['main']),
  options: z
    .array(
      z.strictObject({
        id,
        label: z.string().min(1).max(255),
        /** Before tax, like product prices. */
        price: amount,
        sort_order: z.number().int().default(0),
      }),
    )
    .min(1)
    .max(20),
});

export const reviewRecord = z.strictObject({
  type: z.literal('review'),
  id,
  product_sku: z.string().min(1),
  title: z.string().min(1).max(255),
  detail: z.string().min(1).max(5000),
  nickname: z.string().min(1).max(100),
  rating: z.number().int().min(1).max(5),
  /** 1 approved, 2 pending, 3 rejected. */
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
  created_at: isoDate,
});

export const catalogRecord = z.discriminatedUnion('type', [
  storeRecord,
  attributeRecord,
  categoryRecord,
  taxClassRecord,
  taxRuleRecord,
  productRecord,
  cmsPageRecord,
  cmsBlockRecord,
  urlRewriteRecord,
  blogCategoryRecord,
  blogPostRecord,
  bannerRecord,
  couponRecord,
  feeRecord,
  reviewRecord,
]);

export type CatalogRecord = z.infer<typeof catalogRecord>;
export type StoreRecord = z.infer<typeof storeRecord>;
export type AttributeRecord = z.infer<typeof attributeRecord>;
export type CategoryRecord = z.infer<typeof categoryRecord>;
export type TaxClassRecord = z.infer<typeof taxClassRecord>;
export type TaxRuleRecord = z.infer<typeof taxRuleRecord>;
export type ProductRecord = z.infer<typeof productRecord>;
export type CmsPageRecord = z.infer<typeof cmsPageRecord>;
export type CmsBlockRecord = z.infer<typeof cmsBlockRecord>;
export type UrlRewriteRecord = z.infer<typeof urlRewriteRecord>;
export type BlogCategoryRecord = z.infer<typeof blogCategoryRecord>;
export type BlogPostRecord = z.infer<typeof blogPostRecord>;
export type BannerRecord = z.infer<typeof bannerRecord>;
export type CouponRecord = z.infer<typeof couponRecord>;
export type FeeRecord = z.infer<typeof feeRecord>;
export type ReviewRecord = z.infer<typeof reviewRecord>;
export type CatalogRecordType = CatalogRecord['type'];
