import { z } from 'zod';
import { calendarDay, sku } from '../formats.js';

/** Lots, from the dock to the door (issue 37): the receive form, the lot list, the packing override and the recall. */

/** A supplier's lot code: letters, digits and - _ . (as printed on a tag; a slash would split the recall's path). */
export const lotCode = z
  .string()
  .trim()
  .min(1, 'Enter the lot code.')
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'A lot code has letters, digits and - _ . only.');

export const MAX_LOT_QTY = 100_000;

export const receiveLotForm = z
  .object({
    sku,
    qty: z.coerce.number().int('Whole units only.').min(1, 'At least one unit.').max(MAX_LOT_QTY),
    code: lotCode,
    supplier: z.string().trim().min(1, 'Enter the supplier.').max(128),
    caught_on: calendarDay('Enter the catch or steam date as YYYY-MM-DD.'),
    use_by: calendarDay('Enter the use-by date as YYYY-MM-DD.'),
  })
  .refine((lot) => lot.caught_on <= lot.use_by, { path: ['use_by'], message: 'The use-by comes after the catch or steam date.' });
export type ReceiveLotInput = z.output<typeof receiveLotForm>;

export const LOT_STATES = ['open', 'expired', 'all'] as const;
export const lotListQuery = z.object({
  sku: sku.optional(),
  state: z.enum(LOT_STATES).default('all'),
});

export const lotWire = z.object({
  id: z.number().int(),
  code: z.string(),
  sku: z.string(),
  product_name: z.string(),
  qty: z.number().int(),
  qty_assigned: z.number().int(),
  qty_expired: z.number().int(),
  /** Units not assigned, while the lot may still be sold (0 once expired). */
  qty_left: z.number().int(),
  supplier: z.string(),
  caught_on: z.string(),
  use_by: z.string(),
  /** open: may be sold and assigned; expired: past its use-by, off the sellable stock. */
  state: z.enum(['open', 'expired']),
  received_at: z.string(),
});
export type LotWire = z.infer<typeof lotWire>;

export const lotAssignmentWire = z.object({
  item_id: z.number().int(),
  sku: z.string(),
  code: z.string(),
  qty: z.number().int(),
  use_by: z.string(),
});
export type LotAssignmentWire = z.infer<typeof lotAssignmentWire>;

/** A line's units as lots cover them: `units` its products' units, `uncovered` those no lot was assigned (stock before lots). */
const lineCoverageWire = z.object({
  item_id: z.number().int(),
  sku: z.string(),
  units: z.number().int(),
  uncovered: z.number().int(),
});
export type LineCoverage = z.infer<typeof lineCoverageWire>;

export const orderLotsWire = z.object({
  order_id: z.number().int(),
  /** Each line with its units and those no lot covers (flagged once the order is packed). */
  lines: z.array(lineCoverageWire),
  assignments: z.array(lotAssignmentWire),
});
export type OrderLots = z.infer<typeof orderLotsWire>;

/** The lots of every order of a delivery date, for the packing list. */
export const dayLotsQuery = z.object({ date: calendarDay('date: use YYYY-MM-DD') });
const dayAssignmentWire = lotAssignmentWire.extend({ order_id: z.number().int() });
export type DayLotAssignment = z.infer<typeof dayAssignmentWire>;
export const dayLotsWire = z.object({
  /** Every line of the date's orders, for the override form to name it. */
  lines: z.array(lineCoverageWire.extend({ order_id: z.number().int() })),
  assignments: z.array(dayAssignmentWire),
});
export type DayLots = z.infer<typeof dayLotsWire>;

export const orderLotsForm = z.object({
  lines: z
    .array(
      z.object({
        item_id: z.number().int().positive(),
        lots: z.array(z.object({ code: lotCode, qty: z.number().int().min(1).max(MAX_LOT_QTY) })).max(20),
      }),
    )
    .min(1)
    .max(200),
});
export type OrderLotsInput = z.output<typeof orderLotsForm>;

export const recallShipmentWire = z.object({ carrier: z.string(), tracking_number: z.string(), status: z.string().nullable() });

export const recallOrderWire = z.object({
  order_id: z.number().int(),
  increment_id: z.string(),
  status: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  store_code: z.string(),
  /** Units of the lot the order received. */
  qty: z.number().int(),
  shipments: z.array(recallShipmentWire),
});
export type RecallOrderWire = z.infer<typeof recallOrderWire>;

export const recallWire = z.object({ lot: lotWire, orders: z.array(recallOrderWire) });
export type RecallWire = z.infer<typeof recallWire>;

export const recallMailWire = z.object({
  /** Customers mailed now. */
  mailed: z.number().int(),
  /** Customers mailed by an earlier call (each customer is mailed once per lot). */
  already: z.number().int(),
  failed: z.number().int(),
});
export type RecallMailWire = z.infer<typeof recallMailWire>;
