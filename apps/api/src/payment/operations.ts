import type { PaymentEventRow, PaymentRow } from './storage.js';

/** Where a provider's operation records what the gateway answered (PaymentService, service.ts). */
export interface PaymentLedger {
  record(payment: PaymentRow, kind: string, amountCents: number | null, reference: string | null, status: string): Promise<void>;
  events(payment: PaymentRow): Promise<PaymentEventRow[]>;
}

/**
 * Capture, void and refund at the gateway. The state moves themselves are PaymentService's (service.ts): an
 * operation only does the gateway's part and records its answer, throwing PaymentOperationRefused when refused.
 */
export interface PaymentOperations {
  /** Takes the money of an authorized payment, or records an offline one as received. */
  capture(payment: PaymentRow, ledger: PaymentLedger): Promise<void>;
  /** Cancels an authorization or an unsettled sale; PaymentOperationRefused where the gateway only refunds. */
  void(payment: PaymentRow, reason: string, ledger: PaymentLedger): Promise<void>;
  /**
   * Gives back part or all of a captured payment; answers the gateway's reference of the refund. `key` is the
   * refund's idempotency key: the gateway answers a call with a key it has seen with that call's refund, moving no
   * money again.
   */
  refund(payment: PaymentRow, amountCents: number, ledger: PaymentLedger, key: string): Promise<string | null>;
  /** Giving back a payment whose order could not be stored: void first (a card sale the same day), else refund. */
  readonly reversesByVoid: boolean;
}
