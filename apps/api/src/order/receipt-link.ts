import { isSignedLink, linkSignature } from '../http/signed-link.js';

/**
 * The thank-you page's link to the order it shows: the order's id and an expiry, signed with the app
 * secret. It lets the page (a guest's too) read the order again after a reload, for a day, and only
 * that order.
 */
export const RECEIPT_LINK_SECONDS = 24 * 3600;
const PURPOSE = 'order-receipt';

export interface ReceiptLink {
  order: number;
  expires: number;
  sig: string;
}

export function receiptLinkOf(secret: string, orderId: number, now = Date.now()): ReceiptLink {
  const expires = Math.floor(now / 1000) + RECEIPT_LINK_SECONDS;
  return { order: orderId, expires, sig: linkSignature(secret, PURPOSE, orderId, expires) };
}

export function isReceiptLink(secret: string, orderId: number, expires: unknown, signature: unknown, now = Date.now()): boolean {
  return isSignedLink(secret, PURPOSE, orderId, expires, signature, now);
}
