import type { ApiContext } from '../../context.js';
import { renderMail, type MailBlock, type RenderedMail } from '../../mail/index.js';
import type { OrderRow } from '../storage.js';
import { echoText } from '../echo-text.js';
import { mailedGiftMessage, recipientNameOf } from '../gift.js';
import { deliveryDayIn, giftRecipientTexts, mailTexts } from '../mails/mail-texts.js';
import { orderMailStore, type OrderMailStore } from '../mails/mail-links.js';
import { recipientDayTexts, type RecipientDayTexts } from './recipient-day-texts.js';

/** What every one of these mails reads of the order: its store view's texts, the buyer's and the recipient's names. */
function wordsOf(order: OrderRow, store: Pick<OrderMailStore, 'brand'>) {
  const { locale } = store.brand;
  const texts = recipientDayTexts(locale);
  const gift = giftRecipientTexts(locale);
  return {
    texts,
    gift,
    day: (date: string) => deliveryDayIn(date, locale),
    sender: echoText(order.customer_firstname, 40) || gift.someone,
    recipient: echoText(recipientNameOf(order).first, 40),
  };
}

const messageBlock = (heading: string, message: string | null): MailBlock[] => {
  const lines = mailedGiftMessage(message);
  return lines.length ? [{ kind: 'details', heading, lines: lines.map((line) => (line ? `  ${line}` : '')) }] : [];
};

/** The recipient's invitation to choose the delivery day (and check the address) through their signed link. */
export function recipientInviteMail(order: OrderRow, store: Pick<OrderMailStore, 'brand'>, link: { url: string; until: string }) {
  const { texts, gift, day, sender, recipient } = wordsOf(order, store);
  const lines = [texts.invite(sender, store.brand.storeName), texts.chooseBy(day(link.until))];
  return renderMail(
    {
      subject: texts.inviteSubject(sender, store.brand.storeName),
      preview: lines.join(' '),
      greeting: recipient ? gift.greetingNamed(recipient) : gift.greeting,
      blocks: [
        { kind: 'paragraph', lines },
        ...messageBlock(gift.message(sender), order.gift_message),
        { kind: 'action', label: texts.chooseAction, url: link.url },
      ],
      closing: [gift.questions, store.brand.storeName],
    },
    store.brand,
  );
}

/** The recipient's confirmation of the day they chose. */
export function recipientChosenMail(order: OrderRow, store: Pick<OrderMailStore, 'brand'>, date: string) {
  const { texts, gift, day, recipient } = wordsOf(order, store);
  return renderMail(
    {
      subject: texts.chosenSubject(day(date)),
      preview: texts.chosenForRecipient(day(date)),
      greeting: recipient ? gift.greetingNamed(recipient) : gift.greeting,
      blocks: [{ kind: 'paragraph', lines: [texts.chosenForRecipient(day(date))] }],
      closing: [gift.questions, store.brand.storeName],
    },
    store.brand,
  );
}

/** The buyer's mail about the day: the recipient chose it, or the window passed and the buyer is asked to choose. */
export function buyerDayMail(order: OrderRow, store: OrderMailStore, event: { chosen: string } | { lapsedAfter: string }) {
  const { texts, day, recipient } = wordsOf(order, store);
  const who = recipient || texts.recipientFallback;
  const number = order.increment_id;
  const chosen = 'chosen' in event;
  const lines = chosen
    ? [texts.buyerChosen(who, number, day(event.chosen))]
    : [texts.lapsed(who, number, day(event.lapsedAfter)), texts.lapsedAsk];
  return renderMail(
    {
      subject: chosen ? texts.buyerChosenSubject(number, day(event.chosen)) : texts.lapsedSubject(number),
      preview: lines.join(' '),
      greeting: mailTexts(store.brand.locale).greeting,
      blocks: [
        { kind: 'paragraph', lines },
        { kind: 'action', label: chosen ? mailTexts(store.brand.locale).viewOrder : texts.lapsedAction, url: store.orderUrl },
      ],
      closing: [texts.questions, store.brand.storeName],
    },
    store.brand,
  );
}

/** The buyer's mail when they changed the gift message themselves: the message as it now reads. */
export function giftMessageMail(order: OrderRow, store: OrderMailStore) {
  const texts: RecipientDayTexts = recipientDayTexts(store.brand.locale);
  const lines = [texts.messageChanged(order.increment_id)];
  return renderMail(
    {
      subject: texts.messageSubject(order.increment_id),
      preview: lines.join(' '),
      greeting: mailTexts(store.brand.locale).greeting,
      blocks: [
        { kind: 'paragraph', lines },
        ...messageBlock(texts.newMessage, order.gift_message),
        { kind: 'action', label: mailTexts(store.brand.locale).viewOrder, url: store.orderUrl },
      ],
      closing: [texts.questions, store.brand.storeName],
    },
    store.brand,
  );
}

/**
 * A gift's recipient who knows of it (they chose its day, or were told it shipped) hears when the buyer moves its day
 * or its address: where and when it now comes. Others are not told, so a surprise stays one.
 */
export const recipientKnowsOfGift = (order: OrderRow): boolean =>
  order.is_gift === 1 && order.gift_recipient_email !== null && (order.recipient_choose_until !== null || order.gift_notified_at !== null);

/** The recipient's mail when the buyer changed the gift's day or address: the day and the address it now comes to. */
export function recipientChangedMail(order: OrderRow, store: Pick<OrderMailStore, 'brand'>, address: string) {
  const { texts, gift, day, sender, recipient } = wordsOf(order, store);
  const lines = [
    texts.changed(sender),
    order.delivery_date ? texts.changedDay(day(order.delivery_date)) : '',
    address ? texts.changedAddress(address) : '',
  ].filter(Boolean);
  return renderMail(
    {
      subject: texts.changedSubject(sender),
      preview: lines.join(' '),
      greeting: recipient ? gift.greetingNamed(recipient) : gift.greeting,
      blocks: [{ kind: 'paragraph', lines }],
      closing: [gift.questions, store.brand.storeName],
    },
    store.brand,
  );
}

/** Sends one of these mails about the order to `to`, in its store view's words; a failure is logged (the change stands). */
export async function sendDayMail(
  context: ApiContext,
  order: OrderRow,
  to: string,
  build: (store: OrderMailStore) => RenderedMail,
  failed: string,
): Promise<void> {
  try {
    await context.mailer.send({ from: context.config.mailFrom, to, ...build(await orderMailStore(context, order)) });
  } catch (error) {
    context.log.error({ err: error, order: order.increment_id }, failed);
  }
}

/** The delivery address in one line (street, city, state, ZIP), as the change mails show it. */
export const addressLine = (order: OrderRow) => {
  const address = order.shipping_address ? (JSON.parse(order.shipping_address) as Record<string, unknown>) : {};
  const street = Array.isArray(address.street) ? address.street.join(' ') : '';
  return [street, address.city, address.region_code, address.postcode].filter(Boolean).join(', ');
};

/** Tells a gift's recipient who knows of it that the buyer (or staff) moved its day or its address. */
export async function sendRecipientChangeMail(context: ApiContext, order: OrderRow): Promise<void> {
  if (!recipientKnowsOfGift(order) || order.gift_recipient_email === null) return;
  const address = echoText(addressLine(order), 200);
  await sendDayMail(
    context,
    order,
    order.gift_recipient_email,
    (store) => recipientChangedMail(order, store, address),
    'gift recipient change e-mail failed',
  );
}
