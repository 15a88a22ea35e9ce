import { formatCents } from '@shoreline/domain/money';
import { renderMail } from '../../mail/index.js';
import { refundPlaces } from '../../method-names/index.js';
import { GATEWAY_WORDS } from '../../payment/index.js';
import type { OrderRow } from '../storage.js';
import { echoText } from '../echo-text.js';
import { mailTexts, refundTexts } from '../mails/mail-texts.js';
import type { OrderMailStore } from '../mails/mail-links.js';

/** What was given back: the whole amount, and the lines it was for (each with its own share). */
export interface RefundMailInput {
  amountCents: number;
  lines: ReadonlyArray<{ name: string; qty: number; amountCents: number }>;
  /** The staff's words to the buyer, if any. */
  reason?: string | null;
  /** Where the money went: back through the payment (the default) or to the account's store credit. */
  to?: 'original' | 'store_credit';
}

/** The buyer's refund e-mail in the view's language: how much, for which lines, why, and a button back to the order. */
export function refundMail(order: Pick<OrderRow, 'increment_id'>, store: OrderMailStore, refund: RefundMailInput) {
  const { storeName, locale } = store.brand;
  const texts = refundTexts(locale);
  const orderTexts = mailTexts(locale);
  const money = (cents: number) => formatCents(cents, store.priceFormat);
  const said = [
    texts.refunded(money(refund.amountCents), order.increment_id),
    refund.to === 'store_credit' ? texts.toCredit : texts.toCard(refundPlaces(GATEWAY_WORDS, locale)),
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
                  // Shipping and other charges have no units.
                  text: line.qty > 0 ? `${line.qty} x ${echoText(line.name, 120)}` : echoText(line.name, 120),
                  amount: money(line.amountCents),
                  options: [],
                })),
              },
            ]
          : []),
        { kind: 'totals', rows: [], total: { title: texts.total, amount: money(refund.amountCents) } },
        { kind: 'action', label: orderTexts.viewOrder, url: store.orderUrl },
      ],
      closing: [orderTexts.questions, storeName],
    },
    store.brand,
  );
}
