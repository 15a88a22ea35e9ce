import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { belongsTo, createNumberedTable, createRefreshTokenTable, timestamps } from './columns.js';

/** Customers, their addresses, refresh tokens, password resets, shared rate limits and newsletter subscriptions. */
export function customersMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createNumberedTable(db, dialect, 'customers')
        .addColumn('email', 'varchar(255)', (c) => c.notNull().unique())
        .addColumn('firstname', 'varchar(100)', (c) => c.notNull())
        .addColumn('lastname', 'varchar(100)', (c) => c.notNull())
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('group_id', 'integer', (c) => c.notNull())
        .addColumn('store_id', 'integer', (c) => c.notNull())
        .addColumn('website_id', 'integer', (c) => c.notNull())
        .addColumn('default_billing', 'integer')
        .addColumn('default_shipping', 'integer')
        .$call(timestamps)
        .execute();

      await createNumberedTable(db, dialect, 'customer_addresses')
        .addColumn('customer_id', 'integer', belongsTo('customers.id'))
        .addColumn('data', 'text', (c) => c.notNull())
        .$call(timestamps)
        .execute();
      await db.schema.createIndex('customer_addresses_customer').on('customer_addresses').column('customer_id').execute();

      await createRefreshTokenTable(db, 'refresh_tokens', { column: 'customer_id', reference: 'customers.id' });

      await db.schema
        .createTable('password_resets')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', belongsTo('customers.id'))
        .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(40)')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('window_started_at', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('newsletter_subscriptions')
        .addColumn('email', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('store_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('subscribed', 'integer', (c) => c.notNull())
        .addColumn('forwarded_at', 'varchar(40)')
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .addCheckConstraint('newsletter_subscribed_flag', sql`subscribed in (0, 1)`)
        .execute();
    },
  };
}
