import type { CartRuntime } from '~/features/cart';
import { usePayPalReturn, type ReturnHandlers } from './use-paypal-return';

/**
 * The checkout coming back from a gateway's own page, where the shopper approved the payment: each such method's
 * return (today PayPal express's) completes the order it kept for that approval. A method paid on the checkout
 * page itself (hosted card fields, offline methods) has none.
 */
export function usePaymentReturns(runtime: CartRuntime | null, ready: boolean, handlers: ReturnHandlers): void {
  usePayPalReturn(runtime, ready, handlers);
}
