import { useId, useState, type FormEvent } from 'react';
import type { ErrorReason } from '@shoreline/domain/error-reasons';
import { useNavigate } from 'react-router';
import { openAuthModal, loadSession } from '~/features/session';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { Container } from '~/ui/Container';
import { collectErrors, confirmationProblem, hasErrors, passwordProblem, type FieldErrors } from './auth/validation';
import { createPassword } from './account-api';
import { FormStatus, type FormNotice } from './ui/FormStatus';
import { TextField } from './ui/TextField';
import { focusFirstInvalid } from './ui/focus-invalid';

type Field = 'password' | 'confirmation';

/** Sets a new password from the e-mailed link, then logs in with it and goes to the account. */
export function CreatePasswordPage({ token, email }: { token: string; email: string }) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [notice, setNotice] = useState<FormNotice>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = collectErrors<Field>({
      password: () => passwordProblem(values.password),
      confirmation: () => confirmationProblem(values.password, values.confirmation),
    });
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(form);
    if (busy) return;
    if (!navigator.onLine) {
      setNotice({ kind: 'error', text: t('account.error.offlinePassword') });
      return;
    }
    setBusy(true);
    setNotice({ kind: 'progress', text: t('account.progress.saving') });
    const answer = await createPassword(email, values.password, token);
    if (!answer.ok) {
      setBusy(false);
      setExpired(answer.error.reason === ('auth.reset_token_invalid' satisfies ErrorReason));
      setNotice({ kind: 'error', text: answer.error.message || t('account.error.generic') });
      return;
    }
    setNotice({ kind: 'success', text: t('account.password.changed') });
    const login = await (await loadSession()).login(email, values.password);
    setBusy(false);
    if (login.ok) void navigate('/my-account');
    else setNotice({ kind: 'error', text: login.message || t('account.error.generic') });
  }

  const error = (field: Field) => (errors[field] ? t(errors[field]) : null);
  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-lg">
        <h1 id={`${id}-title`} className="font-display text-4xl font-semibold text-navy-900">
          {t('account.createPassword.title')}
        </h1>
        <p className="mt-3 text-muted">{t('account.createPassword.intro', { email })}</p>
        <noscript>
          <p className="mt-6 rounded-2xl border border-navy-900/15 bg-white p-5">{t('account.noScript')}</p>
        </noscript>
        <form
          noValidate
          onSubmit={submit}
          className="mt-6 space-y-5 rounded-3xl border border-navy-900/10 bg-white p-5 sm:p-8"
          aria-labelledby={`${id}-title`}
        >
          <TextField
            id={`${id}-password`}
            label={t('account.field.newPassword')}
            hint={t('account.error.passwordLength')}
            type="password"
            autoComplete="new-password"
            value={values.password}
            onValue={set('password')}
            error={error('password')}
            revealable
          />
          <TextField
            id={`${id}-confirmation`}
            label={t('account.field.passwordConfirmation')}
            type="password"
            autoComplete="new-password"
            value={values.confirmation}
            onValue={set('confirmation')}
            error={error('confirmation')}
            revealable
          />
          <FormStatus notice={notice} />
          {expired ? (
            <button type="button" className="min-h-11 font-semibold underline underline-offset-4" onClick={() => openAuthModal('forgot')}>
              {t('account.createPassword.newLink')}
            </button>
          ) : null}
          <button type="submit" className={buttonClass('primary', 'w-full')} aria-disabled={busy}>
            {t('account.createPassword.submit')}
          </button>
        </form>
      </div>
    </Container>
  );
}
