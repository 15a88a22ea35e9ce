import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.js';

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
