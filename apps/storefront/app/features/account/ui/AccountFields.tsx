import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ApiFailure, ApiResult } from '@shoreline/sdk/request';
import { useT } from '~/i18n/useT';
import type { MessageKey, Translate } from '~/i18n/translate';
import { buttonClass } from '~/ui/button';
import { confirmationProblem, passwordProblem, requiredProblem, type FieldErrors } from '../auth/validation';
import { FormStatus, type FormNotice } from '~/ui/forms/FormStatus';
import { TextField, type RevealTexts } from '~/ui/TextField';
import { checkSubmit } from './focus-invalid';

type Errors<F extends string> = FieldErrors<F>;

/** A group of text fields that a form fills from its values, with the problems found in them. */
interface FieldGroupProps<Field extends string> {
  id: string;
  values: Record<Field, string>;
  onValue: (field: Field) => (value: string) => void;
  errors: Errors<Field>;
  required?: boolean;
}

/** A field's problem in the page's language, or null. */
function useFieldErrors<Field extends string>(errors: Errors<Field>): (field: Field) => string | null {
  const t = useT();
  return (field) => {
    const problem = errors[field];
    return problem ? t(problem) : null;
  };
}

/** The show/hide toggle's texts of the account's password fields. */
export const revealTexts = (t: Translate): RevealTexts => ({
  show: t('account.field.showPassword'),
  hide: t('account.field.hidePassword'),
});

/** First and last name side by side: the registration and the profile ask for them alike. */
export function NameFields(props: FieldGroupProps<'firstname' | 'lastname'>) {
  const error = useFieldErrors(props.errors);
  const t = useT();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {(['firstname', 'lastname'] as const).map((field) => (
        <TextField
          key={field}
          id={`${props.id}-${field}`}
          label={t(field === 'firstname' ? 'account.field.firstname' : 'account.field.lastname')}
          autoComplete={field === 'firstname' ? 'given-name' : 'family-name'}
          value={props.values[field]}
          onValue={props.onValue(field)}
          error={error(field)}
          required={props.required}
        />
      ))}
    </div>
  );
}

/** The e-mail address of the sign-in, registration and password reset forms. */
export function EmailField(props: {
  id: string;
  value: string;
  onValue: (value: string) => void;
  error: string | null;
  onBlur?: () => void;
}) {
  const t = useT();
  return (
    <TextField
      id={`${props.id}-email`}
      label={t('account.field.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      value={props.value}
      onValue={props.onValue}
      onBlur={props.onBlur}
      error={props.error}
      required
    />
  );
}

/** The password the shopper has now (hidden, with the show toggle): asked before a change that needs it. */
export function CurrentPasswordField(props: {
  id: string;
  value: string;
  onValue: (value: string) => void;
  error: string | null;
  hint?: string;
}) {
  const t = useT();
  return (
    <TextField
      id={props.id}
      label={t('account.field.currentPassword')}
      hint={props.hint}
      type="password"
      autoComplete="current-password"
      value={props.value}
      onValue={props.onValue}
      error={props.error}
      reveal={revealTexts(t)}
    />
  );
}

const NEW_PASSWORD_FIELDS = ['password', 'confirmation'] as const;

/**
 * A new password and its repetition (hidden, with the show toggle, the length rule as the hint): the
 * registration, the password set from an e-mailed link and the password change ask for it alike.
 */
export function NewPasswordFields(
  props: FieldGroupProps<'password' | 'confirmation'> & {
    /** The first field's label: "Password" on the registration, "New password" elsewhere. */
    label: MessageKey;
  },
) {
  const error = useFieldErrors(props.errors);
  const t = useT();
  return (
    <>
      {NEW_PASSWORD_FIELDS.map((field) => (
        <TextField
          key={field}
          id={`${props.id}-${field}`}
          label={t(field === 'password' ? props.label : 'account.field.passwordConfirmation')}
          hint={field === 'password' ? t('account.error.passwordLength') : undefined}
          type="password"
          autoComplete="new-password"
          value={props.values[field]}
          onValue={props.onValue(field)}
          error={error(field)}
          reveal={revealTexts(t)}
          required={props.required}
        />
      ))}
    </>
  );
}

type PasswordField = 'current' | 'password' | 'confirmation';

interface RequestState {
  busy: boolean;
  setBusy: (busy: boolean) => void;
  setNotice: (notice: FormNotice) => void;
}

/**
 * Starts a password request (a reset link, a new password): never queued, so offline the form says so instead. False
 * when it did not start (one is under way, or the browser is offline).
 */
export function startPasswordRequest({ busy, setBusy, setNotice }: RequestState, t: Translate, progress: string): boolean {
  if (busy) return false;
  if (!navigator.onLine) {
    setNotice({ kind: 'error', text: t('account.error.offlinePassword') });
    return false;
  }
  setBusy(true);
  setNotice({ kind: 'progress', text: progress });
  return true;
}

/**
 * Sets a new password, then logs in again with it: from the e-mailed link (no current password) and in
 * the account (the current one asked first). Offline it refuses at once: the answer would be lost.
 */
export function SetPasswordForm(props: {
  askCurrent?: boolean;
  className: string;
  labelledBy?: string;
  submitLabel: string;
  /** Extra classes of the submit button. */
  submitClass?: string;
  save: (password: string, current: string) => Promise<ApiResult<unknown>>;
  login: (password: string) => Promise<{ ok: true } | { ok: false; message: string }>;
  onRefused?: (error: ApiFailure) => void;
  onLoggedIn?: () => void;
  /** Between the status and the submit button. */
  children?: ReactNode;
}) {
  const t = useT();
  const id = useId();
  const empty = { current: '', password: '', confirmation: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const [notice, setNotice] = useState<FormNotice>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: PasswordField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    const rules = {
      current: () => (props.askCurrent ? requiredProblem(values.current) : null),
      password: () => passwordProblem(values.password),
      confirmation: () => confirmationProblem(values.password, values.confirmation),
    };
    if (!checkSubmit<PasswordField>(event, rules, setErrors)) return;
    if (!startPasswordRequest({ busy, setBusy, setNotice }, t, t('account.progress.saving'))) return;
    const answer = await props.save(values.password, values.current);
    if (!answer.ok) {
      setBusy(false);
      props.onRefused?.(answer.error);
      setNotice({ kind: 'error', text: answer.error.message || t('account.error.generic') });
      return;
    }
    setNotice({ kind: 'success', text: t('account.password.changed') });
    const login = await props.login(values.password);
    setBusy(false);
    setValues(empty);
    if (login.ok) props.onLoggedIn?.();
    else setNotice({ kind: 'error', text: login.message || t('account.error.generic') });
  }

  return (
    <form noValidate onSubmit={submit} className={props.className} aria-labelledby={props.labelledBy}>
      {props.askCurrent ? (
        <CurrentPasswordField
          id={`${id}-current`}
          value={values.current}
          onValue={set('current')}
          error={errors.current ? t(errors.current) : null}
        />
      ) : null}
      <NewPasswordFields id={id} label="account.field.newPassword" values={values} onValue={set} errors={errors} />
      <FormStatus notice={notice} />
      {props.children}
      <button type="submit" className={buttonClass('primary', props.submitClass)} aria-disabled={busy}>
        {props.submitLabel}
      </button>
    </form>
  );
}
