import type { Kysely, Migration } from 'kysely';

/** A cart whose customer applied their store credit, and what an order spent of it. */
export const storeCreditCheckoutMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('carts')
      .addColumn('use_store_credit', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('orders')
      .addColumn('store_credit_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').dropColumn('store_credit_cents').execute();
    await db.schema.alterTable('carts').dropColumn('use_store_credit').execute();
  },
};
