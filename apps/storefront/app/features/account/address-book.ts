import {
  addressFromForm,
  EMPTY_ADDRESS_FORM,
  FORM_COUNTRY,
  formFromAddress,
  type AddressFormField,
  type AddressFormValues,
} from '@shoreline/domain/forms/address-form';
import { validateAddressForm, type AddressErrorCode } from '@shoreline/domain/forms/address-rules';
import type { SavedAddress } from '~/features/session';
import type { MessageKey } from '~/i18n/translate';
import type { FieldErrors } from './auth/validation';
import { toAddressInput, type SavedAddressInput } from './account-api';

/** Puts the saved or new address into the full list; a new default takes the flag from the others. */
export function withAddress(addresses: SavedAddress[], input: SavedAddressInput): SavedAddressInput[] {
  const others = addresses.map(toAddressInput).map((address) => ({
    ...address,
    default_shipping: input.default_shipping ? false : address.default_shipping,
    default_billing: input.default_billing ? false : address.default_billing,
  }));
  if (input.id === undefined) return [...others, input];
  return others.map((address) => (address.id === input.id ? input : address));
}

/** The address form's values: the shop's address fields, a company, and the default flags. */
export type AddressBookValues = Required<AddressFormValues> & { defaultShipping: boolean; defaultBilling: boolean };

export function addressBookValues(address: SavedAddress | null, fallbackName: { firstname: string; lastname: string }): AddressBookValues {
  const fields = address
    ? formFromAddress(address)
    : { ...EMPTY_ADDRESS_FORM, firstName: fallbackName.firstname, lastName: fallbackName.lastname };
  return {
    ...fields,
    company: fields.company ?? '',
    // The book keeps US addresses (its form has no country to choose), with a business buyer's tax id.
    country: FORM_COUNTRY,
    region: '',
    vatId: fields.vatId ?? '',
    defaultShipping: address?.default_shipping ?? false,
    defaultBilling: address?.default_billing ?? false,
  };
}

/** The form's values as the address book saves them (region as an object, as saved addresses carry it). */
export function savedAddressInput(values: AddressBookValues, address: SavedAddress | null): SavedAddressInput {
  const { region, region_code, region_id, ...fields } = addressFromForm(values);
  return {
    ...(address ? { id: address.id, customer_id: address.customer_id } : {}),
    ...fields,
    region: { region, region_code, region_id },
    region_id,
    default_shipping: values.defaultShipping,
    default_billing: values.defaultBilling,
  };
}

/** The account's text for each address error code. */
const ADDRESS_ERROR_KEYS = {
  required: 'account.error.required',
  too_long: 'account.error.tooLong',
  name_too_short: 'account.error.nameLength',
  invalid_city: 'account.error.city',
  invalid_postcode: 'account.error.codeLength',
  invalid_phone: 'account.error.codeLength',
  invalid_email: 'account.error.email',
  invalid_country: 'account.error.country',
  unknown_region: 'account.error.region',
  invalid_vat_id: 'account.error.codeLength',
  invalid_zip: 'account.error.zip',
  zip_not_in_region: 'account.error.zipState',
  po_box_perishable: 'account.error.poBox',
} as const satisfies Record<AddressErrorCode, MessageKey>;

/** The form's problems under the shop's address rules, as message keys by field. */
export function addressBookErrors(values: AddressBookValues): FieldErrors<AddressFormField> {
  const errors: FieldErrors<AddressFormField> = {};
  const codes = validateAddressForm(values);
  for (const field of Object.keys(codes) as AddressFormField[]) {
    const code = codes[field];
    if (code) errors[field] = ADDRESS_ERROR_KEYS[code];
  }
  return errors;
}
