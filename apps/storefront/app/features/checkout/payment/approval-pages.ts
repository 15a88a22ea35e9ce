import type { PaymentMethod } from '@shoreline/sdk';
import { PAYPAL_METHOD } from './paypal-method';
import { startPayPalForOrder, usePayPalReturnToOrder, type ApprovalLeave } from './paypal-pay-page';
import { startPayPalAtCheckout, type ApprovalStart } from './paypal-start.client';

/**
 * Leaving for a gateway's approval page (gateways.ts lists the texts): from the checkout (order-flow.client.ts) and
 * from the pay page, and the pay page's return. One line per method approved on its gateway's page.
 */
export type { ApprovalLeave } from './paypal-pay-page';
export type { ApprovalStart } from './paypal-start.client';

/** Where the checkout leaves for the method's approval page; null for a method paid on the checkout page. */
export const checkoutApprovalOf = (method: PaymentMethod | null | undefined) =>
  method?.code === PAYPAL_METHOD ? startPayPalAtCheckout : null;

/** Where the pay page leaves for the method's approval page, for the order its link names; null for a method paid on the page. */
export const payPageApprovalOf = (method: PaymentMethod | null): ((query: string) => Promise<ApprovalLeave>) | null =>
  method?.code === PAYPAL_METHOD ? startPayPalForOrder : null;

/** The pay page coming back from an approval page: pays the order with the approval, or says it was cancelled. */
export const useApprovalReturn = usePayPalReturnToOrder;

export type CheckoutApproval = (start: ApprovalStart) => ReturnType<typeof startPayPalAtCheckout>;
