import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { PriceFormat } from '@shoreline/domain/money';
import { request } from '@shoreline/sdk/request';
import { currentStoreCode } from '~/lib/store-storage';
import { GiftNote, OrderAddress, OrderSummary } from '~/features/order-summary';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { formatDeliveryDate } from './DeliveryOptions';
import { formatPickupTime } from './pickup';
import { PickupPlaceCard } from './PickupOptions';
import { receiptQueryOf, type Receipt } from './receipt-link';

type Loaded = { state: 'loading' } | { state: 'shown'; receipt: Receipt } | { state: 'expired' } | { state: 'failed' };

/** The order the page's address names, read through its signed link (a guest's order too); a reload reads it again. */
function useReceipt(search: string): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    const query = receiptQueryOf(search, currentStoreCode());
    if (!query) return setLoaded({ state: 'expired' });
    let active = true;
    setLoaded({ state: 'loading' });
    void request<Receipt>('GET', `/api/order/receipt?${query}`).then((answer) => {
      if (!active) return;
      if (answer.ok) setLoaded({ state: 'shown', receipt: answer.data });
      else setLoaded({ state: answer.error.code === 403 ? 'expired' : 'failed' });
    });
    return () => {
      active = false;
    };
  }, [search]);
  return loaded;
}

const panel = 'flex flex-col items-start gap-4 rounded-2xl bg-white p-6 ring-1 ring-navy-900/10';

/** /checkout/thank-you: the placed order's number, when and where it comes, and its lines and amounts as charged. */
export function ThankYouPage({ priceFormat, locale }: { priceFormat: PriceFormat; locale: string }) {
  const t = useT();
  const { search } = useLocation();
  const loaded = useReceipt(search);
  if (loaded.state === 'shown') return <PlacedOrderView receipt={loaded.receipt} priceFormat={priceFormat} locale={locale} />;
  // Until the order shows, or instead of it, the page still has its title.
  const title = <h1 className="text-3xl font-semibold sm:text-4xl">{t('checkout.thanks.pageTitle')}</h1>;
  if (loaded.state === 'loading') {
    return (
      <div className={panel}>
        {title}
        <p role="status">{t('checkout.thanks.loading')}</p>
      </div>
    );
  }
  return (
    <div className={panel}>
      {title}
      <p role="alert">{t(loaded.state === 'expired' ? 'checkout.thanks.linkExpired' : 'checkout.thanks.failed')}</p>
      <Link to="/" className={buttonClass('primary')}>
        {t('checkout.thanks.continue')}
      </Link>
    </div>
  );
}

function PlacedOrderView({ receipt, priceFormat, locale }: { receipt: Receipt; priceFormat: PriceFormat; locale: string }) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { fulfilment } = receipt.priced_order;
  const day = fulfilment.date ? formatDeliveryDate(fulfilment.date, locale) : null;
  const place = fulfilment.place?.name ?? fulfilment.method ?? '';
  return (
    <div className={panel} data-testid="thank-you">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold sm:text-4xl">
        {t('checkout.thanks.title')}
      </h1>
      <p className="text-lg">
        {t('checkout.thanks.orderNumber')} <strong data-testid="order-number">{receipt.increment_id}</strong>
      </p>
      {fulfilment.mode === 'delivery' && day && !receipt.gift ? <p>{t('checkout.thanks.delivery', { date: day })}</p> : null}
      {receipt.gift ? <GiftNote gift={receipt.gift} arrival={fulfilment.mode === 'delivery' ? day : null} /> : null}
      {fulfilment.mode === 'pickup' && day && fulfilment.time ? (
        <p>{t('checkout.thanks.pickup', { date: day, time: formatPickupTime(fulfilment.time, locale), place })}</p>
      ) : fulfilment.mode === 'pickup' && !fulfilment.place ? (
        <p>{t('checkout.pickup.at', { name: place })}</p>
      ) : null}
      {fulfilment.mode === 'pickup' && fulfilment.place ? <PickupPlaceCard place={fulfilment.place} /> : null}
      <p>{t('checkout.thanks.email', { email: receipt.customer_email })}</p>
      {receipt.shipping_address || receipt.billing_address ? (
        <div className="grid w-full gap-6 sm:grid-cols-2">
          {receipt.shipping_address ? (
            <div data-testid="thank-you-delivery">
              <h2 className="text-xl font-semibold">{t(receipt.gift ? 'checkout.gift.recipientTitle' : 'checkout.thanks.address')}</h2>
              <OrderAddress address={receipt.shipping_address} showPhone={false} />
            </div>
          ) : null}
          {receipt.billing_address ? (
            <div data-testid="thank-you-billing">
              <h2 className="text-xl font-semibold">{t('order.address.billing')}</h2>
              <OrderAddress address={receipt.billing_address} showPhone={false} />
            </div>
          ) : null}
        </div>
      ) : null}
      <OrderSummary order={receipt.priced_order} priceFormat={priceFormat} />
      <Link to="/" className={buttonClass('primary')}>
        {t('checkout.thanks.continue')}
      </Link>
    </div>
  );
}
