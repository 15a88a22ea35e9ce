import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '~/i18n/useT';
import { fetchOrderHistory, ORDERS_PAGE_SIZE } from '../account-api';
import { useMoney } from '~/lib/money';
import { formatDate } from '../format';
import { statusKey } from '../order-status';
import type { OrderHistory } from '../types';
import type { BlockProps } from './BlockProps';
import { EmptyNote, LoadedBlock } from './LoadedBlock';

type Loaded = { page: number; history: OrderHistory } | { page: number; failed: true } | null;

export function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** MyOrders: the order history, 20 per page (number, date, status, total, link). */
export function MyOrders({ session, locale, priceFormat }: BlockProps) {
  const t = useT();
  const money = useMoney(priceFormat);
  const [params] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  const [loaded, setLoaded] = useState<Loaded>(null);

  useEffect(() => {
    let active = true;
    void fetchOrderHistory(session, page).then((history) => {
      if (!active) return;
      setLoaded(history ? { page, history } : { page, failed: true });
    });
    return () => {
      active = false;
    };
  }, [session, page]);

  const current = loaded?.page === page ? loaded : null;
  const history = current && 'history' in current ? current.history : null;
  const pages = history ? Math.max(1, Math.ceil(history.total_count / ORDERS_PAGE_SIZE)) : 1;
  return (
    <LoadedBlock title={t('account.orders.title')} className="space-y-5" loadingText={t('account.orders.loading')} loaded={current}>
      {history && history.items.length === 0 ? <EmptyNote text={t('account.orders.empty')} /> : null}
      {history && history.items.length > 0 ? (
        <ul className="divide-y divide-navy-900/10 rounded-2xl border border-navy-900/10 bg-white" data-testid="order-history">
          {history.items.map((order) => (
            <li
              key={order.entity_id}
              className="grid grid-cols-2 items-center gap-x-4 gap-y-1 p-4 sm:grid-cols-[1.2fr_1fr_1fr_1fr_auto] sm:p-5"
            >
              <p className="font-semibold">{t('account.orders.number', { number: order.increment_id })}</p>
              <p className="text-right text-muted sm:text-left">{formatDate(order.created_at, locale)}</p>
              <p>
                <span className="sr-only">{t('account.orders.status')}: </span>
                <span className="rounded-full bg-navy-100 px-3 py-1 text-sm font-medium">{t(statusKey(order.status))}</span>
              </p>
              <p className="text-right font-semibold sm:text-left">
                <span className="sr-only">{t('account.orders.total')}: </span>
                {money(order.grand_total)}
              </p>
              <Link
                to={`/my-account/orders/${order.entity_id}`}
                className="col-span-2 inline-flex min-h-11 items-center font-semibold text-navy-900 underline underline-offset-4 sm:col-span-1"
              >
                {t('account.orders.view', { number: order.increment_id })}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {history && pages > 1 ? (
        <nav aria-label={t('account.orders.pages')} className="flex items-center justify-between gap-4">
          {page > 1 ? (
            <Link
              to={page === 2 ? '?' : `?page=${page - 1}`}
              className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
            >
              {t('account.orders.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-muted">{t('account.orders.pageOf', { page, pages })}</span>
          {page < pages ? (
            <Link to={`?page=${page + 1}`} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
              {t('account.orders.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </LoadedBlock>
  );
}
