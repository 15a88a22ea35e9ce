import type { OrderRow } from './storage.js';
import { echoText } from './echo-text.js';
import { deliveryDayIn, rescheduleTexts } from './mail-texts.js';
import { mailTextOf } from './shipment-mail.js';

/** The customer's e-mail when staff move their delivery to another date (a shipping hold, a full day), in the view's language. */
export function rescheduleMail(
  order: OrderRow,
  store: { name: string; locale: string },
  move: { from: string; to: string; reason: string | null },
) {
  const texts = rescheduleTexts(store.locale);
  const day = (date: string) => deliveryDayIn(date, store.locale);
  const lines = [
    texts.greeting,
    '',
    texts.moved(store.name, order.increment_id),
    move.reason ? texts.why(echoText(move.reason, 200)) : '',
    '',
    texts.was(day(move.from), move.from),
    texts.newDate(day(move.to), move.to),
    '',
    texts.nothingElse,
    store.name,
  ];
  return {
    subject: texts.subject(store.name, order.increment_id, day(move.to)),
    text: mailTextOf(lines),
  };
}
