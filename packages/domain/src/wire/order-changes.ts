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

/** A line of the order as it is to be after a change: an existing line by its item id, or a new one as the cart takes it. */
export const changeLineInput = z.object({
  item_id: z.number().int().positive().optional().meta({ description: 'An existing line of the order; absent for a new line' }),
  sku: z.string().min(1).max(64).optional().meta({ description: 'A new line’s product (ignored for an existing line)' }),
  qty: z.number().int().min(0).max(999).meta({ description: '0 removes the line' }),
  product_option: z
    .record(z.string(), z.unknown())
    .optional()
    .meta({ description: 'A new line’s options, as /api/cart/update takes them' }),
});
export type ChangeLineInput = z.infer<typeof changeLineInput>;

/**
 * What the customer wants the order to be: its lines (the whole list after the change; absent: as they are), its
 * delivery address (absent: as it is) and its delivery date (absent: as it is). Each part is re-checked and the
 * whole re-priced as a new order is.
 */
export const orderChangeProposal = z.object({
  lines: z.array(changeLineInput).min(1).max(50).optional(),
  shipping_address: z.record(z.string(), z.unknown()).optional().meta({ description: 'The new delivery address (the checkout’s fields)' }),
  delivery_date: z.iso.date().optional(),
});
export type OrderChangeProposal = z.infer<typeof orderChangeProposal>;

/** A change to make: the proposal with the client's key (a retry with the same key changes and charges nothing twice). */
export const orderChangeInput = orderChangeProposal.extend({
  change_id: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{8,64}$/)
    .meta({ description: 'The client’s key of this change (8–64 letters, digits, . _ : -): sent again, it answers the change made' }),
  /** The new total the preview showed; when the order now prices otherwise, nothing changes (409 order.change_total_changed). */
  grand_total: z.number().optional(),
});
export type OrderChangeInput = z.infer<typeof orderChangeInput>;

/**
 * How a change's difference is settled. `refund_pending`: the lower total is owed back and its refund is under way, not
 * yet confirmed by the payment gateway (a retry of the change, or the shop's sweep within minutes, finishes it).
 */
export const changeSettlement = z.enum(['none', 'refund_pending', 'refunded', 'refund_failed', 'due', 'amount_due']);
export type ChangeSettlement = z.infer<typeof changeSettlement>;

/** A change's price, before it is made (the preview) or as it was made. */
export const orderChangePriceWire = z.object({
  before_total: z.number(),
  after_total: z.number(),
  /** after − before: more than 0 is paid, less than 0 refunded. */
  difference: z.number(),
  settlement: changeSettlement,
  currency_code: z.string(),
  subtotal: z.number(),
  shipping: z.number(),
  discount: z.number(),
  tax: z.number(),
  delivery_date: z.string().nullable(),
  lines: z.array(z.object({ item_id: z.number().nullable(), sku: z.string(), name: z.string(), qty: z.number(), row_total: z.number() })),
});
export type OrderChangePriceWire = z.infer<typeof orderChangePriceWire>;

/** A change made: its price, what is still due and the pay page that takes it, and the order's options now. */
export const orderChangeWire = orderChangePriceWire.extend({
  change_id: z.string(),
  balance_due: z.number(),
  /** The pay page (path and query) that takes the balance due; null when nothing is due. */
  pay_path: z.string().nullable(),
  options: changeOptionsWire,
});
export type OrderChangeWire = z.infer<typeof orderChangeWire>;
