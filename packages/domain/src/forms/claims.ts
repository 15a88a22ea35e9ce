import { z } from 'zod';

/**
 * Freshness guarantee claims (issue 25): what a customer reports about a delivered order, and what staff
 * decide. Shared by the API (its routes' schemas) and the storefront (the account's claim form, the back
 * office's claim screens).
 */

/** What can be wrong, in the order the form lists them. */
export const CLAIM_REASONS = ['arrived_warm', 'dead_or_spoiled', 'missing_item', 'damaged_packaging', 'other'] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];

export const CLAIM_STATUSES = ['open', 'approved', 'declined'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** How an approved claim is made good: credit on the account, or money back to the order's payment. */
export const CLAIM_RESOLUTIONS = ['store_credit', 'refund'] as const;
export type ClaimResolution = (typeof CLAIM_RESOLUTIONS)[number];

/** The photo: JPEG, PNG or WebP, at most 8 MB as sent (it is stored re-encoded, without metadata). */
export const CLAIM_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const CLAIM_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** Stored photos are fitted inside this many pixels a side (a phone's 12-megapixel photo is far more than staff need). */
export const CLAIM_PHOTO_MAX_STORED_SIDE = 1600;
/** Stored photos are lossy WebP of at most this many bytes (quality, then size, stepped down until one fits). */
export const CLAIM_PHOTO_MAX_STORED_BYTES = 600 * 1024;

export const CLAIM_DESCRIPTION_MAX = 2000;
/** The name an uploaded photo answers with, which the claim then names (32 hex digits and the extension). */
export const CLAIM_PHOTO_TOKEN = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

const positiveId = z.number().int().positive().max(2_147_483_647);

/** POST /api/user/orders/{orderId}/claims: the lines (each once), what is wrong, the description and the uploaded photo. */
export const claimForm = z.object({
  lines: z
    .array(z.object({ item_id: positiveId, qty: z.number().int().positive().max(10_000) }))
    .min(1, 'Choose at least one item.')
    .max(200)
    .refine((lines) => new Set(lines.map((line) => line.item_id)).size === lines.length, 'Name each item once.'),
  reason: z.enum(CLAIM_REASONS, { error: 'Choose what is wrong.' }),
  description: z.string().trim().min(1, 'Please describe the problem.').max(CLAIM_DESCRIPTION_MAX),
  photo: z.string().regex(CLAIM_PHOTO_TOKEN, 'Add a photo.'),
});
export type ClaimFormInput = z.input<typeof claimForm>;

/** POST /api/admin/claims/{id}/approve: how, how much (cents, at most the claimed lines' paid value) and a note. */
export const claimApprovalForm = z.object({
  to: z.enum(CLAIM_RESOLUTIONS),
  amount_cents: z.number().int().positive('The amount must be more than 0.').max(100_000_000),
  note: z.string().trim().max(1000).optional(),
});

/** POST /api/admin/claims/{id}/decline: the reason, which the customer is told. */
export const claimDeclineForm = z.object({
  reason: z.string().trim().min(1, 'Please give a reason.').max(1000),
});

/** GET /api/admin/claims: `status` filters, `q` matches the order number or the customer's e-mail. */
export const claimListQuery = z.object({
  status: z.enum(CLAIM_STATUSES).optional(),
  q: z.string().trim().max(200).optional(),
});
