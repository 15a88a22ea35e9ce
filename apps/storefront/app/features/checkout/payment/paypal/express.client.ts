import type { ErrorReason, FieldError } from '@shoreline/domain/error-reasons';
import { request } from '@shoreline/sdk/request';

/**
 * PayPal express (spec: setExpressCheckout / getExpressCheckout / complete, answering
 * `{success, token, error.message}` rather than the envelope). The shopper approves on PayPal's
 * page and comes back to the checkout, which then asks our API to complete: the API checks the
 * approval with PayPal and captures once, so a reload or a second tab cannot pay twice.
 */
export interface ExpressAnswer {
  success: boolean;
  token?: string;
  approve_url?: string;
  order_id?: string;
  orderNumber?: string;
  /** The placed order's confirmation, with the thank-you page's receipt link. */
  confirmation?: unknown;
  error?: { message?: string };
  /** A refusal's reason code and field errors, beside `error` (packages/domain/src/error-reasons.ts). */
  reason?: ErrorReason;
  errors?: FieldError[];
}

const PENDING_KEY = 'shoreline:paypal:pending';

/** What the checkout keeps in this tab while the shopper is on PayPal's page (no payment secret: PayPal's order id). */
export interface PendingPayPal<Body> {
  token: string;
  body: Body;
}

/** The express call's answer, a refusal's included; `{success: false}` when there was no readable one. */
async function express(path: string, body: unknown, storeCode: string | undefined, userToken: string | null): Promise<ExpressAnswer> {
  const query = storeCode ? `?storeCode=${encodeURIComponent(storeCode)}` : '';
  const answer = await request<ExpressAnswer | null>('POST', `/api/ext/paypal/${path}${query}`, { body, token: userToken, plain: true });
  const sent = answer.ok ? answer.data : (answer.error.result as ExpressAnswer | null | undefined);
  return sent ?? { success: false };
}

export interface SetExpressInput {
  cartId: string;
  storeCode: string | undefined;
  userToken: string | null;
  email: string;
  brandName: string;
  locale: string;
  currency: string;
}

/** Creates the PayPal order for the cart (the API prices it) and returns where to approve it. */
export function setExpressCheckout(input: SetExpressInput): Promise<ExpressAnswer> {
  // In a store view (/de/checkout) PayPal sends the shopper back to that view's checkout.
  const checkout = `${location.origin}${location.pathname.replace(/\/checkout(\/.*)?$/, '')}/checkout`;
  return express(
    'setExpressCheckout',
    {
      cart_id: input.cartId,
      brand_name: input.brandName,
      locale: input.locale,
      currency_code: input.currency,
      purchase_units: [],
      user_token: input.userToken ?? '',
      email: input.email,
      return_url: `${checkout}?paypal=return`,
      cancel_url: `${checkout}?paypal=cancel`,
      total_type: 'grand_total',
      logo: `${location.origin}/favicon.svg`,
    },
    input.storeCode,
    input.userToken,
  );
}

export function completeExpressCheckout(token: string, body: object, storeCode: string | undefined, userToken: string | null) {
  return express('complete', { ...body, token }, storeCode, userToken);
}

export function keepPending<Body>(pending: PendingPayPal<Body>): void {
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
}

/** What this tab sent to PayPal, whatever the token (a cancel may come back without one). */
export function readPending<Body>(): PendingPayPal<Body> | null {
  const raw = sessionStorage.getItem(PENDING_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PendingPayPal<Body>;
  } catch {
    return null;
  }
}

/** The order waiting for this PayPal token in this tab, if any (a token from elsewhere finds none). */
export function takePending<Body>(token: string): PendingPayPal<Body> | null {
  const pending = readPending<Body>();
  return pending?.token === token ? pending : null;
}

export function forgetPending(): void {
  sessionStorage.removeItem(PENDING_KEY);
}
