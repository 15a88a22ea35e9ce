import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { currentSession } from '~/features/session';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { FormPage } from '~/ui/forms/FormPage';
import { ResendVerification } from './ResendVerification';
import { FormStatus } from '~/ui/forms/FormStatus';
import { isInvalidLink, TokenLinkForm, tokenLinkNotice } from '~/ui/forms/TokenLinkForm';
import type { VerifyEmailResult } from './types';

/** Confirms the account's e-mail address when the person who opened the mailed link presses the button. */
export function VerifyEmailPage({ token, result }: { token: string; result?: VerifyEmailResult }) {
  const t = useT();
  const id = useId();
  const invalid = isInvalidLink(result, token);
  const notice = tokenLinkNotice(result, token, {
    done: (email) => t('account.verifyEmail.done', { email }),
    invalid: t('account.verifyEmail.invalid'),
    failed: t('account.error.tryAgain'),
  });

  // A session open in this browser learns at once that its address is confirmed (the account stops asking).
  useEffect(() => {
    if (result?.status !== 'done') return;
    void currentSession().then((session) => (session?.getToken() ? session.reloadUser() : undefined));
  }, [result]);

  return (
    <FormPage titleId={`${id}-title`} title={t('account.verifyEmail.title')}>
      <FormStatus notice={notice} />
      {result?.status === 'done' ? (
        <Link to="/my-account" className={buttonClass('primary')}>
          {t('account.verifyEmail.toAccount')}
        </Link>
      ) : invalid ? (
        <ResendVerification />
      ) : (
        <TokenLinkForm
          labelledBy={`${id}-title`}
          intro={t('account.verifyEmail.intro')}
          token={token}
          submitLabel={t('account.verifyEmail.submit')}
        />
      )}
    </FormPage>
  );
}
