import { z } from 'zod';
import { adminOrderRowWire } from './admin-orders.js';

/** A hold as staff see it: states as codes (empty: everywhere). */
export const shippingHoldWire = z.object({
  id: z.number().int(),
  store_code: z.string().nullable(),
  from_date: z.string(),
  to_date: z.string(),
  regions: z.array(z.string()),
  reason: z.string(),
  staff_name: z.string().nullable(),
  created_at: z.string(),
});
export type ShippingHold = z.infer<typeof shippingHoldWire>;

/** One delivery date of a store: its orders booked and the capacity, the staff's own or the configured default. */
export const deliveryDayWire = z.object({
  store_code: z.string(),
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
