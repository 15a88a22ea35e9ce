/**
 * The cart feature's public surface: the header button and minicart, the pieces checkout reuses (lines, totals,
 * gift cards), the lazily loaded cart runtime and its hooks, and the events other features raise.
 */
export { CartButton } from './CartButton';
export { CartOverlay } from './CartOverlay';
export { GiftCardForm } from './GiftCardForm';
export { LineItem, type Line } from './LineItem';
export { Totals } from './Totals';
export { setCheckoutDetails } from './checkout-details';
export { loadCart, type CartRuntime } from './contract';
export { cartHasWorkAtStart, cartStoragePrefix, cartTokenKey } from './signals';
export { addToCartOnSubmit } from './submit-to-cart';
export { useBusy, useCartRuntime, useCartState, type RunBusy } from './use-cart';
