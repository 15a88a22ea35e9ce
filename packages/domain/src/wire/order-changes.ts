import { z } from 'zod';

/** Why a customer can no longer change their order themselves (null while they can). */
export const changesClosedReason = z.enum([
  'cutoff_passed',
  'not_changeable',
  'not_delivered',
  'self_service_off',
  'product_not_changeable',
]);
export type ChangesClosedReason = z.infer<typeof changesClosedReason>;

/** A delivery date the order could move to, as a new order for its address and lines would see it. */
export const changeDateWire = z.object({
  date: z.string().meta({ description: 'YYYY-MM-DD in the shop’s calendar' }),
  status: z.enum(['open', 'full', 'paused']),
  pause_reason: z.string().optional(),
  /** The delivery price on that date; a date that costs otherwise cannot be chosen yet. */
  amount: z.number(),
  same_price: z.boolean(),
});

/** What the order's owner may still change, until when, and where to go when nothing can change any more. */
export const changeOptionsWire = z.object({
  order_id: z.number(),
  increment_id: z.string(),
  status: z.string(),
  delivery_date: z.string().nullable(),
  can_change: z.boolean(),
  /** The instant (ISO 8601, UTC) changes close: the ship day's cut-off less CHANGES_CLOSE_HOURS_BEFORE_CUTOFF. */
  closes_at: z.string().nullable(),
  closed_reason: changesClosedReason.nullable(),
  closed_message: z.string().nullable(),
  contact: z.object({ telephone: z.string(), email: z.string() }),
  dates: z.array(changeDateWire),
});
export type ChangeOptionsWire = z.infer<typeof changeOptionsWire>;

/** A move to another date; sent again (a retry), it answers the order as moved without moving it twice. */
export const moveDeliveryInput = z.object({
  delivery_date: z.iso.date(),
});

/** The signed receipt link a guest holds: the same fields the receipt page reads with. */
export const receiptLinkInput = z.object({ order: z.string().max(20), expires: z.string().max(20), sig: z.string().max(100) });
