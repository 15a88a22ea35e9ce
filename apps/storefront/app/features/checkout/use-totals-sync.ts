import { useEffect, useMemo } from 'react';
import { type CartRuntime, setCheckoutDetails } from '~/features/cart';
import { checkoutDetails, type CheckoutForm } from './checkout-state';

const SYNC_DELAY_MS = 400;

/** Keeps the engine's checkout details current and refreshes methods and totals shortly after a change. */
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
  useEffect(() => {
    setCheckoutDetails(details);
    if (!runtime || !ready) return;
    const timer = setTimeout(() => {
      runtime.cart.markCheckoutActive();
      void runtime.cart.syncTotals({ forceServerSync: true });
    }, SYNC_DELAY_MS);
    return () => clearTimeout(timer);
    // The signature stands for the details' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, ready, signature]);
}
