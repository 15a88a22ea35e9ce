import { EMPTY_ADDRESS_FORM, type AddressFormValues } from '@shoreline/domain/forms/address-form';
import { confirmationProblem, passwordProblem } from '@shoreline/domain/forms/account-rules';
import { emailProblem, validateAddressForm, type AddressErrorCode } from '@shoreline/domain/forms/address-rules';
import { giftIssues, giftWireOf, type GiftField, type GiftFormValues } from '@shoreline/domain/forms/gift-rules';
import type { MessageKey } from '~/i18n/translate';

/**
 * The checkout form's checks: the shop's address rules (the API applies the same ones to the order) with the
 * spec's messages as catalogue keys. Pure: the page shows each error next to its field and
 * lists them in the error summary.
 */
export type AddressInput = AddressFormValues;

export interface PersonalInput {
  email: string;
  createAccount: boolean;
  password: string;
  passwordConfirm: string;
}

/** The checkout's text for each address error code. */
export const ADDRESS_ERROR_KEYS = {
  required: 'checkout.error.required',
  too_long: 'checkout.error.tooLong',
  name_too_short: 'checkout.error.name',
  invalid_city: 'checkout.error.city',
  invalid_postcode: 'checkout.error.minLength',
  invalid_phone: 'checkout.error.minLength',
  invalid_email: 'checkout.error.email',
  invalid_country: 'checkout.error.country',
  unknown_region: 'checkout.error.region',
  invalid_vat_id: 'checkout.error.minLength',
  invalid_zip: 'checkout.error.zip',
  zip_not_in_region: 'checkout.error.zipState',
  po_box_perishable: 'checkout.error.poBox',
} as const satisfies Record<AddressErrorCode, MessageKey>;

export type CheckoutErrorKey =
  | (typeof ADDRESS_ERROR_KEYS)[AddressErrorCode]
  | 'checkout.error.password'
  | 'checkout.error.passwordMatch'
  | 'checkout.error.terms'
  | GiftErrorKey;

type GiftErrorKey = 'checkout.gift.error.tooLong' | 'checkout.gift.error.emailNeeded' | 'checkout.error.email';

/** The checkout's text for a gift field's problem (a code of the gift rules, or zod's own for a value far too long). */
export function giftErrorKey(field: GiftField, code: string): GiftErrorKey {
  if (field === 'message') return 'checkout.gift.error.tooLong';
  return code === 'required' ? 'checkout.gift.error.emailNeeded' : 'checkout.error.email';
}

/** Field name -> error key; field names are the form control ids' suffixes (e.g. "shipping.city"). */
export type FieldErrors = Record<string, CheckoutErrorKey>;

export const EMPTY_ADDRESS: AddressInput = EMPTY_ADDRESS_FORM;

export function validateAddress(prefix: string, address: AddressInput): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, code] of Object.entries(validateAddressForm(address))) {
    if (code) errors[`${prefix}.${field}`] = ADDRESS_ERROR_KEYS[code];
  }
  return errors;
}

/** Who collects a pickup order: the address rules for the name and phone only (no street is asked for). */
export function validateCollector(prefix: string, address: AddressInput): FieldErrors {
  const all = validateAddress(prefix, address);
  const asked = ['firstName', 'lastName', 'phone'].map((field) => `${prefix}.${field}`);
  return Object.fromEntries(Object.entries(all).filter(([field]) => asked.includes(field)));
}

export function validatePersonal(personal: PersonalInput, guest: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const emailCode = emailProblem(personal.email);
  if (emailCode) errors['personal.email'] = ADDRESS_ERROR_KEYS[emailCode];
  if (guest && personal.createAccount) {
    // The account forms' rules; the checkout words them with its own two messages.
    if (passwordProblem(personal.password)) errors['personal.password'] = 'checkout.error.password';
    if (confirmationProblem(personal.password, personal.passwordConfirm))
      errors['personal.passwordConfirm'] = 'checkout.error.passwordMatch';
  }
  return errors;
}

export function validateTerms(accepted: boolean): FieldErrors {
  return accepted ? {} : { terms: 'checkout.error.terms' };
}

/**
 * A gift's fields, checked with the rules the order schema's gift part applies (gift-rules giftIssues, which the API
 * runs on the order): the rules alone, so the checkout's first load does not take zod along for them.
 */
export function validateGift(gift: GiftFormValues): FieldErrors {
  if (!giftWireOf(gift)) return {};
  const errors: FieldErrors = {};
  for (const issue of giftIssues(gift)) errors[`gift.${issue.field}`] ??= giftErrorKey(issue.field, issue.code);
  return errors;
}
