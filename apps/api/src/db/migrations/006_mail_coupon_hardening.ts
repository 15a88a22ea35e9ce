import { sql, type Kysely, type Migration } from 'kysely';
import { addColumn, belongsTo, createTables, dropTables, type TableDefinitions } from './columns.js';

const TABLES = {
  coupon_uses: {
    columns: {
      coupon_code: 'varchar(64) not null',
      holder: 'varchar(300) not null',
      use_number: 'integer not null',
      order_id: belongsTo('orders.id'),
      created_at: 'varchar(40) not null',
    },
    primaryKey: ['coupon_code', 'holder', 'use_number'],
    indexes: { coupon_uses_order: ['order_id'] },
  },
} satisfies TableDefinitions;

/**
 * Coupon uses per customer (or per guest e-mail), and newsletter sign-ups awaiting confirmation.
 *
 * A use is numbered per coupon and holder; the unique key (coupon_code, holder, use_number) lets
 * only one of two orders placed at the same moment take the same number, so parallel orders on
 * PostgreSQL cannot both spend the last allowed use.
 */
export const mailCouponHardeningMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await createTables(db, TABLES);
    await countEarlierOrders(db);

    await addColumn(db, 'newsletter_subscriptions', 'pending_since', 'varchar(40)');
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('newsletter_subscriptions').dropColumn('pending_since').execute();
    await dropTables(db, TABLES);
  },
};

/** Orders placed before this migration count against limited coupons too (same holders as cart/coupon-uses.ts). */
async function countEarlierOrders(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into coupon_uses (coupon_code, holder, use_number, order_id, created_at)
    select coupon_code, holder, row_number() over (partition by coupon_code, holder order by id), id, created_at
    from (
      select o.id, o.coupon_code, o.created_at,
        case when coalesce(o.customer_id, c.id) is not null
          then 'customer:' || cast(coalesce(o.customer_id, c.id) as varchar(20))
          else 'email:' || lower(trim(o.customer_email)) end as holder
      from orders o
      join coupons k on k.code = o.coupon_code and k.uses_per_customer is not null
      left join customers c on c.email = lower(trim(o.customer_email))
    ) earlier`.execute(db);
}
