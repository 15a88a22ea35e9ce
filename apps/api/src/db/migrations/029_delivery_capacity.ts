import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { createNumberedTable, referenceOrNull } from './columns.js';

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
    await db.schema
      .createTable('delivery_slots')
      .addColumn('store_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('delivery_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('booked', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('capacity', 'integer')
      .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('delivery_slots_pk', ['store_code', 'delivery_date'])
      .execute();
    await createNumberedTable(db, dialect, 'shipping_holds')
      .addColumn('store_code', 'varchar(64)')
      .addColumn('from_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('to_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('regions', 'varchar(400)', (c) => c.notNull())
      .addColumn('reason', 'varchar(200)', (c) => c.notNull())
      .addColumn('staff_id', 'integer', referenceOrNull('staff.id'))
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('shipping_holds_dates').on('shipping_holds').columns(['to_date', 'from_date']).execute();
    await sql`
      insert into delivery_slots (store_code, delivery_date, booked, capacity, updated_at)
      select store_code, delivery_date, count(*), null, ${new Date().toISOString()}
      from orders
      where delivery_date is not null and status <> 'canceled' and shipping_carrier_code = 'shoreline'
      group by store_code, delivery_date
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('shipping_holds').execute();
    await db.schema.dropTable('delivery_slots').execute();
  },
});
