import { useEffect, useMemo, useState } from 'react';
import { type CartRuntime, setCheckoutDetails } from '~/features/cart';
import { checkoutDetails, type CheckoutForm } from './checkout-state';

const SYNC_DELAY_MS = 400;

/**
 * Keeps the engine's checkout details current and refreshes methods and totals shortly after a change. Answers
 * whether the totals on screen are still catching up with the form: the order is sent with the total shown, so
 * it waits until that total is the one the form's choices cost.
 */
export function useTotalsSync(
  runtime: CartRuntime | null,
  ready: boolean,
  form: CheckoutForm,
  methodCode: string | undefined,
  virtual: boolean,
  ownBilling: boolean,
) {
  const details = useMemo(() => checkoutDetails(form, methodCode, virtual, ownBilling), [form, methodCode, virtual, ownBilling]);
  const signature = JSON.stringify(details);
  const [settledSignature, setSettledSignature] = useState<string | null>(null);
  useEffect(() => {
    setCheckoutDetails(details);
    if (!runtime || !ready) return;
    let current = true;
    const timer = setTimeout(() => {
      runtime.cart.markCheckoutActive();
      void runtime.cart
        .syncTotals({ forceServerSync: true })
        .catch(() => undefined)
        .finally(() => {
          if (current) setSettledSignature(signature);
        });
    }, SYNC_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The signature stands for the details' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, ready, signature]);
  // Offline there are no server totals to wait for: an order placed then waits in the browser and is priced when sent.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return { updating: Boolean(runtime && ready) && !offline && settledSignature !== signature };
}
