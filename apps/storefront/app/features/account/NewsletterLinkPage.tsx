import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '~/i18n/useT';
import type { MessageKey } from '~/i18n/translate';
import { buttonClass } from '~/ui/button';
import { FormPage } from '~/ui/forms/FormPage';
import { NEWSLETTER_LINK_TITLES } from './account-meta';
import { FormStatus } from '~/ui/forms/FormStatus';
import { TokenLinkForm, tokenLinkNotice } from '~/ui/forms/TokenLinkForm';
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
  const texts = TEXTS[action];
  const notice = tokenLinkNotice(result, token, {
    done: (email) => t(texts.done, { email }),
    invalid: t('account.newsletterLink.invalid'),
    failed: t('account.error.tryAgain'),
  });

  return (
    <FormPage titleId={`${id}-title`} title={t(NEWSLETTER_LINK_TITLES[action])}>
      <FormStatus notice={notice} />
      {result?.status === 'done' || result?.status === 'invalid' || !token ? (
        <Link to="/" className={buttonClass('primary')}>
          {t('account.newsletterLink.home')}
        </Link>
      ) : (
        <TokenLinkForm labelledBy={`${id}-title`} intro={t(texts.intro)} token={token} submitLabel={t(texts.submit)} />
      )}
    </FormPage>
  );
}
