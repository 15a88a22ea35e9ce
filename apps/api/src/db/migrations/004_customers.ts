import { sql, type Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { belongsTo, initialTablesMigration, refreshTokenTable, type TableDefinitions, timestamps } from './columns.js';

const TABLES = {
  customers: {
    numbered: 'id',
    columns: {
      email: 'varchar(255) not null unique',
      firstname: 'varchar(100) not null',
      lastname: 'varchar(100) not null',
      password_hash: 'varchar(255) not null',
      group_id: 'integer not null',
      store_id: 'integer not null',
      website_id: 'integer not null',
      default_billing: 'integer',
      default_shipping: 'integer',
      ...timestamps,
    },
  },
  customer_addresses: {
    numbered: 'id',
    columns: {
      customer_id: belongsTo('customers.id'),
      data: 'text not null',
      ...timestamps,
    },
    indexes: { customer_addresses_customer: ['customer_id'] },
  },
  ...refreshTokenTable('refresh_tokens', { column: 'customer_id', reference: 'customers.id' }),
  password_resets: {
    columns: {
      token_hash: 'varchar(64) primary key',
      customer_id: belongsTo('customers.id'),
      expires_at: 'varchar(40) not null',
      used_at: 'varchar(40)',
      created_at: 'varchar(40) not null',
    },
  },
  rate_limits: {
    columns: {
      key: 'varchar(255) primary key',
      hits: 'integer not null',
      window_started_at: 'integer not null',
    },
  },
  newsletter_subscriptions: {
    columns: {
      email: 'varchar(255) primary key',
      store_code: 'varchar(64) not null',
      subscribed: 'integer not null',
      forwarded_at: 'varchar(40)',
      updated_at: 'varchar(40) not null',
    },
    checks: { newsletter_subscribed_flag: sql`subscribed in (0, 1)` },
  },
} satisfies TableDefinitions;

/** Customers, their addresses, refresh tokens, password resets, shared rate limits and newsletter subscriptions. */
export const customersMigration = (dialect: Dialect): Migration => initialTablesMigration(TABLES, dialect);
