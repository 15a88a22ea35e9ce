/** The cart module's public surface: other modules import only what this file hands on. */
export { cartAddressProblems, checkOrderAddress, parseAddress, poBoxProblems, refuseAddressProblems, type Address } from './address.js';
export { CouponUsedUpError, couponHolderOf, giveBackCouponUse, normaliseEmail, recordCouponUse } from './coupon-uses.js';
export { priceCart, type PricedCart } from './price-cart.js';
export { itemColumnsOf, resolveLine, type GiftCardItemOption } from './resolve-line.js';
export { type CartLine, type CartService } from './service.js';
export { findCart, updateCart, type CartItemRow, type CartRow } from './storage.js';
export { totalsToWire, type CartTotals, type FeeCharge } from './totals.js';
