import { isSignedLink, linkSignature } from '../../http/index.js';

/**
 * The link of a hold's mail to its answer page: the order, the hold, and an expiry, signed with the app secret. Like
 * the receipt link it lets whoever holds the mail (a guest too) answer for that order and that hold only. It lasts
 * 30 days from the hold's creation, so every mail of the same hold carries the same link.
 */
export const HOLD_LINK_SECONDS = 30 * 24 * 3600;

const purposeOf = (holdId: number) => `hold-answer:${holdId}`;

export interface HoldLink {
  order: number;
  hold: number;
  expires: number;
  sig: string;
}

export function holdLinkOf(secret: string, orderId: number, hold: { id: number; created_at: string }): HoldLink {
  const created = Date.parse(hold.created_at);
  const expires = Math.floor((Number.isNaN(created) ? Date.now() : created) / 1000) + HOLD_LINK_SECONDS;
  return { order: orderId, hold: hold.id, expires, sig: linkSignature(secret, purposeOf(hold.id), orderId, expires) };
}

export function isHoldLink(secret: string, orderId: number, holdId: number, expires: unknown, signature: unknown): boolean {
  return isSignedLink(secret, purposeOf(holdId), orderId, expires, signature);
}
