import { REASON } from '@shoreline/domain/error-reasons';
import type { Refusals } from '../http/index.js';

/** What placing an order may refuse, whichever call places it (POST /api/order, a wallet's complete call). */
export const PLACING_REFUSALS: Refusals = {
  400: [REASON.invalidInput, REASON.orderGiftNeedsDelivery, REASON.cartOutOfStock, REASON.giftCardNotUsable],
  402: [REASON.paymentDeclined],
  404: [REASON.cartNotFound],
  409: [
    REASON.conflict,
    REASON.orderCartChanged,
    REASON.orderTotalChanged,
    REASON.deliveryDateFull,
    REASON.deliveryDatePaused,
    REASON.orderSoldOut,
    REASON.orderUnpaidLimit,
    REASON.orderUnpaidNotHeld,
    REASON.shippingStateExcluded,
    REASON.shippingZipExcluded,
    REASON.shippingLiveNotEligible,
  ],
  429: [REASON.orderUnpaidLimit],
};

/** A signed link (receipt, pay) that does not verify or has expired. */
export const SIGNED_LINK_REFUSALS: Refusals = { 403: [REASON.forbidden], 404: [REASON.notFound] };

/** Paying an order that waits for its payment, or the balance a customer's change left due (409: settled meanwhile). */
export const PAYING_REFUSALS: Refusals = {
  ...SIGNED_LINK_REFUSALS,
  400: [REASON.invalidInput],
  402: [REASON.paymentDeclined],
  409: [REASON.conflict],
  410: [REASON.orderPaymentClosed],
};
