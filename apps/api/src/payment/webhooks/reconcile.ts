import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { centsToDecimal } from '../amount.js';
import * as storage from '../storage.js';
import type { PaymentRow } from '../storage.js';

/**
 * What the gateway says of a payment after an event: how much of it is refunded in all, and
 * whether it was voided. Totals, not deltas: applying the same view twice, or an older view
 * after a newer one, changes nothing, whatever order deliveries arrive in.
 */
export interface GatewayView {
  refundedCents: number;
  voided: boolean;
}

const ATTEMPTS = 3;

/** Brings our payment (and its order's payment_state) up to what the gateway reports; answers what changed. */
export async function reconcilePayment(db: Kysely<Database>, paymentId: number, view: GatewayView, cause: string): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const payment = await storage.findPayment(db, paymentId);
    if (!payment) return 'no payment of ours';
    const change = changeFor(payment, view);
    if (!change) return 'no change';
    const moved = await storage.updatePaymentState(db, payment.id, payment.state as storage.PaymentState, change.update);
    if (moved) {
      await storage.recordEvent(db, {
        paymentId: payment.id,
        kind: 'webhook',
        amountCents: change.amountCents,
        gatewayReference: null,
        status: `${cause}: ${change.outcome}`,
      });
      return change.outcome;
    }
    // The payment moved meanwhile (our own refund finishing): look again.
  }
  return 'no change (payment kept moving)';
}

interface Change {
  update: Parameters<typeof storage.updatePaymentState>[3];
  amountCents: number | null;
  outcome: string;
}

function changeFor(payment: PaymentRow, view: GatewayView): Change | null {
  if (view.voided && (payment.state === 'authorized' || payment.state === 'captured')) {
    return { update: { state: 'voided', failure_reason: 'voided at the gateway' }, amountCents: null, outcome: 'voided' };
  }
  if (payment.state !== 'captured') return null;
  const refunded = Math.min(payment.amount_cents, Math.max(payment.refunded_cents, view.refundedCents));
  if (refunded <= payment.refunded_cents) return null;
  const whole = refunded === payment.amount_cents;
  return {
    update: whole ? { state: 'refunded', refunded_cents: refunded } : { refunded_cents: refunded },
    amountCents: refunded - payment.refunded_cents,
    outcome: `${whole ? 'refunded in whole' : 'refunded in part'}, ${centsToDecimal(refunded)} in all`,
  };
}
