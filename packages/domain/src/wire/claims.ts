import { z } from 'zod';
import { CLAIM_REASONS, CLAIM_RESOLUTIONS, CLAIM_STATUSES } from '../forms/claims.js';

/**
 * Freshness claims on the wire: the customer's view of an order's claims (the account's order page) and the
 * back office's list and detail. Money is integer cents; dates are YYYY-MM-DD (the shop's time zone), moments
 * ISO strings.
 */
const id = z.number().int();
const cents = z.number().int();

export const claimReasonWire = z.enum(CLAIM_REASONS);
export const claimStatusWire = z.enum(CLAIM_STATUSES);
export const claimResolutionWire = z.enum(CLAIM_RESOLUTIONS);

/** The order item a claim line is about. */
const orderItemFields = { item_id: id, sku: z.string(), name: z.string() };

/** A claimed line: the order item, how many units, and their paid value (tax in, discount out) from the priced order. */
export const claimLineWire = z.object({ ...orderItemFields, qty: z.number().int(), paid_cents: cents });

/** One claim as its customer sees it. */
export const customerClaimWire = z.object({
  id,
  status: claimStatusWire,
  reason: claimReasonWire,
  description: z.string(),
  lines: z.array(claimLineWire),
  claimed_cents: cents,
  has_photo: z.boolean(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** Set once approved: how it was made good and how much. */
  resolution: claimResolutionWire.nullable(),
  amount_cents: cents.nullable(),
  /** Set once declined: why. */
  decline_reason: z.string().nullable(),
});
export type CustomerClaimWire = z.infer<typeof customerClaimWire>;

/** An order line as the claim form offers it: how many units can still be claimed (0: none). */
export const claimableLineWire = z.object({
  ...orderItemFields,
  qty: z.number().int(),
  claimable_qty: z.number().int(),
  /** The whole line's paid value. */
  paid_cents: cents,
});

/** GET /api/user/orders/{orderId}/claims: whether the order can be claimed now, its lines and its claims. */
export const orderClaimsWire = z.object({
  order_id: id,
  currency_code: z.string(),
  can_claim: z.boolean(),
  /** Why not, when it cannot: claim.not_delivered or claim.window_over, with the message. */
  refusal: z.object({ reason: z.string(), message: z.string() }).nullable(),
  /** The day the order counts as delivered (its delivery date), once shipped. */
  delivered_on: z.string().nullable(),
  /** The last day a claim is taken. */
  window_ends_on: z.string().nullable(),
  lines: z.array(claimableLineWire),
  claims: z.array(customerClaimWire),
});
export type OrderClaimsWire = z.infer<typeof orderClaimsWire>;

/** POST /api/user/claim-photos: the stored photo's name, which the claim then names. */
export const claimPhotoUploadWire = z.object({
  photo: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type ClaimPhotoUploadWire = z.infer<typeof claimPhotoUploadWire>;

/** A row of the back office's claim list. */
export const adminClaimRowWire = z.object({
  id,
  status: claimStatusWire,
  reason: claimReasonWire,
  order_id: id,
  order_increment_id: z.string(),
  store_code: z.string(),
  customer_email: z.string(),
  customer_name: z.string(),
  currency_code: z.string(),
  claimed_cents: cents,
  resolution: claimResolutionWire.nullable(),
  amount_cents: cents.nullable(),
  created_at: z.string(),
});
export type AdminClaimRow = z.infer<typeof adminClaimRowWire>;

/** One claim for staff: the row, what the customer wrote, the lines, the decision, and what a refund can still give back. */
export const adminClaimWire = adminClaimRowWire.extend({
  customer_id: id,
  description: z.string(),
  lines: z.array(claimLineWire),
  photo: z.object({ type: z.string(), url: z.string() }).nullable(),
  delivery_date: z.string().nullable(),
  order_status: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  decline_reason: z.string().nullable(),
  note: z.string().nullable(),
  refund_id: id.nullable(),
  /** What the order's payment can still give back (paid minus refunded): a refund's ceiling besides the claimed value. */
  refundable_cents: cents,
  store_credit_balance_cents: cents,
});
export type AdminClaim = z.infer<typeof adminClaimWire>;
