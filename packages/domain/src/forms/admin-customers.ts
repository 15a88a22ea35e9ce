import { z } from 'zod';

/**
 * Back-office customer screens (its calls are described in /api/reference), shared by the /admin screens and the API.
 * A store-credit adjustment uses `storeCreditAdjustmentForm` (admin-catalog.ts).
 */

/** GET /api/admin/customers: `q` matches the e-mail, the first or last name or both, or the id; `store` is a store code. */
export const customerListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  store: z.string().trim().max(64).optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;

/** How long a staff member waits before sending the same customer another password-reset e-mail. */
export const PASSWORD_RESET_REPEAT_MINUTES = 10;

/** PUT /api/admin/customers/:id/group: the customer group the customer's prices and tax come from. */
export const customerGroupForm = z.object({ group_id: z.number().int().positive() });
