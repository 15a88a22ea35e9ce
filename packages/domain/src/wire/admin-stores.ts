import { z } from 'zod';
import { storePlaceForm } from '../forms/admin-stores.js';

/** A store with its own record, as the back office lists and edits it. */
export const adminStoreWire = z.object({
  code: z.string(),
  name: z.string(),
  ...storePlaceForm.shape,
  self_service_changes: z.boolean().describe('Whether its customers move the delivery date or cancel their own orders until the cut-off'),
  changes_close_hours: z.number().nullable().describe('How many hours before the cut-off changes close; null: the shop’s default'),
});
export type AdminStore = z.infer<typeof adminStoreWire>;
