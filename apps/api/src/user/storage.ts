import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/index.js';

export type CustomerRow = Selectable<Database['customers']>;
export type AddressRow = Selectable<Database['customer_addresses']>;

/** What an address holds (stored as JSON; region as the client expects it: an object). */
export interface StoredAddress {
  firstname: string;
  lastname: string;
  company: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  region: { region: string; region_code: string; region_id: number };
  telephone: string;
  vat_id: string;
}

export const findCustomerByEmail = (db: Kysely<Database>, email: string) =>
  db.selectFrom('customers').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();

export const findCustomer = (db: Kysely<Database>, id: number) =>
  db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();

export const listAddresses = (db: Kysely<Database>, customerId: number) =>
  db.selectFrom('customer_addresses').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();

/** Deletes one of the customer's addresses; a default it was falls back to the first address left (or none). */
export async function deleteAddress(
  trx: Kysely<Database>,
  customer: Pick<CustomerRow, 'id' | 'default_shipping' | 'default_billing'>,
  addressId: number,
  addresses: ReadonlyArray<{ id: number }>,
): Promise<void> {
  await trx.deleteFrom('customer_addresses').where('id', '=', addressId).where('customer_id', '=', customer.id).execute();
  const fallback = addresses.find((a) => a.id !== addressId)?.id ?? null;
  await trx
    .updateTable('customers')
    .set({
      default_shipping: customer.default_shipping === addressId ? fallback : customer.default_shipping,
      default_billing: customer.default_billing === addressId ? fallback : customer.default_billing,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', customer.id)
    .execute();
}
