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
/** The states of an order's payment (the API's payments.state), as the back office filters them. */
export const PAYMENT_STATES = ['pending', 'authorized', 'captured', 'voided', 'refunded', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

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

export const cancelOrderForm = z.object({ reason });

export const refundForm = z.object({
  /** Absent: everything that is left. */
  lines: z
    .array(z.object({ orderItemId: z.number().int().positive(), qty: z.number().int().positive() }))
    .min(1)
    .max(200)
    .optional(),
  shipping: z.boolean().optional(),
  to: z.enum(['original', 'store_credit']),
  reason,
});
