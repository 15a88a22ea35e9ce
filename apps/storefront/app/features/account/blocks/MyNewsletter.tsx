import { useEffect, useId, useState } from 'react';
import { answerMessage, callApi } from '~/features/session/api-call';
import { useT } from '~/i18n/useT';
import { useRootData } from '~/lib/root-data';
import { buttonClass } from '~/ui/button';
import { FormStatus, type FormNotice } from '../ui/FormStatus';
import type { BlockProps } from './BlockProps';

const ENDPOINT = '/api/ext/vsf-api-klaviyo/subscribe';

/** Subscribed true / false, or null while unknown (spec document 1 §4.7). */
async function subscriptionStatus(email: string): Promise<boolean | null> {
  const answer = await callApi<unknown>('GET', `${ENDPOINT}?${new URLSearchParams({ email })}`);
  if (answer.code !== 200) return null;
  const data = (answer.result as { data?: unknown } | null)?.data;
  return answer.result === 'subscribed' || (Array.isArray(data) ? data.length > 0 : !!data);
}

/** MyNewsletter: subscribe or unsubscribe the account's e-mail, with the 10% coupon promise. */
export function MyNewsletter({ user }: BlockProps) {
  const t = useT();
  const id = useId();
  const storeCode = useRootData()?.store.code ?? '';
  const [subscribed, setSubscribed] = useState<boolean | null>(user.extension_attributes?.is_subscribed ?? null);
  const [notice, setNotice] = useState<FormNotice>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    void subscriptionStatus(user.email).then((status) => {
      if (active && status !== null) setSubscribed(status);
    });
    return () => {
      active = false;
    };
  }, [user.email]);

  async function change(subscribe: boolean) {
    // Subscribe only when not subscribed, unsubscribe only when subscribed.
    if (busy || subscribed === subscribe) return;
    setBusy(true);
    setNotice({ kind: 'progress', text: t('account.progress.saving') });
    const answer = await callApi(subscribe ? 'POST' : 'DELETE', ENDPOINT, { body: { email: user.email, storeCode } });
    setBusy(false);
    if (answer.code === 200) {
      setSubscribed(subscribe);
      setNotice({ kind: 'success', text: subscribe ? t('account.newsletter.subscribed') : t('account.newsletter.unsubscribed') });
    } else setNotice({ kind: 'error', text: answerMessage(answer) || t('account.error.generic') });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="max-w-xl space-y-5">
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
        {t('account.newsletter.title')}
      </h2>
      <p className="rounded-2xl bg-navy-900 p-5 text-lg font-medium text-sand-50">{t('account.newsletter.promise')}</p>
      <p>
        {subscribed === null
          ? t('account.newsletter.unknown')
          : subscribed
            ? t('account.newsletter.statusOn', { email: user.email })
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
