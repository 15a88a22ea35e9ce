import type { CartItemInput } from '@shoreline/domain/wire/cart';
import type { HttpMethod, TaskInput } from '../tasks/task.js';
import type { ExtraFee, PaymentMethod, ServerCartItem, ShippingMethod, Totals } from './types.js';

// The cart endpoints, one function per call, typed by the answer (ctx.call infers it). They go out as the task
// runner's tasks, which fill in the customer's token (as the Authorization header) and the server cart id.

export interface CartCall<Answer> extends TaskInput {
  /** Never set: carries the answer's type from the endpoint to the caller. */
  readonly answer?: Answer;
}

/** `query`: more query parameters, placeholders allowed (e.g. "coupon={{coupon}}"). */
type CartCallOptions = Pick<TaskInput, 'params' | 'silent'> & { body?: unknown; query?: string };

function cartCall<Answer>(method: HttpMethod, path: string, { body, query, ...task }: CartCallOptions = {}): CartCall<Answer> {
  const url = `${path}?token={{token}}&cartId={{cartId}}${query ? `&${query}` : ''}`;
  return { url, payload: body === undefined ? { method } : { method, body }, ...task };
}

/** The totals call's answer; shipping-information wraps the totals with the payment methods. */
export type TotalsAnswer = Totals & { totals?: Totals; payment_methods?: PaymentMethod[] };

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
  company?: string;
  taxId?: string;
}

export interface CheckoutDetails {
  shipping?: CheckoutAddress & { shippingMethod?: string };
  payment?: CheckoutAddress & { paymentMethod?: string };
  deliveryDate?: string;
}

export type ShippingChoice = { shippingCarrierCode?: string; shippingMethodCode?: string };

/** A guest cart sends an empty token: no Authorization header, no cart id yet. */
export const createCartTask = (guestCart: boolean): CartCall<string | number> => ({
  url: `/api/cart/create?token=${guestCart ? '' : '{{token}}'}`,
  payload: { method: 'POST' },
  silent: true,
});
export const pullTask = (): CartCall<ServerCartItem[]> => cartCall('GET', '/api/cart/pull', { silent: true });
/** Not silent: the server's refusal ("The requested qty is not available") is shown. */
export const updateTask = (cartItem: CartItemInput): CartCall<ServerCartItem> =>
  cartCall('POST', '/api/cart/update', { body: { cartItem } });
export const deleteTask = (cartItem: CartItemInput): CartCall<boolean> => cartCall('POST', '/api/cart/delete', { body: { cartItem } });
export const totalsTask = (): CartCall<TotalsAnswer> => cartCall('GET', '/api/cart/totals', { silent: true });
export const paymentMethodsTask = (): CartCall<PaymentMethod[]> => cartCall('GET', '/api/cart/payment-methods', { silent: true });

export function shippingMethodsTask(shipping: CheckoutAddress, defaultCountry: string | null): CartCall<ShippingMethod[]> {
  const address = {
    region: shipping.state,
    region_id: shipping.region_id ?? 0,
    country_id: shipping.country || defaultCountry,
    street: [shipping.streetAddress, shipping.apartmentNumber],
    postcode: shipping.zipCode,
    city: shipping.city,
    region_code: '',
  };
  return cartCall('POST', '/api/cart/shipping-methods', { body: { address }, silent: true });
}

/** `country` stands in for an address the details give none for. */
export function shippingInformationTask(country: string, details: CheckoutDetails, choice: ShippingChoice): CartCall<TotalsAnswer> {
  const shippingAddress = {
    ...addressFields(details.shipping),
    countryId: details.shipping?.country || country,
    ...(details.deliveryDate ? { extension_attributes: { delivery_date: details.deliveryDate } } : {}),
  };
  const billingAddress = { ...addressFields(details.payment), countryId: details.payment?.country || country };
  const { shippingCarrierCode, shippingMethodCode } = choice;
  const addressInformation = { shippingAddress, billingAddress, shippingCarrierCode, shippingMethodCode };
  return cartCall('POST', '/api/cart/shipping-information', { body: { addressInformation }, silent: true });
}

/** Not silent: an invalid code's message is shown. */
export const applyCouponTask = (code: string): CartCall<unknown> =>
  cartCall('POST', '/api/cart/apply-coupon', { query: 'coupon={{coupon}}', params: { coupon: code } });
export const deleteCouponTask = (): CartCall<unknown> => cartCall('POST', '/api/cart/delete-coupon');
/** Silent: the gift-card form shows the server's answer. */
export const activateGiftCardTask = (code: string): CartCall<unknown> =>
  cartCall('POST', '/api/ext/gift-cards/activate/{{giftCard}}', { params: { giftCard: code }, silent: true });
export const removeGiftCardTask = (code: string): CartCall<unknown> =>
  cartCall('POST', '/api/ext/gift-cards/remove/{{giftCard}}', { params: { giftCard: code }, silent: true });
export const applyStoreCreditTask = (cartId: string, pointsQty: number): CartCall<unknown> =>
  cartCall('PUT', '/api/ext/store-credit/apply', { body: { cartId, pointsQty } });
export const removeStoreCreditTask = (cartId: string): CartCall<unknown> =>
  cartCall('DELETE', '/api/ext/store-credit/remove', { body: { cartId } });
/** The extra fees, under the path of the extension the storefront was first written against. */
const EXTRA_FEES = '/api/ext/amasty-extrafee';
/** The address fields the fees extension reads: enough to tax the fee prices. */
export function feeAddress(details: CheckoutDetails, defaultCountry: string | null): Record<string, unknown> {
  const shipping = details.shipping;
  return {
    countryId: shipping?.country || defaultCountry,
    region_code: shipping?.state,
    regionId: shipping?.region_id,
    postcode: shipping?.zipCode,
  };
}

/** The token travels in the header, so the body's customer_token stays out. */
export const getFeesTask = (cartId: string, address: object): CartCall<{ fees?: ExtraFee[] }> =>
  cartCall('POST', `${EXTRA_FEES}/get-fees`, { body: { cart_id: cartId, addressInformation: { address } }, silent: true });

/** No options removes the fee. */
export type FeeChoice = { fee_id: number; options_ids: number[] };

/** Not silent: the server's refusal is shown. */
export function feeTotalsInformationTask(cartId: string, fee: FeeChoice, address: object, choice: ShippingChoice): CartCall<unknown> {
  const { shippingCarrierCode: shipping_carrier_code, shippingMethodCode: shipping_method_code } = choice;
  const body = { cart_id: cartId, information: fee, addressInformation: { address, shipping_carrier_code, shipping_method_code } };
  return cartCall('POST', `${EXTRA_FEES}/totals-information`, { body });
}

export const STOCK_SYNC_EVENT = 'store:cart/stockSync';
/** Queued, cacheable; its answer comes back through the runner's task listeners. */
export const stockCheckTask = (sku: string): CartCall<unknown> => ({
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
    company: address.company,
    vat_id: address.taxId,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''));
}
