import { useEffect, useId, useState } from 'react';
import { answerMessage } from '~/features/session/api-call';
import { authorizedCall } from '~/features/session/authorized-call';
import type { SessionApi } from '~/features/session/contract';
import { useT } from '~/i18n/useT';
import { useRootData } from '~/lib/root-data';
import { buttonClass } from '~/ui/button';
import { FormStatus, type FormNotice } from '../ui/FormStatus';
import type { BlockProps } from './BlockProps';

const ENDPOINT = '/api/ext/vsf-api-klaviyo/subscribe';

type Status = 'subscribed' | 'pending' | 'unsubscribed';

/**
 * The account's own subscription, or null while unknown (spec document 1 §4.7). The API tells only
 * the logged-in owner, so the call carries the customer's token.
 */
async function subscriptionStatus(session: SessionApi, email: string): Promise<Status | null> {
  const answer = await authorizedCall<unknown>(session, 'GET', `${ENDPOINT}?${new URLSearchParams({ email })}`);
  if (answer.code !== 200) return null;
  const data = (answer.result as { data?: unknown } | null)?.data;
  if (answer.result === 'subscribed' || (Array.isArray(data) ? data.length > 0 : !!data)) return 'subscribed';
  return answer.result === 'pending' ? 'pending' : 'unsubscribed';
}

/** MyNewsletter: subscribe or unsubscribe the account's e-mail, with the 10% coupon promise. */
export function MyNewsletter({ session, user }: BlockProps) {
  const t = useT();
  const id = useId();
  const storeCode = useRootData()?.store.code ?? '';
  const initial = user.extension_attributes?.is_subscribed;
  const [status, setStatus] = useState<Status | null>(initial === undefined ? null : initial ? 'subscribed' : 'unsubscribed');
  const [notice, setNotice] = useState<FormNotice>(null);
  const [busy, setBusy] = useState(false);
  const subscribed = status === null ? null : status === 'subscribed';

  useEffect(() => {
    let active = true;
    void subscriptionStatus(session, user.email).then((found) => {
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
    const answer = await authorizedCall(session, subscribe ? 'POST' : 'DELETE', ENDPOINT, { email: user.email, storeCode });
    setBusy(false);
    if (answer.code !== 200) {
      setNotice({ kind: 'error', text: answerMessage(answer) || t('account.error.generic') });
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
