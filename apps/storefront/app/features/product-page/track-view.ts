/**
 * Where the session keeps the customer token and the SDK the cart token. Written out here rather than
 * imported so this chunk loads alone (an import would list more chunks in the product page's first-load
 * code); track-view.test.ts holds them equal to SESSION_KEYS.token and cartTokenKey().
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

/** Answers false when the network did not answer (then the view is kept for later). */
async function report(view: View, token: string | null, cartId: string | null): Promise<boolean> {
  try {
    await fetch('/api/ext/marketing/viewed-product', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ sku: view.sku, cartId }),
      keepalive: true,
    });
    return true;
  } catch {
    return false;
  }
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
