import type { Kysely, Migration } from 'kysely';
import { addIntegerFromZero } from './columns.js';

/** A cart whose customer applied their store credit, and what an order spent of it. */
export const storeCreditCheckoutMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await addIntegerFromZero(db, 'carts', 'use_store_credit');
    await addIntegerFromZero(db, 'orders', 'store_credit_cents');
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').dropColumn('store_credit_cents').execute();
    await db.schema.alterTable('carts').dropColumn('use_store_credit').execute();
  },
};
