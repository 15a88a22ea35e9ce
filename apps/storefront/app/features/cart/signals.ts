import { currentStoreCode, offlineOrdersKey } from '~/lib/store-storage';

/**
 * The few things first-load code needs to know about the cart, without the SDK: where the
 * lines are stored and the count shown in the header (the runtime tells the header of changes
 * with the 'shoreline:cart-count' event, lib/events).
 */

/** The SDK's storage prefix: separate carts per store view (cartStoragePrefix in the SDK). */
export function cartStoragePrefix(storeCode: string | undefined): string {
  return storeCode ? `${storeCode}-shop/cart/` : 'shop/cart/';
}

export function cartTokenKey(storeCode: string | undefined): string {
  return `${cartStoragePrefix(storeCode)}current-cart-token`;
}

export function cartItemsKey(storeCode: string | undefined): string {
  return `${cartStoragePrefix(storeCode)}current-cart`;
}

/** The main store counts quantities: the sum of the stored lines' qty; 0 for anything unreadable. */
export function countFromStoredItems(json: string | null): number {
  try {
    return (JSON.parse(json || '[]') as Array<{ qty?: unknown }>).reduce((sum, item) => sum + (Number(item.qty) || 0), 0);
  } catch {
    return 0;
  }
}

/** The stored count of the current store's cart (browser only). */
export function readStoredCount(): number {
  try {
    return countFromStoredItems(localStorage.getItem(cartItemsKey(currentStoreCode())));
  } catch {
    return 0;
  }
}

/**
 * Whether the cart has work to do as soon as the page is idle, before any click: a stored cart to keep in sync
 * with the server, or orders placed offline waiting for the shopper's word (browser only).
 */
export function cartHasWorkAtStart(): boolean {
  try {
    return readStoredCount() > 0 || Boolean(localStorage.getItem(offlineOrdersKey(currentStoreCode())));
  } catch {
    return false;
  }
}
