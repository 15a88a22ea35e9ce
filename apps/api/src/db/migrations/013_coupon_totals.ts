import type { Kysely, Migration } from 'kysely';
import { addColumn, addIntegerFromZero } from './columns.js';

/**
 * Coupons with a total number of uses (the newsletter's single-use welcome codes; staff coupons
 * "first 100 orders"), counted in the order transaction; and the welcome code an address was given,
 * so it is given once however often the address subscribes again.
 */
export const couponTotalsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await addColumn(db, 'coupons', 'uses_total', 'integer');
    await addIntegerFromZero(db, 'coupons', 'times_used');
    await addColumn(db, 'newsletter_subscriptions', 'welcome_coupon', 'varchar(32)');
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('newsletter_subscriptions').dropColumn('welcome_coupon').execute();
    await db.schema.alterTable('coupons').dropColumn('times_used').execute();
    await db.schema.alterTable('coupons').dropColumn('uses_total').execute();
  },
};
