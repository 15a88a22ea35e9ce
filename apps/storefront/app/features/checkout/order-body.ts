import { usStateById } from '@shoreline/domain/geo/us-states';
import type { AddressInput, FieldErrors } from './validation';
import { FIELD_REQUIRED, INVALID_EMAIL, NAME_TOO_SHORT, TOO_SHORT_3 } from '@shoreline/domain/messages';

/** An address the way the API takes it (api-contract §4, snake_case). */
export interface ApiAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  region: string;
  region_code: string;
  region_id: number;
  telephone: string;
  email?: string;
  extension_attributes?: { delivery_date: string };
}

export const COUNTRY = 'US';

export function toApiAddress(address: AddressInput): ApiAddress {
  const state = usStateById(Number(address.regionId));
  return {
    firstname: address.firstName.trim(),
    lastname: address.lastName.trim(),
    street: [address.street.trim(), address.apartment.trim()].filter(Boolean),
    city: address.city.trim(),
    postcode: address.zip.trim(),
    country_id: COUNTRY,
    region: state?.name ?? '',
    region_code: state?.code ?? '',
    region_id: state?.id ?? 0,
    telephone: address.phone.trim(),
  };
}

export interface OrderInput {
  cartId: string;
  orderId: string;
  userId?: number;
  storeCode?: string;
  products: Array<{ sku: string; qty: number }>;
  email: string;
  shipping: AddressInput | null;
  billing: AddressInput;
  deliveryDate: string | null;
  shippingMethod: { carrier: string; method: string } | null;
  paymentMethod: string;
}

/** The order body (api-contract §4); a virtual cart has no shipping address or method. */
export function orderBody(input: OrderInput) {
  const billingAddress = { ...toApiAddress(input.billing), email: input.email.trim() };
  const shippingAddress = input.shipping
    ? {
        ...toApiAddress(input.shipping),
        email: input.email.trim(),
        ...(input.deliveryDate ? { extension_attributes: { delivery_date: input.deliveryDate } } : {}),
      }
    : undefined;
  return {
    cart_id: input.cartId,
    order_id: input.orderId,
    ...(input.userId !== undefined ? { user_id: input.userId } : {}),
    ...(input.storeCode ? { store_code: input.storeCode } : {}),
    products: input.products,
    addressInformation: {
      billingAddress,
      ...(shippingAddress ? { shippingAddress } : {}),
      shipping_method_code: input.shippingMethod?.method ?? null,
      shipping_carrier_code: input.shippingMethod?.carrier ?? null,
      payment_method_code: input.paymentMethod,
    },
  };
}

const API_FIELDS: Record<string, keyof AddressInput | 'email'> = {
  firstname: 'firstName',
  lastname: 'lastName',
  street: 'street',
  city: 'city',
  postcode: 'zip',
  region: 'regionId',
  telephone: 'phone',
  email: 'email',
};

const MESSAGE_KEYS: Record<string, FieldErrors[string]> = {
  [FIELD_REQUIRED]: 'checkout.error.required',
  [NAME_TOO_SHORT]: 'checkout.error.name',
  [TOO_SHORT_3]: 'checkout.error.minLength',
  [INVALID_EMAIL]: 'checkout.error.email',
};

/**
 * The server's field messages ("billingAddress.telephone: Field is required; ...") as form errors;
 * what cannot be placed on a field stays in `rest`.
 */
export function serverFieldErrors(message: string, billingIsShipping: boolean): { errors: FieldErrors; rest: string[] } {
  const errors: FieldErrors = {};
  const rest: string[] = [];
  for (const part of message.split(/;\s*/)) {
    const match = /^(billingAddress|shippingAddress)\.(\w+): (.+)$/.exec(part.trim());
    const field = match ? API_FIELDS[match[2]] : undefined;
    const key = match ? MESSAGE_KEYS[match[3]] : undefined;
    if (!match || !field || !key) {
      if (part.trim()) rest.push(part.trim());
      continue;
    }
    const group = field === 'email' ? 'personal' : match[1] === 'shippingAddress' || billingIsShipping ? 'shipping' : 'billing';
    errors[`${group}.${field}`] ??= key;
  }
  return { errors, rest };
}

/** A client order id, kept per cart for the session so a retried order is never placed twice. */
export function orderIdFor(cartId: string, storage: Pick<Storage, 'getItem' | 'setItem'>, makeId: () => string): string {
  const key = `shoreline-checkout-order-id:${cartId}`;
  const existing = storage.getItem(key);
  if (existing) return existing;
  const id = makeId();
  storage.setItem(key, id);
  return id;
}
