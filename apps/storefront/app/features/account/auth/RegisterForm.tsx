import { useId, useState, type FormEvent } from 'react';
import { loadSession } from '~/features/session';
import { useT } from '~/i18n/useT';
import type { FormNotice } from '~/ui/forms/FormStatus';
import { EmailField, NameFields, NewPasswordFields } from '../ui/AccountFields';
import { emailTaken } from './auth-api';
import { AuthFormEnd } from './AuthFormEnd';
import type { AuthFormProps } from './LoginForm';
import { confirmationProblem, emailProblem, type FieldErrors, nameAndEmailRules, passwordProblem } from './validation';
import { checkSubmit } from '../ui/focus-invalid';

type Field = 'firstname' | 'lastname' | 'email' | 'password' | 'confirmation';

export function RegisterForm({ onSwitch, onDone }: AuthFormProps) {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ firstname: '', lastname: '', email: '', password: '', confirmation: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [taken, setTaken] = useState(false);
  const [notice, setNotice] = useState<FormNotice>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'email') setTaken(false);
  };

  async function checkEmail() {
    if (emailProblem(values.email) === null) setTaken((await emailTaken(values.email)) === true);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    const rules = {
      ...nameAndEmailRules(values),
      password: () => passwordProblem(values.password),
      confirmation: () => confirmationProblem(values.password, values.confirmation),
    };
    if (!checkSubmit<Field>(event, rules, setErrors)) return;
    if (busy) return;
    setBusy(true);
    setNotice({ kind: 'progress', text: t('account.register.progress') });
    const { confirmation: _confirmation, ...input } = values;
    const result = await (await loadSession()).register(input);
    setBusy(false);
    if (result.ok) {
      setNotice(null);
      onDone?.();
    } else setNotice({ kind: 'error', text: result.message || t('account.error.generic') });
  }

  const error = (field: Field) => (errors[field] ? t(errors[field]) : null);
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <NameFields id={id} values={values} onValue={set} errors={errors} required />
      <EmailField
        id={id}
        value={values.email}
        onValue={set('email')}
        onBlur={() => void checkEmail()}
        error={error('email') ?? (taken ? t('account.register.emailTaken') : null)}
      />
      <NewPasswordFields id={id} label="account.field.password" values={values} onValue={set} errors={errors} required />
      <AuthFormEnd view="register" notice={notice} busy={busy} onSwitch={onSwitch} />
    </form>
  );
}
