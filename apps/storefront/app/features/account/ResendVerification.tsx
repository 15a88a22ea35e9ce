import { useState } from 'react';
import { currentSession, openAuthModal } from '~/features/session';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { resendVerification } from './account-api';
import { FormStatus, type FormNotice } from '~/ui/forms/FormStatus';

/** "Send the link again": for the signed-in customer; a guest is asked to sign in first. */
export function ResendVerification() {
  const t = useT();
  const [notice, setNotice] = useState<FormNotice>(null);
  const [busy, setBusy] = useState(false);

  async function resend() {
    if (busy) return;
    const session = await currentSession();
    const email = session?.getToken() ? session.getUser()?.email : undefined;
    if (!session || !email) {
      setNotice({ kind: 'error', text: t('account.verifyEmail.signInToResend') });
      openAuthModal('login');
      return;
    }
    setBusy(true);
    setNotice({ kind: 'progress', text: t('account.verifyEmail.sending') });
    const answer = await resendVerification(session);
    setBusy(false);
    setNotice(
      answer.ok
        ? { kind: 'success', text: t('account.verifyEmail.sent', { email }) }
        : { kind: 'error', text: answer.error.message || t('account.error.generic') },
    );
  }

  return (
    <div className="space-y-3">
      <button type="button" className={buttonClass('ghost')} aria-disabled={busy} onClick={() => void resend()}>
        {t('account.verifyEmail.resend')}
      </button>
      <FormStatus notice={notice} />
    </div>
  );
}
