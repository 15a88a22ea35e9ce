import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import {
  addColumn,
  createIndex,
  createTables,
  dropTables,
  referenceOrNull,
  type ColumnDefinition,
  type TableDefinitions,
} from './columns.js';

/**
 * Issue 37: carrier labels and tracking. A shipment row also keeps the label bought for it (provider, its shipment
 * and tracker ids, service, label files, cost) and the parcel's latest tracking; each tracking event is stored once
 * by the provider's event id; a label purchase is claimed per order first, so a retried request never buys twice.
 */
const SHIPMENT_COLUMNS: Readonly<Record<string, ColumnDefinition>> = {
  provider: 'varchar(32)',
  provider_shipment_id: 'varchar(64)',
  tracker_id: 'varchar(64)',
  service: 'varchar(64)',
  label_pdf_url: 'text',
  label_zpl_url: 'text',
  cost_cents: 'integer',
  tracking_url: 'text',
  status: 'varchar(32)',
  status_detail: 'varchar(64)',
  est_delivery_date: 'varchar(10)',
  last_event: 'text',
  last_event_at: 'varchar(40)',
};

const TABLES = {
  shipment_label_purchases: {
    columns: {
      order_id: 'integer not null primary key references orders.id on delete cascade',
      provider: 'varchar(32) not null',
      provider_shipment_id: 'varchar(64)',
      bought: 'text',
      staff_id: referenceOrNull('staff.id'),
      created_at: 'varchar(40) not null',
    },
  },
  shipment_tracking_events: {
    numbered: 'id',
    columns: {
      provider: 'varchar(32) not null',
      event_id: 'varchar(64) not null',
      shipment_id: referenceOrNull('order_shipments.id'),
      tracker_id: 'varchar(64) not null',
      status: 'varchar(32) not null',
      status_detail: 'varchar(64)',
      message: 'text not null',
      occurred_at: 'varchar(40) not null',
      received_at: 'varchar(40) not null',
    },
    unique: { shipment_tracking_events_event: ['provider', 'event_id'] },
    indexes: { shipment_tracking_events_shipment: ['shipment_id'] },
  },
} satisfies TableDefinitions;

export const shippingLabelsMigration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const [column, definition] of Object.entries(SHIPMENT_COLUMNS)) await addColumn(db, 'order_shipments', column, definition);
    await createIndex(db, 'order_shipments', 'order_shipments_tracker', ['tracker_id']);
    await createTables(db, TABLES, dialect);
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, TABLES);
    await db.schema.dropIndex('order_shipments_tracker').execute();
    for (const column of Object.keys(SHIPMENT_COLUMNS).reverse())
      await db.schema.alterTable('order_shipments').dropColumn(column).execute();
  },
});
