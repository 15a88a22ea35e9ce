import type { PaymentMethod } from '@shoreline/sdk';
import type { CartRuntime } from '~/features/cart';
import type { ApprovalGateway, ApprovalLeave, ApprovalTexts, CheckoutApproval, ReturnHandlers } from './approval';
import { payPalGateway } from './paypal/gateway';

export type { ApprovalTexts, CheckoutApproval } from './approval';

/**
 * The storefront's side of the payment registry (ADR 0014): the methods the shopper approves on a gateway's own page,
 * one line each (each gateway's entry in its own folder), so the checkout, the pay page, the payment details and the
 * order flow do not name them. Methods paid on the page itself (hosted card fields, offline methods) need none of this.
 */
const APPROVAL_GATEWAYS: readonly ApprovalGateway[] = [payPalGateway];

const gatewayOf = (method: PaymentMethod | null | undefined): ApprovalGateway | null =>
  APPROVAL_GATEWAYS.find((gateway) => gateway.code === method?.code) ?? null;

/** The method's approval texts; null for a method paid on the page. */
export const approvalOf = (method: PaymentMethod | null | undefined): ApprovalTexts | null => gatewayOf(method)?.texts ?? null;

/** How the checkout leaves for the method's approval page (loaded when called); null for a method paid on the checkout page. */
export function checkoutApprovalOf(method: PaymentMethod | null | undefined): CheckoutApproval | null {
  const gateway = gatewayOf(method);
  return gateway ? async (start) => (await gateway.loadCheckoutApproval())(start) : null;
}

/** Where the pay page leaves for the method's approval page, for the order its link names; null for a method paid on the page. */
export const payPageApprovalOf = (method: PaymentMethod | null): ((query: string) => Promise<ApprovalLeave>) | null =>
  gatewayOf(method)?.leavePayPage ?? null;

/**
 * The checkout coming back from an approval page: each such method's return completes the order it kept. The list is
 * a constant, so each gateway's hook runs in the same order on every render.
 */
export function usePaymentReturns(runtime: CartRuntime | null, ready: boolean, handlers: ReturnHandlers): void {
  for (const gateway of APPROVAL_GATEWAYS) gateway.useCheckoutReturn(runtime, ready, handlers);
}

/** The pay page coming back from an approval page: pays the order with the approval, or says it was cancelled. */
export const useApprovalReturn: ApprovalGateway['usePayPageReturn'] = (query, location, linkOf, handlers) => {
  for (const gateway of APPROVAL_GATEWAYS) gateway.usePayPageReturn(query, location, linkOf, handlers);
};
