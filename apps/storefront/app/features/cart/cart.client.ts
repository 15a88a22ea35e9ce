import { createCart } from '@shoreline/sdk/cart/engine';
import { createTransport } from '@shoreline/sdk/transport';
import type { CartProduct, ServerCartItem } from '@shoreline/sdk/cart/types';
import type { Notification } from '@shoreline/sdk/notifications/notifications';
import { currentSession, type SessionApi } from '~/features/session';
import { fetchProducts } from './catalog.client';
import { getCheckoutDetails } from './checkout-details';
import type { CartRuntime } from './contract';
import { cartImage, editorFromDocument, variantLabels, type LineExtras } from './line-extras';
import { noticeFromSdk } from './notice-keys';
import { notify } from '~/features/notices';
import { emit } from '~/lib/events';
import { cartStoragePrefix } from './signals';
import { currentStoreCode } from '~/lib/store-storage';

type ProductWithExtras = CartProduct & LineExtras;

/** The catalog product behind a server line the local cart lacks (an adopted or merged cart). */
async function productForServerLine(storeCode: string | undefined, line: ServerCartItem): Promise<ProductWithExtras> {
  const fallback: ProductWithExtras = { sku: line.sku, name: line.name, type_id: line.product_type, price_incl_tax: line.price };
  const configurable = line.product_type === 'configurable';
  const [document] = await fetchProducts(storeCode, configurable ? 'configurable_children.sku' : 'sku', [line.sku]).catch(() => []);
  if (!document) return fallback;
  if (!configurable) {
    return { ...fallback, name: document.name, type_id: document.type_id, image: cartImage(document.thumbnail || document.image) };
  }
  const editor = editorFromDocument(document);
  const variant = editor?.variants.find((candidate) => candidate.sku === line.sku);
  return {
    ...fallback,
    name: document.name,
    type_id: 'configurable',
    parentSku: document.sku,
    image: variant?.image ?? cartImage(document.image),
    price_incl_tax: variant?.price ?? line.price,
    editor,
    option_labels: editor && variant ? variantLabels(editor, variant.attributes) : undefined,
  };
}

/** Tells the header the new count whenever it changes. */
function announceCount(count: () => number): (state: unknown) => void {
  let last = -1;
  return () => {
    const next = count();
    if (next === last) return;
    last = next;
    emit('shoreline:cart-count', next);
  };
}

function forwardNotifications(): (shown: readonly Notification[]) => void {
  let forwarded = 0;
  return (shown) => {
    for (const notification of shown) {
      if (notification.id <= forwarded) continue;
      forwarded = notification.id;
      notify(noticeFromSdk(notification));
    }
  };
}

/**
 * The cart runtime (features/cart/contract.ts): the SDK engine bound to this store's storage
 * keys, same-origin API calls through the SDK transport with the session's token, other tabs' writes,
 * and the app's notices.
 */
export async function createCartRuntime(): Promise<CartRuntime> {
  const storeCode = currentStoreCode();
  const session: SessionApi | null = await currentSession();
  const prefix = cartStoragePrefix(storeCode);
  const { cart, runner, notifications } = createCart({
    // The session's own object as the token source: its refresh is then one lock for the cart and the account calls.
    transport: createTransport({ storeCode, tokens: session }),
    storage: window.localStorage,
    queueKey: `${storeCode ?? ''}-shop/syncTasks/queue`,
    onSessionLost: () => void session?.logout({ silent: true, expired: true }),
    findProduct: (line) => productForServerLine(storeCode, line),
    getCheckoutDetails,
    config: { storagePrefix: prefix, userStoragePrefix: `${storeCode ?? ''}-shop/user/` },
  });
  notifications.subscribe(forwardNotifications());
  cart.subscribe(announceCount(() => cart.itemsCount()));
  window.addEventListener('storage', (event) => void cart.handleStorageChange(event.key, event.newValue));
  window.addEventListener('online', () => {
    void runner.processQueue();
    void cart.load();
  });
  void cart.load();
  return {
    cart,
    notifications,
    async authorize() {
      runner.resetTokenLock();
      await cart.authorize();
    },
    async clear() {
      await cart.clear();
    },
    continueAsGuest() {
      // The runner refuses every call after a failed refresh until told the session changed: now there is no token.
      void cart.continueAsGuest(() => runner.resetTokenLock());
    },
  };
}
