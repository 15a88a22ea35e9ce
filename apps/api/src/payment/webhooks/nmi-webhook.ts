import { z } from 'zod';
import type { ApiContext } from '../../context.js';
import type { NmiClient, NmiQueryTransaction } from '../nmi/client.js';
import { findPaymentByKey, findPaymentByReference } from '../storage.js';
import { reconcileOrder, type GatewayView } from './reconcile.js';

/** The parts of NMI's webhook body the shop reads; the rest is kept out. */
export const nmiWebhookEvent = z.object({
  event_id: z.string().min(1).max(128),
  event_type: z.string().min(1).max(128),
  event_body: z
    .object({
      transaction_id: z.string().max(64).default(''),
      order_id: z.string().max(128).default(''),
    })
    .loose(),
});
export type NmiWebhookEvent = z.infer<typeof nmiWebhookEvent>;

/** Events that can change a payment the shop holds; others are acknowledged and kept only in the log. */
const RECONCILED = new Set(['transaction.refund.success', 'transaction.void.success', 'transaction.capture.success']);

/** Refunds are transactions of their own under the same order id; a void cancels the original. */
export function nmiViewOf(transactions: NmiQueryTransaction[], originalId: string | null): GatewayView {
  let refundedCents = 0;
  for (const transaction of transactions) {
    const refund = transaction.actions.find((action) => action.type === 'refund' && action.success);
    if (refund?.amountCents) refundedCents += refund.amountCents;
  }
  const original = transactions.find((transaction) => transaction.transactionId === originalId);
  return { refundedCents, voided: original?.condition === 'canceled' };
}

/**
 * Applies a verified NMI event. The event only says that something happened; what the payment
 * now is comes from NMI's Query API, so a forged-but-signed or stale body cannot set amounts.
 */
export async function handleNmiEvent(
  context: ApiContext,
  nmi: NmiClient,
  event: NmiWebhookEvent,
): Promise<{ paymentId: number | null; outcome: string }> {
  const { order_id: orderId, transaction_id: transactionId } = event.event_body;
  const payment =
    (orderId ? await findPaymentByKey(context.db, orderId) : undefined) ??
    (transactionId ? await findPaymentByReference(context.db, 'nmi', transactionId) : undefined);
  if (!payment || payment.gateway !== 'nmi') return { paymentId: null, outcome: 'no payment of ours' };
  if (!RECONCILED.has(event.event_type)) return { paymentId: payment.id, outcome: 'noted' };
  const transactions = await nmi.findByOrderId(payment.idempotency_key);
  const outcome = await reconcileOrder(context, payment.id, nmiViewOf(transactions, payment.gateway_reference), event.event_type);
  return { paymentId: payment.id, outcome };
}
