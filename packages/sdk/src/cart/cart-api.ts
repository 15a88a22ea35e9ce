import type { CartItemInput } from '@shoreline/domain/wire/cart';
import type { TaskInput } from '../tasks/task.js';

/**
 * The cart calls as tasks (api-contract §3, §5). {{token}} means "send the user token in the
 * Authorization header"; {{cartId}} is the server cart id and is required.
 */
const CART_QUERY = 'token={{token}}&cartId={{cartId}}';

export const STOCK_SYNC_EVENT = 'store:cart/stockSync';

/** The checkout form's address fields the cart needs for methods and totals (no payment secrets). */
export interface CheckoutAddress {
  firstName?: string;
  lastName?: string;
  country?: string;
  streetAddress?: string;
  apartmentNumber?: string;
  city?: string;
  state?: string;
  region_id?: number;
  zipCode?: string;
  phoneNumber?: string;
}

export interface CheckoutDetails {
  shipping?: CheckoutAddress & { shippingMethod?: string };
  payment?: CheckoutAddress & { paymentMethod?: string };
  /** Passed on to the server in shippingAddress.extension_attributes.delivery_date. */
  deliveryDate?: string;
}

export interface ShippingChoice {
  shippingCarrierCode?: string;
  shippingMethodCode?: string;
}

/** A guest cart sends an empty token: no Authorization header. */
export const createCartTask = (guestCart: boolean): TaskInput => ({
  url: `/api/cart/create?token=${guestCart ? '' : '{{token}}'}`,
  payload: { method: 'POST' },
  silent: true,
});

export const pullTask = (): TaskInput => ({ url: `/api/cart/pull?${CART_QUERY}`, payload: { method: 'GET' }, silent: true });

/** Not silent: the server's refusal ("The requested qty is not available") is shown. */
export const updateTask = (cartItem: CartItemInput): TaskInput => ({
  url: `/api/cart/update?${CART_QUERY}`,
  payload: { method: 'POST', body: { cartItem } },
});

export const deleteTask = (cartItem: CartItemInput): TaskInput => ({
  url: `/api/cart/delete?${CART_QUERY}`,
  payload: { method: 'POST', body: { cartItem } },
});

export const totalsTask = (): TaskInput => ({ url: `/api/cart/totals?${CART_QUERY}`, payload: { method: 'GET' }, silent: true });

export const paymentMethodsTask = (): TaskInput => ({
  url: `/api/cart/payment-methods?${CART_QUERY}`,
  payload: { method: 'GET' },
  silent: true,
});

export function shippingMethodsTask(shipping: CheckoutAddress, defaultCountry: string | null): TaskInput {
  const address = {
    region: shipping.state,
    region_id: shipping.region_id ?? 0,
    country_id: shipping.country || defaultCountry,
    street: [shipping.streetAddress, shipping.apartmentNumber],
    postcode: shipping.zipCode,
    city: shipping.city,
    region_code: '',
  };
  return { url: `/api/cart/shipping-methods?${CART_QUERY}`, payload: { method: 'POST', body: { address } }, silent: true };
}

/** Answers with totals and payment methods; during cart sync the address may hold only the country. */
export function shippingInformationTask(country: string, details: CheckoutDetails, choice: ShippingChoice): TaskInput {
  const shippingAddress = {
    ...addressFields(details.shipping),
    countryId: country,
    ...(details.deliveryDate ? { extension_attributes: { delivery_date: details.deliveryDate } } : {}),
  };
  const billingAddress = { ...addressFields(details.payment), countryId: details.payment?.country || country };
  const addressInformation = {
    shippingAddress,
    billingAddress,
    shippingCarrierCode: choice.shippingCarrierCode,
    shippingMethodCode: choice.shippingMethodCode,
  };
  return { url: `/api/cart/shipping-information?${CART_QUERY}`, payload: { method: 'POST', body: { addressInformation } }, silent: true };
}

/** Not silent: an invalid code's message is shown. */
export const applyCouponTask = (code: string): TaskInput => ({
  url: `/api/cart/apply-coupon?${CART_QUERY}&coupon={{coupon}}`,
  params: { coupon: code },
  payload: { method: 'POST' },
});

export const deleteCouponTask = (): TaskInput => ({ url: `/api/cart/delete-coupon?${CART_QUERY}`, payload: { method: 'POST' } });

/** Gift cards (spec document 2 §7.6): the code in the URL; answers a message or result.errorMessage. */
export const activateGiftCardTask = (code: string): TaskInput => ({
  url: `/api/ext/gift-cards/activate/{{giftCard}}?${CART_QUERY}`,
  params: { giftCard: code },
  payload: { method: 'POST' },
});

export const removeGiftCardTask = (code: string): TaskInput => ({
  url: `/api/ext/gift-cards/remove/{{giftCard}}?${CART_QUERY}`,
  params: { giftCard: code },
  payload: { method: 'POST' },
});

const STORE_CREDIT = '/api/ext/store-credit';

/** Store credit on the cart (spec document 2 §7.6): apply takes the whole balance, remove takes it off. */
export const applyStoreCreditTask = (cartId: string, pointsQty: number): TaskInput => ({
  url: `${STORE_CREDIT}/apply?${CART_QUERY}`,
  payload: { method: 'PUT', body: { cartId, pointsQty } },
});

export const removeStoreCreditTask = (cartId: string): TaskInput => ({
  url: `${STORE_CREDIT}/remove?${CART_QUERY}`,
  payload: { method: 'DELETE', body: { cartId } },
});

/** The extra fees extension, named after the original one (spec document 2 §7.6). */
const EXTRA_FEES = '/api/ext/amasty-extrafee';

/** The address fields the fees extension reads: enough to tax the fee prices. */
function feeAddress(details: CheckoutDetails, defaultCountry: string | null): Record<string, unknown> {
  const shipping = details.shipping;
  return {
    countryId: shipping?.country || defaultCountry,
    region_code: shipping?.state,
    regionId: shipping?.region_id,
    postcode: shipping?.zipCode,
  };
}

/** The fees on offer for the cart (silent). The token travels in the header, so the body's customer_token stays out. */
export function getFeesTask(cartId: string, details: CheckoutDetails, defaultCountry: string | null): TaskInput {
  return {
    url: `${EXTRA_FEES}/get-fees?${CART_QUERY}`,
    payload: { method: 'POST', body: { cart_id: cartId, addressInformation: { address: feeAddress(details, defaultCountry) } } },
    silent: true,
  };
}

export interface FeeChoice {
  fee_id: number;
  /** No options removes the fee. */
  options_ids: number[];
}

/** Stores a fee choice and answers the totals. Not silent: the server's refusal is shown. */
export function feeTotalsInformationTask(
  cartId: string,
  information: FeeChoice,
  details: CheckoutDetails,
  choice: ShippingChoice,
  defaultCountry: string | null,
): TaskInput {
  const addressInformation = {
    address: feeAddress(details, defaultCountry),
    shipping_carrier_code: choice.shippingCarrierCode,
    shipping_method_code: choice.shippingMethodCode,
  };
  return {
    url: `${EXTRA_FEES}/totals-information?${CART_QUERY}`,
    payload: { method: 'POST', body: { cart_id: cartId, information, addressInformation } },
  };
}

/** Queued, cacheable; its answer comes back through the runner's task listeners. */
export const stockCheckTask = (sku: string): TaskInput => ({
  url: `/api/stock/check?sku=${encodeURIComponent(sku)}`,
  payload: { method: 'GET' },
  is_result_cacheable: true,
  callback_event: STOCK_SYNC_EVENT,
  product_sku: sku,
});

function addressFields(address: CheckoutAddress | undefined): Record<string, unknown> {
  if (!address) return {};
  const fields: Record<string, unknown> = {
    firstname: address.firstName,
    lastname: address.lastName,
    city: address.city,
    postcode: address.zipCode,
    street: [address.streetAddress, address.apartmentNumber].filter(Boolean),
    region: address.state,
    telephone: address.phoneNumber,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''));
}
