import type { ReceiptWire } from '@shoreline/domain/wire/order';

/** The signed link an order's answer gives: it lets the thank-you page read that order again for a day. */
export interface ReceiptLink {
  order: number;
  expires: number;
  sig: string;
}

/** The order as GET /api/order/receipt answers it. */
export type Receipt = ReceiptWire;

export const THANK_YOU_PATH = '/checkout/thank-you';

export const isReceiptLink = (value: unknown): value is ReceiptLink => {
  const link = value as Partial<ReceiptLink> | null;
  return !!link && Number.isInteger(link.order) && Number.isInteger(link.expires) && typeof link.sig === 'string' && link.sig !== '';
};

/** A receipt link from an order's answer, if it carries a well-formed one. */
export const receiptLinkIn = (confirmation: unknown): ReceiptLink | null => {
  const receipt = (confirmation as { receipt?: unknown } | null)?.receipt;
  return isReceiptLink(receipt) ? receipt : null;
};

/** The thank-you page's address for an order: reloading it shows the same order. */
export function thankYouPath(link: ReceiptLink): string {
  const query = new URLSearchParams({ order: String(link.order), expires: String(link.expires), sig: link.sig });
  return `${THANK_YOU_PATH}?${query.toString()}`;
}

/**
 * The receipt API's query for the link the thank-you page's address carries, in the page's store view (the receipt
 * names the shipping method in the view's language); null when the address carries no link.
 */
export function receiptQueryOf(search: string, storeCode?: string): string | null {
  const params = new URLSearchParams(search);
  const order = params.get('order');
  const expires = params.get('expires');
  const sig = params.get('sig');
  if (!order || !expires || !sig) return null;
  return new URLSearchParams({ order, expires, sig, ...(storeCode ? { storeCode } : {}) }).toString();
}
