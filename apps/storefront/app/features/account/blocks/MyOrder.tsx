import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { loadCart } from '~/features/cart';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { fetchOrder } from '../account-api';
import { reorderLines } from '../reorder';
import { formatDate, formatMoney } from '../format';
import { statusKey } from '../order-status';
import type { Order, OrderAddress } from '../types';
import { FormStatus, type FormNotice } from '../ui/FormStatus';
import type { BlockProps } from './BlockProps';

type Loaded = { order: Order } | { missing: true } | { failed: true } | null;

/** MyOrder: one order with its lines, addresses, totals and delivery date, and "Reorder". */
export function MyOrder({ session, locale, orderId }: BlockProps & { orderId: number }) {
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded>(null);

  useEffect(() => {
    let active = true;
    setLoaded(null);
    void fetchOrder(session, orderId).then((order) => {
      if (!active) return;
      setLoaded(order === 'missing' ? { missing: true } : order ? { order } : { failed: true });
    });
    return () => {
      active = false;
    };
  }, [session, orderId]);

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
  return <OrderView order={loaded.order} locale={locale} />;
}

function OrderView({ order, locale }: { order: Order; locale: string }) {
  const t = useT();
  const id = useId();
  const money = (amount: number) => formatMoney(amount, order.order_currency_code, locale);
  const shipping = order.extension_attributes?.shipping_assignments?.[0]?.shipping.address ?? null;
  const deliveryDate = order.delivery_date ?? null;
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
      <Shipments order={order} locale={locale} />
      <Downloads order={order} locale={locale} />
      <ReorderButton order={order} />
      <div>
        <h3 className="text-xl font-semibold">{t('account.order.items')}</h3>
        <ul className="mt-3 divide-y divide-navy-900/10 rounded-2xl border border-navy-900/10 bg-white">
          {order.items.map((line) => (
            <li key={line.item_id} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
              <div>
                <p className="font-semibold">{line.name}</p>
                <p className="text-sm text-muted">
                  {t('account.order.sku', { sku: line.sku })} · {t('account.order.qty', { qty: line.qty_ordered })} ·{' '}
                  {money(line.price_incl_tax)}
                </p>
              </div>
              <p className="font-semibold">{money(line.row_total_incl_tax)}</p>
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-6 md:grid-cols-3">
        <div>
          <h3 className="text-xl font-semibold">{t('account.order.totals')}</h3>
          <dl className="mt-3 space-y-1.5">
            <TotalRow term={t('account.order.subtotal')} value={money(order.subtotal)} />
            <TotalRow term={t('account.order.shipping')} value={money(order.shipping_amount)} />
            {order.discount_amount ? <TotalRow term={t('account.order.discount')} value={money(order.discount_amount)} /> : null}
            <TotalRow term={t('account.order.tax')} value={money(order.tax_amount)} />
            {order.gift_card_amount ? <TotalRow term={t('account.order.giftCards')} value={money(order.gift_card_amount)} /> : null}
            {order.store_credit_amount ? <TotalRow term={t('account.order.storeCredit')} value={money(order.store_credit_amount)} /> : null}
            <TotalRow term={t('account.order.grandTotal')} value={money(order.grand_total)} strong />
          </dl>
        </div>
        <OrderAddressBlock title={t('account.order.shippingAddress')} address={shipping} extra={order.shipping_description} />
        <OrderAddressBlock
          title={t('account.order.billingAddress')}
          address={order.billing_address}
          extra={order.payment?.additional_information?.[0]}
        />
      </div>
    </section>
  );
}

/** Carrier and tracking number of each parcel once the shop has shipped the order. */
function Shipments({ order, locale }: { order: Order; locale: string }) {
  const t = useT();
  const shipments = order.extension_attributes.shipments ?? [];
  if (shipments.length === 0) return null;
  return (
    <div>
      <h3 className="text-xl font-semibold">{t('account.order.shipments')}</h3>
      <ul className="mt-3 space-y-2" data-testid="order-shipments">
        {shipments.map((shipment) => (
          <li key={`${shipment.carrier}-${shipment.track_number}`} className="rounded-2xl border border-navy-900/10 bg-white p-4">
            {t('account.order.shipment', {
              carrier: shipment.carrier,
              number: shipment.track_number,
              date: formatDate(shipment.shipped_at, locale),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The files a paid downloadable line gives: signed links, each good a few times until it expires. */
function Downloads({ order, locale }: { order: Order; locale: string }) {
  const t = useT();
  const downloads = order.extension_attributes.downloads ?? [];
  if (downloads.length === 0) return null;
  return (
    <div>
      <h3 className="text-xl font-semibold">{t('account.order.downloads')}</h3>
      <ul className="mt-3 space-y-2" data-testid="order-downloads">
        {downloads.map((download) => (
          <li
            key={download.url}
            className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-navy-900/10 bg-white p-4"
          >
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
        ))}
      </ul>
    </div>
  );
}

function ReorderButton({ order }: { order: Order }) {
  const t = useT();
  const [notice, setNotice] = useState<FormNotice>(null);
  const [busy, setBusy] = useState(false);

  async function reorder() {
    if (busy) return;
    setBusy(true);
    setNotice({ kind: 'progress', text: t('account.order.reordering') });
    const runtime = await loadCart().catch(() => null);
    if (!runtime) {
      setBusy(false);
      setNotice({ kind: 'error', text: t('account.order.cartUnavailable') });
      return;
    }
    try {
      for (const line of reorderLines(order)) await runtime.cart.addItem(line);
      runtime.cart.toggleMicrocart(true);
      setNotice({ kind: 'success', text: t('account.order.reordered') });
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
    </div>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-xl bg-white p-3">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="font-semibold capitalize">{value}</dd>
    </div>
  );
}

function TotalRow({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'border-t border-navy-900/15 pt-2 text-lg font-semibold' : ''}`}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function OrderAddressBlock({ title, address, extra }: { title: string; address: OrderAddress | null; extra?: string | null }) {
  const region =
    typeof address?.region === 'string'
      ? address.region
      : (address?.region_code ?? address?.region?.region_code ?? address?.region?.region);
  return (
    <div>
      <h3 className="text-xl font-semibold">{title}</h3>
      {address ? (
        <address className="mt-3 not-italic leading-7">
          <span className="block font-semibold">
            {address.firstname} {address.lastname}
          </span>
          <span className="block">{(address.street ?? []).filter(Boolean).join(', ')}</span>
          <span className="block">
            {address.city}
            {region ? `, ${region}` : ''} {address.postcode}
          </span>
          {address.telephone ? <span className="block text-muted">{address.telephone}</span> : null}
        </address>
      ) : null}
      {extra ? <p className="mt-2 text-sm text-muted">{extra}</p> : null}
    </div>
  );
}
