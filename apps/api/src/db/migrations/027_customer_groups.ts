import { sql, type Kysely, type Migration } from 'kysely';
import { belongsTo, createIndex, createTables, dropTables, type TableDefinitions, timestamps } from './columns.js';

/**
 * Issue 23's customer groups and their prices.
 *
 * - `customer_groups`: retail (1, the default: guests and new accounts) and wholesale (2), each with the
 *   customer tax class its tax rules are matched with. `customers.group_id` names one (its values were
 *   always 1, retail).
 * - `group_prices`: a product's price for a group from a quantity on: quantity 1 is the group's price,
 *   higher ones are tier prices ("5 or more at 64.99 each"). Keyed by sku, not by product row, so a
 *   catalog re-import (which replaces the product rows) keeps the price lists; skus the catalog does not
 *   sell are ignored when the read model is built.
 *
 * The wholesale price list below is the seed shop's (bushels of crabs, crab meat by the pound).
 */
const GROUPS = [
  { id: 1, code: 'retail', name: 'Retail', tax_class_id: 3, is_default: 1 },
  { id: 2, code: 'wholesale', name: 'Wholesale', tax_class_id: 3, is_default: 0 },
] as const;

/** [sku, group id, from qty, net price in cents] */
const PRICES: ReadonlyArray<readonly [string, number, number, number]> = [
  // Steamed and live bushels for restaurants and caterers.
  ['CRAB-STEAM-MD-BU', 2, 1, 27900],
  ['CRAB-STEAM-MD-BU', 2, 5, 26500],
  ['CRAB-STEAM-MD-BU', 2, 10, 24900],
  ['CRAB-STEAM-LG-BU', 2, 1, 38500],
  ['CRAB-STEAM-LG-BU', 2, 5, 36900],
  ['CRAB-STEAM-LG-BU', 2, 10, 34900],
  ['CRAB-STEAM-JB-BU', 2, 1, 44500],
  ['CRAB-STEAM-JB-BU', 2, 5, 42500],
  ['CRAB-STEAM-JB-BU', 2, 10, 40500],
  ['CRAB-LIVE-MD-BU', 2, 1, 20900],
  ['CRAB-LIVE-MD-BU', 2, 5, 19900],
  ['CRAB-LIVE-MD-BU', 2, 10, 18900],
  ['CRAB-LIVE-LG-BU', 2, 1, 29900],
  ['CRAB-LIVE-LG-BU', 2, 5, 28500],
  ['CRAB-LIVE-LG-BU', 2, 10, 26900],
  // Picked crab meat by the pound.
  ['CRAB-MEAT-COLOSSAL', 2, 1, 9999],
  ['CRAB-MEAT-COLOSSAL', 2, 5, 9499],
  ['CRAB-MEAT-COLOSSAL', 2, 10, 8999],
  ['CRAB-MEAT-JUMBO', 2, 1, 6999],
  ['CRAB-MEAT-JUMBO', 2, 5, 6499],
  ['CRAB-MEAT-JUMBO', 2, 10, 5999],
  ['CRAB-MEAT-LUMP', 2, 1, 5699],
  ['CRAB-MEAT-LUMP', 2, 5, 5299],
  ['CRAB-MEAT-LUMP', 2, 10, 4999],
  ['CRAB-MEAT-BACKFIN', 2, 1, 4499],
  ['CRAB-MEAT-BACKFIN', 2, 5, 4199],
  ['CRAB-MEAT-BACKFIN', 2, 10, 3899],
  ['CRAB-MEAT-CLAW', 2, 1, 3199],
  ['CRAB-MEAT-CLAW', 2, 5, 2999],
  ['CRAB-MEAT-CLAW', 2, 10, 2799],
  // Everyone's quantity breaks.
  ['CRAB-MEAT-CLAW', 1, 5, 3749],
  ['CRAB-MEAT-CLAW', 1, 10, 3499],
  ['SEASONING-6OZ', 1, 6, 599],
];

const TABLES = {
  customer_groups: {
    columns: {
      id: 'integer primary key',
      code: 'varchar(32) not null unique',
      name: 'varchar(100) not null',
      tax_class_id: 'integer not null',
      is_default: 'integer not null',
      ...timestamps,
    },
    checks: { customer_groups_default_flag: sql`is_default in (0, 1)` },
  },
  group_prices: {
    columns: {
      sku: 'varchar(64) not null',
      group_id: belongsTo('customer_groups.id'),
      qty: 'integer not null',
      price_cents: 'integer not null',
    },
    primaryKey: ['sku', 'group_id', 'qty'],
    checks: { group_prices_qty: sql`qty >= 1`, group_prices_price: sql`price_cents >= 0` },
  },
} satisfies TableDefinitions;

export const customerGroupsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await createTables(db, TABLES);
    await createIndex(db, 'customers', 'customers_group', ['group_id']);

    const stamp = new Date().toISOString();
    for (const group of GROUPS) {
      await sql`
        insert into customer_groups (id, code, name, tax_class_id, is_default, created_at, updated_at)
        values (${group.id}, ${group.code}, ${group.name}, ${group.tax_class_id}, ${group.is_default}, ${stamp}, ${stamp})
      `.execute(db);
    }
    for (const [sku, groupId, qty, cents] of PRICES) {
      await sql`insert into group_prices (sku, group_id, qty, price_cents) values (${sku}, ${groupId}, ${qty}, ${cents})`.execute(db);
    }
    // A catalog already loaded is rebuilt with the new prices by every process that polls the version.
    await sql`update catalog_state set version = version + 1, updated_at = ${stamp}`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('customers_group').execute();
    await dropTables(db, TABLES);
  },
};
