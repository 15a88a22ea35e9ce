import { useEffect, useRef } from 'react';
import type { PaymentMethod } from '@shoreline/sdk';
import { request } from '@shoreline/sdk/request';
import type { MessageKey } from '~/i18n/translate';
import { PAYPAL_METHOD } from './paypal.client';

/** A method the shopper approves on the gateway's own page: what the pay page says of it, and how it leaves for it. */
export interface ApprovalMethod {
  note: MessageKey;
  button: MessageKey;
  /** Asks the API for the gateway's order for the order the pay link names; answers where to approve it. */
  start(query: string): Promise<{ ok: true; url: string } | { ok: false; message: string; closed: boolean }>;
}

const PAYPAL_APPROVAL: ApprovalMethod = {
  note: 'checkout.paypal.note',
  button: 'checkout.due.payPal',
  async start(query) {
    const started = await request<{ approve_url: string }>('POST', '/api/order/pay/paypal', {
      body: Object.fromEntries(new URLSearchParams(query)),
    });
    if (started.ok) return { ok: true, url: started.data.approve_url };
    return { ok: false, message: started.error.message, closed: started.error.code === 410 };
  },
};

/** The pay page's methods paid on the gateway's own page (PayPal), by code; null for one paid on the page. */
export const approvalOf = (method: PaymentMethod | null): ApprovalMethod | null => (method?.code === PAYPAL_METHOD ? PAYPAL_APPROVAL : null);

/**
 * Back on the pay page from PayPal (?paypal=return&token=…): pays with the approved PayPal order; a cancel just says
 * so. Runs once, when the page opens on PayPal's return; the page's own address keeps the link alone.
 */
export function useApprovalReturn(
  query: string | null,
  location: { search: string; pathname: string },
  linkOf: (search: string) => string | null,
  handlers: { pay: (method: string, additional: Record<string, string>) => void; cancelled: (message: MessageKey) => void },
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
