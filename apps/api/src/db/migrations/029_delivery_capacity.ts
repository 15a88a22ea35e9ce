import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { createTables, dropTables, referenceOrNull, type TableDefinitions } from './columns.js';

const TABLES = {
  delivery_slots: {
    columns: {
      store_code: 'varchar(64) not null',
      delivery_date: 'varchar(10) not null',
      booked: 'integer default 0 not null',
      capacity: 'integer',
      updated_at: 'varchar(40) not null',
    },
    primaryKey: ['store_code', 'delivery_date'],
  },
  shipping_holds: {
    numbered: 'id',
    columns: {
      store_code: 'varchar(64)',
      from_date: 'varchar(10) not null',
      to_date: 'varchar(10) not null',
      regions: 'varchar(400) not null',
      reason: 'varchar(200) not null',
      staff_id: referenceOrNull('staff.id'),
      created_at: 'varchar(40) not null',
    },
    indexes: { shipping_holds_dates: ['to_date', 'from_date'] },
  },
} satisfies TableDefinitions;

/**
 * Issue 25: delivery capacity and shipping holds.
 *
 * - `delivery_slots`: one row per store and delivery date, created on the first order for it (or when staff
 *   set the day's capacity). `booked` counts the store's delivery orders for the date that are not canceled; an
 *   order takes one with a conditional update in its own transaction (`booked < capacity`), a cancel or a move to
 *   another date gives it back. `capacity` is the staff's number for the day; null: the configured default
 *   (DELIVERY_CAPACITY). Orders placed before this migration are counted here.
 * - `shipping_holds`: a pause of deliveries from one date to another (inclusive), for a store or all (null),
 *   to some US states (`regions`, "FL,GA") or everywhere (''), with the reason shoppers are shown.
 */
export const deliveryCapacityMigration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await createTables(db, TABLES, dialect);
    await sql`
      insert into delivery_slots (store_code, delivery_date, booked, capacity, updated_at)
      select store_code, delivery_date, count(*), null, ${new Date().toISOString()}
      from orders
      where delivery_date is not null and status <> 'canceled' and shipping_carrier_code = 'shoreline'
      group by store_code, delivery_date
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, TABLES);
  },
});
