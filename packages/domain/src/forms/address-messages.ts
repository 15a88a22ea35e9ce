import { FIELD_REQUIRED, INVALID_CITY, INVALID_COUNTRY, INVALID_EMAIL, NAME_TOO_SHORT, TOO_SHORT_3, UNKNOWN_REGION } from '../messages.js';
import type { AddressErrorCode } from './address-rules.js';

/**
 * The API's words for the address codes: the spec's form messages, and for a value that is too long the text the
 * API has always answered. Refusals list the code beside the message (the field errors' `code`), so clients
 * place a problem on its field by code and never read the text back.
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
  invalid_vat_id: TOO_SHORT_3,
};

/** The API's message for a problem (a too_long one names the length it exceeds). */
export function addressMessage(code: AddressErrorCode, maximum?: number): string {
  if (code !== 'too_long') return ADDRESS_MESSAGES[code];
  return maximum === undefined ? 'Please shorten this text' : `Too big: expected string to have <=${maximum} characters`;
}
