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
  /** Only the address book's form asks for a company. */
  company?: string;
  street: string;
  apartment: string;
  city: string;
  /** The chosen US state's id, '' before one is chosen. */
  regionId: string;
  zip: string;
  phone: string;
}
export type AddressFormField = keyof AddressFormValues;

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  firstName: '',
  lastName: '',
  street: '',
  apartment: '',
  city: '',
  regionId: '',
  zip: '',
  phone: '',
};

/** The shop delivers in the USA only, so its forms ask for no country. */
export const FORM_COUNTRY = 'US';

/** A form's address in the API's wire fields (the region named by the chosen state's name, code and id). */
export function addressFromForm(values: AddressFormValues): Omit<Address, 'email' | 'vat_id'> {
  const state = usStateById(Number(values.regionId));
  return {
    firstname: values.firstName.trim(),
    lastname: values.lastName.trim(),
    company: (values.company ?? '').trim(),
    street: streetLines([values.street, values.apartment]),
    city: values.city.trim(),
    postcode: values.zip.trim(),
    country_id: FORM_COUNTRY,
    region: state?.name ?? '',
    region_code: state?.code ?? '',
    region_id: state?.id ?? 0,
    telephone: values.phone.trim(),
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
  region?: { region_id?: number | null } | string | null;
  region_id?: number | null;
  telephone: string;
}

/** A saved address as the form's values (further street lines join the apartment line). */
export function formFromAddress(address: AddressLike): AddressFormValues {
  const regionObject = typeof address.region === 'object' ? address.region : null;
  return {
    firstName: address.firstname,
    lastName: address.lastname,
    company: address.company ?? '',
    street: address.street[0] ?? '',
    apartment: address.street.slice(1).join(' '),
    city: address.city,
    regionId: String(regionObject?.region_id || address.region_id || ''),
    zip: address.postcode,
    phone: address.telephone,
  };
}
