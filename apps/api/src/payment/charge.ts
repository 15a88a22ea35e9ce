import type { Cents } from '@shoreline/domain';
import { DomainError, type RefusalKind } from '../errors.js';
import type { PaymentMethodCode } from '../payment-methods/index.js';

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

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
