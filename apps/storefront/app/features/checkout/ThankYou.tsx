import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { currentStoreCode } from '~/lib/store-storage';
import { useT } from '~/i18n/useT';
import type { MessageKey } from '~/i18n/translate';
import { buttonClass } from '~/ui/button';
import { formatDeliveryDate } from './delivery-date-text';
import { formatPickupTime } from './pickup';
import type { ReceiptLink } from './receipt-link';
import { ORDER_PANEL, OrderNumber, OrderTitle } from './PlacedOrder';

export interface PlacedOrder {
  /** Empty while the order waits offline. */
  orderNumber: string;
  /** The client order id of an order kept offline, sent when the connection is back. */
  queuedOrderId?: string;
  email: string;
  deliveryDate: string | null;
  /** A pickup order: its slot (on deliveryDate) and where it is collected. */
  pickup?: { time: string; place: string } | null;
  /** The link the thank-you page reads the placed order with (none while an order waits offline). */
  receipt?: ReceiptLink | null;
}

const RETRY_MS = 30_000;

type Waiting = { state: 'waiting' } | { state: 'placed'; orderNumber: string } | { state: 'cancelled'; message: string };

/**
 * An order kept offline is sent from here as soon as the browser is online again
 * (the thank-you page transmits the queue itself), and the page then shows its number.
 */
function useQueuedOrder(orderId: string | undefined): Waiting {
  const [waiting, setWaiting] = useState<Waiting>({ state: 'waiting' });
  const navigate = useNavigate();
  useEffect(() => {
    if (!orderId) return;
    let active = true;
    // Online but the shop did not answer (a deploy, a hiccup): try again now and then while the page is open.
    const retry = setInterval(() => {
      if (navigator.onLine) void send();
    }, RETRY_MS);
    const send = async () => {
      const { transmitOfflineOrders, payPageOf } = await import('./offline-orders.client');
      const results = await transmitOfflineOrders(currentStoreCode());
      const result = results.find((candidate) => candidate.order.order_id === orderId);
      const mine = result?.outcome;
      if (!active || !mine || mine.kind === 'kept') return;
      clearInterval(retry);
      // Placed offline with a gateway method: the order now awaits its payment, which its pay page takes.
      const pay = payPageOf(result);
      if (pay) return void navigate(pay.path, { replace: true, state: pay.state });
      setWaiting(
        mine.kind === 'placed' ? { state: 'placed', orderNumber: mine.orderNumber } : { state: 'cancelled', message: mine.message },
      );
    };
    const onOnline = () => void send();
    window.addEventListener('online', onOnline);
    if (navigator.onLine) void send();
    return () => {
      active = false;
      window.removeEventListener('online', onOnline);
      clearInterval(retry);
    };
  }, [orderId, navigate]);
  return waiting;
}

/** The thank-you view: the order number, the delivery date and where the confirmation went. */
export function ThankYou({ order, locale }: { order: PlacedOrder; locale: string }) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const waiting = useQueuedOrder(order.queuedOrderId);
  const orderNumber = order.orderNumber || (waiting.state === 'placed' ? waiting.orderNumber : '');
  useEffect(() => headingRef.current?.focus(), []);

  if (order.queuedOrderId && waiting.state === 'cancelled') {
    return (
      <div className={ORDER_PANEL} data-testid="thank-you" role="alert">
        <h1 className="text-3xl font-semibold sm:text-4xl">{t('checkout.queued.cancelledTitle')}</h1>
        {waiting.message ? <p>{t(waiting.message as MessageKey)}</p> : null}
        <p>{t('checkout.queued.cancelledText')}</p>
        <Link to="/" className={buttonClass('primary')}>
          {t('checkout.thanks.continue')}
        </Link>
      </div>
    );
  }

  return (
    <div className={ORDER_PANEL} data-testid="thank-you">
      <OrderTitle headingRef={headingRef}>{orderNumber ? t('checkout.thanks.title') : t('checkout.queued.title')}</OrderTitle>
      <div aria-live="polite">
        {orderNumber ? (
          <OrderNumber number={orderNumber} />
        ) : (
          <p className="text-lg" data-testid="order-waiting">
            {t('checkout.queued.text')}
          </p>
        )}
      </div>
      {order.deliveryDate && order.pickup ? (
        <p>
          {t('checkout.thanks.pickup', {
            date: formatDeliveryDate(order.deliveryDate, locale),
            time: formatPickupTime(order.pickup.time, locale),
            place: order.pickup.place,
          })}
        </p>
      ) : order.deliveryDate ? (
        <p>{t('checkout.thanks.delivery', { date: formatDeliveryDate(order.deliveryDate, locale) })}</p>
      ) : null}
      {orderNumber ? <p>{t('checkout.thanks.email', { email: order.email })}</p> : null}
      <Link to="/" className={buttonClass('primary')}>
        {t('checkout.thanks.continue')}
      </Link>
    </div>
  );
}
