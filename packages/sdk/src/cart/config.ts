import { SPEC_DEFAULTS } from '@shoreline/domain/config';

/**
 * What may differ between the shop's store views. The cart's behaviour is fixed: it syncs lines and totals with
 * the server when online, merges at sign-in, checks stock online and takes zero-price and unmanaged out-of-stock
 * products (docs/architecture/packages.md, the cart).
 */
export interface CartConfig {
  /** Storage key prefix: 'shop/cart/' or '{storeCode}-shop/cart/'. */
  storagePrefix: string;
  /** Where the last order time is kept ('last-cart-bypass-ts'). */
  userStoragePrefix: string;
  /** The 'Proceed to checkout' target. */
  checkoutPath: string;
  /** For totals while the checkout has no country yet. */
  defaultCountry: string | null;
}

export const DEFAULT_CART_CONFIG: CartConfig = {
  storagePrefix: 'shop/cart/',
  userStoragePrefix: 'shop/user/',
  checkoutPath: '/checkout',
  defaultCountry: SPEC_DEFAULTS.tax.defaultCountry,
};
