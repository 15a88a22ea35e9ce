import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import { isUniqueViolation } from '../../db/index.js';

export interface WebhookReceipt {
  /** The provider's gateway name (payment/port.ts). */
  gateway: string;
  eventId: string;
  eventType: string;
}

/**
 * Claims a delivery before acting on it: false when this event id was taken before (a repeat).
 * The outcome is filled in once the delivery is handled.
 */
export async function claimWebhook(db: Kysely<Database>, receipt: WebhookReceipt): Promise<number | null> {
  try {
    const row = await db
      .insertInto('payment_webhooks')
      .values({
        gateway: receipt.gateway,
        event_id: receipt.eventId.slice(0, 128),
        event_type: receipt.eventType.slice(0, 128),
        payment_id: null,
        outcome: 'received',
        received_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function settleWebhook(db: Kysely<Database>, id: number, paymentId: number | null, outcome: string): Promise<void> {
  await db
    .updateTable('payment_webhooks')
    .set({ payment_id: paymentId, outcome: outcome.slice(0, 500) })
    .where('id', '=', id)
    .execute();
}

/** A delivery whose handling failed is given up, so the gateway's retry is handled afresh. */
export async function releaseWebhook(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('payment_webhooks').where('id', '=', id).execute();
}
