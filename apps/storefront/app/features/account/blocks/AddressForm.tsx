import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SavedAddress } from '~/features/session';
import type { MessageKey } from '~/i18n/translate';
import { useT } from '~/i18n/useT';
import type { SavedAddressInput } from '../account-api';
import { addressBookErrors, addressBookValues, savedAddressInput } from '../address-book';
import { hasErrors, type FieldErrors } from '../auth/validation';
import { controlClass, TextField } from '~/ui/TextField';
import { US_STATES } from '@shoreline/domain/geo/us-states';
import type { AddressFormField } from '@shoreline/domain/forms/address-form';
import { SaveOrKeep } from '~/ui/forms/SaveOrKeep';
import { focusFirstInvalid } from '../ui/focus-invalid';

type Field = AddressFormField;

/** One text field of the address: its id's ending, label and autocomplete token. */
interface AddressTextField {
  field: Exclude<Field, 'regionId' | 'country' | 'region'>;
  idSuffix: string;
  label: MessageKey;
  autoComplete: string;
  type?: 'tel';
  inputMode?: 'numeric';
}

const BEFORE_STATE: AddressTextField[] = [
  { field: 'firstName', idSuffix: 'firstname', label: 'account.field.firstname', autoComplete: 'given-name' },
  { field: 'lastName', idSuffix: 'lastname', label: 'account.field.lastname', autoComplete: 'family-name' },
  { field: 'company', idSuffix: 'company', label: 'account.field.companyOptional', autoComplete: 'organization' },
  { field: 'phone', idSuffix: 'telephone', label: 'account.field.telephone', autoComplete: 'tel', type: 'tel' },
  { field: 'street', idSuffix: 'street', label: 'account.field.street', autoComplete: 'address-line1' },
  { field: 'apartment', idSuffix: 'apartment', label: 'account.field.apartmentOptional', autoComplete: 'address-line2' },
  { field: 'city', idSuffix: 'city', label: 'account.field.city', autoComplete: 'address-level2' },
];

const ZIP: AddressTextField = {
  field: 'zip',
  idSuffix: 'postcode',
  label: 'account.field.postcode',
  autoComplete: 'postal-code',
  inputMode: 'numeric',
};

const VAT_ID: AddressTextField = { field: 'vatId', idSuffix: 'vat-id', label: 'account.field.vatIdOptional', autoComplete: 'off' };

interface AddressFormProps {
  address: SavedAddress | null;
  fallbackName: { firstname: string; lastname: string };
  busy: boolean;
  onSave: (input: SavedAddressInput) => void;
  onCancel: () => void;
}

/** Adds or edits one address of the book (US addresses: the shop delivers in the USA). */
export function AddressForm({ address, fallbackName, busy, onSave, onCancel }: AddressFormProps) {
  const t = useT();
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState(() => addressBookValues(address, fallbackName));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  useEffect(() => titleRef.current?.focus(), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = addressBookErrors(values);
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(form);
    if (!busy) onSave(savedAddressInput(values, address));
  }

  const error = (field: Field) => (errors[field] ? t(errors[field]) : null);
  const stateError = error('regionId');
  const textField = (spec: AddressTextField) => (
    <TextField
      key={spec.field}
      id={`${id}-${spec.idSuffix}`}
      label={t(spec.label)}
      type={spec.type}
      autoComplete={spec.autoComplete}
      inputMode={spec.inputMode}
      value={values[spec.field]}
      onValue={set(spec.field)}
      error={error(spec.field)}
    />
  );
  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-5 rounded-2xl border border-navy-900/10 bg-white p-5 sm:p-6"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} ref={titleRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {address ? t('account.address.editTitle') : t('account.address.addTitle')}
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        {BEFORE_STATE.map(textField)}
        <div>
          <label htmlFor={`${id}-state`} className="block font-medium text-navy-900">
            {t('account.field.state')}
          </label>
          <select
            id={`${id}-state`}
            value={values.regionId}
            onChange={(event) => set('regionId')(event.target.value)}
            autoComplete="address-level1"
            aria-invalid={stateError ? true : undefined}
            aria-describedby={stateError ? `${id}-state-error` : undefined}
            className={`${controlClass} mt-1.5 ${stateError ? 'border-crab-700 ring-1 ring-crab-700' : 'border-navy-900/25'}`}
          >
            <option value="">{t('account.field.statePlaceholder')}</option>
            {US_STATES.map((state) => (
              <option key={state.id} value={state.id}>
                {state.name}
              </option>
            ))}
          </select>
          {stateError ? (
            <p id={`${id}-state-error`} className="mt-1.5 text-sm font-medium text-crab-700">
              {stateError}
            </p>
          ) : null}
        </div>
        {textField(ZIP)}
        <div>
          <p className="font-medium text-navy-900">{t('account.field.country')}</p>
          <p className="mt-1.5 flex min-h-12 items-center text-muted">{t('account.address.countryUs')}</p>
        </div>
        {textField(VAT_ID)}
      </div>
      <fieldset className="space-y-2">
        <legend className="sr-only">{t('account.address.defaults')}</legend>
        <Checkbox
          id={`${id}-default-shipping`}
          checked={values.defaultShipping}
          onChange={(checked) => setValues((current) => ({ ...current, defaultShipping: checked }))}
          label={t('account.address.useAsShipping')}
        />
        <Checkbox
          id={`${id}-default-billing`}
          checked={values.defaultBilling}
          onChange={(checked) => setValues((current) => ({ ...current, defaultBilling: checked }))}
          label={t('account.address.useAsBilling')}
        />
      </fieldset>
      <SaveOrKeep save={t('account.address.save')} keep={t('account.action.cancel')} busy={busy} onKeep={onCancel} />
    </form>
  );
}

function Checkbox({ id, checked, onChange, label }: { id: string; checked: boolean; onChange: (checked: boolean) => void; label: string }) {
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-navy-900"
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
