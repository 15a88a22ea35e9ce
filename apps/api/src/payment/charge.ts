import type { Cents } from '@shoreline/domain';
import { DomainError, type RefusalKind } from '../errors.js';
import type { PaymentMethodCode } from '../payment-methods/index.js';
import type { PaymentRow, PaymentState } from './storage.js';

/** What a gateway payment step needs to know about the order being placed (amounts are the server's own). */
export interface ChargeInput {
  cartId: string;
  storeCode: string;
  method: PaymentMethodCode;
  amountCents: Cents;
  currency: string;
}

/** A gateway step's outcome: money taken under this payment, or an order an earlier attempt already placed. */
export type ChargeOutcome = { paymentId: number } | { orderId: number };

/** The gateway refused or could not take the payment; the cart stays open. The kind says why (declined, unconfirmed, ...). */
export class PaymentFailed extends DomainError {
  constructor(kind: RefusalKind, message: string) {
    super(kind, message);
  }
}

/** How a gateway words the end of an attempt: a failure that stored no reason of its own, and a canceled attempt. */
export interface AttemptEndings {
  failed: string;
  canceled: string;
}

/**
 * What a stored attempt already decides for the order: the order that took it, or its payment when it is in one
 * of the `paid` states; a failed or canceled attempt is refused in the gateway's words. Null: the attempt is still
 * open, and the gateway must be asked.
 */
export function decidedOutcome(attempt: PaymentRow, paid: readonly PaymentState[], endings: AttemptEndings): ChargeOutcome | null {
  if (attempt.order_id !== null) return { orderId: attempt.order_id };
  if (paid.some((state) => state === attempt.state)) return { paymentId: attempt.id };
  if (attempt.state === 'failed') throw new PaymentFailed('payment-declined', attempt.failure_reason ?? endings.failed);
  if (attempt.state === 'voided' || attempt.state === 'refunded') throw new PaymentFailed('conflict', endings.canceled);
  return null;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
