import { z } from 'zod';
import { FIELD_REQUIRED } from '../messages.js';
import { calendarDay, MAX_CENTS } from '../formats.js';

/**
 * Back-office catalog and customer forms (docs/admin-api.md), shared by the /admin screens and the API.
 * Money is integer cents; dates are YYYY-MM-DD.
 */
const cents = z.number({ error: 'Enter an amount in cents.' }).int('Enter an amount in cents.').min(0).max(MAX_CENTS);
const day = calendarDay('Use a date like 2026-12-31.');
/** A coupon's use limit: null is no limit. */
const useLimit = z.number().int('Enter a whole number.').min(1, 'Enter 1 or more, or leave it empty for no limit.').nullable();

/** A product's price for a customer group from a quantity on (1: the group's price; more: a quantity break). */
export const groupPriceForm = z.object({
  group_id: z.number().int().positive(),
  qty: z.number().int('The quantity is a whole number.').min(1, 'The quantity is 1 or more.').max(10_000),
  price_cents: cents,
});
export type GroupPriceInput = z.infer<typeof groupPriceForm>;

export const productPatchForm = z
  .object({
    name: z.string().trim().min(1, FIELD_REQUIRED).max(255),
    description: z.string().max(100_000),
    short_description: z.string().max(10_000),
    price_cents: cents,
    special_price_cents: cents.nullable(),
    special_from_date: day.nullable(),
    special_to_date: day.nullable(),
    qty: z.number().int('Stock is a whole number.').min(0, 'Stock cannot be below 0.').max(1_000_000),
    status: z.union([z.literal(1), z.literal(2)]),
    visibility: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    /** Replaces every group and tier price of the product. */
    group_prices: z.array(groupPriceForm).max(100),
    /** Whether customers change orders holding this product themselves (issue 38; off for live crabs). */
    customer_changes: z.boolean(),
    /** Whether a customer may keep a date a shipping hold pauses, at their own risk (issue 38). */
    keep_held_date: z.boolean(),
  })
  .partial()
  .strict()
  .refine((form) => !(form.special_from_date && form.special_to_date && form.special_from_date > form.special_to_date), {
    message: 'The special price must start before it ends.',
    path: ['special_to_date'],
  });
export type ProductPatch = z.infer<typeof productPatchForm>;

export const productListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.coerce.number().int().min(1).max(2).optional(),
  type: z.string().max(32).optional(),
});

/** A staff adjustment of a customer's store credit: signed cents, with the reason the customer sees. */
export const storeCreditAdjustmentForm = z.object({
  amount_cents: z
    .number()
    .int('Enter an amount in cents.')
    .min(-100_000_000)
    .max(100_000_000)
    .refine((value) => value !== 0, 'Enter an amount other than 0.'),
  reason: z.string({ error: FIELD_REQUIRED }).trim().min(1, 'Please give a reason.').max(500),
});

/** A coupon: percent off (0.01 to 100) or a fixed amount in cents, with optional limits and date window. */
export const couponForm = z
  .object({
    code: z
      .string({ error: FIELD_REQUIRED })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,32}$/, 'Use 3 to 32 letters, digits, - or _.'),
    description: z.string().trim().max(255).default(''),
    discount_type: z.enum(['percent', 'fixed']),
    /** percent: the percent (10 is 10%); fixed: cents. */
    discount_value: z.number().positive('Must be greater than 0'),
    uses_per_customer: useLimit.default(null),
    uses_total: useLimit.default(null),
    from_date: day.nullable().default(null),
    to_date: day.nullable().default(null),
    is_active: z.boolean().default(true),
  })
  .strict()
  .refine((form) => form.discount_type === 'fixed' || form.discount_value <= 100, {
    message: 'A percent is at most 100.',
    path: ['discount_value'],
  })
  .refine((form) => form.discount_type === 'percent' || Number.isInteger(form.discount_value), {
    message: 'Enter an amount in cents.',
    path: ['discount_value'],
  })
  .refine((form) => !(form.from_date && form.to_date && form.from_date > form.to_date), {
    message: 'The coupon must start before it ends.',
    path: ['to_date'],
  });

/** The coupon form as the document shows it: a percent from 0.01 to 100, or a fixed amount in whole cents. */
export const couponFormDocumented = z.discriminatedUnion('discount_type', [
  z.object({ ...couponForm.shape, discount_type: z.literal('percent'), discount_value: z.number().min(0.01).max(100) }).strict(),
  z.object({ ...couponForm.shape, discount_type: z.literal('fixed'), discount_value: z.number().int().positive() }).strict(),
]);

export const couponPatchForm = z
  .object({
    description: z.string().trim().max(255),
    uses_per_customer: useLimit,
    uses_total: useLimit,
    from_date: day.nullable(),
    to_date: day.nullable(),
    is_active: z.boolean(),
  })
  .partial()
  .strict();

/** The coupons list's search: part of the code or the description. */
export const couponListQuery = z.object({ q: z.string().trim().max(64).optional() });

export const REVIEW_STATES = { approved: 1, pending: 2, rejected: 3 } as const;
export const reviewListQuery = z.object({ status: z.enum(['approved', 'pending', 'rejected']).default('pending') });

/**
 * A product image upload (`POST /api/admin/products/:sku/images`): the raw file as the body, one of these
 * types, at most this many bytes. The API checks the real type from the file's bytes; the sizes it stores
 * are the spec's thumbnails (`SPEC_DEFAULTS.images`).
 */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The longest side and the pixel count an upload may have (larger images are refused before decoding). */
export const PRODUCT_IMAGE_MAX_SIDE = 8000;
export const PRODUCT_IMAGE_MAX_PIXELS = 25_000_000;

/** The upload's query: an optional text alternative for the image (the product's name when empty). */
export const productImageUploadQuery = z.object({ label: z.string().trim().max(255, 'Use at most 255 characters.').default('') });
