import type { Cents } from './money.js';

/**
 * The free-delivery rule: overnight delivery costs nothing once the cart's subtotal after discount reaches the
 * threshold. A store without the rule has no threshold (null), and then nothing may promise free delivery.
 * The API prices shipping with it and the storefront tells the shopper how far the cart is from it.
 */
export function qualifiesForFreeDelivery(thresholdCents: Cents | null, subtotalAfterDiscountCents: Cents): boolean {
  return thresholdCents !== null && subtotalAfterDiscountCents >= thresholdCents;
}

/** What is still missing for free delivery: null without the rule, 0 once reached. */
export function centsToFreeDelivery(thresholdCents: Cents | null, subtotalAfterDiscountCents: Cents): Cents | null {
  if (thresholdCents === null) return null;
  return Math.max(0, thresholdCents - subtotalAfterDiscountCents);
}
