/**
 * The browser cart, as the rest of the app sees it: the SDK's CartEngine
 * (packages/sdk) wired to this store, the session's token and localStorage. Its
 * code loads on demand (features/cart/cart.client.ts) so first-load JavaScript
 * stays small; the header only reads the item count from localStorage until then.
 */
import type { CartEngine, NotificationCenter } from '@shoreline/sdk';

export interface CartRuntime {
  cart: CartEngine;
  notifications: NotificationCenter;
  /** After login: connect the customer's cart and merge the guest cart into it (quantities summed once, coupon re-applied). */
  authorize(): Promise<void>;
  /** After logout: clear the local cart and its token. */
  clear(): Promise<void>;
  /**
   * After the server ended the customer's session: the lines stay and go to a new guest cart once the operation
   * under way (the one that found the session over) has finished; not awaited, as that operation waits for the logout.
   */
  continueAsGuest(): void;
}

let runtime: Promise<CartRuntime> | null = null;

export function loadCart(): Promise<CartRuntime> {
  runtime ??= import('./cart.client').then((module) => module.createCartRuntime());
  return runtime;
}
