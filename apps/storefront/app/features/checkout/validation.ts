/**
 * The checkout form's checks, with the spec's messages (document 2 §8) as catalogue keys. Pure:
 * the page shows each error next to its field and lists them in the error summary.
 */
export interface AddressInput {
  firstName: string;
  lastName: string;
  street: string;
  apartment: string;
  city: string;
  regionId: string;
  zip: string;
  phone: string;
}

export interface PersonalInput {
  email: string;
  createAccount: boolean;
  password: string;
  passwordConfirm: string;
}

export type CheckoutErrorKey =
  | 'checkout.error.required'
  | 'checkout.error.name'
  | 'checkout.error.minLength'
  | 'checkout.error.email'
  | 'checkout.error.city'
  | 'checkout.error.password'
  | 'checkout.error.passwordMatch'
  | 'checkout.error.terms';

/** Field name -> error key; field names are the form control ids' suffixes (e.g. "shipping.city"). */
export type FieldErrors = Record<string, CheckoutErrorKey>;

export const EMPTY_ADDRESS: AddressInput = {
  firstName: '',
  lastName: '',
  street: '',
  apartment: '',
  city: '',
  regionId: '',
  zip: '',
  phone: '',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const CITY = /^[\p{L}][\p{L} .'-]*$/u;
const MIN_PASSWORD = 8;

function required(value: string): boolean {
  return value.trim() !== '';
}

export function validateAddress(prefix: string, address: AddressInput): FieldErrors {
  const errors: FieldErrors = {};
  const set = (field: keyof AddressInput, key: CheckoutErrorKey) => {
    errors[`${prefix}.${field}`] ??= key;
  };
  for (const field of ['firstName', 'lastName', 'street', 'city', 'regionId', 'zip', 'phone'] as const) {
    if (!required(address[field])) set(field, 'checkout.error.required');
  }
  for (const field of ['firstName', 'lastName'] as const) {
    if (required(address[field]) && address[field].trim().length < 2) set(field, 'checkout.error.name');
  }
  if (required(address.city) && !CITY.test(address.city.trim())) set('city', 'checkout.error.city');
  if (required(address.zip) && address.zip.trim().length < 3) set('zip', 'checkout.error.minLength');
  if (required(address.phone) && address.phone.replace(/\D/g, '').length < 3) set('phone', 'checkout.error.minLength');
  return errors;
}

export function validatePersonal(personal: PersonalInput, guest: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (!required(personal.email)) errors['personal.email'] = 'checkout.error.required';
  else if (!EMAIL.test(personal.email.trim())) errors['personal.email'] = 'checkout.error.email';
  if (guest && personal.createAccount) {
    if (personal.password.length < MIN_PASSWORD) errors['personal.password'] = 'checkout.error.password';
    if (personal.passwordConfirm !== personal.password) errors['personal.passwordConfirm'] = 'checkout.error.passwordMatch';
  }
  return errors;
}

export function validateTerms(accepted: boolean): FieldErrors {
  return accepted ? {} : { terms: 'checkout.error.terms' };
}
