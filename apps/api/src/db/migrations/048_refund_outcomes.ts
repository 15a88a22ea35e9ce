import type { Kysely, Migration } from 'kysely';
import { addColumn, belongsTo, createIndex, createTables, dropTables, referenceOrNull, type TableDefinitions } from './columns.js';

/**
 * What a refund's late outcome needs (migration 047 sends a refund again after its request): the customer hears of a
 * refund its gateway confirmed later once, and a refund its gateway refused later gives back what it took.
 * `order_refunds.customer_mail` names the mail that tells the customer once its gateways confirm it (`refund`: a staff
 * refund's; null: its owner mails, or nobody) and `mailed_at` claims it before the send (the request and the sweep may
 * both see it confirmed). `order_refund_gift_cards` keeps the gift cards a refund took back (what was left on each, or a
 * card made only to be taken back), to reinstate them when the refund fails. `shipment_at_risk.refund_id` names the
 * refund that resolved a box (cleared when a refusal takes the refund back).
 */
const TABLES = {
  order_refund_gift_cards: {
    columns: {
      refund_id: belongsTo('order_refunds.id'),
      gift_card_id: belongsTo('gift_cards.id'),
      unspent_cents: 'integer not null',
      placeholder: 'integer not null',
    },
    primaryKey: ['refund_id', 'gift_card_id'],
    indexes: { order_refund_gift_cards_card: ['gift_card_id'] },
  },
} satisfies TableDefinitions;

export const refundOutcomesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await addColumn(db, 'order_refunds', 'customer_mail', 'varchar(16)');
    await addColumn(db, 'order_refunds', 'mailed_at', 'varchar(40)');
    await addColumn(db, 'shipment_at_risk', 'refund_id', referenceOrNull('order_refunds.id'));
    await createIndex(db, 'shipment_at_risk', 'shipment_at_risk_refund', ['refund_id']);
    await createTables(db, TABLES);
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, TABLES);
    await db.schema.dropIndex('shipment_at_risk_refund').execute();
    await db.schema.alterTable('shipment_at_risk').dropColumn('refund_id').execute();
    for (const column of ['mailed_at', 'customer_mail']) await db.schema.alterTable('order_refunds').dropColumn(column).execute();
  },
};
