import type { PaymentMethod } from '@shoreline/sdk';
import type { CartRuntime } from '~/features/cart';
import { approvalOf as payPalApprovalOf, useApprovalReturn as usePayPalReturnToOrder } from './paypal-pay-page';
import { PAYPAL_METHOD } from './paypal.client';
import { startPayPalAtCheckout, type ApprovalStart } from './paypal-start.client';
import { usePayPalReturn, type ReturnHandlers } from './use-paypal-return';

/**
 * The storefront's side of the payment registry (ADR 0014): the methods the shopper approves on a gateway's own page
 * (today PayPal express), one line each, so the checkout, the pay page and the payment details do not name them.
 * Methods paid on the page itself (hosted card fields, offline methods) need none of this.
 */
export type { ApprovalMethod } from './paypal-pay-page';
export type { ApprovalStart } from './paypal-start.client';

/** The pay page's approval of the method (its note, its button, where it leaves for); null for a method paid on the page. */
export const approvalOf = (method: PaymentMethod | null) => payPalApprovalOf(method);

/** Where the checkout leaves for the method's approval page; null for a method paid on the checkout page. */
export const checkoutApprovalOf = (method: PaymentMethod | null | undefined): ((start: ApprovalStart) => ReturnType<typeof startPayPalAtCheckout>) | null =>
  method?.code === PAYPAL_METHOD ? startPayPalAtCheckout : null;

/** The checkout coming back from an approval page: each such method's return completes the order it kept. */
export function usePaymentReturns(runtime: CartRuntime | null, ready: boolean, handlers: ReturnHandlers): void {
  usePayPalReturn(runtime, ready, handlers);
}

/** The pay page coming back from an approval page: pays the order with the approval. */
export const useApprovalReturn = usePayPalReturnToOrder;
