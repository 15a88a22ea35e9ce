import type { Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { referenceOrNull, tablesMigration, type TableDefinitions } from './columns.js';

/**
 * Issue 37: boxes at risk. A parcel with a carrier exception, or not delivered by the end of its delivery date, gets
 * one row (per shipment): why, when it was seen, the carrier's latest event then, when its customer was mailed, and
 * how staff resolved it (a replacement order, store credit or a refund; `resolution` is claimed first, so a retried
 * request acts once).
 */
const TABLES = {
  shipment_at_risk: {
    numbered: 'id',
    columns: {
      order_id: 'integer not null references orders.id on delete cascade',
      shipment_id: 'integer not null unique references order_shipments.id on delete cascade',
      reason: 'varchar(16) not null',
      carrier: 'varchar(64)',
      region_code: 'varchar(8)',
      detected_at: 'varchar(40) not null',
      latest_status: 'varchar(32)',
      latest_detail: 'varchar(64)',
      latest_event: 'text',
      latest_event_at: 'varchar(40)',
      mailed_at: 'varchar(40)',
      resolution: 'varchar(16)',
      resolution_cents: 'integer',
      replacement_order_id: referenceOrNull('orders.id'),
      resolved_by: referenceOrNull('staff.id'),
      resolved_at: 'varchar(40)',
    },
    indexes: { shipment_at_risk_open: ['resolution', 'detected_at'], shipment_at_risk_order: ['order_id'] },
  },
} satisfies TableDefinitions;

export const boxesAtRiskMigration = (dialect: Dialect): Migration => tablesMigration(TABLES, dialect);
