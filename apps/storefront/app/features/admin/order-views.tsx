import type { PricedOption, PricedOrder, PricedSegment } from '@shoreline/domain/pricing/priced-order';
import { formatPickupTime } from '~/features/checkout';
import { shopDayAndTimeText, shopMomentText } from '@shoreline/domain/shop-time';
import { centsToText } from './admin-api';
import type { Handover, OrderExtra as Extra, ShipTo } from '@shoreline/domain/wire/admin-orders';
import type { OrderGiftWire } from '@shoreline/domain/wire/order';

/**
 * The pieces of an order the detail screen, the packing list and the refund dialog show alike: where it
 * goes (or who collects it), each line's options, the paid extras and the totals from the stored segments.
 */

const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A delivery or pickup day in words ("Tuesday, December 1, 2026"); one with a time of day says the time too. */
export function dayInWords(date: string | null): string {
  if (!date) return '—';
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return DAY.format(new Date(`${date}T00:00:00Z`));
  return shopDayAndTimeText(date);
}

/** When something happened, in the shop's time ("Nov 26, 2026, 6:08 AM"): every back-office page reads times this way. */
export const momentText = shopMomentText;

/** A fee as the packer reads it: its name, and the chosen options that say more than the name. */
export function extraText(extra: Extra): string {
  const more = extra.options.filter((option) => option !== extra.name);
  return more.length ? `${extra.name}: ${more.join(', ')}` : extra.name;
}

function segmentLabel(segment: PricedSegment): string {
  if (segment.code === 'fee' && segment.fee) return extraText(segment.fee);
  if (segment.code === 'shipping' && segment.shipping?.date) return `${segment.title}, ${dayInWords(segment.shipping.date)}`;
  return segment.title;
}

/** The address and phone an order goes to, or who collects it and when. */
export function HandoverView({ order }: { order: Handover }) {
  const { fulfilment, ship_to: to, pickup } = order;
  if (fulfilment.mode === 'pickup' && pickup) {
    return (
      <p>
        <strong>Pickup</strong> by {pickup.name || '—'}
        {pickup.telephone && <> · Phone {pickup.telephone}</>}
        <br />
        {fulfilment.method ?? 'Pickup'} · {pickup.date ? dayInWords(pickup.date) : 'no pickup time chosen'}
        {pickup.date && pickup.time ? <> at {formatPickupTime(pickup.time, 'en-US')}</> : null}
      </p>
    );
  }
  if (fulfilment.mode === 'none') return <p>Nothing to ship: every line is delivered by e-mail.</p>;
  return (
    <>
      <address data-testid="admin-ship-to">
        {to ? (
          <>
            {to.name}
            <br />
            {to.company && (
              <>
                {to.company}
                <br />
              </>
            )}
            <StreetLines street={to.street} />
            {to.city}, {to.region} {to.postcode}
            {to.country_id && to.country_id !== 'US' && <> · {to.country_id}</>}
            <br />
            Phone {to.telephone || '—'}
            {to.vat_id && (
              <>
                <br />
                Tax ID {to.vat_id}
              </>
            )}
          </>
        ) : (
          'No shipping address stored.'
        )}
      </address>
      <p>
        {fulfilment.method ?? 'Delivery'} · arrives {dayInWords(fulfilment.date)}
      </p>
    </>
  );
}

/** An address's street lines, a line each. */
function StreetLines({ street }: { street: readonly string[] }) {
  return street.map((line, index) => (
    <span key={index}>
      {line}
      <br />
    </span>
  ));
}

/** Who pays: the billing address with a business buyer's company, tax id and country (by name and code). */
export function BillToView({ billTo }: { billTo: ShipTo | null }) {
  if (!billTo) return <p>No billing address stored.</p>;
  return (
    <address data-testid="admin-bill-to">
      {billTo.name}
      <br />
      {billTo.company && (
        <>
          Company: {billTo.company}
          <br />
        </>
      )}
      <StreetLines street={billTo.street} />
      {billTo.city}
      {billTo.region && <>, {billTo.region}</>} {billTo.postcode}
      <br />
      {countryText(billTo.country_id)}
      {billTo.vat_id && (
        <>
          <br />
          Tax ID: {billTo.vat_id}
        </>
      )}
    </address>
  );
}

const COUNTRY_NAMES = new Intl.DisplayNames(['en-US'], { type: 'region' });

/** "Germany (DE)": the back office reads a country by name and code. */
function countryText(code: string): string {
  if (!code) return '—';
  try {
    return `${COUNTRY_NAMES.of(code) ?? code} (${code})`;
  } catch {
    return code;
  }
}

/** A line's chosen options under its name ("Sauce: No sauce", a gift card's recipient and message). */
export function OptionList({ options }: { options: readonly PricedOption[] }) {
  if (options.length === 0) return null;
  return (
    <ul className="admin-options">
      {options.map((option, index) => (
        <li key={index}>
          {option.label}: {option.value}
        </li>
      ))}
    </ul>
  );
}

/** Every amount from the subtotal to the grand total, as the order stored them: they add up. */
export function SegmentsTable({ priced, caption, testId }: { priced: PricedOrder; caption: string; testId?: string }) {
  const currency = priced.currencyCode;
  return (
    <table className="admin-totals" data-testid={testId}>
      <caption className="admin-caption">{caption}</caption>
      <tbody>
        {priced.segments.map((segment, index) => (
          <tr key={index}>
            <th scope="row">{segmentLabel(segment)}</th>
            <td className="num">{centsToText(segment.cents, currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Grand total</th>
          <td className="num">
            <strong>{centsToText(priced.grandTotalCents, currency)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** A gift's message as typed (line breaks kept), or a dash when the buyer wrote none. */
export function GiftMessage({ message }: { message: string }) {
  return message ? (
    <blockquote className="admin-gift-message" data-testid="gift-message">
      {message}
    </blockquote>
  ) : (
    <p>No message.</p>
  );
}

/** The back office's gift: the message for the slip, and whether (and when) the recipient is told it ships. */
const RECIPIENT_DAY = {
  waiting: 'Waiting for the recipient: they choose the delivery day, up to',
  lapsed: 'The recipient did not choose a day by',
  chosen: 'The recipient chose the delivery day (window up to',
} as const;

/** A gift whose recipient chooses the day: waiting for them (no slot held, not on any packing list), lapsed, or chosen. */
function RecipientDay({ chooses }: { chooses: NonNullable<OrderGiftWire['recipient_chooses']> }) {
  const after = chooses.state === 'lapsed' ? ': the buyer was asked to choose it.' : chooses.state === 'chosen' ? ').' : '.';
  return (
    <p data-testid="admin-recipient-day">
      <strong>{RECIPIENT_DAY[chooses.state]}</strong> {chooses.until}
      {after}
    </p>
  );
}

export function GiftView({ gift }: { gift: OrderGiftWire }) {
  return (
    <div data-testid="admin-gift">
      <p>For {gift.recipient_name || '—'}. The packing slip shows the message and no prices.</p>
      <GiftMessage message={gift.message} />
      {gift.recipient_chooses ? <RecipientDay chooses={gift.recipient_chooses} /> : null}
      <p>
        {gift.notify_recipient
          ? gift.notified_at
            ? `Recipient e-mailed at ${gift.recipient_email ?? '—'} on ${momentText(gift.notified_at)}.`
            : `The recipient is e-mailed at ${gift.recipient_email ?? '—'} when it ships.`
          : 'The recipient is not e-mailed.'}
      </p>
    </div>
  );
}
