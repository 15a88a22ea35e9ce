import { formatCents } from '@shoreline/domain/money';
import { renderMail } from '../mail/index.js';
import type { OrderRow } from './storage.js';
import { echoText } from './echo-text.js';
import { mailTexts, refundTexts } from './mail-texts.js';
import type { ApiContext } from '../context.js';
import { orderMailStore, type OrderMailStore } from './mail-links.js';

/** What was given back: the whole amount, and the lines it was for (each with its own share). */
export interface RefundMailInput {
  amountCents: number;
  lines: ReadonlyArray<{ name: string; qty: number; amountCents: number }>;
  /** The staff's words to the buyer, if any. */
  reason?: string | null;
}

/** The buyer's refund e-mail in the view's language: how much, for which lines, why, and a button back to the order. */
export function refundMail(order: Pick<OrderRow, 'increment_id'>, store: OrderMailStore, refund: RefundMailInput) {
  const { storeName, locale } = store.brand;
  const texts = refundTexts(locale);
  const orderTexts = mailTexts(locale);
  const money = (cents: number) => formatCents(cents, store.priceFormat);
  const said = [
    texts.refunded(money(refund.amountCents), order.increment_id),
    refund.reason ? texts.why(echoText(refund.reason, 300)) : '',
  ];
  return renderMail(
    {
      subject: texts.subject(storeName, order.increment_id),
      preview: said[0],
      greeting: orderTexts.greeting,
      blocks: [
        { kind: 'paragraph', lines: said },
        ...(refund.lines.length
          ? [
              {
                kind: 'items' as const,
                heading: texts.whatFor,
                items: refund.lines.map((line) => ({
                  text: `${line.qty} x ${echoText(line.name, 120)}`,
                  amount: money(line.amountCents),
                  options: [],
                })),
              },
            ]
          : []),
        { kind: 'totals', rows: [], total: { title: texts.total, amount: money(refund.amountCents) } },
        { kind: 'paragraph', lines: [texts.whenSeen] },
        { kind: 'action', label: orderTexts.viewOrder, url: store.orderUrl },
      ],
      closing: [orderTexts.questions, storeName],
    },
    store.brand,
  );
}

/** Mails the buyer a refund of their order; a failed e-mail is logged and the refund stands. */
export async function sendRefundMail(context: ApiContext, order: OrderRow, refund: RefundMailInput): Promise<void> {
  try {
    const mail = refundMail(order, await orderMailStore(context, order), refund);
    await context.mailer.send({ from: context.config.mailFrom, to: order.customer_email, ...mail });
  } catch (error) {
    context.log.error({ err: error, order: order.increment_id }, 'refund e-mail failed');
  }
}
