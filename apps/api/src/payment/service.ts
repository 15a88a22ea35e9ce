import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { centsToDecimal } from './amount.js';
import { GatewayUnavailableError } from './gateway-error.js';
import type { PaymentLedger, PaymentOperations } from './operations.js';
import * as storage from './storage.js';
import type { PaymentEventRow, PaymentRow, PaymentState } from './storage.js';

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

/** Finds the operations of a stored payment's provider (the registry, registry.ts). */
export interface OperationsOf {
  operationsOf(payment: Pick<PaymentRow, 'gateway' | 'method'>): PaymentOperations;
}

/**
 * Capture, void and refund of stored payments, and their state moves. What is done at the gateway is the payment's
 * provider's (port.ts: PaymentOperations); this service checks the move, asks the provider, and records the move.
 */
export class PaymentService implements PaymentLedger {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly providers: OperationsOf,
  ) {}

  /** Moves the payment; throws when the move is illegal or the row moved meanwhile. */
  async move(payment: PaymentRow, to: PaymentState, changes: Parameters<typeof storage.updatePaymentState>[3] = {}): Promise<PaymentRow> {
    const from = asState(payment.state);
    if (!canMove(from, to)) throw new IllegalPaymentTransition(from, to);
    const moved = await storage.updatePaymentState(this.db, payment.id, from, { ...changes, state: to });
    if (!moved) throw new IllegalPaymentTransition(`no longer ${from}`, to);
    return (await storage.findPayment(this.db, payment.id)) ?? payment;
  }

  async record(payment: PaymentRow, kind: string, amountCents: number | null, reference: string | null, status: string): Promise<void> {
    await storage.recordEvent(this.db, { paymentId: payment.id, kind, amountCents, gatewayReference: reference, status });
  }

  events(payment: PaymentRow): Promise<PaymentEventRow[]> {
    return storage.listEvents(this.db, payment.id);
  }

  private async load(paymentId: number): Promise<PaymentRow> {
    const payment = await storage.findPayment(this.db, paymentId);
    if (!payment) throw new PaymentOperationRefused(`No payment ${paymentId}`);
    return payment;
  }

  /** Back office: takes the money of an authorized card payment, or records cash or a check as received. */
  async capture(paymentId: number): Promise<PaymentRow> {
    const payment = await this.load(paymentId);
    await this.providers.operationsOf(payment).capture(payment, this);
    return this.move(payment, 'captured');
  }

  /** Back office: cancels an authorization, or a card sale before it settles; a gateway that only refunds refuses. */
  async void(paymentId: number, reason = 'voided'): Promise<PaymentRow> {
    const payment = await this.load(paymentId);
    const from = asState(payment.state);
    if (!canMove(from, 'voided')) throw new IllegalPaymentTransition(from, 'voided');
    await this.providers.operationsOf(payment).void(payment, reason, this);
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

  /**
   * Refunds a captured payment in whole (no amount) or in part; the payment is "refunded" once nothing is left. A
   * payment given back outside any refund row (its order was not stored) has a key of its own for this one call.
   */
  async refund(paymentId: number, amountCents?: number, reason = 'refunded'): Promise<PaymentRow> {
    const payment = await this.load(paymentId);
    if (payment.state !== 'captured') throw new IllegalPaymentTransition(payment.state, 'refunded');
    const left = payment.amount_cents - payment.refunded_cents;
    const amount = amountCents ?? left;
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left)
      throw new PaymentOperationRefused(`Refund between 0.01 and ${centsToDecimal(left)}`);
    const key = `refund-${payment.id}-${randomUUID()}`;
    const reference = await this.providers.operationsOf(payment).refund(payment, amount, this, key);
    const refunded = payment.refunded_cents + amount;
    const whole = refunded === payment.amount_cents;
    const changes = whole
      ? { state: 'refunded' as const, refunded_cents: refunded, failure_reason: reason.slice(0, 500) }
      : { refunded_cents: refunded };
    const moved = await storage.updatePaymentState(this.db, payment.id, 'captured', changes);
    if (!moved) return this.refundRecordedMeanwhile(paymentId, refunded);
    if (!whole) await this.record(payment, 'record', amount, reference, `partial refund, ${centsToDecimal(refunded)} refunded so far`);
    return this.load(paymentId);
  }

  /**
   * The gateway's part of one payment's share of a refund row (order/money/refund-sends.ts), under the row's key for this
   * payment: sent again after a stop, the gateway answers with the refund it made, and no money moves twice. Records
   * the gateway's answer in the payment's events; the payment's refunded total is the refund row's to record, once.
   * A payment refunded in whole meanwhile is still asked: the gateway knows whether the key's refund is among it.
   */
  async sendRefund(payment: PaymentRow, amountCents: number, key: string): Promise<string | null> {
    if (payment.state !== 'captured' && payment.state !== 'refunded') throw new IllegalPaymentTransition(payment.state, 'refunded');
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > payment.amount_cents)
      throw new PaymentOperationRefused(`Refund between 0.01 and ${centsToDecimal(payment.amount_cents)}`);
    return this.providers.operationsOf(payment).refund(payment, amountCents, this, key);
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
      if (this.providers.operationsOf(payment).reversesByVoid) {
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
