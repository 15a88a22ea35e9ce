import { SPEC_DEFAULTS } from '@shoreline/domain/config';

/** The cart's configuration flags; the defaults are the store's. */
export interface CartConfig {
  /** cart.synchronize: keep a server cart. */
  synchronize: boolean;
  /** cart.synchronize_totals: take totals from the server. */
  synchronizeTotals: boolean;
  /** When false, connecting only compares (dry run) and pushes nothing. */
  serverMergeByDefault: boolean;
  /** A line the server lacks is removed locally instead of pushed (unless the client state is forced). */
  serverSyncCanRemoveLocalItems: boolean;
  /** A quantity mismatch takes the server's line instead of pushing the local one. */
  serverSyncCanModifyLocalItems: boolean;
  /** Configurable lines are sent with their parent sku and options. */
  setConfigurableProductOptions: boolean;
  /** How often connect and pull fall back to a guest cart before the local cart is cleared. */
  maxCartBypassAttempts: number;
  /** stock.synchronize: queue an online stock check for each added product. */
  stockSynchronize: boolean;
  /** stock.allowOutOfStockInCart (with unmanaged stock only). */
  allowOutOfStockInCart: boolean;
  /** Products priced 0 may be added; below 0 never. */
  useZeroPriceProduct: boolean;
  /** tax.defaultCountry, used for totals when the checkout has no country yet. */
  defaultCountry: string | null;
  inCheckoutWindowMs: number;
  minicartCountType: 'quantities' | 'items';
  /** The 'Proceed to checkout' target, with the store prefix when the store has one. */
  checkoutPath: string;
  /** An external checkout gets no 'Proceed to checkout' action. */
  externalCheckout: boolean;
  /** Storage key prefix: 'shop/cart/' or '{storeCode}-shop/cart/'. */
  storagePrefix: string;
  /** Where the last order time is kept ('last-cart-bypass-ts'). */
  userStoragePrefix: string;
}

export const DEFAULT_CART_CONFIG: CartConfig = {
  synchronize: true,
  synchronizeTotals: true,
  serverMergeByDefault: true,
  serverSyncCanRemoveLocalItems: false,
  serverSyncCanModifyLocalItems: false,
  setConfigurableProductOptions: true,
  maxCartBypassAttempts: SPEC_DEFAULTS.cart.maxCartBypassAttempts,
  stockSynchronize: true,
  allowOutOfStockInCart: true,
  useZeroPriceProduct: true,
  defaultCountry: SPEC_DEFAULTS.tax.defaultCountry,
  inCheckoutWindowMs: SPEC_DEFAULTS.cart.inCheckoutWindowMs,
  minicartCountType: SPEC_DEFAULTS.cart.minicartCountType,
  checkoutPath: '/checkout',
  externalCheckout: false,
  storagePrefix: 'shop/cart/',
  userStoragePrefix: 'shop/user/',
};

/** The storage prefix of a store view: separate caches per store carry the store code. */
export function cartStoragePrefix(storeCode?: string | null): string {
  return storeCode ? `${storeCode}-shop/cart/` : 'shop/cart/';
}
