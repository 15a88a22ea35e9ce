import type { Kysely, Migration } from 'kysely';
import { addColumn, createTables, dropTables, linkTable, type TableDefinitions } from './columns.js';

const TABLES = {
  gift_card_holders: {
    ...linkTable(
      { column: 'gift_card_id', reference: 'gift_cards.id' },
      { column: 'customer_id', reference: 'customers.id' },
      { created_at: 'varchar(40) not null' },
    ),
    indexes: { gift_card_holders_customer: ['customer_id'] },
  },
} satisfies TableDefinitions;

/**
 * An account's e-mail address counts as its owner's only once a mailed link was opened: the time it was
 * (null until then, and again after every change of address). The seed creates no customers, so every
 * account that exists when this runs was registered by someone whose address nobody checked: all of
 * them start unverified and are asked to verify at their next visit to the account.
 *
 * A gift card is listed to the customer who bought it and to each customer who applied its code while
 * signed in (gift_card_holders), never to an account because its address matches the recipient's.
 */
export const emailVerificationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await addColumn(db, 'customers', 'email_verified_at', 'varchar(40)');
    await createTables(db, TABLES);
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, TABLES);
    await db.schema.alterTable('customers').dropColumn('email_verified_at').execute();
  },
};
