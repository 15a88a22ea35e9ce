import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { addIntegerFromZero, belongsTo, createNumberedTable, referenceOrNull } from './columns.js';

/**
 * Gift cards: one card per unit of a gift-card line, issued once its order's payment is captured
 * (unique per order item and unit), its balance changed only with a history row; the cards a cart
 * applies; and what an order paid with them.
 */
export function giftCardsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createNumberedTable(db, dialect, 'gift_cards')
        .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('initial_cents', 'integer', (c) => c.notNull())
        .addColumn('balance_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('kind', 'integer', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('order_id', 'integer', referenceOrNull('orders.id'))
        .addColumn('order_item_id', 'integer')
        .addColumn('unit', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('buyer_customer_id', 'integer', referenceOrNull('customers.id'))
        .addColumn('recipient_name', 'varchar(100)')
        .addColumn('recipient_email', 'varchar(254)')
        .addColumn('sender_name', 'varchar(100)')
        .addColumn('message', 'varchar(500)')
        .addColumn('expires_at', 'varchar(40)')
        .addColumn('delivered_at', 'varchar(40)')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addUniqueConstraint('gift_cards_one_per_unit', ['order_item_id', 'unit'])
        .addCheckConstraint('gift_cards_balance_in_range', sql`balance_cents >= 0 and balance_cents <= initial_cents`)
        .execute();
      await createNumberedTable(db, dialect, 'gift_card_history')
        .addColumn('gift_card_id', 'integer', belongsTo('gift_cards.id'))
        .addColumn('action', 'varchar(16)', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('balance_after_cents', 'integer', (c) => c.notNull())
        .addColumn('order_id', 'integer', referenceOrNull('orders.id'))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('gift_card_history_card').on('gift_card_history').columns(['gift_card_id', 'id']).execute();
      await db.schema
        .createTable('cart_gift_cards')
        .addColumn('cart_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('gift_card_id', 'integer', belongsTo('gift_cards.id'))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addPrimaryKeyConstraint('cart_gift_cards_pk', ['cart_id', 'gift_card_id'])
        .execute();
      await addIntegerFromZero(db, 'orders', 'gift_card_cents');
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').dropColumn('gift_card_cents').execute();
      await db.schema.dropTable('cart_gift_cards').execute();
      await db.schema.dropTable('gift_card_history').execute();
      await db.schema.dropTable('gift_cards').execute();
    },
  };
}
