import { useId, useState } from 'react';
import type { ErrorReason } from '@shoreline/domain/error-reasons';
import { useNavigate } from 'react-router';
import { openAuthModal, loadSession } from '~/features/session';
import { useT } from '~/i18n/useT';
import { FormPage } from '~/ui/forms/FormPage';
import { createPassword } from './account-api';
import { SetPasswordForm } from './ui/AccountFields';

/** Sets a new password from the e-mailed link, then logs in with it and goes to the account. */
export function CreatePasswordPage({ token, email }: { token: string; email: string }) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const [expired, setExpired] = useState(false);

  return (
    <FormPage titleId={`${id}-title`} title={t('account.createPassword.title')} spaced={false}>
      <p className="mt-3 text-muted">{t('account.createPassword.intro', { email })}</p>
      <noscript>
        <p className="mt-6 rounded-2xl border border-navy-900/15 bg-white p-5">{t('account.noScript')}</p>
      </noscript>
      <SetPasswordForm
        className="mt-6 space-y-5 rounded-3xl border border-navy-900/10 bg-white p-5 sm:p-8"
        labelledBy={`${id}-title`}
        submitLabel={t('account.createPassword.submit')}
        submitClass="w-full"
        save={(password) => createPassword(email, password, token)}
        onRefused={(error) => setExpired(error.reason === ('auth.reset_token_invalid' satisfies ErrorReason))}
        login={async (password) => (await loadSession()).login(email, password)}
        onLoggedIn={() => void navigate('/my-account')}
      >
        {expired ? (
          <button type="button" className="min-h-11 font-semibold underline underline-offset-4" onClick={() => openAuthModal('forgot')}>
            {t('account.createPassword.newLink')}
          </button>
        ) : null}
      </SetPasswordForm>
    </FormPage>
  );
}
