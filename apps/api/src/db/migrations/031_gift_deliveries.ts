import type { Kysely, Migration } from 'kysely';
import { addColumn, addIntegerFromZero } from './columns.js';

/**
 * Issue 25's gift deliveries: an order can go to a recipient (its shipping address is theirs) with a message for the
 * packing slip, and the buyer may ask for the recipient to be told by e-mail when it ships.
 *
 * - `is_gift`: 1 for a gift order (the message may be empty).
 * - `gift_message`: plain text, at most 300 characters (null when not a gift).
 * - `gift_notify_recipient`, `gift_recipient_email`: the notice the buyer asked for, and where it goes.
 * - `gift_notified_at`: when that e-mail went out (the order shipped).
 */
export const giftDeliveriesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite adds a single column per ALTER TABLE.
    await addIntegerFromZero(db, 'orders', 'is_gift');
    await addColumn(db, 'orders', 'gift_message', 'text');
    await addIntegerFromZero(db, 'orders', 'gift_notify_recipient');
    await addColumn(db, 'orders', 'gift_recipient_email', 'varchar(254)');
    await addColumn(db, 'orders', 'gift_notified_at', 'varchar(40)');
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['gift_notified_at', 'gift_recipient_email', 'gift_notify_recipient', 'gift_message', 'is_gift']) {
      await db.schema.alterTable('orders').dropColumn(column).execute();
    }
  },
};
