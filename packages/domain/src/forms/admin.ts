import { z } from 'zod';
import { email, password } from './customer.js';
import { FIELD_REQUIRED } from '../messages.js';

/**
 * Back-office forms (docs/admin-api.md), shared by the /admin screens and the API, which
 * validates every body with these same schemas.
 */
export const STAFF_ROLES = ['owner', 'manager', 'packer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ORDER_STATUSES = ['awaiting_payment', 'pending_payment', 'processing', 'packed', 'shipped', 'complete', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The states a payment row moves through (the API's payments.state). */
export const PAYMENT_ROW_STATES = ['pending', 'authorized', 'captured', 'voided', 'refunded', 'failed'] as const;
export type PaymentRowState = (typeof PAYMENT_ROW_STATES)[number];
/**
 * An order's payment state as the back office shows and filters it: the payment's, except that a captured payment
 * the order gave part of back (to the card or to store credit) is partially refunded, and refunded once all of it was.
 */
export const PAYMENT_STATES = [...PAYMENT_ROW_STATES, 'partially_refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
/** A payment state in words ("partially refunded"). */
export const paymentStateText = (state: string): string => state.replaceAll('_', ' ');

const staffName = z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).max(200);
const reason = z.string({ error: FIELD_REQUIRED }).trim().min(1, 'Please give a reason.').max(1000);

export const staffLoginForm = z.object({
  email: z.string({ error: FIELD_REQUIRED }).trim().toLowerCase().min(1, FIELD_REQUIRED).max(254).meta({ format: 'email' }),
  password: z.string({ error: FIELD_REQUIRED }).min(1, FIELD_REQUIRED).max(256),
});

export const staffCreateForm = z.object({ email, name: staffName, role: z.enum(STAFF_ROLES), password });

export const staffUpdateForm = z.object({ name: staffName, role: z.enum(STAFF_ROLES), isActive: z.boolean(), password }).partial();

/** The moves made with POST /orders/:id/status (shipping and canceling have their own calls). */
/** What staff write beside a status change: kept in the order's history with their name. */
const statusNote = z.string().trim().max(1000).optional();

export const orderStatusForm = z.object({
  status: z.enum(['processing', 'packed', 'complete']),
  note: statusNote,
});

export const shipmentForm = z.object({
  carrier: z.string({ error: FIELD_REQUIRED }).trim().min(1, 'Please name the carrier.').max(64),
  trackingNumber: z
    .string({ error: FIELD_REQUIRED })
    .trim()
    .min(1, 'Please enter the tracking number.')
    .max(128)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'A tracking number has letters, digits, spaces and dashes only.'),
  note: statusNote,
});

/**
 * A staff cancel: the reason stays in the order's history; the customer is e-mailed unless staff say not to (a
 * cancel the customer asked for by phone may already be known), with the staff's own words for them if given.
 */
export const cancelOrderForm = z.object({
  reason,
  notifyCustomer: z.boolean().default(true),
  customerMessage: z.string().trim().max(1000).optional(),
});

export const REFUND_NOTHING_CHOSEN = 'Choose the units to refund, an amount, or refund the whole order.';
export const REFUND_ONE_CHOICE = 'Refund either chosen units, an amount, or the whole order: one of them.';

/** What a refund gives back: chosen units (and/or the shipping), an amount, or the whole order. Never a default. */
const refundChoiceShape = {
  /** Quantities of 0 name nothing: they are left out. */
  lines: z
    .array(z.object({ orderItemId: z.number().int().positive(), qty: z.number().int().min(0) }))
    .max(200)
    .optional(),
  shipping: z.boolean().optional(),
  /** An amount not tied to units, spread over the lines and the shipping by what is left on each. */
  amountCents: z.number().int().positive().optional(),
  whole: z.boolean().optional(),
  to: z.enum(['original', 'store_credit']),
};

type RefundChoice = { lines?: Array<{ qty: number }>; shipping?: boolean; amountCents?: number; whole?: boolean };

/** Exactly one of: units (or the shipping), an amount, the whole order; all quantities at 0 choose nothing. */
function refuseUnclearChoice(choice: RefundChoice, context: z.RefinementCtx): void {
  const units = (choice.lines ?? []).some((line) => line.qty > 0) || choice.shipping === true;
  const chosen = [units, choice.amountCents !== undefined, choice.whole === true].filter(Boolean).length;
  if (chosen === 0) context.addIssue({ code: 'custom', path: ['lines'], message: REFUND_NOTHING_CHOSEN });
  if (chosen > 1) context.addIssue({ code: 'custom', path: ['whole'], message: REFUND_ONE_CHOICE });
}

/** Asks what a refund would give back (nothing is written or charged). */
export const refundPreviewForm = z.object(refundChoiceShape).superRefine(refuseUnclearChoice);

export const refundForm = z
  .object({
    ...refundChoiceShape,
    reason,
    /** The amount the preview showed and staff confirmed: a refund that now comes to another amount is refused (409). */
    confirmedCents: z.number().int().min(0).optional(),
  })
  .superRefine(refuseUnclearChoice);
