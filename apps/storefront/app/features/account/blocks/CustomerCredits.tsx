import { useEffect, useId, useState } from 'react';
import { useT } from '~/i18n/useT';
import { fetchStoreCredit, type StoreCredit } from '../account-api';
import { formatDate, formatMoney } from '../format';
import { FormStatus } from '../ui/FormStatus';
import type { BlockProps } from './BlockProps';

type Loaded = { credit: StoreCredit } | { failed: true } | null;

/** CustomerCredits: the store-credit balance and its transactions (refunds, staff adjustments, orders that spent it). */
export function CustomerCredits({ session, locale }: BlockProps) {
  const t = useT();
  const id = useId();
  const [loaded, setLoaded] = useState<Loaded>(null);

  useEffect(() => {
    let active = true;
    void fetchStoreCredit(session).then((credit) => {
      if (active) setLoaded(credit ? { credit } : { failed: true });
    });
    return () => {
      active = false;
    };
  }, [session]);

  const credit = loaded && 'credit' in loaded ? loaded.credit : null;
  // Order entries in the shopper's language; a staff adjustment keeps the reason staff wrote.
  const describe = (row: StoreCredit['transactions'][number]) =>
    row.order_increment_id === null
      ? row.comment
      : t(row.amount < 0 ? 'account.credits.spentOn' : 'account.credits.refundOf', { number: row.order_increment_id });
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5" aria-busy={!loaded}>
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
        {t('account.nav.credits')}
      </h2>
      {!loaded ? <p role="status">{t('account.credits.loading')}</p> : null}
      {loaded && 'failed' in loaded ? <FormStatus notice={{ kind: 'error', text: t('account.error.generic') }} /> : null}
      {credit ? (
        <>
          <p className="rounded-2xl border border-navy-900/10 bg-white p-5">
            <span className="block text-sm text-muted">{t('account.credits.balance')}</span>
            <span className="text-3xl font-semibold" data-testid="store-credit-balance">
              {formatMoney(credit.balance, credit.currency, locale)}
            </span>
            <span className="mt-2 block text-sm text-muted">{t('account.credits.howToUse')}</span>
          </p>
          {credit.transactions.length === 0 ? (
            <p className="text-muted">{t('account.credits.none')}</p>
          ) : (
            <div className="overflow-x-auto rounded-2xl border border-navy-900/10 bg-white">
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">{t('account.credits.history')}</caption>
                <thead className="bg-navy-100/60">
                  <tr>
                    <th scope="col" className="p-3">
                      {t('account.credits.date')}
                    </th>
                    <th scope="col" className="p-3">
                      {t('account.credits.what')}
                    </th>
                    <th scope="col" className="p-3 text-right">
                      {t('account.credits.amount')}
                    </th>
                    <th scope="col" className="p-3 text-right">
                      {t('account.credits.after')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-navy-900/10">
                  {credit.transactions.map((row) => (
                    <tr key={row.id}>
                      <td className="p-3 whitespace-nowrap">{formatDate(row.created_at, locale)}</td>
                      <td className="p-3">{describe(row)}</td>
                      <td className="p-3 text-right whitespace-nowrap">{formatMoney(row.amount, credit.currency, locale)}</td>
                      <td className="p-3 text-right whitespace-nowrap">{formatMoney(row.balance, credit.currency, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}
