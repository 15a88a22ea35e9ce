import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { addColumn, createTables, dropTables, type TableDefinitions } from './columns.js';

/**
 * Issue 37, the rest: a resolved box at risk mails its customer once (`resolution_mailed_at`, claimed before the send);
 * a gift recipient's tracking mails (out for delivery, delivered, delayed) are claimed once per parcel and kind, so
 * exactly one process sends each; a voided label keeps its shipment row, marked `voided_at`; an order too heavy for
 * one box ships in several, each shipment row numbered (`box_number`, 1 for every shipment before).
 */
const TABLES = {
  shipment_status_mails: {
    columns: {
      shipment_id: 'integer not null references order_shipments.id on delete cascade',
      kind: 'varchar(32) not null',
      claimed_at: 'varchar(40) not null',
      sent_at: 'varchar(40)',
    },
    primaryKey: ['shipment_id', 'kind'],
  },
} satisfies TableDefinitions;

export const shipmentFollowUpMigration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await addColumn(db, 'shipment_at_risk', 'resolution_mailed_at', 'varchar(40)');
    // Boxes resolved before this migration are not mailed now, days later.
    await sql`update shipment_at_risk set resolution_mailed_at = resolved_at where resolution is not null`.execute(db);
    await addColumn(db, 'order_shipments', 'voided_at', 'varchar(40)');
    await addColumn(db, 'order_shipments', 'box_number', 'integer default 1 not null');
    await createTables(db, TABLES, dialect);
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, TABLES);
    await db.schema.alterTable('order_shipments').dropColumn('box_number').execute();
    await db.schema.alterTable('order_shipments').dropColumn('voided_at').execute();
    await db.schema.alterTable('shipment_at_risk').dropColumn('resolution_mailed_at').execute();
  },
});
