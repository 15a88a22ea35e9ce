import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { centsToDecimal } from './amount.js';
import { GatewayUnavailableError } from './gateway-error.js';
import type { NmiClient, NmiRequest } from './nmi/client.js';
import { gatewayText } from './nmi/messages.js';
import { PayPalError, type PayPalClient } from './paypal/client.js';
import * as storage from './storage.js';
import type { PaymentRow, PaymentState } from './storage.js';

/**
 * Payment states and the only moves between them. A gateway call always comes first and the
 * state follows its answer; a move from a state the row is no longer in is refused, so two
 * hands (a retry, the back office) never move one payment twice.
 */
export const TRANSITIONS: Readonly<Record<PaymentState, readonly PaymentState[]>> = {
  pending: ['authorized', 'captured', 'failed', 'voided'],
  authorized: ['captured', 'voided', 'failed'],
  captured: ['voided', 'refunded'],
  voided: [],
  refunded: [],
  failed: [],
};

export const canMove = (from: PaymentState, to: PaymentState) => TRANSITIONS[from].includes(to);

export class IllegalPaymentTransition extends Error {
  constructor(
    readonly from: string,
    readonly to: string,
  ) {
    super(`A ${from} payment cannot become ${to}`);
    this.name = 'IllegalPaymentTransition';
  }
}

/** The gateway refused a back-office operation (void, refund, capture). */
export class PaymentOperationRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentOperationRefused';
  }
}

export const asState = (value: string): PaymentState => {
  if ((storage.PAYMENT_STATES as readonly string[]).includes(value)) return value as PaymentState;
  throw new Error(`Unknown payment state ${value}`);
};

export class PaymentService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly gateways: { nmi: NmiClient; paypal: PayPalClient },
  ) {}

  /** Moves the payment; throws when the move is illegal or the row moved meanwhile. */
  async move(payment: PaymentRow, to: PaymentState, changes: Parameters<typeof storage.updatePaymentState>[3] = {}): Promise<PaymentRow> {
    const from = asState(payment.state);
    if (!canMove(from, to)) throw new IllegalPaymentTransition(from, to);
    const moved = await storage.updatePaymentState(this.db, payment.id, from, { ...changes, state: to });
    if (!moved) throw new IllegalPaymentTransition(`no longer ${from}`, to);
    return (await storage.findPayment(this.db, payment.id)) ?? payment;
  }

  /**
   * A capture, void or refund of the payment's card transaction: sent to NMI, its answer recorded as the payment's
   * event (with the amount it moves), refused when the processor refuses; answers NMI's transaction id.
   */
  private async sendToNmi(
    payment: PaymentRow,
    request: Omit<NmiRequest, 'transactionId'> & { type: 'capture' | 'void' | 'refund' },
    amountCents: number,
  ): Promise<string> {
    const answer = await this.gateways.nmi.transact({ ...request, transactionId: payment.gateway_reference ?? '' });
    await this.record(
      payment,
      request.type,
      amountCents,
      answer.transactionId,
      `${answer.response}/${answer.responseCode} ${answer.responseText}`,
    );
    if (answer.response !== '1')
      throw new PaymentOperationRefused(`The card processor refused the ${request.type}: ${gatewayText(answer.responseText)}`);
    return answer.transactionId;
  }

  async record(payment: PaymentRow, kind: string, amountCents: number | null, reference: string | null, status: string): Promise<void> {
    await storage.recordEvent(this.db, { paymentId: payment.id, kind, amountCents, gatewayReference: reference, status });
  }

  private async load(paymentId: number): Promise<PaymentRow> {
    const payment = await storage.findPayment(this.db, paymentId);
    if (!payment) throw new PaymentOperationRefused(`No payment ${paymentId}`);
    return payment;
  }

  /** Back office: takes the money of an authorized card payment, or records cash or a check as received. */
  async capture(paymentId: number): Promise<PaymentRow> {
    const payment = await this.load(paymentId);
    if (payment.gateway === null && payment.state === 'pending') {
      await this.record(payment, 'record', payment.amount_cents, null, 'received outside any gateway');
      return this.move(payment, 'captured');
    }
    if (payment.gateway !== 'nmi' || payment.state !== 'authorized') throw new IllegalPaymentTransition(payment.state, 'captured');
    await this.sendToNmi(payment, { type: 'capture', amountCents: payment.amount_cents }, payment.amount_cents);
    return this.move(payment, 'captured');
  }

  /** Back office: cancels an authorization, or a card sale before it settles. PayPal captures are refunded instead. */
  async void(paymentId: number, reason = 'voided'): Promise<PaymentRow> {
    const payment = await this.load(paymentId);
    const from = asState(payment.state);
    if (!canMove(from, 'voided')) throw new IllegalPaymentTransition(from, 'voided');
    if (payment.gateway === 'paypal' && from === 'captured')
      throw new PaymentOperationRefused('A PayPal capture cannot be voided; refund it');
    if (payment.gateway === 'nmi' && (from === 'captured' || from === 'authorized')) {
      await this.sendToNmi(payment, { type: 'void', orderId: payment.idempotency_key }, payment.amount_cents);
    } else {
      await this.record(payment, 'void', null, null, reason);
    }
    return this.move(payment, 'voided', { failure_reason: reason.slice(0, 500) });
  }

  /**
   * The gateway's webhook for a refund can arrive before the refund's own update and record it first (reconcile.ts);
   * the refund then stands as recorded. Anything else that moved the payment meanwhile is a refusal.
   */
  private async refundRecordedMeanwhile(paymentId: number, refundedCents: number): Promise<PaymentRow> {
    const payment = await this.load(paymentId);
    if (payment.refunded_cents >= refundedCents) return payment;
    throw new IllegalPaymentTransition(`no longer captured`, 'refunded');
  }

  /** Back office: refunds a captured payment in whole (no amount) or in part; the payment is "refunded" once nothing is left. */
  async refund(paymentId: number, amountCents?: number, reason = 'refunded'): Promise<PaymentRow> {
    const payment = await this.load(paymentId);
    if (payment.state !== 'captured') throw new IllegalPaymentTransition(payment.state, 'refunded');
    const left = payment.amount_cents - payment.refunded_cents;
    const amount = amountCents ?? left;
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left)
      throw new PaymentOperationRefused(`Refund between 0.01 and ${centsToDecimal(left)}`);
    const reference = await this.refundAtGateway(payment, amount);
    const refunded = payment.refunded_cents + amount;
    const whole = refunded === payment.amount_cents;
    const changes = whole ? { state: 'refunded' as const, refunded_cents: refunded, failure_reason: reason.slice(0, 500) } : { refunded_cents: refunded };
    const moved = await storage.updatePaymentState(this.db, payment.id, 'captured', changes);
    if (!moved) return this.refundRecordedMeanwhile(paymentId, refunded);
    if (!whole) await this.record(payment, 'record', amount, reference, `partial refund, ${centsToDecimal(refunded)} refunded so far`);
    return this.load(paymentId);
  }

  private async refundAtGateway(payment: PaymentRow, amount: number): Promise<string | null> {
    if (payment.gateway === 'nmi') {
      return this.sendToNmi(payment, { type: 'refund', amountCents: amount, orderId: payment.idempotency_key }, amount);
    }
    if (payment.gateway === 'paypal') {
      const captureId = await this.payPalCaptureId(payment);
      try {
        const refund = await this.gateways.paypal.refundCapture(
          captureId,
          { currency_code: payment.currency, value: centsToDecimal(amount) },
          `refund-${payment.id}-${randomUUID()}`,
        );
        await this.record(payment, 'refund', amount, refund.id, refund.status);
        return refund.id;
      } catch (error) {
        if (!(error instanceof PayPalError)) throw error;
        await this.record(payment, 'refund', amount, null, `refused: ${error.issue}`);
        throw new PaymentOperationRefused(`PayPal refused the refund: ${error.message}`);
      }
    }
    await this.record(payment, 'refund', amount, null, 'refunded outside any gateway');
    return null;
  }

  /** PayPal refunds name the capture, which the capture's event recorded. */
  private async payPalCaptureId(payment: PaymentRow): Promise<string> {
    const events = await storage.listEvents(this.db, payment.id);
    const capture = events.find((event) => event.kind === 'capture' && event.gateway_reference);
    if (!capture?.gateway_reference) throw new PaymentOperationRefused('No PayPal capture is recorded for this payment');
    return capture.gateway_reference;
  }

  /**
   * Gives back a payment whose order could not be stored (sold out meanwhile, the cart ordered by
   * another request): void where the gateway allows it, else refund. Never touches a payment that
   * belongs to an order. A reversal that fails is logged for the shop to do by hand.
   */
  async reverseUnplaced(paymentId: number, reason: string, log: (message: string) => void): Promise<void> {
    const payment = await storage.findPayment(this.db, paymentId);
    if (!payment || payment.order_id !== null || payment.state !== 'captured') return;
    try {
      if (payment.gateway === 'nmi') {
        try {
          await this.void(paymentId, reason);
          return;
        } catch (error) {
          if (error instanceof IllegalPaymentTransition) throw error;
          // A sale that already settled cannot be voided: refund it.
        }
      }
      await this.refund(paymentId, undefined, reason);
    } catch (error) {
      const detail = error instanceof Error ? error.message : 'unknown error';
      if (error instanceof GatewayUnavailableError || error instanceof PaymentOperationRefused) {
        await storage.notePayment(this.db, paymentId, `order not stored (${reason}); reversal failed: ${detail}; refund by hand`);
      }
      log(`payment ${paymentId}: the order was not stored and the payment could not be given back (${detail}); refund it by hand`);
    }
  }
}
