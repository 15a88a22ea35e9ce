import type { Kysely, Migration } from 'kysely';
import { belongsTo } from './columns.js';

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
    await db.schema.alterTable('customers').addColumn('email_verified_at', 'varchar(40)').execute();
    await db.schema
      .createTable('gift_card_holders')
      .addColumn('gift_card_id', 'integer', belongsTo('gift_cards.id'))
      .addColumn('customer_id', 'integer', belongsTo('customers.id'))
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('gift_card_holders_pk', ['gift_card_id', 'customer_id'])
      .execute();
    await db.schema.createIndex('gift_card_holders_customer').on('gift_card_holders').column('customer_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('gift_card_holders').execute();
    await db.schema.alterTable('customers').dropColumn('email_verified_at').execute();
  },
};
