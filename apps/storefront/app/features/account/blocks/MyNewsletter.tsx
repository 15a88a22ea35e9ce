import { useEffect, useId, useState } from 'react';
import { useT } from '~/i18n/useT';
import { useRootData } from '~/lib/root-data';
import { buttonClass } from '~/ui/button';
import { changeNewsletter, fetchNewsletterStatus, type NewsletterStatus } from '../account-api';
import { FormStatus, type FormNotice } from '~/ui/forms/FormStatus';
import type { BlockProps } from './BlockProps';

/** MyNewsletter: subscribe or unsubscribe the account's e-mail, with the 10% coupon promise. */
export function MyNewsletter({ session, user }: BlockProps) {
  const t = useT();
  const id = useId();
  const storeCode = useRootData()?.store.code ?? '';
  const initial = user.extension_attributes?.is_subscribed;
  const [status, setStatus] = useState<NewsletterStatus | null>(initial === undefined ? null : initial ? 'subscribed' : 'unsubscribed');
  const [notice, setNotice] = useState<FormNotice>(null);
  const [busy, setBusy] = useState(false);
  const subscribed = status === null ? null : status === 'subscribed';

  useEffect(() => {
    let active = true;
    void fetchNewsletterStatus(session, user.email).then((found) => {
      if (active && found !== null) setStatus(found);
    });
    return () => {
      active = false;
    };
  }, [session, user.email]);

  async function change(subscribe: boolean) {
    // Subscribe only when not subscribed, unsubscribe only when subscribed.
    if (busy || subscribed === subscribe) return;
    setBusy(true);
    setNotice({ kind: 'progress', text: t('account.progress.saving') });
    const answer = await changeNewsletter(session, subscribe, user.email, storeCode);
    setBusy(false);
    if (!answer.ok) {
      setNotice({ kind: 'error', text: answer.error.message || t('account.error.generic') });
      return;
    }
    // A sign-up counts once the e-mailed link is confirmed (double opt-in).
    setStatus(subscribe ? 'pending' : 'unsubscribed');
    setNotice({
      kind: 'success',
      text: subscribe ? t('account.newsletter.checkInbox', { email: user.email }) : t('account.newsletter.unsubscribed'),
    });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="max-w-xl space-y-5">
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
        {t('account.newsletter.title')}
      </h2>
      <p className="rounded-2xl bg-navy-900 p-5 text-lg font-medium text-sand-50">{t('account.newsletter.promise')}</p>
      <p>
        {status === null
          ? t('account.newsletter.unknown')
          : status === 'subscribed'
            ? t('account.newsletter.statusOn', { email: user.email })
            : status === 'pending'
              ? t('account.newsletter.statusPending', { email: user.email })
              : t('account.newsletter.statusOff', { email: user.email })}
      </p>
      <FormStatus notice={notice} />
      {subscribed ? (
        <button type="button" className={buttonClass('ghost')} aria-disabled={busy} onClick={() => void change(false)}>
          {t('account.newsletter.unsubscribe')}
        </button>
      ) : (
        <button type="button" className={buttonClass('primary')} aria-disabled={busy} onClick={() => void change(true)}>
          {t('account.newsletter.subscribe')}
        </button>
      )}
    </section>
  );
}
