import type { AddressRow, CustomerRow, StoredAddress } from './storage.js';

/** A saved address in the shape the client reads (region as an object, default flags). */
export function addressToWire(row: AddressRow, customer: CustomerRow) {
  const data = JSON.parse(row.data) as StoredAddress;
  return {
    id: row.id,
    customer_id: row.customer_id,
    ...data,
    region_id: data.region.region_id,
    default_shipping: customer.default_shipping === row.id,
    default_billing: customer.default_billing === row.id,
  };
}

/** GET /me: the customer with addresses (default ids as strings, as the original platform sends them) and whether the address is verified. */
export function customerToWire(customer: CustomerRow, addresses: AddressRow[], isSubscribed: boolean) {
  return {
    id: customer.id,
    group_id: customer.group_id,
    ...(customer.default_billing ? { default_billing: String(customer.default_billing) } : {}),
    ...(customer.default_shipping ? { default_shipping: String(customer.default_shipping) } : {}),
    email: customer.email,
    firstname: customer.firstname,
    lastname: customer.lastname,
    store_id: customer.store_id,
    website_id: customer.website_id,
    created_at: customer.created_at,
    updated_at: customer.updated_at,
    addresses: addresses.map((row) => addressToWire(row, customer)),
    extension_attributes: { is_subscribed: isSubscribed, email_verified: customer.email_verified_at !== null },
  };
}
