import { US_STATES } from '@shoreline/domain/geo/us-states';
import type { MessageKey } from '~/i18n/translate';
import { useT } from '~/i18n/useT';
import { SelectField, TextField } from './fields';
import type { AddressInput, FieldErrors } from './validation';

interface AddressFieldsProps {
  /** "shipping" or "billing": names the fields and their autocomplete section. */
  prefix: 'shipping' | 'billing';
  value: AddressInput;
  onChange: (value: AddressInput) => void;
  errors: FieldErrors;
}

/** One text field of the address: its label, its autocomplete token and how it is typed. */
interface AddressTextField {
  field: Exclude<keyof AddressInput, 'regionId' | 'company'>;
  label: MessageKey;
  /** The billing address's own label, where it differs. */
  billingLabel?: MessageKey;
  token: string;
  type?: 'tel';
  inputMode?: 'numeric' | 'tel';
  optional?: boolean;
  /** Spans both columns on wider screens. */
  wide?: boolean;
}

const BEFORE_STATE: AddressTextField[] = [
  { field: 'firstName', label: 'checkout.address.firstName', token: 'given-name' },
  { field: 'lastName', label: 'checkout.address.lastName', token: 'family-name' },
  { field: 'street', label: 'checkout.address.street', token: 'address-line1', wide: true },
  { field: 'apartment', label: 'checkout.address.apartment', token: 'address-line2', optional: true, wide: true },
  { field: 'city', label: 'checkout.address.city', token: 'address-level2' },
];

const AFTER_STATE: AddressTextField[] = [
  { field: 'zip', label: 'checkout.address.zip', token: 'postal-code', inputMode: 'numeric' },
  {
    field: 'phone',
    label: 'checkout.address.phone',
    billingLabel: 'checkout.address.billingPhone',
    token: 'tel',
    type: 'tel',
    inputMode: 'tel',
  },
];

/** A US address with the browser's autocomplete tokens; errors show under each field. */
export function AddressFields({ prefix, value, onChange, errors }: AddressFieldsProps) {
  const t = useT();
  const error = (field: keyof AddressInput) => {
    const key = errors[`${prefix}.${field}`];
    return key ? t(key) : null;
  };
  const set = (field: keyof AddressInput) => (next: string) => onChange({ ...value, [field]: next });
  const auto = (token: string) => `section-${prefix} ${prefix} ${token}`;
  const textField = (spec: AddressTextField) => (
    <TextField
      key={spec.field}
      name={`${prefix}.${spec.field}`}
      label={t((prefix === 'billing' && spec.billingLabel) || spec.label)}
      value={value[spec.field]}
      onChange={set(spec.field)}
      autoComplete={auto(spec.token)}
      type={spec.type}
      inputMode={spec.inputMode}
      required={!spec.optional}
      error={error(spec.field)}
      className={spec.wide ? 'sm:col-span-2' : undefined}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {BEFORE_STATE.map(textField)}
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
      {AFTER_STATE.map(textField)}
      {prefix === 'shipping' ? <p className="text-sm text-muted sm:col-span-2">{t('checkout.address.countryNote')}</p> : null}
    </div>
  );
}
