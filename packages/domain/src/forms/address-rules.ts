import { isCountryCode } from '../geo/countries.js';
import { usStateByCode, usStateById, usStateByName, type UsState } from '../geo/us-states.js';
import { isUsZip, zipRegion } from '../geo/zip-regions.js';
import { addressFromForm, type Address, type AddressFormField, type AddressFormValues } from './address-form.js';

/**
 * The address rules of the whole shop: the API's address book and order placement, the checkout form and the
 * account's address form all apply these. Plain functions without zod, so the browser's forms run them without
 * loading a schema library; address.ts wraps them in the API's zod schema. A problem is a code, never a
 * sentence: the API words codes in address-messages.ts, the storefront through its message catalogues.
 */
export const ADDRESS_ERROR_CODES = [
  'required',
  'too_long',
  'name_too_short',
  'invalid_city',
  'invalid_postcode',
  'invalid_phone',
  'invalid_email',
  'invalid_country',
  'unknown_region',
  'invalid_vat_id',
  'invalid_zip',
  'zip_not_in_region',
  'po_box_perishable',
] as const;
export type AddressErrorCode = (typeof ADDRESS_ERROR_CODES)[number];

export function isAddressErrorCode(value: unknown): value is AddressErrorCode {
  return typeof value === 'string' && (ADDRESS_ERROR_CODES as readonly string[]).includes(value);
}

/** Lengths in characters (the phone's minimum counts digits); the maximums are the columns the API keeps. */
export const ADDRESS_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  companyMax: 200,
  streetLines: 3,
  streetLineMax: 200,
  cityMin: 2,
  cityMax: 100,
  postcodeMin: 3,
  postcodeMax: 20,
  phoneDigitsMin: 3,
  phoneMax: 40,
  emailMax: 254,
  regionMax: 100,
  regionCodeMax: 10,
  vatIdMin: 3,
  vatIdMax: 40,
} as const;

export type { Address };

export type AddressField = Exclude<keyof Address, 'region_code' | 'region_id'>;

/** One problem: the field (the region's name, code and id are all `region`), for the street also the line. */
export interface AddressIssue {
  field: AddressField;
  /** The street line (0 is the street, 1 the apartment), when one line is too long. */
  line?: number;
  code: AddressErrorCode;
  /** The length a too_long value exceeds. */
  maximum?: number;
}

/** The longest value each field takes (for the region, its name). */
export const ADDRESS_MAX_LENGTH: Readonly<Record<AddressField, number>> = {
  firstname: ADDRESS_LIMITS.nameMax,
  lastname: ADDRESS_LIMITS.nameMax,
  email: ADDRESS_LIMITS.emailMax,
  company: ADDRESS_LIMITS.companyMax,
  street: ADDRESS_LIMITS.streetLineMax,
  city: ADDRESS_LIMITS.cityMax,
  postcode: ADDRESS_LIMITS.postcodeMax,
  country_id: 2,
  region: ADDRESS_LIMITS.regionMax,
  telephone: ADDRESS_LIMITS.phoneMax,
  vat_id: ADDRESS_LIMITS.vatIdMax,
};

export function isAddressField(value: string): value is AddressField {
  return Object.hasOwn(ADDRESS_MAX_LENGTH, value);
}

type Problem = Pick<AddressIssue, 'code' | 'maximum'> | null;

/** A letter first, then letters (with their accents), spaces, dots, apostrophes and hyphens: "St. Mary's", "Winston-Salem". */
const CITY = /^\p{L}[\p{L}\p{M} .'’-]*$/u;
const COUNTRY = /^[A-Z]{2}$/;
/** The e-mail's part before the @: dot-separated runs of letters, digits and _ ' + -. */
const EMAIL_LOCAL_PART = /^[\w'+-]+(?:\.[\w'+-]+)*$/;
/** The part after the @: labels of letters, digits and hyphens (not starting with a hyphen), a 2+ letter top level. */
const EMAIL_DOMAIN = /^(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Whether a (trimmed) text is an e-mail address a mail server takes: the API's rule since its first schema. */
export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  return EMAIL_LOCAL_PART.test(local) && !local.endsWith("'") && EMAIL_DOMAIN.test(value.slice(at + 1));
}

const tooLong = (value: string, maximum: number): Problem => (value.length > maximum ? { code: 'too_long', maximum } : null);

/** A field the address needs: empty is `required`, then its length, then its own check. */
function requiredText(value: string, maximum: number, check: (value: string) => AddressErrorCode | null = () => null): Problem {
  if (value === '') return { code: 'required' };
  const long = tooLong(value, maximum);
  if (long) return long;
  const code = check(value);
  return code ? { code } : null;
}

const digitCount = (value: string) => value.replace(/\D/g, '').length;

const nameProblem = (value: string) =>
  requiredText(value, ADDRESS_LIMITS.nameMax, (name) => (name.length < ADDRESS_LIMITS.nameMin ? 'name_too_short' : null));

const cityProblem = (value: string) =>
  requiredText(value, ADDRESS_LIMITS.cityMax, (city) => (city.length >= ADDRESS_LIMITS.cityMin && CITY.test(city) ? null : 'invalid_city'));

/** Outside the USA a postcode is any text of three characters or more. */
const postcodeProblem = (value: string) =>
  requiredText(value, ADDRESS_LIMITS.postcodeMax, (postcode) => (postcode.length < ADDRESS_LIMITS.postcodeMin ? 'invalid_postcode' : null));

/**
 * A US ZIP code is five digits or ZIP+4 and belongs to the state the address names (the state decides overnight
 * reach, holds, surcharges, cooling and tax, so a ZIP of another state would price and route the parcel wrongly).
 * The state is compared only when it is one known state (else the region's own problem is reported).
 */
function usZipProblem(address: Pick<Address, 'postcode' | 'region' | 'region_code' | 'region_id'>): AddressErrorCode | null {
  if (!isUsZip(address.postcode)) return 'invalid_zip';
  const named = statesNamed(address);
  const codes = new Set(named.map((state) => (state === 'unknown' ? state : state.code)));
  if (codes.size !== 1 || codes.has('unknown')) return null;
  return zipRegion(address.postcode) === [...codes][0] ? null : 'zip_not_in_region';
}

const usPostcodeProblem = (address: Address): Problem =>
  requiredText(address.postcode, ADDRESS_LIMITS.postcodeMax, () => usZipProblem(address));

const phoneProblem = (value: string) =>
  requiredText(value, ADDRESS_LIMITS.phoneMax, (phone) => (digitCount(phone) < ADDRESS_LIMITS.phoneDigitsMin ? 'invalid_phone' : null));

const countryProblem = (value: string): Problem => {
  if (value === '') return { code: 'required' };
  return COUNTRY.test(value) && isCountryCode(value) ? null : { code: 'invalid_country' };
};

/** A tax (VAT) id is optional; one given has at least 3 characters (the spec's "Tax ID ... at least 3"). */
const vatIdProblem = (value: string): Problem => {
  if (value === '') return null;
  return tooLong(value, ADDRESS_LIMITS.vatIdMax) ?? (value.length < ADDRESS_LIMITS.vatIdMin ? { code: 'invalid_vat_id' } : null);
};

/** The e-mail rule alone (the checkout asks for the e-mail apart from the addresses). */
export function emailProblem(value: string): AddressErrorCode | null {
  return requiredText(value.trim(), ADDRESS_LIMITS.emailMax, (email) => (isEmailAddress(email) ? null : 'invalid_email'))?.code ?? null;
}

/** The US state each given identifier names; a given identifier that names none is `unknown`. */
function statesNamed(address: Pick<Address, 'region' | 'region_code' | 'region_id'>): Array<UsState | 'unknown'> {
  const named: Array<UsState | 'unknown'> = [];
  if (address.region_id) named.push(usStateById(address.region_id) ?? 'unknown');
  if (address.region_code) named.push(usStateByCode(address.region_code) ?? 'unknown');
  if (address.region) named.push(usStateByName(address.region) ?? usStateByCode(address.region) ?? 'unknown');
  return named;
}

/**
 * A US address names its state by code or name (taxes are looked up by them; an id alone is not enough), and
 * every identifier given (id, code, name) names the same known state. Other countries need no region.
 */
function regionProblem(address: Pick<Address, 'country_id' | 'region' | 'region_code' | 'region_id'>): Problem {
  const long = tooLong(address.region, ADDRESS_LIMITS.regionMax) ?? tooLong(address.region_code, ADDRESS_LIMITS.regionCodeMax);
  if (long || address.country_id !== 'US') return long;
  if (!address.region && !address.region_code) return { code: 'required' };
  const codes = new Set(statesNamed(address).map((state) => (state === 'unknown' ? state : state.code)));
  return codes.size === 1 && !codes.has('unknown') ? null : { code: 'unknown_region' };
}

function streetIssues(lines: readonly string[]): AddressIssue[] {
  if (!lines[0]) return [{ field: 'street', code: 'required' }];
  return lines.flatMap((line, index) => {
    const long = tooLong(line, ADDRESS_LIMITS.streetLineMax);
    return long ? [{ field: 'street' as const, line: index, ...long }] : [];
  });
}

/** Whether the e-mail must be there (an order's billing address), is checked when given, or is none of these rules' business. */
export type EmailRule = 'required' | 'optional' | 'ignored';

/** Every problem of an address, at most one per field (per street line), in the order a form lists its fields. */
export function addressIssues(address: Address, options: { email?: EmailRule } = {}): AddressIssue[] {
  const email = options.email ?? 'optional';
  const checks: Array<[AddressField, Problem]> = [
    ['firstname', nameProblem(address.firstname)],
    ['lastname', nameProblem(address.lastname)],
    ['company', tooLong(address.company, ADDRESS_LIMITS.companyMax)],
  ];
  const rest: Array<[AddressField, Problem]> = [
    ['city', cityProblem(address.city)],
    ['region', regionProblem(address)],
    ['postcode', address.country_id === 'US' ? usPostcodeProblem(address) : postcodeProblem(address.postcode)],
    ['country_id', countryProblem(address.country_id)],
    ['telephone', phoneProblem(address.telephone)],
    ['vat_id', vatIdProblem(address.vat_id)],
  ];
  if (email === 'required' || (email === 'optional' && address.email !== '')) {
    const code = emailProblem(address.email);
    rest.push(['email', code ? { code, ...(code === 'too_long' ? { maximum: ADDRESS_LIMITS.emailMax } : {}) } : null]);
  }
  const issuesOf = (list: Array<[AddressField, Problem]>): AddressIssue[] =>
    list.flatMap(([field, problem]) => (problem ? [{ field, ...problem }] : []));
  return [...issuesOf(checks), ...streetIssues(address.street), ...issuesOf(rest)];
}

/**
 * The problems of a cart's address, which is often partial while the shopper types (only a country): only what is
 * given is judged, and only what decides the price, a US ZIP code against its state. A cart without a country
 * is in the shop's delivery country.
 */
export function partialAddressIssues(address: Address): AddressIssue[] {
  if ((address.country_id || 'US') !== 'US' || address.postcode === '') return [];
  const code = usZipProblem(address);
  return code ? [{ field: 'postcode', code }] : [];
}

/**
 * "PO Box 12", "P.O. Box", "Post Office Box", "POB 12", "Box 12" at a line's start, and the military post
 * (APO/FPO/DPO, PSC or CMR units): addresses a courier does not deliver to overnight.
 */
const PO_BOX_LINE = /\b(?:p\.?\s*o\.?|post(?:al)?\s+office)\s*box\b|\bpob\s*#?\s*\d|^box\s*#?\s*\d|\b(?:psc|cmr)\s*#?\s*\d|\b[adf]po\b/iu;
const MILITARY_CITY = /^[adf]po$/iu;

/** Whether an address is a post office box or a military post office. */
export function isPoBoxAddress(address: Pick<Address, 'street' | 'city'>): boolean {
  return MILITARY_CITY.test(address.city.trim()) || address.street.some((line) => PO_BOX_LINE.test(line.trim()));
}

/** Perishables travel overnight by courier, which does not deliver to PO boxes: the street's problem when the cart holds any. */
export function poBoxIssues(address: Pick<Address, 'street' | 'city'>, perishable: boolean): AddressIssue[] {
  return perishable && isPoBoxAddress(address) ? [{ field: 'street', code: 'po_box_perishable' }] : [];
}

export type AddressFormErrors = Partial<Record<AddressFormField, AddressErrorCode>>;

const FORM_FIELD: Readonly<Record<AddressField, AddressFormField | null>> = {
  firstname: 'firstName',
  lastname: 'lastName',
  company: 'company',
  street: 'street',
  city: 'city',
  region: 'regionId',
  postcode: 'zip',
  telephone: 'phone',
  country_id: 'country',
  vat_id: 'vatId',
  // The forms ask for the e-mail elsewhere, if at all.
  email: null,
};

/** The form field an API field's problem belongs to (a second street line is the apartment; outside the USA the region is typed). */
export function formFieldOf(field: AddressField, line?: number, country = 'US'): AddressFormField | null {
  if (field === 'region' && country !== 'US') return 'region';
  return field === 'street' && line !== undefined && line > 0 ? 'apartment' : FORM_FIELD[field];
}

/** The form's problems by field, with the same rules the API applies to the address it sends. */
export function validateAddressForm(values: AddressFormValues): AddressFormErrors {
  const errors: AddressFormErrors = {};
  const address = addressFromForm(values);
  for (const issue of addressIssues({ ...address, email: '' }, { email: 'ignored' })) {
    const field = formFieldOf(issue.field, issue.line, address.country_id);
    if (field) errors[field] ??= issue.code;
  }
  return errors;
}
