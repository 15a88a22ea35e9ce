import type { Kysely } from 'kysely';
import type { ApiContext } from '../../context.js';
import type { Database } from '../../db/index.js';
import { takeBackGiftCards } from '../../gift-cards/index.js';
import { recordGatewayRefund } from '../../give-back/index.js';
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

/**
 * What the gateway's word does to an order placed while its payment was pending: order/ provides it (the
 * composition root hands it in), since payment/ sits below order/. All run in the caller's transaction.
 */
export interface PendingOrderOutcome {
  paid(trx: Kysely<Database>, orderId: number, note: string, stamp: string): Promise<unknown>;
  denied(trx: Kysely<Database>, orderId: number, note: string, stamp: string): Promise<unknown>;
  /**
   * The payment paid the balance a customer's change left due, not the order itself (order-changes/pay-balance.ts):
   * its outcome moves the balance, never the order's status or payment_state.
   */
  paysBalance(trx: Kysely<Database>, paymentId: number): Promise<boolean>;
  /** A balance's held capture completed: noted on the order (the balance counted as paid already). */
  balancePaid(trx: Kysely<Database>, paymentId: number, note: string, stamp: string): Promise<unknown>;
  /** A balance's held capture was denied: the balance is due again on the order, which is not canceled (true when it is). */
  balanceDenied(trx: Kysely<Database>, paymentId: number, note: string, stamp: string): Promise<boolean>;
  /** Once that is committed: the customer is told the amount is due again, with the pay link (never throws). */
  balanceDueAgain(orderId: number, amountCents: number): void;
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

/**
 * Reconciles the payment, records what the gateway refunded beyond our refund rows in the order's give-back
 * ledger (spread over its lines, so a claim or a refund later counts it), then takes back the gift cards its
 * order bought beyond what the order still keeps (a refund or reversal at the gateway has already given the
 * money back; only unspent balances can be taken).
 */
export async function reconcileOrder(context: ApiContext, paymentId: number, view: GatewayView, cause: string): Promise<string> {
  const outcome = await reconcilePayment(context.db, paymentId, view, cause);
  const payment = await storage.findPayment(context.db, paymentId);
  const orderId = payment?.order_id;
  if (orderId === null || orderId === undefined) return outcome;
  await context.dialect.writeTransaction(context.db, (trx) => recordGatewayRefund(trx, paymentId, new Date().toISOString()));
  const taken = await context.dialect.writeTransaction(context.db, (trx) =>
    takeBackGiftCards(trx, orderId, 'beyond-kept', new Date().toISOString()),
  );
  if (taken.cards.length === 0) return outcome;
  const unspent = taken.cards.reduce((sum, card) => sum + card.unspentCents, 0);
  return `${outcome}; gift cards taken back: ${taken.cards.length} (${centsToDecimal(unspent)} unspent)`;
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
