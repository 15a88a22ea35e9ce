import { FIELD_REQUIRED, INVALID_CITY, INVALID_COUNTRY, INVALID_EMAIL, NAME_TOO_SHORT, TOO_SHORT_3, UNKNOWN_REGION } from '../messages.js';
import { ADDRESS_MAX_LENGTH, type AddressErrorCode, type AddressField } from './address-rules.js';

/**
 * The API's words for the address codes: the spec's form messages, and for a value that is too long the text the
 * API has always answered. The storefront reads them back into codes (addressCodeOf) to place them on its fields.
 */
const ADDRESS_MESSAGES: Readonly<Record<Exclude<AddressErrorCode, 'too_long'>, string>> = {
  required: FIELD_REQUIRED,
  name_too_short: NAME_TOO_SHORT,
  invalid_city: INVALID_CITY,
  invalid_postcode: TOO_SHORT_3,
  invalid_phone: TOO_SHORT_3,
  invalid_email: INVALID_EMAIL,
  invalid_country: INVALID_COUNTRY,
  unknown_region: UNKNOWN_REGION,
};

/** The API's message for a problem (a too_long one names the length it exceeds). */
export function addressMessage(code: AddressErrorCode, maximum?: number): string {
  if (code !== 'too_long') return ADDRESS_MESSAGES[code];
  return maximum === undefined ? 'Please shorten this text' : `Too big: expected string to have <=${maximum} characters`;
}

/** The codes each field's rule can answer. */
const FIELD_CODES: Readonly<Record<AddressField, readonly AddressErrorCode[]>> = {
  firstname: ['required', 'too_long', 'name_too_short'],
  lastname: ['required', 'too_long', 'name_too_short'],
  email: ['required', 'too_long', 'invalid_email'],
  company: ['too_long'],
  street: ['required', 'too_long'],
  city: ['required', 'too_long', 'invalid_city'],
  postcode: ['required', 'too_long', 'invalid_postcode'],
  country_id: ['required', 'invalid_country'],
  region: ['required', 'too_long', 'unknown_region'],
  telephone: ['required', 'too_long', 'invalid_phone'],
  vat_id: ['too_long'],
};

/** The code behind a message the API answered for this field, if it is one of the address messages. */
export function addressCodeOf(field: AddressField, message: string): AddressErrorCode | undefined {
  return FIELD_CODES[field].find((code) => addressMessage(code, ADDRESS_MAX_LENGTH[field]) === message);
}
