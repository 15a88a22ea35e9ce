import { z } from 'zod';
import { adminOrderRowWire } from './admin-orders.js';

/**
 * A place that fills the boxes: a website with its store views (the shop's English, German and Italian views are
 * one, the restaurant another). Delivery capacity and holds belong to a place; `code` is its main view's, and any
 * of its views' codes names it in the API.
 */
export const deliveryPlaceWire = z.object({
  id: z.number().int(),
  code: z.string(),
  /** "Shoreline (English, Deutsch, Italiano)". */
  name: z.string(),
  store_codes: z.array(z.string()),
});
export type DeliveryPlace = z.infer<typeof deliveryPlaceWire>;

/** A hold as staff see it: states as codes (empty: everywhere). */
export const shippingHoldWire = z.object({
  id: z.number().int(),
  /** The place's code (its main view's); null: every place. */
  store_code: z.string().nullable(),
  place: deliveryPlaceWire.nullable(),
  from_date: z.string(),
  to_date: z.string(),
  regions: z.array(z.string()),
  reason: z.string(),
  staff_name: z.string().nullable(),
  created_at: z.string(),
});
export type ShippingHold = z.infer<typeof shippingHoldWire>;

/** One delivery date of a place: its orders booked and the capacity, the staff's own or the configured default. */
export const deliveryDayWire = z.object({
  /** The place's code (its main view's), whichever of its views' codes was asked for. */
  store_code: z.string(),
  place: deliveryPlaceWire,
  date: z.string(),
  booked: z.number().int(),
  /** The capacity in force: the staff's for the day, else the default; null: no limit. */
  capacity: z.number().int().nullable(),
  /** What staff set for the day; null: the default applies. */
  capacity_set: z.number().int().nullable(),
  default_capacity: z.number().int().nullable(),
  /** open, full, or paused (a hold for every destination); a hold for some states leaves the day open elsewhere. */
  status: z.enum(['open', 'full', 'paused']),
  holds: z.array(shippingHoldWire),
});
export type DeliveryDay = z.infer<typeof deliveryDayWire>;

/** An order a hold pauses, as the "Orders to reschedule" list shows it: the order list's row with its destination state. */
export const rescheduleRowWire = adminOrderRowWire.extend({ region: z.string().nullable() });
export type RescheduleRow = z.infer<typeof rescheduleRowWire>;
