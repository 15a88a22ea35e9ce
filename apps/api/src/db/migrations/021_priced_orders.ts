import type { Kysely, Migration } from 'kysely';
import { addColumn } from './columns.js';

/**
 * The priced order (packages/domain pricing/priced-order.ts) stored with each order: every line with its
 * chosen options and every amount from the subtotal to the grand total (fees, gift cards, store credit
 * included), so each surface that shows the order lists the same lines. Orders placed before this
 * migration have none; their surfaces fall back to the order's columns.
 */
export const pricedOrdersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await addColumn(db, 'orders', 'priced_order', 'text');
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').dropColumn('priced_order').execute();
  },
};
