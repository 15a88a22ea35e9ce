import { z } from 'zod';

/**
 * The parts of EasyPost's v2 objects the shop reads (Shipment, Rate, Tracker, Event, error), as EasyPost answers
 * them: amounts as decimal strings in dollars, weights in ounces, times as ISO-8601. Both the client and the sandbox
 * speak these shapes.
 */
export const rateWire = z.object({
  id: z.string(),
  object: z.literal('Rate').optional(),
  carrier: z.string(),
  service: z.string(),
  rate: z.string(),
  currency: z.string().optional(),
  delivery_days: z.number().nullable().optional(),
  delivery_date: z.string().nullable().optional(),
  delivery_date_guaranteed: z.boolean().nullable().optional(),
});
export type RateWire = z.infer<typeof rateWire>;

export const trackingDetailWire = z.object({
  object: z.literal('TrackingDetail').optional(),
  message: z.string().nullable(),
  status: z.string(),
  datetime: z.string(),
});

export const trackerWire = z.object({
  id: z.string(),
  object: z.literal('Tracker'),
  tracking_code: z.string(),
  status: z.string(),
  status_detail: z.string().nullable().optional(),
  est_delivery_date: z.string().nullable().optional(),
  public_url: z.string().nullable().optional(),
  carrier: z.string().optional(),
  shipment_id: z.string().nullable().optional(),
  tracking_details: z.array(trackingDetailWire).default([]),
  updated_at: z.string().optional(),
});
export type TrackerWire = z.infer<typeof trackerWire>;

export const postageLabelWire = z.object({
  object: z.literal('PostageLabel').optional(),
  label_url: z.string().nullable(),
  label_pdf_url: z.string().nullable().optional(),
  label_zpl_url: z.string().nullable().optional(),
});

export const shipmentWire = z.object({
  id: z.string(),
  object: z.literal('Shipment'),
  reference: z.string().nullable().optional(),
  rates: z.array(rateWire).default([]),
  selected_rate: rateWire.nullable().optional(),
  postage_label: postageLabelWire.nullable().optional(),
  tracking_code: z.string().nullable().optional(),
  tracker: trackerWire.nullable().optional(),
  /** After POST /v2/shipments/{id}/refund: submitted, refunded, rejected or not_applicable. */
  refund_status: z.string().nullable().optional(),
});
export type ShipmentWire = z.infer<typeof shipmentWire>;

export const eventWire = z.object({
  id: z.string(),
  object: z.literal('Event'),
  description: z.string(),
  result: z.unknown(),
  created_at: z.string().optional(),
});

export const errorWire = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    errors: z.array(z.unknown()).default([]),
  }),
});

export const createShipmentWire = z.object({
  shipment: z.object({
    from_address: z.record(z.string(), z.unknown()),
    to_address: z.record(z.string(), z.unknown()),
    parcel: z.object({ weight: z.number().positive(), length: z.number(), width: z.number(), height: z.number() }),
    options: z
      .object({
        saturday_delivery: z.boolean().optional(),
        dry_ice: z.boolean().optional(),
        dry_ice_weight: z.union([z.number(), z.string()]).optional(),
      })
      .default({}),
    reference: z.string().optional(),
  }),
});
export type CreateShipmentWire = z.infer<typeof createShipmentWire>;

/** Dollars as EasyPost writes them ("12.34") to cents. */
export const centsOfRate = (rate: string): number => Math.round(Number(rate) * 100);
