import type { SessionUser } from '~/features/session';
import type { MessageKey } from '~/i18n/translate';
import { useT } from '~/i18n/useT';
import { addressFromSaved, INITIAL_FORM, type CheckoutForm } from './checkout-state';
import { CheckField, fieldId, Section } from './fields';
import { ChoiceGroup, RadioRow } from './choice-fields';
import { TextField } from '~/ui/TextField';
import type { FieldErrors } from './validation';

type PasswordField = 'password' | 'passwordConfirm';

const PASSWORD_LABELS: Record<PasswordField, MessageKey> = {
  password: 'checkout.personal.password',
  passwordConfirm: 'checkout.personal.passwordConfirm',
};

interface NewPasswordFieldProps {
  field: PasswordField;
  form: CheckoutForm;
  update: (patch: Partial<CheckoutForm>) => void;
  error: (name: string) => string | null;
  hint?: string;
}

/** The password of the account made with the order, or its confirmation. */
function NewPasswordField({ field, form, update, error, hint }: NewPasswordFieldProps) {
  const t = useT();
  const name = `personal.${field}`;
  return (
    <TextField
      id={fieldId(name)}
      name={name}
      label={t(PASSWORD_LABELS[field])}
      type="password"
      autoComplete="new-password"
      value={form[field]}
      onValue={(value) => update(field === 'password' ? { password: value } : { passwordConfirm: value })}
      aria-required
      error={error(name)}
      hint={hint}
    />
  );
}

export function PersonalSection({
  form,
  update,
  errors,
  user,
}: {
  form: CheckoutForm;
  update: (patch: Partial<CheckoutForm>) => void;
  errors: FieldErrors;
  user: SessionUser | null;
}) {
  const t = useT();
  const error = (name: string) => (errors[name] ? t(errors[name]) : null);
  return (
    <Section step={1} title={t('checkout.personal.title')} id="checkout-personal-title">
      {user ? <p>{t('checkout.personal.signedIn', { name: `${user.firstname} ${user.lastname}` })}</p> : null}
      <TextField
        id={fieldId('personal.email')}
        name="personal.email"
        label={t('checkout.personal.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={form.email}
        onValue={(email) => update({ email })}
        aria-required
        error={error('personal.email')}
      />
      {user ? null : (
        <>
          <CheckField name="personal.createAccount" checked={form.createAccount} onChange={(createAccount) => update({ createAccount })}>
            {t('checkout.personal.createAccount')}
          </CheckField>
          {form.createAccount ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <NewPasswordField field="password" form={form} update={update} error={error} hint={t('checkout.personal.passwordHint')} />
              <NewPasswordField field="passwordConfirm" form={form} update={update} error={error} />
            </div>
          ) : null}
        </>
      )}
    </Section>
  );
}

const SAVED_ADDRESS_ROW = 'flex min-h-12 items-center gap-3 rounded-xl border border-navy-900/20 px-4 py-2';

export function SavedAddresses({
  user,
  form,
  update,
}: {
  user: SessionUser;
  form: CheckoutForm;
  update: (patch: Partial<CheckoutForm>) => void;
}) {
  const t = useT();
  if (user.addresses.length === 0) return null;
  return (
    <ChoiceGroup legend={t('checkout.address.saved')}>
      {user.addresses.map((address) => (
        <RadioRow
          key={address.id}
          name="savedAddress"
          checked={form.savedAddress === String(address.id)}
          onSelect={() => update({ savedAddress: String(address.id), shipping: addressFromSaved(address) })}
          className={SAVED_ADDRESS_ROW}
        >
          <span>
            {address.firstname} {address.lastname}, {address.street.join(' ')}, {address.city}, {address.region?.region_code}{' '}
            {address.postcode}
          </span>
        </RadioRow>
      ))}
      <RadioRow
        name="savedAddress"
        checked={form.savedAddress === 'new'}
        onSelect={() => update({ savedAddress: 'new', shipping: INITIAL_FORM.shipping })}
        className={SAVED_ADDRESS_ROW}
      >
        <span>{t('checkout.address.new')}</span>
      </RadioRow>
    </ChoiceGroup>
  );
}
