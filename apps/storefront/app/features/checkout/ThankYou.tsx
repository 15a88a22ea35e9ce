import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { formatDeliveryDate } from './DeliveryOptions';

export interface PlacedOrder {
  orderNumber: string;
  email: string;
  deliveryDate: string | null;
}

/** The thank-you view: the order number, the delivery date and where the confirmation went. */
export function ThankYou({ order, locale }: { order: PlacedOrder; locale: string }) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl bg-white p-6 ring-1 ring-navy-900/10" data-testid="thank-you">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold sm:text-4xl">
        {t('checkout.thanks.title')}
      </h1>
      <p className="text-lg">
        {t('checkout.thanks.orderNumber')} <strong data-testid="order-number">{order.orderNumber}</strong>
      </p>
      {order.deliveryDate ? <p>{t('checkout.thanks.delivery', { date: formatDeliveryDate(order.deliveryDate, locale) })}</p> : null}
      <p>{t('checkout.thanks.email', { email: order.email })}</p>
      <Link to="/" className={buttonClass('primary')}>
        {t('checkout.thanks.continue')}
      </Link>
    </div>
  );
}
