import type { CheckoutDetails } from '@shoreline/sdk/cart/cart-api';
import type { SavedAddress, SessionUser } from '~/features/session';
import { usStateById } from '@shoreline/domain/geo/us-states';
import { EMPTY_ADDRESS_FORM, formCountry, formFromAddress } from '@shoreline/domain/forms/address-form';
import type { GiftFormValues } from '@shoreline/domain/forms/gift-rules';
import type { AddressInput } from './validation';

export interface CheckoutForm {
  email: string;
  createAccount: boolean;
  password: string;
  passwordConfirm: string;
  /** 'new' or a saved address id. */
  savedAddress: string;
  saveAddress: boolean;
  shipping: AddressInput;
  billingSame: boolean;
  billing: AddressInput;
  shippingMethod: string;
  deliveryDate: string;
  /** A pickup's slot on deliveryDate ("17:30", store time). */
  pickupTime: string;
  paymentMethod: string;
  terms: boolean;
  /** A gift delivery: the shipping address is the recipient's, the billing address the buyer's own. */
  gift: GiftFormValues;
}

/** How a section changes the form: the fields it names, the rest as they are. */
export type UpdateForm = (patch: Partial<CheckoutForm>) => void;

export const INITIAL_FORM: CheckoutForm = {
  email: '',
  createAccount: false,
  password: '',
  passwordConfirm: '',
  savedAddress: 'new',
  saveAddress: false,
  shipping: EMPTY_ADDRESS_FORM,
  billingSame: true,
  billing: EMPTY_ADDRESS_FORM,
  shippingMethod: '',
  deliveryDate: '',
  pickupTime: '',
  paymentMethod: '',
  terms: false,
  // The rules module's NO_GIFT, spelled out: importing it would bring the address rules into the first load.
  gift: { isGift: false, message: '', notifyRecipient: false, recipientEmail: '' },
};

/**
 * "This is a gift" turns the shipping address into the recipient's. What the shipping fields held was the buyer's own
 * address (their saved default, or what they typed while billing was "the same"), so it moves to the billing fields
 * when those are still empty, and the shipping fields start empty for the recipient. Turning it off keeps the fields.
 */
export function withGiftChoice(current: CheckoutForm, isGift: boolean): CheckoutForm {
  const gift = { ...current.gift, isGift };
  if (!isGift || current.gift.isGift) return { ...current, gift };
  const typed = Object.values(current.shipping).some((value) => value && value !== EMPTY_ADDRESS_FORM.country);
  if (!typed) return { ...current, gift };
  const billingEmpty = !current.billing.street && !current.billing.firstName;
  return {
    ...current,
    gift,
    billing: billingEmpty ? current.shipping : current.billing,
    shipping: EMPTY_ADDRESS_FORM,
    savedAddress: 'new',
  };
}
/**
 * The form once the signed-in customer is known: their e-mail, no account to create, and, while the shipping
 * fields are untouched, their default shipping address (or at least their name).
 */
export function prefillFromAccount(current: CheckoutForm, user: SessionUser): CheckoutForm {
  const preferred = user.addresses.find((address) => String(address.id) === user.default_shipping || address.default_shipping);
  const untouched = current.savedAddress === 'new' && !current.shipping.street;
  const next = { ...current, email: current.email || user.email, createAccount: false };
  if (!untouched) return next;
  if (preferred) return { ...next, savedAddress: String(preferred.id), shipping: addressFromSaved(preferred) };
  const { firstName, lastName } = current.shipping;
  return { ...next, shipping: { ...current.shipping, firstName: firstName || user.firstname, lastName: lastName || user.lastname } };
}

/** A saved address in the checkout's fields, with its company and tax id. */
export function addressFromSaved(saved: SavedAddress): AddressInput {
  return formFromAddress(saved);
}

function detailsAddress(address: AddressInput) {
  const country = formCountry(address);
  const state = country === 'US' ? usStateById(Number(address.regionId)) : undefined;
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    country,
    streetAddress: address.street,
    apartmentNumber: address.apartment,
    city: address.city,
    // The region code: the server taxes by it (e.g. merchandise shipped to MD); abroad, the region as typed.
    state: state?.code ?? (country === 'US' ? undefined : address.region?.trim() || undefined),
    region_id: state?.id,
    zipCode: address.zip,
    phoneNumber: address.phone,
    company: address.company?.trim() || undefined,
    taxId: address.vatId?.trim() || undefined,
  };
}

/** What the cart engine needs from the form for shipping methods and totals. */
export function checkoutDetails(
  form: CheckoutForm,
  methodCode: string | undefined,
  virtual: boolean,
  ownBilling = virtual,
): CheckoutDetails {
  const billing = form.billingSame && !ownBilling ? form.shipping : form.billing;
  return {
    shipping: virtual ? undefined : { ...detailsAddress(form.shipping), shippingMethod: methodCode },
    payment: { ...detailsAddress(billing), paymentMethod: form.paymentMethod || undefined },
    deliveryDate: virtual ? undefined : form.deliveryDate || undefined,
  };
}
