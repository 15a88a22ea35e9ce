import { z } from 'zod';
import { FIELD_REQUIRED } from '../messages.js';
import { CALENDAR_DAY_MESSAGE, CALENDAR_DAY_PATTERN, isCalendarDay } from '../formats.js';

/**
 * The back office's delivery calendar: each delivery date's capacity per store, shipping holds, and moving
 * orders to another date (docs/admin-api.md). The /admin screens check their forms with these same schemas.
 */
export const deliveryDay = z
  .string({ error: FIELD_REQUIRED })
  .trim()
  .min(1, FIELD_REQUIRED)
  .regex(CALENDAR_DAY_PATTERN, CALENDAR_DAY_MESSAGE)
  .refine(isCalendarDay, CALENDAR_DAY_MESSAGE)
  .meta({ format: 'date' });

export const storeCodeField = z.string().trim().min(1).max(64);

/** GET /api/admin/delivery/days: the store's delivery dates from `from` (today when absent). */
export const deliveryDaysQuery = z.object({ store: storeCodeField.default('main'), from: deliveryDay.optional() });

/** The orders a store takes on one date; null: back to the configured default. */
export const dayCapacityForm = z.object({
  capacity: z
    .number({ error: 'Enter a whole number of orders, 0 or more, or leave it empty for the default.' })
    .int('Enter a whole number of orders, 0 or more, or leave it empty for the default.')
    .min(0, 'Enter a whole number of orders, 0 or more, or leave it empty for the default.')
    .max(100_000, 'At most 100000 orders a day.')
    .nullable(),
});

/** What a hold's states field says when it names something other than US states' two-letter codes. */
export const HOLD_REGIONS_INVALID = 'Name states by their two-letter codes, like FL, GA.';

/**
 * "fl, ga" → ['FL', 'GA']; empty: everywhere. The API also checks that each code is a US state's (the list is
 * not imported here: the shop's address form shares this package's state list, and its chunk stays as it is).
 */
export const holdRegions = z
  .string()
  .trim()
  .max(400)
  .transform((value) => [
    ...new Set(
      value
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((code) => code.toUpperCase()),
    ),
  ])
  .refine((codes) => codes.every((code) => /^[A-Z]{2}$/.test(code)), HOLD_REGIONS_INVALID);

/** A pause of deliveries from one date to another (inclusive), for a store or all, to some states or everywhere. */
export const shippingHoldForm = z
  .object({
    store_code: storeCodeField.nullable().default(null),
    from_date: deliveryDay,
    to_date: deliveryDay,
    regions: holdRegions.default([]),
    reason: z.string({ error: FIELD_REQUIRED }).trim().min(1, 'Please give the reason shoppers will read.').max(200),
  })
  .refine((hold) => hold.from_date <= hold.to_date, { message: 'The hold must end on or after its first day.', path: ['to_date'] });

/** POST /api/admin/orders/:id/reschedule: the new delivery date (the customer is mailed it). */
export const rescheduleForm = z.object({ delivery_date: deliveryDay, note: z.string().trim().max(1000).optional() });
