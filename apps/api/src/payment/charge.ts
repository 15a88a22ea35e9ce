import type { Cents } from '@shoreline/domain';
import type { PaymentMethodCode } from './methods.js';

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

/** The gateway refused or could not take the payment; the cart stays open. */
export class PaymentFailed extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentFailed';
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
