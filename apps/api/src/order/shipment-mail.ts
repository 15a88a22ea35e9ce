import type { OrderRow } from './storage.js';
import { echoText } from './echo-text.js';

/** The customer's "on its way" e-mail with the carrier and tracking number. */
export function shipmentMail(order: OrderRow, storeName: string, shipment: { carrier: string; trackNumber: string }) {
  const lines = [
    'Hello,',
    '',
    `your ${storeName} order ${order.increment_id} is on its way, packed cold.`,
    order.delivery_date ? `It arrives on ${order.delivery_date}.` : '',
    '',
    `Carrier: ${echoText(shipment.carrier, 64)}`,
    `Tracking number: ${echoText(shipment.trackNumber, 128)}`,
    '',
    'Questions? Just reply to this e-mail.',
    storeName,
  ];
  return {
    subject: `Your ${storeName} order ${order.increment_id} has shipped`,
    text: lines.filter((line, index, all) => line !== '' || all[index - 1] !== '').join('\n'),
  };
}
