import { z } from 'zod';

/**
 * Addresses on the wire. Every address the shop answers (a pickup place, an address-book entry, an
 * order's stored address) carries the same postal lines; each shape adds what it knows beside them.
 */
export const postalAddressFields = {
  street: z.array(z.string()),
  city: z.string(),
  postcode: z.string(),
  country_id: z.string(),
  telephone: z.string(),
};

const addresseeFields = {
  firstname: z.string(),
  lastname: z.string(),
  company: z.string(),
};

/** Where a pickup order is collected. */
export const pickupPlaceWire = z.object({
  name: z.string(),
  ...postalAddressFields,
  region: z.string(),
  region_code: z.string(),
});

/** An entry of a customer's address book, as the account (/api/user/me) and the back office read it. */
export const savedAddressWire = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  ...addresseeFields,
  ...postalAddressFields,
  region: z.object({ region: z.string(), region_code: z.string(), region_id: z.number().int() }),
  region_id: z.number().int(),
  vat_id: z.string(),
  default_shipping: z.boolean(),
  default_billing: z.boolean(),
});
export type SavedAddressWire = z.infer<typeof savedAddressWire>;

/** An order's address as it was stored: any field may be missing, and the region is text or an object. */
export const orderAddressWire = z
  .looseObject({
    ...addresseeFields,
    ...postalAddressFields,
    region: z.union([z.string(), z.looseObject({ region: z.string().optional(), region_code: z.string().optional() })]),
    region_code: z.string(),
    /** A business buyer's tax (VAT) id. */
    vat_id: z.string(),
  })
  .partial();
export type OrderAddressWire = z.infer<typeof orderAddressWire>;
