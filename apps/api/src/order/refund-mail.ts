import { formatCents, type PriceFormat } from '@shoreline/domain/money';
import type { OrderRow } from './storage.js';
import { echoText } from './echo-text.js';
import { refundTexts } from './mail-texts.js';
import { mailTextOf } from './shipment-mail.js';

/** One part of a refund as the customer reads it: a line by name (no units for the shipping or other charges). */
export interface RefundMailLine {
  name: string;
  qty: number;
  amountCents: number;
}

export interface RefundMailInput {
  order: Pick<OrderRow, 'increment_id'>;
  refund: { amountCents: number; lines: readonly RefundMailLine[]; reason?: string; to?: 'original' | 'store_credit' };
}

/** The customer's e-mail when staff refund all or part of an order: how much, for which lines, and where it goes. */
export function refundMail({ order, refund }: RefundMailInput, store: { name: string; locale: string; priceFormat: PriceFormat }) {
  const texts = refundTexts(store.locale);
  const money = (cents: number) => formatCents(cents, store.priceFormat);
  const lines = [
    texts.greeting,
    '',
    texts.refunded(store.name, money(refund.amountCents), order.increment_id),
    ...refund.lines.map((line) => `${line.qty > 0 ? `${line.qty} × ` : ''}${echoText(line.name, 200)}: ${money(line.amountCents)}`),
    '',
    refund.to === 'store_credit' ? texts.toCredit : texts.toCard,
    refund.reason ? texts.why(echoText(refund.reason, 200)) : '',
    '',
    texts.questions,
    store.name,
  ];
  return { subject: texts.subject(store.name, order.increment_id), text: mailTextOf(lines) };
}
