import { sql, type Kysely, type Migration } from 'kysely';
import { addColumn, createTables, dropTables, type TableDefinitions } from './columns.js';

/** delivery_slots as 029 made it: a row per store view and date. */
const PER_VIEW = {
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
} satisfies TableDefinitions;

/** delivery_slots from here on: a row per place (website) and date. */
const PER_PLACE = {
  delivery_slots: {
    columns: {
      website_id: 'integer not null',
      delivery_date: 'varchar(10) not null',
      booked: 'integer default 0 not null',
      capacity: 'integer',
      updated_at: 'varchar(40) not null',
    },
    primaryKey: ['website_id', 'delivery_date'],
  },
} satisfies TableDefinitions;

interface SlotRow {
  key: string | number;
  delivery_date: string;
  booked: number | string;
  capacity: number | string | null;
}

interface MergedSlot {
  key: string | number;
  delivery_date: string;
  booked: number;
  capacity: number | null;
}

/**
 * Adds up rows that land on the same key and date: their bookings summed, and the capacity staff set kept; when
 * the views' rows disagree, the smallest (no view had promised more than that for the day, and staff can raise it).
 */
function merged(rows: SlotRow[]): MergedSlot[] {
  const byKey = new Map<string, MergedSlot>();
  for (const row of rows) {
    const id = `${row.key}\u0000${row.delivery_date}`;
    const capacity = row.capacity === null ? null : Number(row.capacity);
    const known = byKey.get(id);
    if (!known) {
      byKey.set(id, { key: row.key, delivery_date: row.delivery_date, booked: Number(row.booked), capacity });
      continue;
    }
    known.booked += Number(row.booked);
    if (capacity !== null) known.capacity = known.capacity === null ? capacity : Math.min(known.capacity, capacity);
  }
  return [...byKey.values()];
}

/** The code each website is named by going back: its main view's (the default store's, else its first by id). */
const mainViewOfEachWebsite = sql`(
  select website_id, code from stores s
  where not exists (
    select 1 from stores o where o.website_id = s.website_id
      and (o.is_default > s.is_default or (o.is_default = s.is_default and o.store_id < s.store_id))
  )
)`;

async function rebuildSlots(db: Kysely<unknown>, tables: TableDefinitions, keyColumn: string, rows: MergedSlot[]): Promise<void> {
  await dropTables(db, tables);
  await createTables(db, tables);
  const stamp = new Date().toISOString();
  for (const row of rows)
    await sql`insert into delivery_slots (${sql.ref(keyColumn)}, delivery_date, booked, capacity, updated_at)
      values (${row.key}, ${row.delivery_date}, ${row.booked}, ${row.capacity}, ${stamp})`.execute(db);
}

/**
 * Issue 33: delivery capacity and shipping holds belong to the place that fills the boxes, the website (the
 * shop's main, German and Italian views share one kitchen and its trucks; the restaurant is another), not to a
 * store view.
 *
 * - `delivery_slots` is keyed by `website_id` and date: the rows the views had for a date are merged into their
 *   place's, bookings summed, a staff-set capacity kept (the smallest where the views' differ). Rows of a store
 *   code no store has any more belong to no place and are dropped (no shopper could reach them).
 * - `shipping_holds.store_code` becomes `website_id` (null: every place as before); a hold for a store code no
 *   store has paused nothing and is dropped rather than widened to every place.
 *
 * Down puts each place's rows and holds on its main view (the default store, else its first by id).
 */
export const deliveryPlacesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const slots = await sql<SlotRow>`
      select stores.website_id as key, slots.delivery_date, slots.booked, slots.capacity
      from delivery_slots slots join stores on stores.code = slots.store_code
    `.execute(db);
    await rebuildSlots(db, PER_PLACE, 'website_id', merged(slots.rows));

    await addColumn(db, 'shipping_holds', 'website_id', 'integer');
    await sql`update shipping_holds set website_id = (select website_id from stores where stores.code = shipping_holds.store_code)
      where store_code is not null`.execute(db);
    await sql`delete from shipping_holds where store_code is not null and website_id is null`.execute(db);
    await db.schema.alterTable('shipping_holds').dropColumn('store_code').execute();
  },
  async down(db: Kysely<unknown>) {
    const slots = await sql<SlotRow>`
      select main_view.code as key, slots.delivery_date, slots.booked, slots.capacity
      from delivery_slots slots join ${mainViewOfEachWebsite} main_view on main_view.website_id = slots.website_id
    `.execute(db);
    await rebuildSlots(db, PER_VIEW, 'store_code', merged(slots.rows));

    await addColumn(db, 'shipping_holds', 'store_code', 'varchar(64)');
    await sql`update shipping_holds set store_code = (select main_view.code from ${mainViewOfEachWebsite} main_view
      where main_view.website_id = shipping_holds.website_id) where website_id is not null`.execute(db);
    await sql`delete from shipping_holds where website_id is not null and store_code is null`.execute(db);
    await db.schema.alterTable('shipping_holds').dropColumn('website_id').execute();
  },
};
