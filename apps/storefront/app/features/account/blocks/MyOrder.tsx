import { lazy, Suspense, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { PriceFormat } from '@shoreline/domain/money';
import { loadCart, type CartRuntime } from '~/features/cart';
import {
  accountChangeCalls,
  loadBalanceDue,
  GiftNote,
  loadOrderChanges,
  OrderAddress as OrderAddressView,
  OrderSummary,
  ParcelStatus,
  useParcelRefresh,
} from '~/features/order-summary';
import { useT } from '~/i18n/useT';
import { emit } from '~/lib/events';
import { buttonClass } from '~/ui/button';
import { fetchOrder } from '../account-api';
import { REFUSAL_TEXTS, refusalOfAdd, reorderItems, type ReorderRefusal } from '../reorder';
import { formatDate } from '../format';
import { statusKey } from '../order-status';
import type { Order, OrderAddress } from '../types';
import { FormStatus, type FormNotice } from '~/ui/forms/FormStatus';
import type { BlockProps } from './BlockProps';

/** The freshness guarantee (claims and the form that files one): its own chunk, fetched with an order page only. */
const OrderClaims = lazy(() => import('../claims/OrderClaims'));
/** The customer's own changes until the cut-off (move the date, cancel): its own chunk, with an order page only. */
const OrderChanges = lazy(loadOrderChanges);
/** What a change left due, with Pay now (its own chunk). */
const BalanceDue = lazy(loadBalanceDue);

type Loaded = { order: Order } | { missing: true } | { failed: true } | null;

/** MyOrder: one order with its lines, addresses, totals and delivery date, and "Reorder". */
export function MyOrder({ session, locale, orderId, priceFormat }: BlockProps & { orderId: number }) {
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded>(null);
  // Counts the customer's own changes: the order is read again after each, in place.
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    let active = true;
    if (changes === 0) setLoaded(null);
    void fetchOrder(session, orderId).then((order) => {
      if (!active) return;
      setLoaded(order === 'missing' ? { missing: true } : order ? { order } : { failed: true });
    });
    return () => {
      active = false;
    };
  }, [session, orderId, changes]);
  // A parcel on its way is read again while the page is in view (not after it is delivered).
  useParcelRefresh(loaded && 'order' in loaded ? loaded.order.extension_attributes.shipments : [], () => setChanges((count) => count + 1));

  if (!loaded) return <p role="status">{t('account.order.loading')}</p>;
  if ('missing' in loaded || 'failed' in loaded) {
    return (
      <div className="space-y-4">
        <FormStatus notice={{ kind: 'error', text: 'missing' in loaded ? t('account.order.notFound') : t('account.error.generic') }} />
        <Link to="/my-account/orders" className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
          {t('account.order.back')}
        </Link>
      </div>
    );
  }
  return (
    <OrderView
      order={loaded.order}
      session={session}
      locale={locale}
      priceFormat={priceFormat}
      onChanged={() => setChanges((count) => count + 1)}
    />
  );
}

function OrderView({
  order,
  session,
  locale,
  priceFormat,
  onChanged,
}: {
  order: Order;
  session: BlockProps['session'];
  locale: string;
  priceFormat: PriceFormat;
  onChanged: () => void;
}) {
  const t = useT();
  const id = useId();
  const priced = order.extension_attributes.priced_order;
  const delivered = priced.fulfilment.mode === 'delivery';
  const shipping = delivered ? (order.extension_attributes.shipping_assignments?.[0]?.shipping.address ?? null) : null;
  const deliveryDate = order.delivery_date ?? null;
  const changeCalls = useMemo(() => accountChangeCalls(session, order.entity_id), [session, order.entity_id]);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-8">
      <div>
        <Link to="/my-account/orders" className="inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4">
          {t('account.order.back')}
        </Link>
        <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
          {t('account.orders.number', { number: order.increment_id })}
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">
          <Fact term={t('account.order.placed')} value={formatDate(order.created_at, locale)} />
          <Fact term={t('account.orders.status')} value={t(statusKey(order.status))} />
          {deliveryDate ? <Fact term={t('account.order.deliveryDate')} value={formatDate(deliveryDate, locale)} /> : null}
        </dl>
      </div>
      {order.extension_attributes.gift ? (
        <GiftNote
          gift={order.extension_attributes.gift}
          arrival={delivered && deliveryDate ? formatDate(deliveryDate, locale) : null}
          formatDay={(date) => formatDate(date, locale)}
          headingLevel={3}
        />
      ) : null}
      <Deliverables order={order} locale={locale} />
      {order.balance_due ? (
        <Suspense fallback={null}>
          <BalanceDue amount={order.balance_due} payPath={order.balance_pay_path} priceFormat={priceFormat} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <OrderChanges
          calls={changeCalls}
          locale={locale}
          formatDay={(date) => formatDate(date, locale)}
          onChanged={onChanged}
          address={shipping}
          giftMessage={order.extension_attributes.gift?.message ?? null}
        />
      </Suspense>
      <Suspense fallback={null}>
        <OrderClaims session={session} orderId={order.entity_id} locale={locale} priceFormat={priceFormat} />
      </Suspense>
      <ReorderButton order={order} />
      <OrderSummary order={priced} priceFormat={priceFormat} headingLevel={3} refunded={order.total_refunded} />
      <div className="grid gap-6 md:grid-cols-2">
        {priced.fulfilment.mode === 'none' ? null : (
          <OrderAddressBlock
            title={t(delivered ? 'account.order.shippingAddress' : 'account.order.pickup')}
            address={shipping}
            extra={priced.fulfilment.method}
          />
        )}
        <OrderAddressBlock
          title={t('account.order.billingAddress')}
          address={order.billing_address}
          extra={order.payment?.additional_information?.[0]}
        />
      </div>
    </section>
  );
}

/** What came of the order after it was paid: each parcel's carrier and tracking number, and the files it gives to download. */
function Deliverables({ order, locale }: { order: Order; locale: string }) {
  const t = useT();
  const { shipments, downloads } = order.extension_attributes;
  return (
    <>
      <TitledList title={t('account.order.shipments')} testId="order-shipments" items={shipments}>
        {(shipment) => (
          <li key={`${shipment.carrier}-${shipment.track_number}`} className="rounded-2xl border border-navy-900/10 bg-white p-4">
            {t('account.order.shipment', {
              carrier: shipment.carrier,
              number: shipment.track_number,
              date: formatDate(shipment.shipped_at, locale),
            })}
            <ParcelStatus shipment={shipment} formatDay={(day) => formatDate(day, locale)} />
          </li>
        )}
      </TitledList>
      <TitledList title={t('account.order.downloads')} testId="order-downloads" items={downloads}>
        {(download) => <DownloadItem key={download.url} download={download} locale={locale} />}
      </TitledList>
    </>
  );
}

type Download = NonNullable<Order['extension_attributes']['downloads']>[number];

/** A paid downloadable line's file: a signed link, good a few times until it expires. */
function DownloadItem({ download, locale }: { download: Download; locale: string }) {
  const t = useT();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-navy-900/10 bg-white p-4">
      {download.downloads_left > 0 ? (
        <a href={download.url} download className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
          {download.title}
        </a>
      ) : (
        <span className="font-semibold">{download.title}</span>
      )}
      <span className="text-sm text-muted">
        {t('account.order.downloadsLeft', { count: download.downloads_left, date: formatDate(download.expires_at, locale) })}
      </span>
    </li>
  );
}

interface TitledListProps<T> {
  title: string;
  testId: string;
  /** None, or none yet: the list is left out. */
  items: readonly T[] | undefined;
  /** One <li> per item. */
  children: (item: T) => ReactNode;
}

/** One of the order's extra lists (parcels, downloads) under its heading, when it has anything. */
function TitledList<T>({ title, testId, items = [], children }: TitledListProps<T>) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-xl font-semibold">{title}</h3>
      <ul className="mt-3 space-y-2" data-testid={testId}>
        {items.map(children)}
      </ul>
    </div>
  );
}

interface ReorderOutcome {
  added: number;
  total: number;
  refused: Array<{ name: string; why: ReorderRefusal }>;
}

/** Puts the order's lines back in the cart one by one; the cart's own error toasts for them give way to the outcome. */
async function putBack(runtime: CartRuntime, order: Order): Promise<ReorderOutcome> {
  const items = reorderItems(order);
  const since = runtime.notifications.notifications.at(-1)?.id ?? 0;
  const outcome: ReorderOutcome = { added: 0, total: items.length, refused: [] };
  for (const { name, product } of items) {
    const why = product ? refusalOfAdd(await runtime.cart.addItem(product)) : 'gone';
    if (why) outcome.refused.push({ name, why });
    else outcome.added += 1;
  }
  for (const notice of runtime.notifications.notifications) {
    if (notice.id > since && notice.type === 'error') runtime.notifications.remove(notice.id);
  }
  return outcome;
}

function ReorderButton({ order }: { order: Order }) {
  const t = useT();
  const [notice, setNotice] = useState<FormNotice>(null);
  const [refused, setRefused] = useState<ReorderOutcome['refused']>([]);
  const [busy, setBusy] = useState(false);

  async function reorder() {
    if (busy) return;
    setBusy(true);
    setRefused([]);
    setNotice({ kind: 'progress', text: t('account.order.reordering') });
    const runtime = await loadCart().catch(() => null);
    if (!runtime) {
      setBusy(false);
      setNotice({ kind: 'error', text: t('account.order.cartUnavailable') });
      return;
    }
    try {
      const outcome = await putBack(runtime, order);
      setRefused(outcome.refused);
      // Everything back in the cart: the drawer shows it. With lines refused, the notice naming them stays in view.
      if (outcome.added > 0 && outcome.refused.length === 0) emit('shoreline:open-minicart', null);
      setNotice(reorderNotice(outcome, t));
    } catch {
      setNotice({ kind: 'error', text: t('account.error.generic') });
    }
    setBusy(false);
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClass('primary')} aria-disabled={busy} onClick={() => void reorder()}>
          {t('account.order.reorder')}
        </button>
        {notice?.kind === 'success' ? (
          <Link to="/checkout" className={buttonClass('ghost')}>
            {t('account.order.toCheckout')}
          </Link>
        ) : null}
      </div>
      <FormStatus notice={notice} />
      {refused.length ? (
        <ul className="list-disc space-y-1 pl-6 text-sm text-crab-800" data-testid="reorder-refused">
          {refused.map((line, index) => (
            <li key={`${line.name}-${index}`}>{t(REFUSAL_TEXTS[line.why], { name: line.name })}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** What the shopper reads after a reorder: in the cart only what was added. */
function reorderNotice({ added, total }: ReorderOutcome, t: ReturnType<typeof useT>): FormNotice {
  if (added === total) return { kind: 'success', text: t('account.order.reordered') };
  if (added === 0) return { kind: 'error', text: t('account.order.reorderedNone') };
  return { kind: 'success', text: t('account.order.reorderedSome', { added, total }) };
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-xl bg-white p-3">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="font-semibold capitalize">{value}</dd>
    </div>
  );
}

function OrderAddressBlock({ title, address, extra }: { title: string; address: OrderAddress | null; extra?: string | null }) {
  return (
    <div>
      <h3 className="text-xl font-semibold">{title}</h3>
      {address ? <OrderAddressView address={address} /> : null}
      {extra ? <p className="mt-2 text-sm text-muted">{extra}</p> : null}
    </div>
  );
}
