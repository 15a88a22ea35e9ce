import type { OrderGiftWire } from '@shoreline/domain/wire/order';
import { useT } from '~/i18n/useT';

interface GiftNoteProps {
  gift: OrderGiftWire;
  arrival: string | null;
  /** A calendar day in words, as the page writes it. */
  formatDay?: (date: string) => string;
  headingLevel?: 2 | 3;
}

/**
 * A gift order as its buyer reads it (thank-you and account pages): for whom and when it arrives, the message as it
 * goes on the packing slip, whether the recipient is (or was) e-mailed, and that the slip shows no price. A gift whose
 * recipient chooses the day says until when they may, or that they did not (the buyer then chooses it).
 */
export function GiftNote({ gift, arrival, formatDay = (date) => date, headingLevel = 2 }: GiftNoteProps) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="w-full rounded-2xl bg-sand-100 p-4" aria-labelledby="order-gift-title" data-testid="order-gift">
      <Heading id="order-gift-title" className="text-xl font-semibold">
        {t('order.gift.title')}
      </Heading>
      <p className="mt-1">
        {arrival
          ? t('order.gift.forArriving', { name: gift.recipient_name, date: arrival })
          : t('order.gift.for', { name: gift.recipient_name })}
      </p>
      {gift.recipient_chooses && gift.recipient_chooses.state !== 'chosen' ? (
        <p className="mt-1" data-testid="order-gift-recipient-day">
          {t(gift.recipient_chooses.state === 'waiting' ? 'order.gift.recipientWaiting' : 'order.gift.recipientLapsed', {
            name: gift.recipient_name,
            date: formatDay(gift.recipient_chooses.until),
          })}
        </p>
      ) : null}
      <p className="mt-3 text-sm font-semibold">{t('order.gift.message')}</p>
      {gift.message ? (
        <blockquote className="mt-1 border-l-4 border-navy-900/40 pl-3 whitespace-pre-line italic" data-testid="order-gift-message">
          {gift.message}
        </blockquote>
      ) : (
        <p className="mt-1">{t('order.gift.noMessage')}</p>
      )}
      {gift.notify_recipient && gift.recipient_email ? (
        <p className="mt-3">{t(gift.notified_at ? 'order.gift.notified' : 'order.gift.notify', { email: gift.recipient_email })}</p>
      ) : null}
      <p className="mt-3 text-sm text-muted">{t('order.gift.noPrices')}</p>
    </section>
  );
}
