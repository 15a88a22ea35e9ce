import { z } from 'zod';
import type { ApiContext } from '../../context.js';
import { decimalToCents } from '../amount.js';
import { paymentIdOfPayPalCapture } from './storage.js';
import { reconcileOrder } from './reconcile.js';

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

/**
 * Applies a verified PayPal event. A refund event carries the capture's total refunded so far,
 * so each delivery sets a total, never adds to one. A reversal (a chargeback won by the buyer)
 * takes the whole capture back.
 */
export async function handlePayPalEvent(
  context: ApiContext,
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
  return { paymentId, outcome: 'noted' };
}
