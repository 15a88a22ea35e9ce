import { addressFromForm } from '@shoreline/domain/forms/address-form';
import type { FieldError } from '@shoreline/domain/error-reasons';
import { formFieldOf, isAddressErrorCode, isAddressField } from '@shoreline/domain/forms/address-rules';
import { giftFormField, giftWireOf, type GiftFormValues } from '@shoreline/domain/forms/gift-rules';
import { ADDRESS_ERROR_KEYS, EMPTY_ADDRESS, giftErrorKey, type AddressInput, type FieldErrors } from './validation';

/** An address the way the API takes it (snake_case). */
export type ApiAddress = ReturnType<typeof addressFromForm> & { email?: string; extension_attributes?: { delivery_date: string } };

export function toApiAddress(address: AddressInput): ApiAddress {
  return addressFromForm(address);
}

export interface OrderInput {
  cartId: string;
  orderId: string;
  userId?: number;
  storeCode?: string;
  products: Array<{ sku: string; qty: number }>;
  email: string;
  shipping: AddressInput | null;
  /** A pickup: who collects it (name and phone), and the slot on deliveryDate; no shipping address then. */
  pickup?: { collector: AddressInput; time: string } | null;
  billing: AddressInput;
  deliveryDate: string | null;
  shippingMethod: { carrier: string; method: string } | null;
  paymentMethod: string;
  /** The grand total the review step showed: the API refuses to charge any other. */
  grandTotal?: number;
  /** A gift delivery (the shipping address is the recipient's); null or absent for any other order. */
  gift?: GiftFormValues | null;
}

/** The order body; a virtual cart has no shipping address or method. */
export function orderBody(input: OrderInput) {
  const billingAddress = { ...toApiAddress(input.billing), email: input.email.trim() };
  const shippingAddress = input.pickup
    ? collectorAddress(input.pickup.collector, input.email)
    : input.shipping
      ? {
          ...toApiAddress(input.shipping),
          email: input.email.trim(),
          ...(input.deliveryDate ? { extension_attributes: { delivery_date: input.deliveryDate } } : {}),
        }
      : undefined;
  const body: {
    cart_id: string;
    order_id: string;
    user_id?: number;
    store_code?: string;
    grand_total?: number;
    /** An order placed offline with a gateway method: the shopper pays it once it is sent. */
    pay_later?: boolean;
  } = {
    cart_id: input.cartId,
    order_id: input.orderId,
    ...(input.userId !== undefined ? { user_id: input.userId } : {}),
    ...(input.storeCode ? { store_code: input.storeCode } : {}),
    ...(input.grandTotal !== undefined ? { grand_total: input.grandTotal } : {}),
  };
  const gift = input.gift && input.shipping ? giftWireOf(input.gift) : undefined;
  return {
    ...body,
    ...(gift ? { gift } : {}),
    products: input.products,
    addressInformation: {
      billingAddress,
      ...(shippingAddress ? { shippingAddress } : {}),
      shipping_method_code: input.shippingMethod?.method ?? null,
      shipping_carrier_code: input.shippingMethod?.carrier ?? null,
      payment_method_code: input.paymentMethod,
      ...(input.pickup ? { shippingExtraFields: { delivery_date: input.deliveryDate, pickup_time: input.pickup.time } } : {}),
    },
  };
}

/** Who collects a pickup order, in the address's keys: the store's address is the order's, not the shopper's. */
function collectorAddress(collector: AddressInput, email: string) {
  const { firstname, lastname, telephone, country_id } = toApiAddress(collector);
  return { firstname, lastname, telephone, country_id, email: email.trim() };
}

/** The checkout form's field for an API address field and street line, or null where the form has none. */
function checkoutField(apiField: string, line: number | undefined, country: string): keyof AddressInput | 'email' | null {
  if (apiField === 'email') return 'email';
  const field = isAddressField(apiField) ? formFieldOf(apiField, line, country) : null;
  return field && field in EMPTY_ADDRESS ? field : null;
}

/**
 * The refusal's field errors (`billingAddress.telephone` with the address rule's code `required`) as
 * form errors; what cannot be placed on a field stays in `rest`, worded "field: message".
 */
export function serverFieldErrors(
  fieldErrors: readonly FieldError[],
  billingIsShipping: boolean,
  countries: { shipping?: string; billing?: string } = {},
): { errors: FieldErrors; rest: string[] } {
  const errors: FieldErrors = {};
  const rest: string[] = [];
  for (const problem of fieldErrors) {
    const gift = /^gift\.(\w+)$/.exec(problem.field);
    const giftField = gift ? giftFormField(gift[1]) : null;
    if (giftField) {
      errors[`gift.${giftField}`] ??= giftErrorKey(giftField, problem.code);
      continue;
    }
    const match = /^(billingAddress|shippingAddress)\.(\w+)(?:\.(\d+))?$/.exec(problem.field);
    const country = (match?.[1] === 'billingAddress' && !billingIsShipping ? countries.billing : countries.shipping) ?? 'US';
    const field = match ? checkoutField(match[2], match[3] === undefined ? undefined : Number(match[3]), country) : null;
    const code = match && field && isAddressField(match[2]) && isAddressErrorCode(problem.code) ? problem.code : undefined;
    if (!match || !field || !code) {
      rest.push(problem.field ? `${problem.field}: ${problem.message}` : problem.message);
      continue;
    }
    const group = field === 'email' ? 'personal' : match[1] === 'shippingAddress' || billingIsShipping ? 'shipping' : 'billing';
    errors[`${group}.${field}`] ??= ADDRESS_ERROR_KEYS[code];
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

/**
 * The SKUs of the lines a sold-out refusal names: each error's field is `products.<index>`, the line's place in the
 * order's products as sent.
 */
export function soldOutSkus(errors: readonly FieldError[] | undefined, products: ReadonlyArray<{ sku: string }>): string[] {
  return (errors ?? []).flatMap(({ field, code }) => {
    const index = /^products\.(\d+)$/.exec(field)?.[1];
    const sku = code === 'sold_out' && index !== undefined ? products[Number(index)]?.sku : undefined;
    return sku ? [sku] : [];
  });
}
