import { renderMail } from '../../mail/index.js';
import type { OrderRow } from '../storage.js';
import { echoText } from '../echo-text.js';
import { deliveryDayIn, mailTexts, rescheduleTexts } from './mail-texts.js';
import type { OrderMailStore } from './mail-links.js';

/** A delivery's move: from and to which date, the hold's reason, and whether the customer moved it themselves. */
export interface RescheduleMove {
  /** null: the order had no date yet (a gift whose recipient did not choose one). */
  from: string | null;
  to: string;
  reason: string | null;
  byCustomer?: boolean;
}

/** The customer's e-mail when their delivery moves to another date (staff for a hold or a full day, or they themselves), in the view's language. */
export function rescheduleMail(order: OrderRow, store: OrderMailStore, move: RescheduleMove) {
  const { storeName, locale } = store.brand;
  const texts = rescheduleTexts(locale);
  const day = (date: string) => deliveryDayIn(date, locale);
  const moved = [
    (move.byCustomer ? texts.youMoved : texts.moved)(storeName, order.increment_id),
    move.reason ? texts.why(echoText(move.reason, 200)) : '',
  ];
  return renderMail(
    {
      subject: texts.subject(storeName, order.increment_id, day(move.to)),
      preview: texts.newDate(day(move.to), move.to),
      greeting: texts.greeting,
      blocks: [
        { kind: 'paragraph', lines: moved },
        { kind: 'paragraph', lines: [move.from ? texts.was(day(move.from), move.from) : '', texts.newDate(day(move.to), move.to)] },
        { kind: 'action', label: mailTexts(locale).viewOrder, url: store.orderUrl },
      ],
      closing: [texts.nothingElse, storeName],
    },
    store.brand,
  );
}
