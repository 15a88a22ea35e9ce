import { z } from 'zod';

/** The label routes' answers (issue 37): POST /api/admin/orders/{id}/label and POST /api/admin/packing-list/labels. */
export const labelWire = z.object({
  order_id: z.number().int(),
  increment_id: z.string(),
  /** bought now, or already_bought (a retried request: nothing was bought again). */
  outcome: z.enum(['bought', 'already_bought']),
  carrier: z.string(),
  service: z.string(),
  tracking_code: z.string(),
  tracking_url: z.string().nullable(),
  cost_cents: z.number().int(),
  weight_oz: z.number(),
  /** Dry ice declared to the carrier, in ounces (0: none). */
  dry_ice_oz: z.number(),
  saturday_delivery: z.boolean(),
  est_delivery_date: z.string().nullable(),
  /** The parcel's latest tracking status. */
  status: z.string().nullable(),
  /** The label files through the API (staff only): the first box's; `boxes` names each box's. */
  label_pdf: z.string(),
  label_zpl: z.string(),
  /** Each box of the order (one, or several when it is heavier than a box may be), with its own label and tracking. */
  boxes: z.array(
    z.object({
      box_number: z.number().int(),
      tracking_code: z.string(),
      tracking_url: z.string().nullable(),
      weight_oz: z.number(),
      cost_cents: z.number().int(),
      status: z.string().nullable(),
      label_pdf: z.string(),
      label_zpl: z.string(),
    }),
  ),
});
export type LabelAnswer = z.infer<typeof labelWire>;

export const labelDayWire = z.object({
  date: z.string(),
  bought: z.number().int(),
  refused: z.number().int(),
  orders: z.array(
    z.object({
      order_id: z.number().int(),
      increment_id: z.string(),
      outcome: z.enum(['bought', 'already_bought', 'refused']),
      reason: z.string().nullable(),
      message: z.string().nullable(),
      label: labelWire.nullable(),
    }),
  ),
});
export type LabelDayAnswer = z.infer<typeof labelDayWire>;

/** POST /api/admin/orders/{id}/label/void: the order's bought labels voided (their postage refunded by the carrier). */
export const labelVoidWire = z.object({
  order_id: z.number().int(),
  increment_id: z.string(),
  /** voided now, or already_voided (a retried request: nothing was voided again). */
  outcome: z.enum(['voided', 'already_voided']),
  /** The tracking codes of the labels voided by this call. */
  tracking_codes: z.array(z.string()),
  /** The order's status after: a shipped order goes back to packed (its parcels never left). */
  status: z.string(),
});
export type LabelVoidAnswer = z.infer<typeof labelVoidWire>;
