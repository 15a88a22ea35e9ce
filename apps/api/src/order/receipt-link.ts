import { isSignedLink, linkSignature } from '../http/index.js';

/**
 * The thank-you page's link to the order it shows: the order's id and an expiry, signed with the app
 * secret. It lets the page (a guest's too) read the order again after a reload, for a day after the
 * order was placed, and only that order. The expiry follows from the order, so every answer for the
 * same order (a retried or doubled request) carries the same link.
 */
export const RECEIPT_LINK_SECONDS = 24 * 3600;
/**
 * The same link in a guest's order mails lasts 30 days: a mail is read days later (the delivery, a claim). It shows
 * nothing the confirmation mail itself does not (the lines, totals and addresses as typed), only to whoever holds
 * that mail, and changes nothing: no account, no saved addresses.
 */
export const MAIL_RECEIPT_LINK_SECONDS = 30 * 24 * 3600;
const PURPOSE = 'order-receipt';

export interface ReceiptLink {
  order: number;
  expires: number;
  sig: string;
}

export function receiptLinkOf(secret: string, order: { id: number; created_at: string }, seconds = RECEIPT_LINK_SECONDS): ReceiptLink {
  const placedAt = Date.parse(order.created_at);
  const expires = Math.floor((Number.isNaN(placedAt) ? Date.now() : placedAt) / 1000) + seconds;
  return { order: order.id, expires, sig: linkSignature(secret, PURPOSE, order.id, expires) };
}

export function isReceiptLink(secret: string, orderId: number, expires: unknown, signature: unknown, now = Date.now()): boolean {
  return isSignedLink(secret, PURPOSE, orderId, expires, signature, now);
}

const PAY_PURPOSE = 'order-pay';

/** When an order awaiting payment is released if still unpaid: its placing plus the hold (AWAITING_PAYMENT_HOLD_MINUTES). */
export function payUntilOf(order: { created_at: string }, holdMinutes: number): Date {
  const placedAt = Date.parse(order.created_at);
  return new Date((Number.isNaN(placedAt) ? Date.now() : placedAt) + holdMinutes * 60_000);
}

/**
 * The link that pays an order awaiting payment (the thank-you page's pay form, the e-mail's pay page): valid as long
 * as the order holds its stock, for that order only. Like the receipt link, it follows from the order alone.
 */
export function payLinkOf(secret: string, order: { id: number; created_at: string }, holdMinutes: number): ReceiptLink {
  const expires = Math.floor(payUntilOf(order, holdMinutes).getTime() / 1000);
  return { order: order.id, expires, sig: linkSignature(secret, PAY_PURPOSE, order.id, expires) };
}

export function isPayLink(secret: string, orderId: number, expires: unknown, signature: unknown, now = Date.now()): boolean {
  return isSignedLink(secret, PAY_PURPOSE, orderId, expires, signature, now);
}

/** The pay link of a balance a customer's change left due: valid until `until` (balance-link.ts), for that order only. */
export function balancePayLinkOf(secret: string, orderId: number, until: Date): ReceiptLink {
  const expires = Math.floor(until.getTime() / 1000);
  return { order: orderId, expires, sig: linkSignature(secret, PAY_PURPOSE, orderId, expires) };
}
