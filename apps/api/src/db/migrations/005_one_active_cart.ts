import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A customer has one active cart per store. Two tabs (or two API processes) asking for it at the
 * same moment could each insert one; this partial unique index makes the second insert fail,
 * and the cart service then returns the cart that won.
 */
export const oneActiveCartMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Earlier races may have left a customer two active carts: keep the newest, retire the others.
    await sql`
      update carts set status = 'replaced'
      where status = 'active' and customer_id is not null and exists (
        select 1 from carts newer
        where newer.customer_id = carts.customer_id and newer.store_code = carts.store_code and newer.status = 'active'
          and (newer.created_at > carts.created_at or (newer.created_at = carts.created_at and newer.id > carts.id))
      )`.execute(db);
    await db.schema
      .createIndex('carts_one_active_per_customer')
      .on('carts')
      .columns(['customer_id', 'store_code'])
      .unique()
      .where(sql.ref('status'), '=', 'active')
      .where(sql.ref('customer_id'), 'is not', null)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('carts_one_active_per_customer').execute();
  },
};
