import type { PricedOrder } from '@shoreline/domain/pricing/priced-order';

/** The signed link an order's answer gives: it lets the thank-you page read that order again for a day. */
export interface ReceiptLink {
  order: number;
  expires: number;
  sig: string;
}

/** The order as GET /api/order/receipt answers it. */
export interface Receipt {
  increment_id: string;
  created_at: string;
  customer_email: string;
  payment_title: string;
  priced_order: PricedOrder;
  shipping_address: {
    firstname?: string;
    lastname?: string;
    street?: string[];
    city?: string;
    postcode?: string;
    region?: string;
    region_code?: string;
    country_id?: string;
  } | null;
}

export const THANK_YOU_PATH = '/checkout/thank-you';

const isReceiptLink = (value: unknown): value is ReceiptLink => {
  const link = value as Partial<ReceiptLink> | null;
  return !!link && Number.isInteger(link.order) && Number.isInteger(link.expires) && typeof link.sig === 'string' && link.sig !== '';
};

/** A receipt link from an order's answer, if it carries a well-formed one. */
export const receiptLinkIn = (confirmation: unknown): ReceiptLink | null => {
  const receipt = (confirmation as { receipt?: unknown } | null)?.receipt;
  return isReceiptLink(receipt) ? receipt : null;
};

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

/** The thank-you page's address for an order: reloading it shows the same order. */
export function thankYouPath(link: ReceiptLink): string {
  const query = new URLSearchParams({ order: String(link.order), expires: String(link.expires), sig: link.sig });
  return `${THANK_YOU_PATH}?${query.toString()}`;
}

/** The receipt API's query for the link the thank-you page's address carries; null when it carries none. */
export function receiptQueryOf(search: string): string | null {
  const params = new URLSearchParams(search);
  const order = params.get('order');
  const expires = params.get('expires');
  const sig = params.get('sig');
  if (!order || !expires || !sig) return null;
  return new URLSearchParams({ order, expires, sig }).toString();
}
