import { z } from 'zod';
import { calendarDay } from '../formats.js';

/** The shapes of the boxes-at-risk calls (issue 37): the API's routes and the back office's At risk page. */

export const atRiskQuery = z.object({
  /** open (the queue, oldest first, default), resolved (newest first) or all (both, newest first). */
  status: z.enum(['open', 'resolved', 'all']).default('open'),
});

export const replaceBody = z.object({
  /** The date the replacement is delivered on; default the next date on offer that is open for the address. */
  delivery_date: calendarDay('delivery_date: use YYYY-MM-DD').optional(),
});

export const amountBody = z.object({
  /** The amount in cents; default what is left to give back on the order (credit) or to refund at the gateway (refund). */
  amount_cents: z.number().int().positive().max(100_000_000).optional(),
});

const atRiskBox = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  increment_id: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }),
  /** What the order was paid in all (its grand total, store credit and gift cards included): the amount a credit or refund starts from. */
  order_total_cents: z.number().int(),
  delivery_date: z.string().nullable(),
  carrier: z.string().nullable(),
  tracking_code: z.string().nullable(),
  tracking_url: z.string().nullable(),
  region_code: z.string().nullable(),
  /** exception (the carrier reported one: a failure, a return, a delay) or late (not delivered by the end of its date). */
  reason: z.enum(['exception', 'late']),
  detected_at: z.string(),
  /** Hours since it was detected. */
  age_hours: z.number(),
  latest_event: z.object({
    status: z.string().nullable(),
    status_detail: z.string().nullable(),
    message: z.string().nullable(),
    at: z.string().nullable(),
  }),
  /** When its customer was mailed (first, before anyone acts). */
  mailed_at: z.string().nullable(),
  /** null while open; replacement, credit or refund once resolved (replacing while a replacement is being placed). */
  resolution: z.enum(['replacing', 'replacement', 'credit', 'refund']).nullable(),
  resolution_cents: z.number().int().nullable(),
  replacement: z.object({ order_id: z.number().int(), increment_id: z.string(), delivery_date: z.string().nullable() }).nullable(),
  resolved_at: z.string().nullable(),
  /** The staff member who resolved it (null while open). */
  resolved_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AtRiskBox = z.infer<typeof atRiskBox>;

export const atRiskListWire = z.object({ items: z.array(atRiskBox), total_count: z.number().int() });

export const atRiskActionWire = atRiskBox.extend({
  /** resolved now, or already_resolved (a retried request: nothing was done again). */
  outcome: z.enum(['resolved', 'already_resolved']),
});
export type AtRiskAction = z.infer<typeof atRiskActionWire>;

/** The delivery dates a replacement may go out for: on offer and open for the box's address, earliest first. */
export const atRiskDatesWire = z.object({ dates: z.array(z.string()) });
export type AtRiskDates = z.infer<typeof atRiskDatesWire>;
