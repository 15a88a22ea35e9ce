import type { Address } from '../../cart/index.js';
import type { PickupLocation } from '../../delivery/index.js';

/** Who collects a pickup order: the name and phone the shopper gave for it, else the billing contact's. */
export function collectorOf(given: unknown, billing: Address): Pick<Address, 'firstname' | 'lastname' | 'telephone' | 'email'> {
  const fields = given && typeof given === 'object' ? (given as Record<string, unknown>) : {};
  const text = (name: string, fallback: string, max: number) => {
    const value = fields[name];
    return typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : fallback;
  };
  return {
    firstname: text('firstname', billing.firstname, 255),
    lastname: text('lastname', billing.lastname, 255),
    telephone: text('telephone', billing.telephone, 32),
    email: billing.email,
  };
}

/**
 * The address a pickup order keeps: the store it is collected from, under the name and phone of who
 * collects it, so the order's address fields read the same way for staff as a delivery's do.
 */
export function pickupAddressOf(pickup: { location: PickupLocation }, collector: ReturnType<typeof collectorOf>): Address {
  const place = pickup.location;
  return {
    ...collector,
    company: place.name,
    street: place.street,
    city: place.city,
    region: place.region,
    region_code: place.region_code,
    region_id: 0,
    postcode: place.postcode,
    country_id: place.country_id,
    vat_id: '',
  };
}
