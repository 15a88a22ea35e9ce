import { useEffect, useRef } from 'react';
import type { CartRuntime } from '~/features/cart';
import { receiptLinkIn } from '../../receipt-link';
import type { KeptOrder, ReturnHandlers } from '../approval';
import type * as PayPalClient from './express.client';

/**
 * Back from PayPal (`/checkout?paypal=return&token=…&PayerID=…`): completes the order this tab
 * kept for that token. The API checks the approval with PayPal and captures once, so a reload of
 * this page answers the same order. A cancel (`?paypal=cancel`) keeps the cart and the form and says so;
 * a refusal keeps the form too.
 */
export function usePayPalReturn(runtime: CartRuntime | null, ready: boolean, handlers: ReturnHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const handled = useRef(false);

  useEffect(() => {
    if (!ready || !runtime || handled.current) return;
    const params = new URLSearchParams(window.location.search);
    const mode = params.get('paypal');
    if (!mode) return;
    handled.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    // The express calls are fetched only when the shopper comes back from PayPal, not with every checkout.
    void import('./express.client').then(
      (paypal) => completeReturn(paypal, runtime, { mode, token: params.get('token') }, latest),
      () => latest.current.onMessage('checkout.error.orderFailed'),
    );
  }, [ready, runtime]);
}

/** The return itself: a cancel restores the form; an approval completes the order this tab kept for its token. */
function completeReturn(
  paypal: typeof PayPalClient,
  runtime: CartRuntime,
  { mode, token }: { mode: string; token: string | null },
  latest: { current: ReturnHandlers },
): void {
  const { onMessage, onBusy, onRestore } = latest.current;
  if (mode === 'cancel') {
    const left = paypal.readPending<KeptOrder>();
    paypal.forgetPending();
    if (left?.body.form) onRestore(left.body.form);
    return onMessage('checkout.paypal.cancelled');
  }
  const pending = token ? paypal.takePending<KeptOrder>(token) : null;
  if (!token || !pending) return onMessage('checkout.paypal.lost');
  onBusy(true);
  void runtime.cart
    .placeOrder(async () => {
      const { storeCode, userToken } = latest.current;
      const answer = await paypal.completeExpressCheckout(token, pending.body.body, storeCode(), userToken());
      return answer.success && answer.order_id
        ? { ok: true as const, orderNumber: answer.order_id, receipt: receiptLinkIn(answer.confirmation) }
        : { ok: false as const, answer };
    })
    .then((result) => {
      if (result.ok) {
        paypal.forgetPending();
        latest.current.onPlaced(result.orderNumber, pending.body, result.receipt);
      } else {
        if (pending.body.form) latest.current.onRestore(pending.body.form);
        latest.current.onMessage(result.answer.error?.message || 'checkout.error.orderFailed');
      }
    })
    .finally(() => latest.current.onBusy(false));
}
