import { useEffect, useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { currentSession } from '~/features/session';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { Container } from '~/ui/Container';
import { ResendVerification } from './ResendVerification';
import { FormStatus, type FormNotice } from './ui/FormStatus';
import type { VerifyEmailResult } from './types';

/** Confirms the account's e-mail address when the person who opened the mailed link presses the button. */
export function VerifyEmailPage({ token, result }: { token: string; result?: VerifyEmailResult }) {
  const t = useT();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const invalid = result?.status === 'invalid' || (!result && !token);
  const notice: FormNotice =
    result?.status === 'done'
      ? { kind: 'success', text: t('account.verifyEmail.done', { email: result.email }) }
      : invalid
        ? { kind: 'error', text: t('account.verifyEmail.invalid') }
        : result?.status === 'failed'
          ? { kind: 'error', text: t('account.error.tryAgain') }
          : null;

  // A session open in this browser learns at once that its address is confirmed (the account stops asking).
  useEffect(() => {
    if (result?.status !== 'done') return;
    void currentSession().then((session) => (session?.getToken() ? session.reloadUser() : undefined));
  }, [result]);

  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-lg space-y-5">
        <h1 id={`${id}-title`} className="font-display text-4xl font-semibold text-navy-900">
          {t('account.verifyEmail.title')}
        </h1>
        <FormStatus notice={notice} />
        {result?.status === 'done' ? (
          <Link to="/my-account" className={buttonClass('primary')}>
            {t('account.verifyEmail.toAccount')}
          </Link>
        ) : invalid ? (
          <ResendVerification />
        ) : (
          <Form method="post" aria-labelledby={`${id}-title`} className="space-y-5">
            <p className="text-muted">{t('account.verifyEmail.intro')}</p>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={buttonClass('primary')} aria-disabled={busy}>
              {t('account.verifyEmail.submit')}
            </button>
          </Form>
        )}
      </div>
    </Container>
  );
}
