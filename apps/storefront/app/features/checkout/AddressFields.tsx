import { US_STATES } from '@shoreline/domain/geo/us-states';
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

/** A US address with the browser's autocomplete tokens; errors show under each field. */
export function AddressFields({ prefix, value, onChange, errors }: AddressFieldsProps) {
  const t = useT();
  const error = (field: keyof AddressInput) => {
    const key = errors[`${prefix}.${field}`];
    return key ? t(key) : null;
  };
  const set = (field: keyof AddressInput) => (next: string) => onChange({ ...value, [field]: next });
  const auto = (token: string) => `section-${prefix} ${prefix} ${token}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        name={`${prefix}.firstName`}
        label={t('checkout.address.firstName')}
        value={value.firstName}
        onChange={set('firstName')}
        autoComplete={auto('given-name')}
        error={error('firstName')}
      />
      <TextField
        name={`${prefix}.lastName`}
        label={t('checkout.address.lastName')}
        value={value.lastName}
        onChange={set('lastName')}
        autoComplete={auto('family-name')}
        error={error('lastName')}
      />
      <TextField
        name={`${prefix}.street`}
        label={t('checkout.address.street')}
        value={value.street}
        onChange={set('street')}
        autoComplete={auto('address-line1')}
        error={error('street')}
        className="sm:col-span-2"
      />
      <TextField
        name={`${prefix}.apartment`}
        label={t('checkout.address.apartment')}
        value={value.apartment}
        onChange={set('apartment')}
        autoComplete={auto('address-line2')}
        required={false}
        error={error('apartment')}
        className="sm:col-span-2"
      />
      <TextField
        name={`${prefix}.city`}
        label={t('checkout.address.city')}
        value={value.city}
        onChange={set('city')}
        autoComplete={auto('address-level2')}
        error={error('city')}
      />
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
      <TextField
        name={`${prefix}.zip`}
        label={t('checkout.address.zip')}
        value={value.zip}
        onChange={set('zip')}
        autoComplete={auto('postal-code')}
        inputMode="numeric"
        error={error('zip')}
      />
      <TextField
        name={`${prefix}.phone`}
        label={prefix === 'shipping' ? t('checkout.address.phone') : t('checkout.address.billingPhone')}
        value={value.phone}
        onChange={set('phone')}
        autoComplete={auto('tel')}
        type="tel"
        inputMode="tel"
        error={error('phone')}
      />
      {prefix === 'shipping' ? <p className="text-sm text-muted sm:col-span-2">{t('checkout.address.countryNote')}</p> : null}
    </div>
  );
}
