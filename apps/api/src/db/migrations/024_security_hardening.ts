import { sql, type Kysely, type Migration } from 'kysely';
import { mailboxOf } from '@shoreline/domain/mailbox';
import { addIntegerFromZero, createTables, dropTables, type TableDefinitions } from './columns.js';

const TABLES = {
  welcome_coupon_mailboxes: {
    columns: {
      mailbox: 'varchar(320) primary key',
      coupon_code: 'varchar(64) not null',
      created_at: 'varchar(40) not null',
    },
  },
} satisfies TableDefinitions;

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
    await createTables(db, TABLES);
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
    await dropTables(db, TABLES);
    await db.schema.alterTable('staff').dropColumn('token_version').execute();
  },
};
