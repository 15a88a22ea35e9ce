import { isReceiptLink, type ReceiptLink } from './receipt-link';

/*
 * Kept apart from receipt-link.ts: only code that loads on demand (the order flow, the queue, the pay page) reads
 * an order's payment due, so none of this is in the checkout's first load.
 */

/** An order placed offline and sent without its payment: what the server priced it at, until when it is held, its pay link. */
export interface PaymentDue {
  grand_total: number;
  currency_code: string;
  pay_until: string;
  link: ReceiptLink;
}

/** The payment_due of an order's answer, if it carries a well-formed one. */
export const paymentDueIn = (confirmation: unknown): PaymentDue | null => {
  const due = (confirmation as { payment_due?: Partial<PaymentDue> } | null)?.payment_due;
  if (!due || typeof due.grand_total !== 'number' || typeof due.pay_until !== 'string' || !isReceiptLink(due.link)) return null;
  return { grand_total: due.grand_total, currency_code: String(due.currency_code ?? ''), pay_until: due.pay_until, link: due.link };
};

export const PAY_PATH = '/checkout/pay';

/** The pay page's address for an order awaiting payment (the same the e-mail links to). */
export function payPath(link: ReceiptLink): string {
  const query = new URLSearchParams({ order: String(link.order), expires: String(link.expires), sig: link.sig });
  return `${PAY_PATH}?${query.toString()}`;
}
