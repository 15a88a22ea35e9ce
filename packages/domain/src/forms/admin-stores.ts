import { z } from 'zod';
import { storeAddressSchema, storeTelephoneSchema, weeklyHoursSchema } from '../store-place.js';

/**
 * A store's own record as a shop manager edits it in the back office (PUT /api/admin/stores/:code): the same rules as
 * the catalog import's store record (one definition of each field), all four fields sent together.
 */
export const storePlaceForm = z.strictObject({
  /** null: a store with no place of its own (it shows its website's). */
  address: storeAddressSchema.nullable(),
  telephone: storeTelephoneSchema,
  opening_hours: weeklyHoursSchema,
  /** None: the store offers no pickup. */
  pickup_hours: weeklyHoursSchema,
});
export type StorePlaceForm = z.infer<typeof storePlaceForm>;
