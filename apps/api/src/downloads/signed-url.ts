import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A download link names its row and an expiry, signed with the app secret: it cannot be made up or
 * stretched, and the row still counts the downloads and knows the real expiry.
 */
const sign = (secret: string, id: number, expires: number) =>
  createHmac('sha256', secret).update(`download:${id}:${expires}`).digest('base64url');

export function downloadPath(secret: string, id: number, expiresAt: string): string {
  const expires = Math.floor(new Date(expiresAt).getTime() / 1000);
  return `/api/downloads/${id}?expires=${expires}&sig=${sign(secret, id, expires)}`;
}

export function verifyDownload(secret: string, id: number, expires: unknown, signature: unknown, now = Date.now()): boolean {
  if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
  const seconds = Number(expires);
  if (seconds * 1000 < now) return false;
  const expected = Buffer.from(sign(secret, id, seconds));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
