/**
 * Why the API refused a request, as a stable code a client can branch on. A refusal's envelope is
 * `{code, result, reason, errors?}`: `code` is the HTTP status, `result` the message as the spec words
 * it (shown to people, never compared by clients), `reason` one of the codes below, and `errors` the
 * field problems of a request that failed validation. Codes are only ever added, never renamed.
 *
 * | reason                          | status | when                                                                 |
 * | ------------------------------- | ------ | -------------------------------------------------------------------- |
 * | validation.failed               | 400    | the input broke its schema; `errors` lists `{field, code, message}`  |
 * | invalid_input                   | 400    | any other refusal of the input (default of InvalidInput)             |
 * | request.invalid_json            | 400    | the body is not JSON                                                 |
 * | request.malformed               | 400+   | a bad url, a missing Host header, an overlong path segment           |
 * | request.too_large               | 413    | the body is over the limit                                           |
 * | request.unsupported_media_type  | 415    | a body of a type the route does not take                             |
 * | route.not_found                 | 404    | no route for this path                                               |
 * | route.method_not_allowed        | 405    | a route for the path, not for this method                            |
 * | store.not_found                 | 404    | the path starts with a store code no store has                       |
 * | unauthorized                    | 401    | default of Unauthorized                                              |
 * | auth.required                   | 401    | the call needs a signed-in customer and none is                      |
 * | auth.token_expired              | 401    | the access token expired: refresh it and call again                  |
 * | auth.token_invalid              | 401    | the access token is not one of ours                                  |
 * | auth.sign_in_failed             | 401    | wrong e-mail or password                                             |
 * | auth.refresh_token_invalid      | 401    | the refresh token is unknown, used or expired: sign in again         |
 * | auth.reset_token_invalid        | 400    | the password link is expired, used or unknown: ask for a new one     |
 * | payment.declined                | 402    | the gateway declined the payment                                     |
 * | forbidden                       | 403    | default of Forbidden                                                 |
 * | not_found                       | 404    | default of NotFound                                                  |
 * | cart.not_found                  | 404    | the cart is unknown, closed by an order, or someone else's           |
 * | cart.out_of_stock               | 400    | the product (or a part of it) is out of stock                        |
 * | cart.invalid_quantity           | 400    | a line's qty is not a whole number from 1 up (1.5 is refused, never  |
 * |                                 |        | rounded); `errors` names `cartItem.qty`                              |
 * | gift_card.not_found             | 404    | no such gift card code                                               |
 * | conflict                        | 409    | default of Conflict                                                  |
 * | order.cart_changed              | 409    | the cart's lines moved while the shopper checked out                 |
 * | order.total_changed             | 409    | the order prices differently from the total the checkout showed      |
 * | order.delivery_date_full        | 409    | the store's orders for the delivery date are all booked              |
 * | order.delivery_date_paused      | 409    | a shipping hold pauses deliveries on the date (to that state)        |
 * | order.gift_needs_delivery       | 400    | a gift order with nothing delivered (a pickup, only e-mailed lines)  |
 * | order.sold_out                  | 409    | a line sold out meanwhile; nothing was charged; `errors` names each  |
 * |                                 |        | line as `products.<index>` with code `sold_out`, the SKU in the text |
 * | order.unpaid_limit              | 409    | too many unpaid orders open for the e-mail or client address (409),  |
 * |                                 | 429    | or too many sent from the address (429): pay now instead             |
 * | order.unpaid_not_held           | 409    | an unpaid order may not hold a date's or product's last share:       |
 * |                                 |        | pay now instead (ADR 0011)                                           |
 * | shipping.state_excluded         | 409    | overnight delivery does not reach the address's state                |
 * | shipping.zip_excluded           | 409    | the ZIP code starts with a prefix overnight does not reach           |
 * | shipping.live_not_eligible      | 409    | live products go only to the overnight states, not to a remote one   |
 * | gift_card.not_usable            | 400    | the card has no balance left or can no longer be used                |
 * | gone                            | 410    | default of Gone                                                      |
 * | order.payment_closed            | 410    | the order no longer waits for its payment (paid, canceled, expired)  |
 * | unsupported_format              | 415    | default of UnsupportedFormat                                         |
 * | rate_limited                    | 429    | too many attempts; Retry-After says when to try again                |
 * | internal_error                  | 500    | a fault of ours; nothing a client can fix                            |
 * | upstream_failed                 | 502    | a service we depend on failed; nothing was done                      |
 * | unavailable                     | 503    | not possible now; try again later                                    |
 * | claim.not_delivered             | 409    | a freshness claim for an order not shipped, or not yet delivered     |
 * | claim.window_over               | 409    | the claim window (FRESHNESS_CLAIM_DAYS after delivery) has closed    |
 * | claim.line_claimed              | 409    | an item has an open claim, or every unit of it was claimed or refunded |
 * | claim.line_invalid              | 400    | an item not on the order, one that cannot be claimed, too many units |
 * | claim.photo_too_large           | 413    | the claim's photo is over 8 MB                                       |
 * | claim.photo_format              | 415    | the claim's photo is not a JPEG, PNG or WebP image                   |
 * | claim.photo_unreadable          | 400    | the photo is damaged or has too many pixels                          |
 * | claim.photo_missing             | 400    | the claim names no uploaded photo of the customer's (or an old one)  |
 * | claim.decided                   | 409    | staff decide a claim that was approved or declined already           |
 * | claim.amount_too_high           | 400    | an approval for more than the claimed items' paid value              |
 * | claim.given_back                | 409    | an approval for units or cents a refund or claim gave back meanwhile |
 * | claim.photo_no_order            | 403    | a claim photo from an account with no order open for a claim now     |
 * | claim.photo_quota               | 409    | the account's claim photos pending, or stored today, are at the limit |
 * | refund.nothing_left             | 409    | a refund for more than the order can still give back                 |
 * | refund.line_given_back          | 409    | a refund of units a refund or an approved claim gave back already    |
 * | refund.amount_changed           | 409    | a refund that now comes to another amount than the one confirmed     |
 * | order.changes_closed            | 409    | the customer's own changes closed (the cut-off of the ship day, or   |
 * |                                 |        | the order shipped, was canceled or is a pickup)                      |
 * | order.self_service_off          | 409    | the shop does not let customers change orders of this store or product |
 * | order.date_price_differs        | 409    | a plain date move to a date whose delivery costs otherwise: send it  |
 * |                                 |        | as a change (…/change), which settles the difference                 |
 * | order.balance_due               | 409    | a change while the difference of an earlier one is still unpaid       |
 * | order.change_total_changed      | 409    | the change now comes to another total than the preview confirmed      |
 */
export const REASON = {
  validationFailed: 'validation.failed',
  invalidInput: 'invalid_input',
  invalidJson: 'request.invalid_json',
  malformedRequest: 'request.malformed',
  tooLarge: 'request.too_large',
  unsupportedMediaType: 'request.unsupported_media_type',
  routeNotFound: 'route.not_found',
  methodNotAllowed: 'route.method_not_allowed',
  storeNotFound: 'store.not_found',
  unauthorized: 'unauthorized',
  authRequired: 'auth.required',
  tokenExpired: 'auth.token_expired',
  tokenInvalid: 'auth.token_invalid',
  signInFailed: 'auth.sign_in_failed',
  refreshTokenInvalid: 'auth.refresh_token_invalid',
  resetTokenInvalid: 'auth.reset_token_invalid',
  paymentDeclined: 'payment.declined',
  forbidden: 'forbidden',
  notFound: 'not_found',
  cartNotFound: 'cart.not_found',
  cartOutOfStock: 'cart.out_of_stock',
  cartInvalidQuantity: 'cart.invalid_quantity',
  giftCardNotFound: 'gift_card.not_found',
  conflict: 'conflict',
  orderCartChanged: 'order.cart_changed',
  orderTotalChanged: 'order.total_changed',
  deliveryDateFull: 'order.delivery_date_full',
  deliveryDatePaused: 'order.delivery_date_paused',
  orderGiftNeedsDelivery: 'order.gift_needs_delivery',
  orderSoldOut: 'order.sold_out',
  orderUnpaidLimit: 'order.unpaid_limit',
  orderUnpaidNotHeld: 'order.unpaid_not_held',
  shippingStateExcluded: 'shipping.state_excluded',
  shippingZipExcluded: 'shipping.zip_excluded',
  shippingLiveNotEligible: 'shipping.live_not_eligible',
  giftCardNotUsable: 'gift_card.not_usable',
  gone: 'gone',
  orderPaymentClosed: 'order.payment_closed',
  unsupportedFormat: 'unsupported_format',
  rateLimited: 'rate_limited',
  internalError: 'internal_error',
  upstreamFailed: 'upstream_failed',
  unavailable: 'unavailable',
  claimNotDelivered: 'claim.not_delivered',
  claimWindowOver: 'claim.window_over',
  claimLineClaimed: 'claim.line_claimed',
  claimLineInvalid: 'claim.line_invalid',
  claimPhotoTooLarge: 'claim.photo_too_large',
  claimPhotoFormat: 'claim.photo_format',
  claimPhotoUnreadable: 'claim.photo_unreadable',
  claimPhotoMissing: 'claim.photo_missing',
  claimDecided: 'claim.decided',
  claimAmountTooHigh: 'claim.amount_too_high',
  claimGivenBack: 'claim.given_back',
  claimPhotoNoOrder: 'claim.photo_no_order',
  claimPhotoQuota: 'claim.photo_quota',
  refundNothingLeft: 'refund.nothing_left',
  refundLineGivenBack: 'refund.line_given_back',
  refundAmountChanged: 'refund.amount_changed',
  orderChangesClosed: 'order.changes_closed',
  orderSelfServiceOff: 'order.self_service_off',
  orderDatePriceDiffers: 'order.date_price_differs',
  orderProductNotChangeable: 'order.product_not_changeable',
  holdKeepNotAllowed: 'hold.keep_not_allowed',
  holdDateNotOffered: 'hold.date_not_offered',
  orderBalanceDue: 'order.balance_due',
  orderChangeTotalChanged: 'order.change_total_changed',
} as const;

export type ErrorReason = (typeof REASON)[keyof typeof REASON];

/**
 * One problem with one field of a refused request. `field` is the path joined with dots
 * (`billingAddress.street.0`, '' for the request as a whole), `code` the schema's issue code
 * (zod's `too_small`, `invalid_type`, ... or a rule's own such as `invalid_city`), `message` the text
 * the API shows for it.
 */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/** What a client reads beside `code` and `result` in a refusal. */
export interface RefusalDetails {
  reason?: ErrorReason;
  errors?: FieldError[];
}
