import { deliveryDayText } from '@shoreline/domain/messages';
import type { OrderRow } from './storage.js';
import { echoText } from './echo-text.js';

/** The customer's e-mail when staff move their delivery to another date (a shipping hold, a full day). */
export function rescheduleMail(order: OrderRow, storeName: string, move: { from: string; to: string; reason: string | null }) {
  const lines = [
    'Hello,',
    '',
    `we had to move the delivery of your ${storeName} order ${order.increment_id}.`,
    move.reason ? `Why: ${echoText(move.reason, 200)}` : '',
    '',
    `Was: ${deliveryDayText(move.from)} (${move.from})`,
    `New delivery date: ${deliveryDayText(move.to)} (${move.to})`,
    '',
    'Nothing else changes: your order ships packed cold for the new date. Questions? Just reply to this e-mail.',
    storeName,
  ];
  return {
    subject: `Your ${storeName} order ${order.increment_id} now arrives on ${deliveryDayText(move.to)}`,
    text: lines.filter((line, index, all) => line !== '' || all[index - 1] !== '').join('\n'),
  };
}
