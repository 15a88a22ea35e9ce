import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { listen } from '~/lib/events';
import { type SessionApi, type SessionUser, currentSession } from '~/features/session';
import { loadCart, cartStoragePrefix, cartTokenKey } from '~/features/cart';
import { currentStoreCode } from '~/lib/store-storage';

/** A cart handed over in the URL (?cartId=, e.g. from the no-JavaScript add to cart) becomes the browser's cart. */
function adoptCartId(cartId: string): void {
  const prefix = cartStoragePrefix(currentStoreCode());
  const tokenKey = cartTokenKey(currentStoreCode());
  if (window.localStorage.getItem(tokenKey) === JSON.stringify(cartId)) return;
  window.localStorage.setItem(tokenKey, JSON.stringify(cartId));
  window.localStorage.setItem(`${prefix}current-cart`, '[]');
  window.localStorage.setItem(`${prefix}current-cart-hash`, '""');
}

/** Loads the cart (adopting ?cartId=), marks the checkout active while it is open. True once the cart is ready. */
export function useCheckoutCart(): boolean {
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    const cartId = new URLSearchParams(window.location.search).get('cartId');
    if (cartId) adoptCartId(cartId);
    void loadCart().then(async (runtime) => {
      await runtime.cart.load();
      runtime.cart.markCheckoutActive();
      if (cartId) void navigate('/checkout', { replace: true });
      if (active) setReady(true);
    });
    return () => {
      active = false;
      void loadCart().then((runtime) => runtime.cart.markCheckoutClosed());
    };
  }, [navigate]);
  return ready;
}

/**
 * The session (null for a guest or when account code is unavailable) and its user, kept current; `ended` once the
 * server ended the customer's session on this page (the checkout says so and offers to sign in again).
 */
export function useCheckoutSession(): { session: SessionApi | null; user: SessionUser | null; ended: boolean } {
  const [session, setSession] = useState<SessionApi | null>(null);
  const [user, setUser] = useState<SessionUser | null>(null);
  const [ended, setEnded] = useState(false);
  useEffect(
    () =>
      listen('shoreline:session', (detail) => {
        if (detail.kind === 'logged-out' && detail.expired) setEnded(true);
      }),
    [],
  );
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    void currentSession().then((loaded) => {
      if (!active || !loaded) return;
      setSession(loaded);
      setUser(loaded.getUser());
      unsubscribe = loaded.subscribe(() => setUser(loaded.getUser()));
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);
  return { session, user, ended: ended && user === null };
}
