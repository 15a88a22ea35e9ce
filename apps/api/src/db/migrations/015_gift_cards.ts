import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { addIntegerFromZero, belongsTo, createTables, dropTables, referenceOrNull, type TableDefinitions } from './columns.js';

const TABLES = {
  gift_cards: {
    numbered: 'id',
    columns: {
      code: 'varchar(32) not null unique',
      initial_cents: 'integer not null',
      balance_cents: 'integer not null',
      currency: 'varchar(3) not null',
      kind: 'integer not null',
      status: 'varchar(16) not null',
      order_id: referenceOrNull('orders.id'),
      order_item_id: 'integer',
      unit: 'integer default 1 not null',
      buyer_customer_id: referenceOrNull('customers.id'),
      recipient_name: 'varchar(100)',
      recipient_email: 'varchar(254)',
      sender_name: 'varchar(100)',
      message: 'varchar(500)',
      expires_at: 'varchar(40)',
      delivered_at: 'varchar(40)',
      created_at: 'varchar(40) not null',
    },
    unique: { gift_cards_one_per_unit: ['order_item_id', 'unit'] },
    checks: { gift_cards_balance_in_range: sql`balance_cents >= 0 and balance_cents <= initial_cents` },
  },
  gift_card_history: {
    numbered: 'id',
    columns: {
      gift_card_id: belongsTo('gift_cards.id'),
      action: 'varchar(16) not null',
      amount_cents: 'integer not null',
      balance_after_cents: 'integer not null',
      order_id: referenceOrNull('orders.id'),
      created_at: 'varchar(40) not null',
    },
    indexes: { gift_card_history_card: ['gift_card_id', 'id'] },
  },
  cart_gift_cards: {
    columns: {
      cart_id: 'varchar(64) not null',
      gift_card_id: belongsTo('gift_cards.id'),
      created_at: 'varchar(40) not null',
    },
    primaryKey: ['cart_id', 'gift_card_id'],
  },
} satisfies TableDefinitions;

/**
 * Gift cards: one card per unit of a gift-card line, issued once its order's payment is captured
 * (unique per order item and unit), its balance changed only with a history row; the cards a cart
 * applies; and what an order paid with them.
 */
export function giftCardsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createTables(db, TABLES, dialect);
      await addIntegerFromZero(db, 'orders', 'gift_card_cents');
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').dropColumn('gift_card_cents').execute();
      await dropTables(db, TABLES);
    },
  };
}
