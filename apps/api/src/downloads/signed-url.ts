import { isSignedLink, linkSignature } from '../http/index.js';

/**
 * A download link names its row and an expiry, signed with the app secret: it cannot be made up or
 * stretched, and the row still counts the downloads and knows the real expiry.
 */
const PURPOSE = 'download';

export function downloadPath(secret: string, id: number, expiresAt: string): string {
  const expires = Math.floor(new Date(expiresAt).getTime() / 1000);
  return `/api/downloads/${id}?expires=${expires}&sig=${linkSignature(secret, PURPOSE, id, expires)}`;
}

export function verifyDownload(secret: string, id: number, expires: unknown, signature: unknown, now = Date.now()): boolean {
  return isSignedLink(secret, PURPOSE, id, expires, signature, now);
}
