import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import { isCardNumber } from './sandbox-cards.js';
import { GatewayUnavailableError } from '../gateway-error.js';
import { decidedOutcome, PaymentFailed, sleep, type AttemptEndings, type ChargeInput, type ChargeOutcome } from '../charge.js';
import { IllegalPaymentTransition, type PaymentService } from '../service.js';
import * as storage from '../storage.js';
import type { PaymentRow } from '../storage.js';
import type { NmiClient, NmiQueryTransaction } from './client.js';
import { PAYMENT_IN_PROGRESS, PAYMENT_UNCONFIRMED, refusalMessage } from './messages.js';

/**
 * A card payment for an order: one `sale` (authorize and capture in one call) for the server's
 * grand total. Why sale and not auth + capture: the goods ship the next morning, so there is
 * no long gap to bridge; one call means one place to fail, and no authorization that can lapse
 * or a capture that can fail after the order was confirmed. A sale can still be voided the same
 * day (before settlement) and refunded after.
 *
 * Idempotency: the attempt (cart, amount, currency, token) is stored under its key before the
 * gateway is called, and the key goes to NMI as `orderid`. A retry of the same attempt waits for
 * it or takes its outcome; an attempt whose answer never came is looked up by that order id
 * (query.php), never sent again. One card attempt per cart can be in flight at a time.
 */
const NO_ANSWER = 'no answer from the card processor';
const POLL_MS = 100;
const CARD_ENDINGS: AttemptEndings = {
  failed: 'The card payment failed.',
  canceled: 'This card payment was cancelled. Please enter your card details again.',
};

export const PAYMENT_TOKEN_REQUIRED = 'Please enter your card details again: the card form did not send a payment token.';
export const CARD_NUMBER_REFUSED = 'Send the payment token from the card form, never a card number.';

export function attemptKey(input: ChargeInput, token: string): string {
  const digest = createHash('sha256').update(`${input.cartId}\n${input.amountCents}\n${input.currency}\n${token}`).digest('hex');
  return `nmi-${digest.slice(0, 32)}`;
}

/** The Collect.js token from payment_method_additional; a card number in its place is refused and never echoed. */
export function paymentTokenOf(additional: unknown): string {
  const token = additional && typeof additional === 'object' ? (additional as { payment_token?: unknown }).payment_token : undefined;
  if (typeof token !== 'string' || token.trim() === '') throw new PaymentFailed('invalid-input', PAYMENT_TOKEN_REQUIRED);
  if (isCardNumber(token)) throw new PaymentFailed('invalid-input', CARD_NUMBER_REFUSED);
  if (!/^[A-Za-z0-9_-]{8,128}$/.test(token.trim())) throw new PaymentFailed('invalid-input', PAYMENT_TOKEN_REQUIRED);
  return token.trim();
}

export class CardPayments {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly nmi: NmiClient,
    private readonly payments: PaymentService,
    private readonly options: { timeoutMs: number; testMode: boolean; log: (message: string) => void },
  ) {}

  /** How long an attempt may stay pending before nobody can be waiting for its answer any more. */
  private get staleAfterMs(): number {
    return this.options.timeoutMs + 5_000;
  }

  async charge(input: ChargeInput, token: string): Promise<ChargeOutcome> {
    const key = attemptKey(input, token);
    const deadline = Date.now() + this.staleAfterMs + 5_000;
    for (;;) {
      try {
        const outcome = await this.step(input, key, token);
        if (outcome) return outcome;
      } catch (error) {
        // Another request moved the attempt between our read and our write: look again.
        if (!(error instanceof IllegalPaymentTransition)) throw error;
      }
      if (Date.now() > deadline) throw new PaymentFailed('conflict', PAYMENT_IN_PROGRESS);
      await sleep(POLL_MS);
    }
  }

  /** One look at the attempt: its outcome, a new gateway call, or null to wait for an attempt in flight. */
  private async step(input: ChargeInput, key: string, token: string): Promise<ChargeOutcome | null> {
    const existing = await storage.findPaymentByKey(this.db, key);
    if (existing) return this.outcomeOf(existing);
    const leftover = await this.leftoverFor(input);
    if (leftover) return leftover;
    const attempt = await storage.tryInsertPayment(this.db, {
      order_id: null,
      cart_id: input.cartId,
      store_code: input.storeCode,
      method: input.method,
      state: 'pending',
      amount_cents: input.amountCents,
      currency: input.currency,
      gateway: 'nmi',
      gateway_reference: null,
      idempotency_key: key,
      failure_reason: null,
      test_mode: this.options.testMode ? 1 : 0,
    });
    if (attempt) return this.sale(attempt, token);
    await this.settleOthers(input.cartId, key);
    return null;
  }

  /** Another card attempt holds the cart: one whose answer never came is looked up, so it cannot block the cart for good. */
  private async settleOthers(cartId: string, key: string): Promise<void> {
    for (const other of await storage.findPaymentsOfCart(this.db, cartId, 'nmi', 'pending')) {
      if (other.idempotency_key === key) continue;
      try {
        await this.outcomeOf(other);
      } catch (error) {
        if (!(error instanceof PaymentFailed)) throw error;
      }
    }
  }

  /** What an attempt already stored means for a retry; null while it is still running. */
  private async outcomeOf(attempt: PaymentRow): Promise<ChargeOutcome | null> {
    const decided = decidedOutcome(attempt, ['captured', 'authorized'], CARD_ENDINGS);
    if (decided) return decided;
    const age = Date.now() - Date.parse(attempt.updated_at);
    if (attempt.failure_reason === NO_ANSWER || age > this.staleAfterMs) return this.reconcile(attempt);
    return null;
  }

  /**
   * A captured card payment of this cart that no order took (the process stopped between the
   * gateway's answer and the order): the order takes it if the amount still matches, else it is
   * given back, so a new attempt never charges the shopper a second time.
   */
  private async leftoverFor(input: ChargeInput): Promise<ChargeOutcome | null> {
    const captured = await storage.findPaymentsOfCart(this.db, input.cartId, 'nmi', 'captured');
    for (const payment of captured) {
      if (payment.order_id !== null) return { orderId: payment.order_id };
      if (payment.amount_cents === input.amountCents && payment.currency === input.currency) return { paymentId: payment.id };
      // Another amount: give it back, but only once no request can still be storing its order.
      if (Date.now() - Date.parse(payment.updated_at) > this.staleAfterMs) {
        await this.payments.reverseUnplaced(payment.id, 'the cart changed before its order was stored', this.options.log);
      }
    }
    return null;
  }

  private async sale(attempt: PaymentRow, token: string): Promise<ChargeOutcome> {
    let answer;
    try {
      answer = await this.nmi.transact({
        type: 'sale',
        paymentToken: token,
        amountCents: attempt.amount_cents,
        currency: attempt.currency,
        orderId: attempt.idempotency_key,
      });
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      await this.payments.record(attempt, 'sale', attempt.amount_cents, null, `no answer: ${error.message}`);
      await storage.notePayment(this.db, attempt.id, NO_ANSWER);
      throw new PaymentFailed('unavailable', PAYMENT_UNCONFIRMED);
    }
    const status = `${answer.response}/${answer.responseCode} ${answer.responseText}`;
    await this.payments.record(attempt, 'sale', attempt.amount_cents, answer.transactionId || null, status);
    if (answer.response === '1') {
      await this.payments.move(attempt, 'captured', { gateway_reference: answer.transactionId, failure_reason: null });
      return { paymentId: attempt.id };
    }
    const message = refusalMessage(answer);
    await this.payments.move(attempt, 'failed', { failure_reason: message });
    throw new PaymentFailed('payment-declined', message);
  }

  /** Settles an attempt whose answer never came by asking the gateway what it did with our order id. */
  private async reconcile(attempt: PaymentRow): Promise<ChargeOutcome> {
    let found: NmiQueryTransaction[];
    try {
      found = await this.nmi.findByOrderId(attempt.idempotency_key);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      throw new PaymentFailed('unavailable', PAYMENT_UNCONFIRMED);
    }
    const sale = found.flatMap((t) => t.actions.filter((a) => a.type === 'sale').map((action) => ({ transaction: t, action })));
    const approved = sale.find((s) => s.action.success && s.transaction.condition !== 'canceled');
    await this.payments.record(
      attempt,
      'query',
      attempt.amount_cents,
      approved?.transaction.transactionId ?? null,
      `${sale.length} sale(s) found`,
    );
    if (approved) {
      const moved = await this.payments.move(attempt, 'captured', {
        gateway_reference: approved.transaction.transactionId,
        failure_reason: null,
      });
      return { paymentId: moved.id };
    }
    if (sale.length) {
      const refused = sale[0].action;
      const message = refusalMessage({ response: '2', responseCode: refused.responseCode, responseText: refused.responseText });
      await this.payments.move(attempt, 'failed', { failure_reason: message });
      throw new PaymentFailed('payment-declined', message);
    }
    // Nothing reached the gateway. While the call could still arrive there, wait; after that it never will.
    if (Date.now() - Date.parse(attempt.created_at) < 2 * this.staleAfterMs) throw new PaymentFailed('unavailable', PAYMENT_UNCONFIRMED);
    const message = 'The card payment did not reach the card processor and you were not charged. Please enter your card details again.';
    await this.payments.move(attempt, 'failed', { failure_reason: message });
    throw new PaymentFailed('payment-declined', message);
  }
}
