import { useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '~/i18n/useT';
import type { MessageKey } from '~/i18n/translate';
import { buttonClass } from '~/ui/button';
import { Container } from '~/ui/Container';
import { NEWSLETTER_LINK_TITLES } from './account-meta';
import { FormStatus, type FormNotice } from './ui/FormStatus';
import type { NewsletterLinkAction, NewsletterLinkResult } from './types';

const TEXTS = {
  confirm: {
    intro: 'account.newsletterLink.confirm.intro',
    submit: 'account.newsletterLink.confirm.submit',
    done: 'account.newsletterLink.confirm.done',
  },
  unsubscribe: {
    intro: 'account.newsletterLink.unsubscribe.intro',
    submit: 'account.newsletterLink.unsubscribe.submit',
    done: 'account.newsletterLink.unsubscribe.done',
  },
} as const satisfies Record<NewsletterLinkAction, Record<string, MessageKey>>;

/** Confirms a newsletter sign-up, or unsubscribes, when the person who opened the e-mailed link presses the button. */
export function NewsletterLinkPage({
  action,
  token,
  result,
}: {
  action: NewsletterLinkAction;
  token: string;
  result?: NewsletterLinkResult;
}) {
  const t = useT();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const texts = TEXTS[action];
  const notice: FormNotice =
    result?.status === 'done'
      ? { kind: 'success', text: t(texts.done, { email: result.email }) }
      : result?.status === 'invalid' || (!result && !token)
        ? { kind: 'error', text: t('account.newsletterLink.invalid') }
        : result?.status === 'failed'
          ? { kind: 'error', text: t('account.error.tryAgain') }
          : null;

  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-lg space-y-5">
        <h1 id={`${id}-title`} className="font-display text-4xl font-semibold text-navy-900">
          {t(NEWSLETTER_LINK_TITLES[action])}
        </h1>
        <FormStatus notice={notice} />
        {result?.status === 'done' || result?.status === 'invalid' || !token ? (
          <Link to="/" className={buttonClass('primary')}>
            {t('account.newsletterLink.home')}
          </Link>
        ) : (
          <Form method="post" aria-labelledby={`${id}-title`} className="space-y-5">
            <p className="text-muted">{t(texts.intro)}</p>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={buttonClass('primary')} aria-disabled={busy}>
              {t(texts.submit)}
            </button>
          </Form>
        )}
      </div>
    </Container>
  );
}
