import { sql, type Kysely, type Migration } from 'kysely';
import { mailboxOf } from '@shoreline/domain/mailbox';
import { addIntegerFromZero } from './columns.js';

/**
 * Issue 20's back-office and newsletter hardening.
 *
 * - `staff.token_version`: staff access tokens carry it and are refused once it moved on, so a
 *   password change or a deactivation ends every access token at once (the row is read on every
 *   back-office call anyway).
 * - `welcome_coupon_mailboxes`: one welcome code per mailbox (mailboxOf in @shoreline/domain/mailbox), whatever
 *   alias (jane+1@...) confirmed it; the primary key makes two parallel confirmations race-safe.
 *   Codes given before this migration are entered, so their aliases get none either.
 */
export const securityHardeningMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await addIntegerFromZero(db, 'staff', 'token_version');
    await db.schema
      .createTable('welcome_coupon_mailboxes')
      .addColumn('mailbox', 'varchar(320)', (c) => c.primaryKey())
      .addColumn('coupon_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .execute();
    const given = await sql<{ email: string; welcome_coupon: string; updated_at: string }>`
      select email, welcome_coupon, updated_at from newsletter_subscriptions where welcome_coupon is not null order by updated_at
    `.execute(db);
    for (const row of given.rows) {
      await sql`
        insert into welcome_coupon_mailboxes (mailbox, coupon_code, created_at)
        values (${mailboxOf(row.email)}, ${row.welcome_coupon}, ${row.updated_at})
        on conflict (mailbox) do nothing
      `.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('welcome_coupon_mailboxes').execute();
    await db.schema.alterTable('staff').dropColumn('token_version').execute();
  },
};
