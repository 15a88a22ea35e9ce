import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { PriceFormat } from '@shoreline/domain/money';
import { currentStoreCode } from '~/lib/store-storage';
import {
  GiftNote,
  loadBalanceDue,
  loadOrderChanges,
  OrderAddress,
  OrderSummary,
  ParcelStatus,
  receiptChangeCalls,
  useParcelRefresh,
} from '~/features/order-summary';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { formatDeliveryDate } from './delivery-date-text';
import { formatPickupTime } from './pickup';
import { PickupPlaceCard } from './PickupOptions';
import { receiptQueryOf, type Receipt } from './receipt-link';
import { ORDER_PANEL, OrderNumber, OrderTitle } from './PlacedOrder';
import { useSignedLink, type SignedLinkLoad } from './use-signed-link';

const OrderChanges = lazy(loadOrderChanges);
const BalanceDue = lazy(loadBalanceDue);

/**
 * The order the page's address names, read through its signed link (a guest's order too); a reload reads it again,
 * and so does each round (after the guest changed the order).
 */
function useReceipt(search: string, round: number): SignedLinkLoad<Receipt> {
  const query = receiptQueryOf(search, currentStoreCode());
  return useSignedLink<Receipt>(query ? `/api/order/receipt?${query}` : null, round);
}

/** The receipt link's signed fields, which also sign a guest's own changes to the order. */
function linkFieldsOf(search: string): { order: string; expires: string; sig: string } | null {
  const params = new URLSearchParams(search);
  const [order, expires, sig] = [params.get('order'), params.get('expires'), params.get('sig')];
  return order && expires && sig ? { order, expires, sig } : null;
}

/** /checkout/thank-you: the placed order's number, when and where it comes, and its lines and amounts as charged. */
export function ThankYouPage({ priceFormat, locale }: { priceFormat: PriceFormat; locale: string }) {
  const t = useT();
  const { search } = useLocation();
  const [round, setRound] = useState(0);
  const loaded = useReceipt(search, round);
  const readAgain = () => setRound((count) => count + 1);
  useParcelRefresh(
    loaded.state === 'shown' ? (loaded.data.shipments ?? (loaded.data.shipment ? [loaded.data.shipment] : [])) : [],
    readAgain,
  );
  if (loaded.state === 'shown')
    return <PlacedOrderView receipt={loaded.data} priceFormat={priceFormat} locale={locale} search={search} onChanged={readAgain} />;
  // Until the order shows, or instead of it, the page still has its title.
  const title = <h1 className="text-3xl font-semibold sm:text-4xl">{t('checkout.thanks.pageTitle')}</h1>;
  if (loaded.state === 'loading') {
    return (
      <div className={ORDER_PANEL}>
        {title}
        <p role="status">{t('checkout.thanks.loading')}</p>
      </div>
    );
  }
  return (
    <div className={ORDER_PANEL}>
      {title}
      <p role="alert">{t(loaded.state === 'refused' ? 'checkout.thanks.linkExpired' : 'checkout.thanks.failed')}</p>
      <Link to="/" className={buttonClass('primary')}>
        {t('checkout.thanks.continue')}
      </Link>
    </div>
  );
}

interface PlacedOrderProps {
  receipt: Receipt;
  priceFormat: PriceFormat;
  locale: string;
  /** The page's query: the receipt link, which signs the guest's own changes too. */
  search: string;
  onChanged: () => void;
}

function PlacedOrderView({ receipt, priceFormat, locale, search, onChanged }: PlacedOrderProps) {
  const t = useT();
  const changeCalls = useMemo(() => {
    const link = linkFieldsOf(search);
    return link ? receiptChangeCalls(link) : null;
  }, [search]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { fulfilment } = receipt.priced_order;
  const day = fulfilment.date ? formatDeliveryDate(fulfilment.date, locale) : null;
  const place = fulfilment.place?.name ?? fulfilment.method ?? '';
  return (
    <div className={ORDER_PANEL} data-testid="thank-you">
      <OrderTitle headingRef={headingRef}>{t('checkout.thanks.title')}</OrderTitle>
      <OrderNumber number={receipt.increment_id} />
      {fulfilment.mode === 'delivery' && day && !receipt.gift ? <p>{t('checkout.thanks.delivery', { date: day })}</p> : null}
      {receipt.gift ? (
        <GiftNote
          gift={receipt.gift}
          arrival={fulfilment.mode === 'delivery' ? day : null}
          formatDay={(date) => formatDeliveryDate(date, locale)}
        />
      ) : null}
      {fulfilment.mode === 'pickup' && day && fulfilment.time ? (
        <p>{t('checkout.thanks.pickup', { date: day, time: formatPickupTime(fulfilment.time, locale), place })}</p>
      ) : fulfilment.mode === 'pickup' && !fulfilment.place ? (
        <p>{t('checkout.pickup.at', { name: place })}</p>
      ) : null}
      {fulfilment.mode === 'pickup' && fulfilment.place ? <PickupPlaceCard place={fulfilment.place} /> : null}
      <p>{t('checkout.thanks.email', { email: receipt.customer_email })}</p>
      {receipt.balance_due ? (
        <Suspense fallback={null}>
          <BalanceDue amount={receipt.balance_due} payPath={receipt.balance_pay_path} priceFormat={priceFormat} />
        </Suspense>
      ) : null}
      {changeCalls && fulfilment.mode === 'delivery' ? (
        <Suspense fallback={null}>
          <OrderChanges
            calls={changeCalls}
            address={receipt.shipping_address}
            locale={locale}
            formatDay={(date) => formatDeliveryDate(date, locale)}
            headingLevel={2}
            onChanged={onChanged}
            giftMessage={receipt.gift?.message ?? null}
          />
        </Suspense>
      ) : null}
      {receipt.shipment ? (
        <section className="w-full" aria-labelledby="thank-you-shipment" data-testid="thank-you-shipment">
          <h2 id="thank-you-shipment" className="text-xl font-semibold">
            {t('order.parcel.shipment')}
          </h2>
          {(receipt.shipments ?? [receipt.shipment]).map((shipment) => (
            <div key={shipment.track_number}>
              <p>{t('order.parcel.shippedWith', { carrier: shipment.carrier, number: shipment.track_number })}</p>
              <ParcelStatus shipment={shipment} formatDay={(date) => formatDeliveryDate(date, locale)} />
            </div>
          ))}
        </section>
      ) : null}
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
      <OrderSummary order={receipt.priced_order} priceFormat={priceFormat} refunded={receipt.total_refunded} />
      <Link to="/" className={buttonClass('primary')}>
        {t('checkout.thanks.continue')}
      </Link>
    </div>
  );
}
