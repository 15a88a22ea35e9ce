import type { Kysely } from 'kysely';
import type { Database, RefundMail } from '../../db/index.js';

/**
 * The customer's mail of a refund (a staff refund's, a claim's decision) goes once its gateways confirmed all of it,
 * from the request that heard it or from the sweep that sent it again: both may hear it, so the mail is claimed first
 * with a conditional update (`order_refunds.mailed_at`, migration 048), and given back when its send fails.
 */
export async function claimRefundMail(db: Kysely<Database>, refundId: number, stamp: string): Promise<boolean> {
  const claimed = await db
    .updateTable('order_refunds')
    .set({ mailed_at: stamp })
    .where('id', '=', refundId)
    .where('state', '=', 'sent')
    // A refund kept at what went back before a refusal is not the refund the mail would announce.
    .where('failure', 'is', null)
    .where('mailed_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export async function releaseRefundMail(db: Kysely<Database>, refundId: number, stamp: string): Promise<void> {
  await db.updateTable('order_refunds').set({ mailed_at: null }).where('id', '=', refundId).where('mailed_at', '=', stamp).execute();
}

/**
 * Refunds its gateways confirmed, stored before `before`, whose customer mail is owed and not sent (its send failed,
 * or a process stopped before it): the sweep sends them again. Refunds made before their mail was named (migration
 * 048, and a claim's before it was) name none, so no customer is mailed an old refund.
 */
export function owedRefundMails(
  db: Kysely<Database>,
  before: string,
  limit: number,
  afterId = 0,
): Promise<Array<{ id: number; customer_mail: RefundMail | null }>> {
  return db
    .selectFrom('order_refunds')
    .select(['id', 'customer_mail'])
    .where('customer_mail', 'is not', null)
    .where('state', '=', 'sent')
    .where('failure', 'is', null)
    .where('mailed_at', 'is', null)
    .where('created_at', '<', before)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * A cancel whose refund its gateways have not confirmed yet: names that refund's mail, so the customer hears when the
 * money is on its way (the cancel's mail says it is under way). Answers whether it was still pending; one confirmed
 * meanwhile is not named, and the cancel's mail then says the money goes back. Only the cancel's own row: another
 * refund of the order still pending (a change's) keeps the mail its owner sends.
 */
export async function owedCancelRefundMail(db: Kysely<Database>, refundId: number | null): Promise<boolean> {
  if (refundId === null) return false;
  const named = await db
    .updateTable('order_refunds')
    .set({ customer_mail: 'cancel' })
    .where('id', '=', refundId)
    .where('state', '=', 'pending')
    .where('customer_mail', 'is', null)
    .executeTakeFirst();
  return Number(named.numUpdatedRows) > 0;
}
