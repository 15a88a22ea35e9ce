import { usStateById } from '../geo/us-states.js';

/**
 * The API's wire address, the storefront's address fields (the checkout's and the address book's forms) and
 * how they map to each other. Apart from the rules (address-rules.ts), so a page can fill its form before it
 * needs the checks.
 */

/** An address in the API's wire fields (snake_case, street as lines), every text trimmed. */
export interface Address {
  firstname: string;
  lastname: string;
  email: string;
  company: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  region: string;
  region_code: string;
  region_id: number;
  telephone: string;
  vat_id: string;
}

/**
 * Street lines as the API keeps them: trimmed, the empty ones after the first dropped. The first line stays even
 * when empty if an apartment follows, so a missing street is reported rather than the apartment taking its place.
 */
export function streetLines(lines: ReadonlyArray<string | null | undefined>): string[] {
  const [first, ...rest] = lines.map((line) => (line ?? '').trim());
  const more = rest.filter(Boolean);
  return first || more.length ? [first ?? '', ...more] : [];
}

/** The address fields of the storefront's forms (checkout and address book), as the shopper typed them. */
export interface AddressFormValues {
  firstName: string;
  lastName: string;
  /** A business buyer's company (optional). */
  company?: string;
  /** The country's ISO code; absent means the shop's delivery country (FORM_COUNTRY). */
  country?: string;
  street: string;
  apartment: string;
  city: string;
  /** The chosen US state's id, '' before one is chosen (US addresses). */
  regionId: string;
  /** The state, province or region as typed (addresses outside the USA, optional). */
  region?: string;
  zip: string;
  phone: string;
  /** A business buyer's tax (VAT) id (optional). */
  vatId?: string;
}
export type AddressFormField = keyof AddressFormValues;

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  firstName: '',
  lastName: '',
  company: '',
  country: 'US',
  street: '',
  apartment: '',
  city: '',
  regionId: '',
  region: '',
  zip: '',
  phone: '',
  vatId: '',
};

/** The shop delivers in the USA only: a shipping address's one country, and any form's default. */
export const FORM_COUNTRY = 'US';

/** A form's country: the one chosen, else the shop's. */
export const formCountry = (values: Pick<AddressFormValues, 'country'>): string => values.country || FORM_COUNTRY;

/**
 * A form's address in the API's wire fields: a US address names its region by the chosen state's name, code
 * and id; another country's by the text typed.
 */
export function addressFromForm(values: AddressFormValues): Omit<Address, 'email'> {
  const country = formCountry(values);
  const state = country === 'US' ? usStateById(Number(values.regionId)) : undefined;
  return {
    firstname: values.firstName.trim(),
    lastname: values.lastName.trim(),
    company: (values.company ?? '').trim(),
    street: streetLines([values.street, values.apartment]),
    city: values.city.trim(),
    postcode: values.zip.trim(),
    country_id: country,
    region: country === 'US' ? (state?.name ?? '') : (values.region ?? '').trim(),
    region_code: state?.code ?? '',
    region_id: state?.id ?? 0,
    telephone: values.phone.trim(),
    vat_id: (values.vatId ?? '').trim(),
  };
}

/** The fields of a saved (or ordered) address a form fills in again. */
export interface AddressLike {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: readonly string[];
  city: string;
  postcode: string;
  country_id?: string | null;
  region?: { region?: string | null; region_id?: number | null } | string | null;
  region_id?: number | null;
  telephone: string;
  vat_id?: string | null;
}

/** A saved address as the form's values (further street lines join the apartment line). */
export function formFromAddress(address: AddressLike): AddressFormValues {
  const regionObject = typeof address.region === 'object' ? address.region : null;
  const country = address.country_id || FORM_COUNTRY;
  return {
    firstName: address.firstname,
    lastName: address.lastname,
    company: address.company ?? '',
    country,
    street: address.street[0] ?? '',
    apartment: address.street.slice(1).join(' '),
    city: address.city,
    regionId: country === 'US' ? String(regionObject?.region_id || address.region_id || '') : '',
    region: country === 'US' ? '' : typeof address.region === 'string' ? address.region : (regionObject?.region ?? ''),
    zip: address.postcode,
    phone: address.telephone,
    vatId: address.vat_id ?? '',
  };
}
