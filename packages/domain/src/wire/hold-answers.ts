import { z } from 'zod';
import { receiptLinkInput } from './order-changes.js';

/** What a customer answered a shipping hold over their order's date: moved to another date, canceled, or kept at their own risk. */
export const holdAnswerKind = z.enum(['moved', 'canceled', 'kept']);
export type HoldAnswerKind = z.infer<typeof holdAnswerKind>;

/** The signed link of a hold's mail: the receipt link's fields and the hold it asks about. */
export const holdLinkInput = receiptLinkInput.extend({ hold: z.string().max(20) });
export type HoldLinkInput = z.infer<typeof holdLinkInput>;

/** The customer's answer: a new date (one of those offered), cancel with a full refund, or keep the date at their own risk. */
export const holdAnswerInput = holdLinkInput.extend({
  choice: z.enum(['move', 'cancel', 'keep']),
  delivery_date: z.iso.date().optional(),
});

/** The customer's answer so far: what, the date moved to or kept, and when (all null: not answered yet). */
const answerFields = { answer: holdAnswerKind.nullable(), answer_date: z.string().nullable(), answered_at: z.string().nullable() };

/** The order a hold asks about, as both the customer and staff read it. */
const heldOrderFields = {
  order_id: z.number(),
  increment_id: z.string(),
  status: z.string(),
  delivery_date: z.string().nullable(),
};

/** What the hold's answer page shows: the order, the hold, the choices, and the answer once given. */
export const holdChoicesWire = z.object({
  ...heldOrderFields,
  hold: z.object({ from_date: z.string(), to_date: z.string(), reason: z.string() }),
  /** The next good dates (open, same delivery price), soonest first; empty once answered or when the order no longer moves. */
  dates: z.array(z.string().meta({ description: 'YYYY-MM-DD in the shop’s calendar' })),
  can_cancel: z.boolean(),
  /** Whether every product of the order lets the customer keep a held date at their own risk. */
  can_keep: z.boolean(),
  ...answerFields,
  contact: z.object({ telephone: z.string(), email: z.string() }),
});
export type HoldChoicesWire = z.infer<typeof holdChoicesWire>;

/** An order a hold asked about, for staff: when the customer was mailed and what they answered (null: not yet). */
export const holdAnswerRowWire = z.object({
  ...heldOrderFields,
  customer_name: z.string(),
  customer_email: z.string(),
  asked_at: z.string(),
  ...answerFields,
});
export type HoldAnswerRow = z.infer<typeof holdAnswerRowWire>;
