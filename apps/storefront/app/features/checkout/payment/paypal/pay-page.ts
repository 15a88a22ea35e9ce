import { useEffect, useRef } from 'react';
import { request } from '@shoreline/sdk/request';
import type { ApprovalLeave, PayPageReturnHandlers } from '../approval';
import { PAYPAL_METHOD } from './method';

/** The pay page's PayPal: asks the API for PayPal's order for the order the pay link names; answers where to approve it. */
export async function startPayPalForOrder(query: string): Promise<ApprovalLeave> {
  const started = await request<{ approve_url: string }>('POST', '/api/order/pay/paypal', {
    body: Object.fromEntries(new URLSearchParams(query)),
  });
  if (started.ok) return { ok: true, url: started.data.approve_url };
  return { ok: false, message: started.error.message, closed: started.error.code === 410 };
}

/**
 * Back on the pay page from PayPal (?paypal=return&token=…): pays with the approved PayPal order; a cancel just says
 * so. Runs once, when the page opens on PayPal's return; the page's own address keeps the link alone.
 */
export function usePayPalReturnToOrder(
  query: string | null,
  location: { search: string; pathname: string },
  linkOf: (search: string) => string | null,
  handlers: PayPageReturnHandlers,
): void {
  const returned = useRef(false);
  useEffect(() => {
    if (!query || returned.current) return;
    const params = new URLSearchParams(location.search);
    const mode = params.get('paypal');
    if (!mode) return;
    returned.current = true;
    const token = params.get('token');
    window.history.replaceState(window.history.state, '', `${location.pathname}?${linkOf(location.search)}`);
    if (mode !== 'return' || !token) return handlers.cancelled('checkout.paypal.cancelled');
    handlers.pay(PAYPAL_METHOD, { paypal_token: token });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);
}
