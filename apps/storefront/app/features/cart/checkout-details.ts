import type { CheckoutDetails } from '@shoreline/sdk/cart/cart-api';

/**
 * The checkout form's current address, method and delivery date, as the cart engine reads them
 * (getCheckoutDetails) for shipping methods and totals. The checkout page writes them here.
 */
let current: CheckoutDetails = {};

export function setCheckoutDetails(details: CheckoutDetails): void {
  current = details;
}

export function getCheckoutDetails(): CheckoutDetails {
  return current;
}
