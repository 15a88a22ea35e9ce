import { request } from '@shoreline/sdk/request';

/**
 * Where the session keeps the customer token and the SDK the cart token. Written out here rather than
 * imported: every chunk this one imports is listed with the product page's import of it, in the page's
 * first-load code, so it imports nothing but the request module. track-view.test.ts holds them equal to
 * SESSION_KEYS.token and cartTokenKey().
 */
export const TOKEN_KEY = 'shoreline:session:token';
export const cartKeyOf = (storeCode: string | undefined) => `${storeCode ? `${storeCode}-shop/cart/` : 'shop/cart/'}current-cart-token`;

/** Views that could not be reported (offline) wait here and go with the next one. */
const PENDING_KEY = 'shoreline:marketing:pending-views';
const PENDING_MAX = 20;

type View = { sku: string };

function readJson<T>(key: string, fallback: T): T {
  try {
    return (JSON.parse(window.localStorage.getItem(key) ?? 'null') as T | null) ?? fallback;
  } catch {
    return fallback;
  }
}

function readText(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writePending(views: View[]): void {
  try {
    if (views.length === 0) window.localStorage.removeItem(PENDING_KEY);
    else window.localStorage.setItem(PENDING_KEY, JSON.stringify(views.slice(-PENDING_MAX)));
  } catch {
    // storage blocked or full: the view is lost, the page is not
  }
}

/** The report may outlive the page (the shopper moves on at once). */
const keepAlive = (input: string, init?: RequestInit) => fetch(input, { ...init, keepalive: true });

/** Answers false when the network did not answer (then the view is kept for later); any answer counts as reported. */
async function report(view: View, token: string | null, cartId: string | null): Promise<boolean> {
  const answer = await request('POST', '/api/ext/marketing/viewed-product', { body: { sku: view.sku, cartId }, token, fetch: keepAlive });
  return answer.ok || answer.error.code !== 0;
}

/**
 * Tells the shop's marketing that this shopper saw a product (the server decides whether marketing is on
 * and whether the shopper is known: signed in, or a cart that gave an e-mail at the checkout).
 */
export async function trackProductView(sku: string): Promise<void> {
  const token = readText(TOKEN_KEY);
  const cartId = readJson<string | null>(cartKeyOf(document.documentElement.dataset.store || undefined), null);
  const queue = [...readJson<View[]>(PENDING_KEY, []).filter((view) => typeof view?.sku === 'string'), { sku }];
  const left: View[] = [];
  for (const view of queue) if (left.length > 0 || !(await report(view, token, cartId))) left.push(view);
  writePending(left);
}
