import { useId } from 'react';
import { useT } from '~/i18n/useT';
import { ResendVerification } from './ResendVerification';

/** Above every account block while the account's address is unconfirmed. */
export function VerifyEmailNotice({ email }: { email: string }) {
  const t = useT();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="mb-8 space-y-3 rounded-2xl border border-navy-900/15 bg-white p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-navy-900">
        {t('account.verifyEmail.notice')}
      </h2>
      <p className="text-muted">{t('account.verifyEmail.noticeText', { email })}</p>
      <ResendVerification />
    </section>
  );
}
