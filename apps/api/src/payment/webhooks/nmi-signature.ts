import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * NMI signs each webhook with the merchant's signing key: header
 * `Webhook-Signature: t=<nonce>,s=<hex HMAC-SHA256 of "<nonce>.<raw body>">`.
 */
export const NMI_SIGNATURE_HEADER = 'webhook-signature';

const hmacHex = (key: string, nonce: string, body: string) => createHmac('sha256', key).update(`${nonce}.${body}`).digest('hex');

export function signNmiWebhook(key: string, body: string, nonce = randomBytes(12).toString('hex')): string {
  return `t=${nonce},s=${hmacHex(key, nonce, body)}`;
}

function parseHeader(header: string): { nonce: string; signature: string } | null {
  const parts = new Map<string, string>();
  for (const piece of header.split(',')) {
    const at = piece.indexOf('=');
    if (at > 0) parts.set(piece.slice(0, at).trim(), piece.slice(at + 1).trim());
  }
  const nonce = parts.get('t');
  const signature = parts.get('s');
  return nonce && signature && /^[0-9a-f]{64}$/i.test(signature) && nonce.length <= 128 ? { nonce, signature } : null;
}

/** True only for a well-formed header whose HMAC matches the raw body (constant-time compare). */
export function verifyNmiWebhook(key: string, body: string, header: string | undefined): boolean {
  if (!key || !header) return false;
  const parsed = parseHeader(header);
  if (!parsed) return false;
  const expected = Buffer.from(hmacHex(key, parsed.nonce, body), 'hex');
  const given = Buffer.from(parsed.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
