/**
 * What first-load code of any feature needs to find the store's things in the browser's storage: the store code
 * the server rendered, and where orders placed offline wait (the cart's layout check and checkout share it).
 */

/** The store code the server rendered on <html data-store>; none on the server. */
export function currentStoreCode(): string | undefined {
  // Read during a render too (the pay page's receipt query), which the server does without a document.
  if (typeof document === 'undefined') return undefined;
  return document.documentElement.dataset.store || undefined;
}

/** Where a store's offline orders wait (beside its cart: `{storeCode}-shop/...`); tiny, for the layout's check. */
export function offlineOrdersKey(storeCode: string | undefined): string {
  return `${storeCode ? `${storeCode}-` : ''}shop/orders/offline`;
}
