import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links that carry their own permission: a purpose, a row id and an expiry (seconds), signed with the app
 * secret. The purpose is part of what is signed, so a download link's signature opens no receipt.
 */
export function linkSignature(secret: string, purpose: string, id: number, expires: number): string {
  return createHmac('sha256', secret).update(`${purpose}:${id}:${expires}`).digest('base64url');
}

/** Whether `expires` and `signature` (as a query string gives them) are this purpose's for this id, and not expired. */
export function isSignedLink(secret: string, purpose: string, id: number, expires: unknown, signature: unknown, now = Date.now()): boolean {
  if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
  const seconds = Number(expires);
  if (seconds * 1000 < now) return false;
  const expected = Buffer.from(linkSignature(secret, purpose, id, seconds));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
