import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import { reinstateGiftCards, type TakeBack } from '../../gift-cards/index.js';
import { recordOrderGiveBack } from '../../give-back/index.js';
import { PaymentOperationRefused, type PaymentRow, type PaymentService } from '../../payment/index.js';
import { paymentsTaken, RefundStoppedPartWay } from './order-payments.js';
import { keepWhatWentBack } from './refund-part-way.js';
import { planRefund, type SendPart } from './refund-sends.js';
import { keepTakeBack } from './refund-gift-cards.js';
import type { RefundClaim } from './refunds.js';

/**
 * The money of a cancel: what is left to give back is set aside as one refund row in the cancel's transaction, its
 * gateway payments' share planned as parts (refund-sends.ts) and what was paid outside any gateway (a check staff
 * cashed) left to go back by hand; then the payments that took nothing are voided and the parts sent.
 */

/** What a cancel set aside; `throughGateways`: some of it goes back through a gateway (the refund row waits for it). */
export interface CancelClaim extends RefundClaim {
  throughGateways: boolean;
}

/** What a cancel gave back, for the customer's mail: the money, the store credit and gift-card balance spent on the order, and a card hold let go. */
export interface CancelOutcome {
  /** The cancel's own refund row (null when nothing was left to give back). */
  refundId: number | null;
  returnedCents: number;
  storeCreditCents: number;
  giftCardCents: number;
  /** A card payment only authorized, voided: nothing was charged, the hold on the card goes. */
  authorizationReleased: boolean;
}

/** A payment captured outside any gateway: its money goes back by hand once it is voided. */
const byHand = (payment: PaymentRow) => payment.state === 'captured' && payment.gateway === null;

/** The cancel's refund row of `left`, its ledger rows, the gift cards it took back, and its parts over the gateway payments. */
export async function setAsideCancel(
  trx: Kysely<Database>,
  cancel: {
    orderId: number;
    paymentId: number | null;
    left: number;
    reason: string;
    staffId: number | null;
    stamp: string;
    giftCards: TakeBack;
  },
): Promise<CancelClaim> {
  const note = `canceled: ${cancel.reason}`;
  const refund = await trx
    .insertInto('order_refunds')
    .values({
      order_id: cancel.orderId,
      amount_cents: cancel.left,
      shipping_cents: 0,
      destination: 'original',
      payment_id: cancel.paymentId,
      reason: note,
      staff_id: cancel.staffId,
      created_at: cancel.stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const origin = { orderId: cancel.orderId, destination: 'original' as const, refundId: refund.id, staffId: cancel.staffId, note };
  await recordOrderGiveBack(trx, { ...origin, source: 'cancel', stamp: cancel.stamp }, cancel.left);
  await keepTakeBack(trx, refund.id, cancel.giftCards);
  const handBack = (await paymentsTaken(trx, cancel.orderId))
    .filter(byHand)
    .reduce((sum, payment) => sum + payment.amount_cents - payment.refunded_cents, 0);
  const throughGateways = cancel.left > handBack;
  if (throughGateways) {
    const planned = { id: refund.id, orderId: cancel.orderId, amountCents: cancel.left - handBack, stamp: cancel.stamp };
    await planRefund(trx, planned, (payment) => payment.gateway !== null);
  }
  return { refundId: refund.id, amount: cancel.left, throughGateways };
}

/** Voids the order's payments that took nothing yet (authorized, pending) and those paid outside any gateway. */
export async function voidUntaken(db: Kysely<Database>, payments: PaymentService, orderId: number, reason: string): Promise<void> {
  const rows = await db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').execute();
  for (const payment of rows)
    if (payment.state === 'authorized' || payment.state === 'pending' || byHand(payment)) await payments.void(payment.id, reason);
}

/**
 * One part of a cancel's refund: the card gateway voids an unsettled sale given back whole with nothing refunded
 * yet; a sale that settled, or any other gateway, is refunded under the part's key.
 */
export function cancelPart(payments: PaymentService, reason: string): SendPart {
  return async (payment, cents, key) => {
    if (payment.gateway === 'nmi' && payment.refunded_cents === 0 && cents === payment.amount_cents) {
      try {
        await payments.void(payment.id, reason);
        return 'voided';
      } catch (error) {
        // A sale that settled cannot be voided: refund it.
        if (!(error instanceof PaymentOperationRefused)) throw error;
      }
    }
    await payments.sendRefund(payment, cents, key);
    return 'refunded';
  };
}

/**
 * A cancel whose payments refused: the order stays as it was. The refund row goes (or stays at what went back before
 * a refusal part-way), and the gift cards the cancel took back are active again.
 */
export async function undoCancelClaim(
  trx: Kysely<Database>,
  cancel: { orderId: number; claim: CancelClaim | null; giftCards: TakeBack; staffId: number | null },
  error: unknown,
): Promise<void> {
  const stamp = new Date().toISOString();
  const { claim } = cancel;
  if (claim && error instanceof RefundStoppedPartWay) {
    const failure = error.message;
    await keepWhatWentBack(trx, {
      orderId: cancel.orderId,
      refundId: claim.refundId,
      givenCents: error.givenCents,
      staffId: cancel.staffId,
      stamp,
      failure,
    });
  } else if (claim) await trx.deleteFrom('order_refunds').where('id', '=', claim.refundId).execute();
  await reinstateGiftCards(trx, cancel.giftCards, cancel.orderId, stamp);
}
