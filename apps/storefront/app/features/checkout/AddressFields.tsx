import { useEffect, useState } from 'react';
import { FORM_COUNTRY, formCountry } from '@shoreline/domain/forms/address-form';
import { US_STATES } from '@shoreline/domain/geo/us-states';
import type { MessageKey } from '~/i18n/translate';
import { useT } from '~/i18n/useT';
import { useRootData } from '~/lib/root-data';
import { fieldId, SelectField } from './fields';
import { TextField } from '~/ui/TextField';
import type { AddressInput, FieldErrors } from './validation';

interface AddressFieldsProps {
  /** "shipping" or "billing": names the fields and their autocomplete section. */
  prefix: 'shipping' | 'billing';
  value: AddressInput;
  onChange: (value: AddressInput) => void;
  errors: FieldErrors;
}

type TextFieldName = Exclude<keyof AddressInput, 'regionId' | 'country'>;

/** One text field of the address: its label, its autocomplete token and how it is typed. */
interface AddressTextField {
  field: TextFieldName;
  label: MessageKey;
  /** The billing address's own label, where it differs. */
  billingLabel?: MessageKey;
  /** The label outside the USA, where it differs (a postal code is no ZIP code). */
  abroadLabel?: MessageKey;
  hint?: MessageKey;
  token?: string;
  type?: 'tel';
  inputMode?: 'numeric' | 'tel';
  optional?: boolean;
  /** Spans both columns on wider screens. */
  wide?: boolean;
}

const NAME: AddressTextField[] = [
  { field: 'firstName', label: 'checkout.address.firstName', token: 'given-name' },
  { field: 'lastName', label: 'checkout.address.lastName', token: 'family-name' },
  { field: 'company', label: 'checkout.address.company', token: 'organization', optional: true, wide: true },
];

const STREET: AddressTextField[] = [
  { field: 'street', label: 'checkout.address.street', token: 'address-line1', wide: true },
  { field: 'apartment', label: 'checkout.address.apartment', token: 'address-line2', optional: true, wide: true },
  { field: 'city', label: 'checkout.address.city', token: 'address-level2' },
];

const REGION_ABROAD: AddressTextField = { field: 'region', label: 'checkout.address.region', token: 'address-level1', optional: true };

const CONTACT: AddressTextField[] = [
  { field: 'zip', label: 'checkout.address.zip', abroadLabel: 'checkout.address.postcode', token: 'postal-code', inputMode: 'numeric' },
  {
    field: 'phone',
    label: 'checkout.address.phone',
    billingLabel: 'checkout.address.billingPhone',
    token: 'tel',
    type: 'tel',
    inputMode: 'tel',
  },
  { field: 'vatId', label: 'checkout.address.vatId', hint: 'checkout.address.vatIdHint', optional: true, wide: true },
];

interface CountryOption {
  code: string;
  name: string;
}

/** A country's name in the page's language, without the list (the shipping address's one country, a billing country before the list is here). */
function oneCountry(code: string, locale: string): CountryOption {
  try {
    return { code, name: new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code };
  } catch {
    return { code, name: code };
  }
}

/** Every country for a billing address: the list is its own chunk, fetched once the billing fields show. */
function useCountryOptions(locale: string, wanted: boolean): CountryOption[] | null {
  const [options, setOptions] = useState<CountryOption[] | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void import('@shoreline/domain/geo/countries').then(
      ({ countryOptions }) => live && setOptions(countryOptions(locale)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale, wanted]);
  return options;
}

/**
 * An address with the browser's autocomplete tokens; errors show under each field. A shipping address is in the
 * USA (its country select has that one option); a billing address may be anywhere, and a business buyer adds a
 * company and a tax id to either.
 */
export function AddressFields({ prefix, value, onChange, errors }: AddressFieldsProps) {
  const t = useT();
  const locale = useRootData()?.store.locale ?? 'en-US';
  const country = formCountry(value);
  const abroad = country !== 'US';
  const listed = useCountryOptions(locale, prefix === 'billing');
  // Shipping offers the USA (and a saved address's other country, refused with its message until the USA is chosen).
  const countries =
    listed ?? [...new Set([prefix === 'billing' ? country : FORM_COUNTRY, country])].map((code) => oneCountry(code, locale));
  const error = (field: keyof AddressInput) => {
    const key = errors[`${prefix}.${field}`];
    return key ? t(key) : null;
  };
  const set = (field: keyof AddressInput) => (next: string) => onChange({ ...value, [field]: next });
  // A state belongs to the USA, a typed region to any other country: changing the country drops the other one.
  const setCountry = (next: string) => onChange({ ...value, country: next, regionId: next === 'US' ? value.regionId : '', region: '' });
  const auto = (token: string | undefined) => (token ? `section-${prefix} ${prefix} ${token}` : undefined);
  const textField = (spec: AddressTextField) => (
    <TextField
      key={spec.field}
      id={fieldId(`${prefix}.${spec.field}`)}
      name={`${prefix}.${spec.field}`}
      label={t((abroad && spec.abroadLabel) || (prefix === 'billing' && spec.billingLabel) || spec.label)}
      hint={spec.hint ? t(spec.hint) : undefined}
      value={value[spec.field] ?? ''}
      onValue={set(spec.field)}
      autoComplete={auto(spec.token)}
      type={spec.type}
      inputMode={abroad && spec.field === 'zip' ? undefined : spec.inputMode}
      aria-required={!spec.optional}
      error={error(spec.field)}
      className={spec.wide ? 'sm:col-span-2' : undefined}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {NAME.map(textField)}
      <SelectField
        name={`${prefix}.country`}
        label={t('checkout.address.country')}
        value={country}
        onChange={setCountry}
        autoComplete={auto('country')}
        error={error('country')}
        className="sm:col-span-2"
      >
        {countries.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </SelectField>
      {STREET.map(textField)}
      {abroad ? (
        textField(REGION_ABROAD)
      ) : (
        <SelectField
          name={`${prefix}.regionId`}
          label={t('checkout.address.state')}
          value={value.regionId}
          onChange={set('regionId')}
          autoComplete={auto('address-level1')}
          error={error('regionId')}
        >
          <option value="">{t('checkout.address.chooseState')}</option>
          {US_STATES.map((state) => (
            <option key={state.id} value={String(state.id)}>
              {state.name} ({state.code})
            </option>
          ))}
        </SelectField>
      )}
      {CONTACT.map(textField)}
      {prefix === 'shipping' ? <p className="text-sm text-muted sm:col-span-2">{t('checkout.address.countryNote')}</p> : null}
    </div>
  );
}
