import { useId, useState, type FormEvent } from 'react';
import { useT } from '~/i18n/useT';
import type { FormNotice } from '~/ui/forms/FormStatus';
import { EmailField, startPasswordRequest } from '../ui/AccountFields';
import { requestPasswordReset } from './auth-api';
import { AuthFormEnd } from './AuthFormEnd';
import type { AuthFormProps } from './LoginForm';
import { emailProblem } from './validation';
import { focusFirstInvalid } from '../ui/focus-invalid';

/** Asks for a reset link. The answer is the same whether or not the e-mail has an account. */
export function ForgotForm({ onSwitch }: AuthFormProps) {
  const t = useT();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<FormNotice>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const problem = emailProblem(email);
    setError(problem ? t(problem) : null);
    if (problem) return focusFirstInvalid(form);
    if (!startPasswordRequest({ busy, setBusy, setNotice }, t, t('account.forgot.progress'))) return;
    const answer = await requestPasswordReset(email);
    setBusy(false);
    if (answer.ok) setNotice({ kind: 'success', text: t('account.forgot.sent', { email: email.trim() }) });
    else setNotice({ kind: 'error', text: answer.error.message || t('account.error.generic') });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p className="text-muted">{t('account.forgot.intro')}</p>
      <EmailField id={id} value={email} onValue={setEmail} error={error} />
      <AuthFormEnd view="forgot" notice={notice} busy={busy} onSwitch={onSwitch} />
    </form>
  );
}
