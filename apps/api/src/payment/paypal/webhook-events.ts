import { z } from 'zod';
import type { ApiContext } from '../../context.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import { decimalToCents } from '../amount.js';
import { capturesOf, PayPalError, type PayPalClient } from './client.js';
import { findPayment, recordEvent } from '../storage.js';
import { reconcileOrder, type PendingOrderOutcome } from '../webhooks/reconcile.js';

const money = z.object({ currency_code: z.string(), value: z.string() });
const link = z.object({ href: z.string(), rel: z.string() }).loose();

export const payPalWebhookEvent = z.object({
  id: z.string().min(1).max(128),
  event_type: z.string().min(1).max(128),
  resource: z
    .object({
      id: z.string().max(64).optional(),
      amount: money.optional(),
      seller_payable_breakdown: z.object({ total_refunded_amount: money.optional() }).loose().optional(),
      links: z.array(link).optional(),
    })
    .loose(),
});
export type PayPalWebhookEvent = z.infer<typeof payPalWebhookEvent>;

/** The capture a refund belongs to: its "up" link ends in /captures/{id}. */
export function captureIdOfRefund(event: PayPalWebhookEvent): string | null {
  const up = event.resource.links?.find((candidate) => candidate.rel === 'up')?.href ?? '';
  const match = /\/captures\/([^/?#]+)$/.exec(up);
  return match ? decodeURIComponent(match[1]) : null;
}

/** A pending capture's outcome: COMPLETED pays the order, these fail it. */
const CAPTURE_OUTCOMES = new Set(['PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.DENIED', 'PAYMENT.CAPTURE.DECLINED']);
const FAILED_CAPTURES = new Set(['DENIED', 'DECLINED', 'FAILED']);
export const PAYPAL_DENIED = 'PayPal denied the payment; the order was canceled.';
export const PAYPAL_BALANCE_DENIED = 'PayPal denied the payment of the balance; the balance is due again.';

/** The payment a PayPal capture belongs to: its capture id is recorded on the capture event. */
async function paymentIdOfPayPalCapture(db: Kysely<Database>, captureId: string): Promise<number | null> {
  const event = await db
    .selectFrom('payment_events')
    .innerJoin('payments', 'payments.id', 'payment_events.payment_id')
    .select('payment_events.payment_id')
    .where('payments.gateway', '=', 'paypal')
    .where('payment_events.kind', '=', 'capture')
    .where('payment_events.gateway_reference', '=', captureId)
    .executeTakeFirst();
  return event?.payment_id ?? null;
}

/**
 * A capture PayPal held (PENDING) has an outcome. What it is comes from PayPal's own view of the order,
 * not the event alone; the payment moves from pending to captured or failed and its order from
 * pending_payment to processing or canceled (stock, store credit and gift-card balances back) in one
 * transaction. A payment that is not pending (already settled, or captured at once) changes nothing.
 * The payment of a balance a customer's change left due is not the order's own: its outcome leaves the order's
 * status and payment_state alone, and a DENIED puts the balance back due instead of canceling the paid order.
 */
async function settlePendingCapture(
  context: ApiContext,
  paypal: PayPalClient,
  orders: PendingOrderOutcome,
  paymentId: number,
  captureId: string,
): Promise<string> {
  const payment = await findPayment(context.db, paymentId);
  const orderId = payment?.order_id;
  if (!payment || payment.state !== 'pending' || orderId === null || orderId === undefined) return 'no change';
  let status: string;
  try {
    const order = await paypal.getOrder(payment.gateway_reference ?? '');
    status = capturesOf(order).find((capture) => capture.id === captureId)?.status ?? 'unknown';
  } catch (error) {
    if (error instanceof PayPalError) return `no change (PayPal answered ${error.issue})`;
    throw error;
  }
  const to = status === 'COMPLETED' ? 'captured' : FAILED_CAPTURES.has(status) ? 'failed' : null;
  if (!to) return `no change (capture ${status})`;
  let canceled = false;
  let reopened = false;
  const outcome = await context.dialect.writeTransaction(context.db, async (trx) => {
    const stamp = new Date().toISOString();
    const balance = await orders.paysBalance(trx, paymentId);
    const moved = await trx
      .updateTable('payments')
      .set({ state: to, failure_reason: to === 'failed' ? (balance ? PAYPAL_BALANCE_DENIED : PAYPAL_DENIED) : null, updated_at: stamp })
      .where('id', '=', paymentId)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return 'no change';
    await recordEvent(trx, { paymentId, kind: 'webhook', amountCents: payment.amount_cents, gatewayReference: captureId, status });
    if (balance) {
      if (to === 'captured') {
        await orders.balancePaid(trx, paymentId, 'PayPal completed the payment of the balance', stamp);
        return 'captured (the pending capture of a balance completed)';
      }
      reopened = Boolean(await orders.balanceDenied(trx, paymentId, `PayPal denied the payment of the balance (capture ${status})`, stamp));
      return `failed (capture ${status}); the balance is due again`;
    }
    await trx.updateTable('orders').set({ payment_state: to, updated_at: stamp }).where('id', '=', orderId).execute();
    if (to === 'captured') {
      await orders.paid(trx, orderId, 'PayPal completed the payment', stamp);
      return 'captured (the pending capture completed)';
    }
    await orders.denied(trx, orderId, PAYPAL_DENIED, stamp);
    canceled = true;
    return `failed (capture ${status}); order canceled`;
  });
  if (canceled) void context.readModel.refreshIfChanged().catch(() => undefined);
  if (reopened) orders.balanceDueAgain(orderId, payment.amount_cents);
  return outcome;
}

/**
 * Applies a verified PayPal event. A refund event carries the capture's total refunded so far,
 * so each delivery sets a total, never adds to one. A reversal (a chargeback won by the buyer)
 * takes the whole capture back. COMPLETED and DENIED settle a capture PayPal held.
 */
export async function handlePayPalEvent(
  context: ApiContext,
  paypal: PayPalClient,
  orders: PendingOrderOutcome,
  event: PayPalWebhookEvent,
): Promise<{ paymentId: number | null; outcome: string }> {
  if (event.event_type === 'PAYMENT.CAPTURE.REFUNDED') {
    const captureId = captureIdOfRefund(event);
    const paymentId = captureId ? await paymentIdOfPayPalCapture(context.db, captureId) : null;
    if (paymentId === null) return { paymentId: null, outcome: 'no payment of ours' };
    const total = event.resource.seller_payable_breakdown?.total_refunded_amount ?? event.resource.amount;
    const refundedCents = total ? (decimalToCents(total.value) ?? 0) : 0;
    const outcome = await reconcileOrder(context, paymentId, { refundedCents, voided: false }, event.event_type);
    return { paymentId, outcome };
  }
  if (event.event_type === 'PAYMENT.CAPTURE.REVERSED') {
    const paymentId = event.resource.id ? await paymentIdOfPayPalCapture(context.db, event.resource.id) : null;
    if (paymentId === null) return { paymentId: null, outcome: 'no payment of ours' };
    const outcome = await reconcileOrder(context, paymentId, { refundedCents: Number.MAX_SAFE_INTEGER, voided: false }, event.event_type);
    return { paymentId, outcome };
  }
  const paymentId = event.resource.id ? await paymentIdOfPayPalCapture(context.db, event.resource.id) : null;
  if (CAPTURE_OUTCOMES.has(event.event_type) && paymentId !== null && event.resource.id)
    return { paymentId, outcome: await settlePendingCapture(context, paypal, orders, paymentId, event.resource.id) };
  return { paymentId, outcome: 'noted' };
}
