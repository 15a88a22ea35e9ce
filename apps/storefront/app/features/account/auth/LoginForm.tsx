import { useId, useState, type FormEvent } from 'react';
import { loadSession, type AuthView } from '~/features/session';
import { useT } from '~/i18n/useT';
import type { FormNotice } from '~/ui/forms/FormStatus';
import { EmailField, revealTexts } from '../ui/AccountFields';
import { TextField } from '~/ui/TextField';
import { AuthFormEnd } from './AuthFormEnd';
import { emailProblem, requiredProblem, type FieldErrors } from './validation';
import { checkSubmit } from '../ui/focus-invalid';

interface AuthFormProps {
  onSwitch: (view: AuthView) => void;
  onDone?: () => void;
  initialEmail?: string;
}

export type { AuthFormProps };

export function LoginForm({ onSwitch, onDone, initialEmail = '' }: AuthFormProps) {
  const t = useT();
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [notice, setNotice] = useState<FormNotice>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    if (!checkSubmit(event, { email: () => emailProblem(email), password: () => requiredProblem(password) }, setErrors)) return;
    if (busy) return;
    setBusy(true);
    setNotice({ kind: 'progress', text: t('account.login.progress') });
    const result = await (await loadSession()).login(email, password);
    setBusy(false);
    if (result.ok) {
      setNotice(null);
      onDone?.();
    } else setNotice({ kind: 'error', text: result.message || t('account.error.generic') });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="text-muted">
        {t('account.login.intro')}
      </p>
      <EmailField id={id} value={email} onValue={setEmail} error={errors.email ? t(errors.email) : null} />
      <TextField
        id={`${id}-password`}
        label={t('account.field.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
        error={errors.password ? t(errors.password) : null}
        reveal={revealTexts(t)}
        required
      />
      <div className="flex justify-end">
        <button type="button" className="min-h-6 text-sm font-semibold underline underline-offset-4" onClick={() => onSwitch('forgot')}>
          {t('account.login.forgot')}
        </button>
      </div>
      <AuthFormEnd view="login" notice={notice} busy={busy} onSwitch={onSwitch} />
    </form>
  );
}
