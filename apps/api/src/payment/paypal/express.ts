import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import type { StoreCatalog } from '../../catalog/index.js';
import type { CartTotals, CartRow } from '../../cart/index.js';
import { decimalToCents } from '../amount.js';
import { GatewayUnavailableError } from '../gateway-error.js';
import { decidedOutcome, PaymentFailed, type AttemptEndings, type ChargeInput, type ChargeOutcome } from '../charge.js';
import { IllegalPaymentTransition, type PaymentService } from '../service.js';
import { PAYPAL_METHOD as PAYPAL } from './method.js';
import * as storage from '../storage.js';
import type { PaymentRow } from '../storage.js';
import { approveUrlOf, capturesOf, PayPalError, type PayPalClient, type PayPalOrder } from './client.js';
import { payPalAmountRequest, payPalOrderRequest, type AmountStartInput } from './order-request.js';

/**
 * PayPal express checkout: setExpressCheckout creates a PayPal order for the cart's server
 * totals; the shopper approves it on PayPal; complete checks with PayPal that the order is
 * APPROVED for the amount the order will cost, captures it once (PayPal-Request-Id) and only
 * then lets the order be stored. The browser's word never marks anything paid.
 */
export const UNKNOWN_TOKEN = 'This PayPal payment is not known here. Please start the PayPal checkout again.';
export const NOT_APPROVED = 'The PayPal payment has not been approved yet. Please approve it on PayPal, or choose another payment method.';
export const CART_CHANGED = 'Your cart changed after you approved the PayPal payment. Please review your cart and pay with PayPal again.';
export const PAYPAL_UNCONFIRMED =
  'We could not confirm your PayPal payment yet. Please try again in a minute: you will not be charged twice.';

export interface StartInput {
  store: StoreCatalog;
  cart: CartRow;
  totals: CartTotals;
  returnUrl: string;
  cancelUrl: string;
  locale: string | null;
}

const PAYPAL_ENDINGS: AttemptEndings = {
  failed: 'The PayPal payment failed.',
  canceled: 'This PayPal checkout was cancelled or replaced. Please pay with PayPal again.',
};
const requestIdOf = (...parts: Array<string | number>) => createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 36);

export class PayPalExpress {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly paypal: PayPalClient,
    private readonly payments: PaymentService,
    private readonly testMode: boolean,
  ) {}

  /** Creates (or, for the same cart and amount, finds again) the PayPal order; answers its id and where the shopper approves it. */
  async start(input: StartInput): Promise<{ token: string; approveUrl: string }> {
    const { store, cart, totals } = input;
    const currency = store.store.priceFormat.currencyCode;
    const locale = input.locale && /^[a-z]{2}-[A-Z]{2}$/.test(input.locale) ? input.locale : store.store.i18n.defaultLocale;
    const body = payPalOrderRequest(totals, {
      cartId: cart.id,
      currency,
      brandName: store.store.name,
      locale,
      returnUrl: input.returnUrl,
      cancelUrl: input.cancelUrl,
    });
    return this.open(body, { cartId: cart.id, storeCode: cart.store_code, amountCents: totals.grandTotalCents, currency }, input);
  }

  /**
   * The PayPal order for an order already stored that awaits its payment (order/money/awaiting-payment.ts): its grand total
   * as one amount, under the order's cart, so the same charge() captures it; or for the balance a change left due, under
   * the balance's own cart key, so only the charge of that balance captures it (step() checks the cart and the amount).
   */
  async startForAmount(input: AmountStartInput): Promise<{ token: string; approveUrl: string }> {
    const body = payPalAmountRequest(input);
    return this.open(body, input, input);
  }

  private async open(
    body: object,
    target: { cartId: string; storeCode: string; amountCents: number; currency: string },
    urls: { returnUrl: string; cancelUrl: string },
  ): Promise<{ token: string; approveUrl: string }> {
    const { cartId, amountCents, currency } = target;
    // A second click for the same cart and amount gets the same PayPal order back instead of a new one.
    const requestId = `create-${requestIdOf(cartId, amountCents, currency, urls.returnUrl, urls.cancelUrl)}`;
    let created = await this.call(() => this.paypal.createOrder(body, requestId));
    const earlier = await storage.findPaymentByReference(this.db, 'paypal', created.id);
    if (earlier && earlier.state !== 'pending')
      created = await this.call(() => this.paypal.createOrder(body, `${requestId}-${randomUUID()}`));
    const approveUrl = approveUrlOf(created);
    if (!approveUrl) throw new PaymentFailed('upstream-failed', 'PayPal did not say where to approve the payment. Please try again.');
    const payment =
      (await storage.findPaymentByReference(this.db, 'paypal', created.id)) ??
      (await storage.tryInsertPayment(this.db, {
        order_id: null,
        cart_id: cartId,
        store_code: target.storeCode,
        method: PAYPAL,
        state: 'pending',
        amount_cents: amountCents,
        currency,
        gateway: 'paypal',
        gateway_reference: created.id,
        idempotency_key: `paypal-${created.id}`,
        failure_reason: null,
        test_mode: this.testMode ? 1 : 0,
      })) ??
      (await storage.findPaymentByReference(this.db, 'paypal', created.id));
    if (!payment) throw new Error('PayPal payment row vanished');
    await this.payments.record(payment, 'create', amountCents, created.id, created.status);
    await this.retireOthers(cartId, payment.id);
    return { token: created.id, approveUrl };
  }

  /** Earlier PayPal checkouts of the cart that were never paid cannot be completed any more. */
  private async retireOthers(cartId: string, keep: number): Promise<void> {
    for (const other of await storage.findPaymentsOfCart(this.db, cartId, 'paypal', 'pending')) {
      if (other.id === keep) continue;
      await this.payments.move(other, 'voided', { failure_reason: 'replaced by a newer PayPal checkout' }).catch(() => undefined);
    }
  }

  async details(token: string): Promise<{ status: string; payer: PayPalOrder['payer'] | null }> {
    const payment = await this.known(token);
    const order = await this.call(() => this.paypal.getOrder(token));
    await this.payments.record(payment, 'get', null, order.id, order.status);
    return { status: order.status, payer: order.payer ?? null };
  }

  async known(token: string): Promise<PaymentRow> {
    const payment = await storage.findPaymentByReference(this.db, 'paypal', token);
    if (!payment) throw new PaymentFailed('not-found', UNKNOWN_TOKEN);
    return payment;
  }

  /** The gateway step of the order: verify with PayPal, capture once, hand back the payment to store with the order. */
  async charge(input: ChargeInput, token: string): Promise<ChargeOutcome> {
    for (let round = 0; ; round++) {
      try {
        return await this.step(input, await this.known(token));
      } catch (error) {
        // Two completes at once: the other one moved the payment first; its outcome is ours too.
        if (!(error instanceof IllegalPaymentTransition) || round >= 3) throw error;
      }
    }
  }

  private async step(input: ChargeInput, payment: PaymentRow): Promise<ChargeOutcome> {
    if (payment.cart_id !== input.cartId) throw new PaymentFailed('invalid-input', 'This PayPal payment belongs to another cart.');
    const decided = decidedOutcome(payment, ['captured'], PAYPAL_ENDINGS);
    if (decided) return decided;
    const order = await this.call(() => this.paypal.getOrder(payment.gateway_reference ?? ''));
    await this.payments.record(payment, 'get', null, order.id, order.status);
    if (order.status === 'COMPLETED') return this.takeCapture(payment, order, input);
    if (order.status !== 'APPROVED') throw new PaymentFailed('payment-declined', NOT_APPROVED);
    if (!this.sameAmount(order, input)) {
      await this.payments.move(payment, 'failed', { failure_reason: CART_CHANGED });
      throw new PaymentFailed('conflict', CART_CHANGED);
    }
    return this.capture(payment, input);
  }

  private sameAmount(order: PayPalOrder, input: ChargeInput): boolean {
    const amount = order.purchase_units?.[0]?.amount;
    return amount !== undefined && amount.currency_code === input.currency && decimalToCents(amount.value) === input.amountCents;
  }

  private async capture(payment: PaymentRow, input: ChargeInput): Promise<ChargeOutcome> {
    try {
      // The same request id for every complete of this payment: PayPal captures once and repeats its answer.
      const paid = await this.paypal.captureOrder(payment.gateway_reference ?? '', `capture-${payment.idempotency_key}`);
      return await this.takeCapture(payment, paid, input);
    } catch (error) {
      if (error instanceof GatewayUnavailableError) {
        await this.payments.record(payment, 'capture', payment.amount_cents, null, `no answer: ${error.message}`);
        throw new PaymentFailed('unavailable', PAYPAL_UNCONFIRMED);
      }
      if (!(error instanceof PayPalError)) throw error;
      await this.payments.record(payment, 'capture', payment.amount_cents, null, `refused: ${error.issue}`);
      if (error.issue === 'ORDER_ALREADY_CAPTURED') {
        const order = await this.call(() => this.paypal.getOrder(payment.gateway_reference ?? ''));
        return this.takeCapture(payment, order, input);
      }
      const message =
        error.issue === 'INSTRUMENT_DECLINED'
          ? 'PayPal could not charge the funding source you chose. Please pay with PayPal again and choose another one.'
          : `PayPal refused the payment (${error.issue}). Please choose another payment method.`;
      await this.payments.move(payment, 'failed', { failure_reason: message });
      throw new PaymentFailed('payment-declined', message);
    }
  }

  /**
   * Records the capture PayPal reports on a completed order; a capture for another amount is given back.
   * A PENDING capture (an eCheck, a review at PayPal) is not money yet: the payment stays pending, its order
   * waits in pending_payment, and PayPal's COMPLETED or DENIED webhook moves it on (paypal/webhook-events.ts).
   */
  private async takeCapture(payment: PaymentRow, order: PayPalOrder, input: ChargeInput): Promise<ChargeOutcome> {
    const capture = capturesOf(order)[0];
    if (!capture || (capture.status !== 'COMPLETED' && capture.status !== 'PENDING')) {
      const message = 'PayPal declined the payment. Please choose another payment method.';
      await this.payments.record(payment, 'capture', payment.amount_cents, capture?.id ?? null, capture?.status ?? 'no capture');
      await this.payments.move(payment, 'failed', { failure_reason: message });
      throw new PaymentFailed('payment-declined', message);
    }
    const recorded = (await storage.listEvents(this.db, payment.id)).some(
      (e) => e.kind === 'capture' && e.gateway_reference === capture.id,
    );
    if (!recorded) await this.payments.record(payment, 'capture', payment.amount_cents, capture.id, capture.status);
    if (capture.status === 'PENDING') {
      if (!this.sameCapture(capture, input)) {
        await storage.notePayment(this.db, payment.id, 'pending capture for another amount; refund it once PayPal completes it');
        throw new PaymentFailed('conflict', CART_CHANGED);
      }
      return { paymentId: payment.id };
    }
    const captured = await this.payments.move(payment, 'captured', { failure_reason: null });
    if (!this.sameCapture(capture, input)) {
      await this.payments.reverseUnplaced(captured.id, 'the cart changed after the PayPal payment', () => undefined);
      throw new PaymentFailed('conflict', `${CART_CHANGED} The earlier payment was refunded.`);
    }
    return { paymentId: captured.id };
  }

  private sameCapture(capture: ReturnType<typeof capturesOf>[number], input: ChargeInput): boolean {
    return (
      !capture.amount || (capture.amount.currency_code === input.currency && decimalToCents(capture.amount.value) === input.amountCents)
    );
  }

  /** PayPal's refusals of our own calls (bad credentials, invalid request) are our fault, not the shopper's. */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof GatewayUnavailableError) throw new PaymentFailed('unavailable', PAYPAL_UNCONFIRMED);
      if (error instanceof PayPalError && error.status === 404) throw new PaymentFailed('not-found', UNKNOWN_TOKEN);
      if (error instanceof PayPalError)
        throw new PaymentFailed(
          'upstream-failed',
          `PayPal refused the request (${error.issue}). Please try again or choose another payment method.`,
        );
      throw error;
    }
  }
}
