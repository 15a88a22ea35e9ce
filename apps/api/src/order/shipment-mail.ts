import type { OrderRow } from './storage.js';
import { echoText } from './echo-text.js';
import { deliveryDayIn, shipmentTexts } from './mail-texts.js';

/** The carrier and tracking number, each on its line, labelled in the mail's language. */
export const trackingLines = (labels: { carrier: string; trackingNumber: string }, shipment: { carrier: string; trackNumber: string }) => [
  `${labels.carrier}: ${echoText(shipment.carrier, 64)}`,
  `${labels.trackingNumber}: ${echoText(shipment.trackNumber, 128)}`,
];

/** A plain-text mail's lines joined, never two blank lines in a row (a line left out leaves no gap). */
export const mailTextOf = (lines: readonly string[]): string =>
  lines.filter((line, index, all) => line !== '' || all[index - 1] !== '').join('\n');

/** The customer's "on its way" e-mail with the carrier and tracking number, in the store view's language. */
export function shipmentMail(order: OrderRow, store: { name: string; locale: string }, shipment: { carrier: string; trackNumber: string }) {
  const texts = shipmentTexts(store.locale);
  const lines = [
    texts.greeting,
    '',
    texts.onItsWay(store.name, order.increment_id),
    order.delivery_date ? texts.arrives(deliveryDayIn(order.delivery_date, store.locale)) : '',
    '',
    ...trackingLines(texts, shipment),
    '',
    texts.questions,
    store.name,
  ];
  return {
    subject: texts.subject(store.name, order.increment_id),
    text: mailTextOf(lines),
  };
}
