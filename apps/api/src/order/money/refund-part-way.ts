import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import { audit } from '../../audit/index.js';
import { recordOrderGiveBack } from '../../give-back/index.js';

/** A refund spread over several payments whose later part a gateway refused, and what the earlier parts gave back. */
export interface StoppedRefund {
  orderId: number;
  refundId: number;
  givenCents: number;
  staffId: number | null;
  stamp: string;
  /** Why the rest was refused, kept on the refund for staff. */
  failure: string;
}

/**
 * Keeps a refund at what its payments gave back before one refused (order-payments.ts, RefundStoppedPartWay): the
 * money is gone, so the refund row stays, sent, now for that amount (its unsent parts go), and its ledger rows become
 * the same amount spread over the order (the units it named are no longer all given back). What is left can be
 * refunded again.
 */
export async function keepWhatWentBack(trx: Kysely<Database>, stopped: StoppedRefund): Promise<void> {
  const refund = await trx
    .selectFrom('order_refunds')
    .select(['amount_cents', 'reason', 'destination'])
    .where('id', '=', stopped.refundId)
    .executeTakeFirstOrThrow();
  await trx.deleteFrom('order_refund_lines').where('refund_id', '=', stopped.refundId).execute();
  await trx.deleteFrom('order_give_backs').where('refund_id', '=', stopped.refundId).execute();
  await trx.deleteFrom('order_refund_parts').where('refund_id', '=', stopped.refundId).where('sent_at', 'is', null).execute();
  await trx
    .updateTable('order_refunds')
    .set({
      amount_cents: stopped.givenCents,
      shipping_cents: 0,
      state: 'sent',
      sent_at: stopped.stamp,
      claimed_at: null,
      failure: `the rest was refused: ${stopped.failure}`.slice(0, 500),
    })
    .where('id', '=', stopped.refundId)
    .execute();
  await recordOrderGiveBack(
    trx,
    {
      orderId: stopped.orderId,
      source: 'order_refund',
      destination: 'original',
      refundId: stopped.refundId,
      staffId: stopped.staffId,
      note: refund.reason,
      stamp: stopped.stamp,
    },
    stopped.givenCents,
  );
  await audit(trx, {
    staffId: stopped.staffId,
    action: 'order.refund_part_way',
    entityType: 'order',
    entityId: stopped.orderId,
    before: { refund_id: stopped.refundId, amount_cents: refund.amount_cents },
    after: { refund_id: stopped.refundId, amount_cents: stopped.givenCents, error: stopped.failure },
  });
}
