import type { OrderGift } from '@shoreline/domain/forms/gift';
import type { OrderGiftWire } from '@shoreline/domain/wire/order';
import { echoText } from './echo-text.js';
import { giftRecipientTexts } from './mails/mail-texts.js';
import type { NewOrderRow, OrderRow } from './storage.js';
import { parcelBlocks, type TrackedShipment } from './mails/shipment-mail.js';
import { renderMail, type MailBlock, type MailBrand } from '../mail/index.js';

/**
 * Gift deliveries (issue 25): the order's shipping address is the recipient's, its message is printed on the
 * packing slip (which then shows no price), and the recipient may be e-mailed when it ships.
 */

export const GIFT_NEEDS_DELIVERY =
  'A gift goes to its recipient: choose a delivery. A pickup, or an order with nothing to deliver, cannot be a gift.';

type GiftColumns = Pick<
  NewOrderRow,
  'is_gift' | 'gift_message' | 'gift_notify_recipient' | 'gift_recipient_email' | 'recipient_choose_until'
>;

/**
 * The order row's gift columns for what the checkout sent (none: not a gift); `chooseUntil`, the last date the
 * recipient may choose when they choose the day (placement.ts works it out).
 */
export function giftColumns(gift: OrderGift | null | undefined, chooseUntil: string | null = null): GiftColumns {
  if (!gift) return { is_gift: 0, gift_message: null, gift_notify_recipient: 0, gift_recipient_email: null, recipient_choose_until: null };
  return {
    is_gift: 1,
    gift_message: gift.message,
    gift_notify_recipient: gift.notifyRecipient ? 1 : 0,
    gift_recipient_email: gift.recipientEmail,
    recipient_choose_until: chooseUntil,
  };
}

type GiftRow = Pick<OrderRow, 'is_gift' | 'gift_message' | 'gift_notify_recipient' | 'gift_recipient_email' | 'gift_notified_at'> &
  Pick<OrderRow, 'shipping_address' | 'delivery_date' | 'recipient_choose_until' | 'recipient_lapsed_at'>;

export const isGiftOrder = (row: Pick<OrderRow, 'is_gift'>): boolean => row.is_gift === 1;

/** The recipient's name as the shipping address holds it. */
export function recipientNameOf(row: Pick<OrderRow, 'shipping_address'>): { first: string; full: string } {
  let address: { firstname?: unknown; lastname?: unknown } = {};
  try {
    address = (row.shipping_address ? JSON.parse(row.shipping_address) : {}) as typeof address;
  } catch {
    // an unreadable address names nobody
  }
  const first = typeof address.firstname === 'string' ? address.firstname.trim() : '';
  const last = typeof address.lastname === 'string' ? address.lastname.trim() : '';
  return { first, full: `${first} ${last}`.trim() };
}

/** The gift as the receipt, the account's order and the back office answer it (null for any other order). */
export function giftOfOrder(row: GiftRow): OrderGiftWire | null {
  if (!isGiftOrder(row)) return null;
  return {
    recipient_name: recipientNameOf(row).full,
    message: row.gift_message ?? '',
    notify_recipient: row.gift_notify_recipient === 1,
    recipient_email: row.gift_recipient_email,
    notified_at: row.gift_notified_at,
    ...recipientChoosesOf(row),
  };
}

/** Where a gift's day stands when its recipient chooses it: chosen once it has a date, lapsed once the window passed. */
function recipientChoosesOf(row: GiftRow): Pick<OrderGiftWire, 'recipient_chooses'> {
  if (row.recipient_choose_until === null) return {};
  const state = row.delivery_date !== null ? 'chosen' : row.recipient_lapsed_at !== null ? 'lapsed' : 'waiting';
  return { recipient_chooses: { state, until: row.recipient_choose_until } };
}

/**
 * The gift message as an e-mail repeats it: line by line, each without links (like every text a buyer typed that a
 * mail echoes), empty lines kept once.
 */
export function mailedGiftMessage(message: string | null): string[] {
  if (!message) return [];
  return message
    .split('\n')
    .map((line) => echoText(line, 300))
    .filter((line, index, all) => line !== '' || (index > 0 && all[index - 1] !== ''));
}

/**
 * The recipient's "a gift is on its way" e-mail, in the order's store view language (as the confirmation is): who
 * sent it (the buyer's first name), when it arrives, the message, the carrier and tracking number of each box. No
 * price, no order total, no payment: it is a gift.
 */
export function giftRecipientMail(
  order: OrderRow,
  store: { brand: MailBrand; arrival: string | null },
  shipment: TrackedShipment | readonly TrackedShipment[],
) {
  const { storeName, locale } = store.brand;
  const texts = giftRecipientTexts(locale);
  const sender = echoText(order.customer_firstname, 40) || texts.someone;
  const recipient = echoText(recipientNameOf(order).first, 40);
  const message = mailedGiftMessage(order.gift_message);
  const sent = [texts.sent(sender, storeName), store.arrival ? texts.arrives(store.arrival) : ''];
  const blocks: MailBlock[] = [
    { kind: 'paragraph', lines: sent },
    ...(message.length
      ? [{ kind: 'details' as const, heading: texts.message(sender), lines: message.map((line) => (line ? `  ${line}` : '')) }]
      : []),
    ...parcelBlocks(texts, 'carrier' in shipment ? [shipment] : shipment),
  ];
  return renderMail(
    {
      subject: texts.subject(sender, storeName),
      preview: sent.join(' '),
      greeting: recipient ? texts.greetingNamed(recipient) : texts.greeting,
      blocks,
      closing: [texts.questions, storeName],
    },
    store.brand,
  );
}
