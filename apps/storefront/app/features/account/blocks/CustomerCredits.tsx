import { useT } from '~/i18n/useT';
import type { MessageKey } from '~/i18n/translate';
import { fetchStoreCredit, type StoreCredit } from '../account-api';
import { useMoney } from '~/lib/money';
import { formatDate } from '../format';
import type { BlockProps } from './BlockProps';
import { LoadedBlock, useSessionData } from './LoadedBlock';

/** The history's columns; the amounts are right-aligned. */
const COLUMNS: Array<{ label: MessageKey; amount?: true }> = [
  { label: 'account.credits.date' },
  { label: 'account.credits.what' },
  { label: 'account.credits.amount', amount: true },
  { label: 'account.credits.after', amount: true },
];

/** CustomerCredits: the store-credit balance and its transactions (refunds, staff adjustments, orders that spent it). */
export function CustomerCredits({ session, locale, priceFormat }: BlockProps) {
  const t = useT();
  const money = useMoney(priceFormat);
  const loaded = useSessionData(session, fetchStoreCredit);
  const credit = loaded && 'data' in loaded ? loaded.data : null;
  // Order entries in the shopper's language; a staff adjustment keeps the reason staff wrote.
  const describe = (row: StoreCredit['transactions'][number]) =>
    row.order_increment_id === null
      ? row.comment
      : t(row.amount < 0 ? 'account.credits.spentOn' : 'account.credits.refundOf', { number: row.order_increment_id });
  return (
    <LoadedBlock title={t('account.nav.credits')} className="space-y-5" loadingText={t('account.credits.loading')} loaded={loaded}>
      {credit ? (
        <>
          <p className="rounded-2xl border border-navy-900/10 bg-white p-5">
            <span className="block text-sm text-muted">{t('account.credits.balance')}</span>
            <span className="text-3xl font-semibold" data-testid="store-credit-balance">
              {money(credit.balance)}
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
                    {COLUMNS.map(({ label, amount }) => (
                      <th key={label} scope="col" className={amount ? 'p-3 text-right' : 'p-3'}>
                        {t(label)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-navy-900/10">
                  {credit.transactions.map((row) => (
                    <tr key={row.id}>
                      <td className="p-3 whitespace-nowrap">{formatDate(row.created_at, locale)}</td>
                      <td className="p-3">{describe(row)}</td>
                      <td className="p-3 text-right whitespace-nowrap">{money(row.amount)}</td>
                      <td className="p-3 text-right whitespace-nowrap">{money(row.balance)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : null}
    </LoadedBlock>
  );
}
