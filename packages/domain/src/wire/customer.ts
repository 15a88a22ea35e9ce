import { z } from 'zod';
import { savedAddressWire } from './address.js';

/** The account on the wire (/api/user/me and the address book): the customer with their saved addresses. */
export const customerWire = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  /** The default addresses' ids, as text (as the original platform sends them). */
  default_billing: z.string().optional(),
  default_shipping: z.string().optional(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  store_id: z.number().int(),
  website_id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  addresses: z.array(savedAddressWire),
  extension_attributes: z.object({ is_subscribed: z.boolean(), email_verified: z.boolean() }),
});
export type CustomerWire = z.infer<typeof customerWire>;

/** The signed-in customer, with the token naming their price group (for group prices in the browser). */
export const signedInCustomerWire = customerWire.extend({ groupToken: z.string() });
