import { sql, type Kysely, type Migration } from 'kysely';
import { addColumn } from './columns.js';

/**
 * Issue 34: a store's own record (address, phone, opening hours, pickup hours) on its configuration, the one
 * source the footer, banner, pickup slots, the order's pickup address and the thank-you page read. Hours are JSON
 * by weekday ({"wed": {"open": "11:30", "close": "21:00"}}), the address JSON of the order's address fields.
 * A shop seeded before also loses the seeded copy that contradicted the record or the delivery rule.
 */
const CRAB_HOUSE_DAY = { open: '11:30', close: '21:00' };
const CRAB_HOUSE_HOURS = JSON.stringify({
  wed: CRAB_HOUSE_DAY,
  thu: CRAB_HOUSE_DAY,
  fri: CRAB_HOUSE_DAY,
  sat: CRAB_HOUSE_DAY,
  sun: CRAB_HOUSE_DAY,
});
const OFFICE_DAY = { open: '08:00', close: '18:00' };
const OFFICE_HOURS = JSON.stringify({ mon: OFFICE_DAY, tue: OFFICE_DAY, wed: OFFICE_DAY, thu: OFFICE_DAY, fri: OFFICE_DAY });
const HARBOR_ROAD =
  '{"street":["410 Harbor Road"],"city":"Grasonville","region":"Maryland","region_code":"MD","postcode":"21638","country_id":"US"}';

/** A shop seeded before keeps pickup: its seeded stores get the record the seed now carries. */
const SEEDED_RECORDS = [
  { code: 'main', telephone: '4105550142', opening: OFFICE_HOURS, pickup: '{}' },
  { code: 'restaurant', telephone: '4105550187', opening: CRAB_HOUSE_HOURS, pickup: CRAB_HOUSE_HOURS },
] as const;

/** The seed's CMS lines that named an address, phone or hours the record now holds (a block staff rewrote keeps its text). */
const SEEDED_RECORD_LINES = [
  '\n<p>410 Harbor Road, Grasonville, MD 21638 &middot; (410) 555-0187</p>',
  '\n<p>(410) 555-0142 &middot; Mon–Fri 8–6 ET</p>',
];
/** The seed's home heroes promised "tomorrow" on any day; the header's cut-off line now names the day the rule keeps. */
const SEEDED_HERO_TITLES = [
  ['Steamed this morning. On your table tomorrow.', 'Steamed this morning. Packed cold for your table.'],
  ['Heute Morgen gedämpft. Morgen auf Ihrem Tisch.', 'Heute Morgen gedämpft. Kalt verpackt für Ihren Tisch.'],
  ['Cotti stamattina. Domani sulla tua tavola.', 'Cotti stamattina. Spediti al freddo per la tua tavola.'],
] as const;
const SEEDED_HOURS_BANNER = '<p>Open for dine-in and take-out Wednesday–Sunday, 11:30 am–9 pm &middot; Saturday crab feasts from 5 pm</p>';

export const storePlaceMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await addColumn(db, 'stores', 'address', 'text');
    await addColumn(db, 'stores', 'telephone', "varchar(32) default '' not null");
    await addColumn(db, 'stores', 'opening_hours', "text default '{}' not null");
    await addColumn(db, 'stores', 'pickup_hours', "text default '{}' not null");
    for (const record of SEEDED_RECORDS) {
      await sql`update stores set address = ${HARBOR_ROAD}, telephone = ${record.telephone}, opening_hours = ${record.opening},
        pickup_hours = ${record.pickup} where code = ${record.code}`.execute(db);
    }
    for (const line of SEEDED_RECORD_LINES) {
      await sql`update cms_blocks set content = replace(content, ${line}, '') where content like ${`%${line.trim()}%`}`.execute(db);
    }
    for (const [promise, copy] of SEEDED_HERO_TITLES) {
      await sql`update banners set title = ${copy} where title = ${promise}`.execute(db);
    }
    await sql`update cms_blocks set is_active = 0 where identifier = 'header-top' and content = ${SEEDED_HOURS_BANNER}`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['pickup_hours', 'opening_hours', 'telephone', 'address']) {
      await db.schema.alterTable('stores').dropColumn(column).execute();
    }
  },
};
