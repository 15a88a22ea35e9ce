import { z } from 'zod';
import { cents, flag, metaTexts, rowId } from './admin.js';

/** Back-office catalog answers: products and their images, coupons, reviews, categories and attributes. */

export const adminProductRowWire = z.object({
  id: rowId,
  sku: z.string(),
  name: z.string(),
  type_id: z.string(),
  price_cents: cents,
  special_price_cents: cents.nullable(),
  special_from_date: z.string().nullable(),
  special_to_date: z.string().nullable(),
  qty: z.number().nullable(),
  is_in_stock: flag.nullable(),
  status: z.number().int().describe('1 enabled, 2 disabled'),
  visibility: z.number().int().describe('1 not visible, 2 catalog, 3 search, 4 both'),
});
export type AdminProductRow = z.infer<typeof adminProductRowWire>;

/** One of a product's images: the main image first, then the gallery by position. */
export const adminProductImageWire = z.object({
  path: z.string().describe('The catalog path, e.g. /product/SKU/0123456789abcdef.png'),
  url: z.string().describe('Its /media address'),
  preview_url: z.string().describe('The gallery-size (320) copy'),
  label: z.string(),
  position: z.number().int().nullable().describe('Gallery position (null for a main image the gallery does not list)'),
  main: z.boolean(),
  name: z.string().nullable().describe('Set for uploaded images (what DELETE takes); null for images from the catalog import'),
});
export type AdminProductImage = z.infer<typeof adminProductImageWire>;

export const adminProductImagesWire = z.object({ image: z.string(), images: z.array(adminProductImageWire) });
export type AdminProductImages = z.infer<typeof adminProductImagesWire>;

/** A product's price for a customer group from a quantity on. */
export const adminGroupPriceWire = z.object({
  group_id: rowId,
  group_code: z.string(),
  qty: z.number().int().describe('1: the group price; more: a tier price from that quantity on'),
  price_cents: cents.describe('Net, per unit'),
});
export type AdminGroupPrice = z.infer<typeof adminGroupPriceWire>;

export const adminProductWire = adminProductRowWire.extend({
  description: z.string(),
  short_description: z.string(),
  image: z.string(),
  images: z.array(adminProductImageWire),
  group_prices: z.array(adminGroupPriceWire).describe('By group, then quantity'),
  customer_changes: z.boolean().describe('Whether customers change orders holding this product themselves'),
  keep_held_date: z.boolean().describe('Whether a customer may keep a date a shipping hold pauses, at their own risk'),
});
export type AdminProduct = z.infer<typeof adminProductWire>;

export const productImageUploadWire = adminProductImagesWire.extend({
  uploaded: z.object({
    name: z.string(),
    path: z.string(),
    url: z.string().nullable(),
    format: z.enum(['jpeg', 'png', 'webp']),
    width: z.number().int(),
    height: z.number().int(),
    bytes: z.number().int(),
    sizes: z.array(z.object({ box: z.string(), width: z.number().int(), height: z.number().int(), url: z.string().nullable() })),
  }),
});
export type ProductImageUpload = z.infer<typeof productImageUploadWire>;

export const adminCouponWire = z.object({
  code: z.string(),
  description: z.string(),
  discount_type: z.string().describe('percent or fixed'),
  discount_value: z.number().describe('As stored: basis points for a percent (1000 = 10%), cents for a fixed amount'),
  is_active: flag,
  from_date: z.string().nullable(),
  to_date: z.string().nullable(),
  uses_per_customer: z.number().int().nullable(),
  uses_total: z.number().int().nullable(),
  times_used: z.number().int().optional().describe('Absent in the answer to a create'),
});
export type AdminCoupon = z.infer<typeof adminCouponWire>;

export const adminReviewWire = z.object({
  id: rowId,
  product_id: rowId,
  product_sku: z.string().nullable(),
  product_name: z.string().nullable(),
  title: z.string(),
  detail: z.string(),
  nickname: z.string(),
  rating: z.number(),
  status: z.number().int().describe('1 approved, 2 pending, 3 rejected'),
  customer_id: rowId.nullable(),
  created_at: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewWire>;

export const reviewDecisionWire = z.object({ id: rowId, status: z.enum(['approved', 'rejected']) });

export const storeCreditBalanceWire = z.object({ balance_cents: cents });

export const adminCategoryRowWire = z.object({
  id: rowId,
  parent_id: rowId,
  parent_name: z.string().nullable(),
  name: z.string(),
  url_key: z.string(),
  url_path: z.string(),
  level: z.number().int(),
  position: z.number().int(),
  is_active: flag,
  include_in_menu: flag,
  product_count: z.number().int().describe('Direct product assignments, any status and store'),
  children_count: z.number().int(),
});
export type AdminCategoryRow = z.infer<typeof adminCategoryRowWire>;

export const adminCategoryChildWire = z.object({
  id: rowId,
  name: z.string(),
  position: z.number().int(),
  is_active: flag,
  include_in_menu: flag,
});
export type AdminCategoryChild = z.infer<typeof adminCategoryChildWire>;

export const adminCategoryWire = adminCategoryRowWire.extend({
  path: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  ...metaTexts,
  updated_at: z.string(),
  children: z.array(adminCategoryChildWire),
});
export type AdminCategory = z.infer<typeof adminCategoryWire>;

export const adminAttributeOptionWire = z.object({ value: z.string(), label: z.string(), position: z.number().int() });
export type AdminAttributeOption = z.infer<typeof adminAttributeOptionWire>;

const attributeFields = {
  attribute_id: rowId,
  attribute_code: z.string(),
  frontend_label: z.string(),
  frontend_input: z.string(),
  is_user_defined: flag,
  is_visible: flag,
  is_comparable: flag,
  is_filterable: flag,
  position: z.number().int(),
  product_count: z.number().int().describe('Products and variants with a value for it'),
};

export const adminAttributeRowWire = z.object({ ...attributeFields, options_count: z.number().int() });
export type AdminAttributeRow = z.infer<typeof adminAttributeRowWire>;

export const adminAttributeWire = z.object({ ...attributeFields, options: z.array(adminAttributeOptionWire) });
export type AdminAttribute = z.infer<typeof adminAttributeWire>;
