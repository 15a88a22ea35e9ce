import type { PaymentMethod } from '@shoreline/sdk';
import type { CartRuntime } from '~/features/cart';
import type { MessageKey } from '~/i18n/translate';
import { PAYPAL_METHOD } from './paypal-method';
import { usePayPalReturn, type ReturnHandlers } from './use-paypal-return';

/**
 * The storefront's side of the payment registry (ADR 0014): the methods the shopper approves on a gateway's own page
 * (today PayPal express), one line each, so the checkout, the pay page and the payment details do not name them.
 * Methods paid on the page itself (hosted card fields, offline methods) need none of this. What only the pay page
 * and the order flow need (leaving for the approval) is in approval-pages.ts, out of the checkout's first load.
 */
export interface ApprovalTexts {
  /** Said below the method: the shopper approves on the gateway's page. */
  note: MessageKey;
  /** The pay page's button. */
  button: MessageKey;
}

const PAYPAL_TEXTS: ApprovalTexts = { note: 'checkout.paypal.note', button: 'checkout.due.payPal' };

/** The method's approval texts; null for a method paid on the page. */
export const approvalOf = (method: PaymentMethod | null | undefined): ApprovalTexts | null =>
  method?.code === PAYPAL_METHOD ? PAYPAL_TEXTS : null;

/** The checkout coming back from an approval page: each such method's return completes the order it kept. */
export function usePaymentReturns(runtime: CartRuntime | null, ready: boolean, handlers: ReturnHandlers): void {
  usePayPalReturn(runtime, ready, handlers);
}
