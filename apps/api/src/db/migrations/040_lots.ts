import type { Dialect } from '../dialect.js';
import { belongsTo, referenceOrNull, tablesMigration, type TableDefinitions } from './columns.js';

/**
 * Issue 37: lots, from the dock to the door. A lot is stock received of one product under a supplier's lot code, with
 * its catch or steam date and its use-by; `qty_assigned` counts the units packing gave to order lines (each in
 * lot_assignments), `qty_expired` the units taken off the sellable stock when the use-by passed (`expired_at`). A
 * recall mails each customer of a lot once (lot_recall_mails).
 */
const TABLES = {
  lots: {
    numbered: 'id',
    columns: {
      code: 'varchar(64) not null',
      product_id: belongsTo('products.id'),
      qty: 'integer not null',
      qty_assigned: 'integer default 0 not null',
      qty_expired: 'integer default 0 not null',
      supplier: 'varchar(128) not null',
      caught_on: 'varchar(10) not null',
      use_by: 'varchar(10) not null',
      expired_at: 'varchar(40)',
      staff_id: referenceOrNull('staff.id'),
      received_at: 'varchar(40) not null',
    },
    unique: { lots_code: ['code'] },
    indexes: { lots_product_use_by: ['product_id', 'use_by'] },
  },
  lot_assignments: {
    numbered: 'id',
    columns: {
      lot_id: belongsTo('lots.id'),
      order_id: belongsTo('orders.id'),
      order_item_id: belongsTo('order_items.id'),
      qty: 'integer not null',
      staff_id: referenceOrNull('staff.id'),
      assigned_at: 'varchar(40) not null',
    },
    unique: { lot_assignments_line: ['order_item_id', 'lot_id'] },
    indexes: { lot_assignments_lot: ['lot_id'], lot_assignments_order: ['order_id'] },
  },
  lot_recall_mails: {
    columns: {
      lot_id: belongsTo('lots.id'),
      email: 'varchar(254) not null',
      order_id: referenceOrNull('orders.id'),
      sent_at: 'varchar(40) not null',
    },
    primaryKey: ['lot_id', 'email'],
  },
} satisfies TableDefinitions;

export const lotsMigration = (dialect: Dialect) => tablesMigration(TABLES, dialect);
