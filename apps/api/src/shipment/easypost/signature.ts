import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * EasyPost signs each webhook with the webhook secret: header
 * `X-Hmac-Signature: hmac-sha256-hex=<hex HMAC-SHA256 of the raw body>`, the key being the secret in NFKD form.
 */
export const EASYPOST_SIGNATURE_HEADER = 'x-hmac-signature';
const PREFIX = 'hmac-sha256-hex=';

const hmacHex = (secret: string, body: string) => createHmac('sha256', secret.normalize('NFKD')).update(body, 'utf8').digest('hex');

export function signEasyPostWebhook(secret: string, body: string): string {
  return PREFIX + hmacHex(secret, body);
}

/** True only for a well-formed header whose HMAC matches the raw body (constant-time compare). */
export function verifyEasyPostWebhook(secret: string, body: string, header: string | undefined): boolean {
  if (!secret || !header?.startsWith(PREFIX)) return false;
  const given = header.slice(PREFIX.length);
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(hmacHex(secret, body), 'hex');
  return timingSafeEqual(Buffer.from(given, 'hex'), expected);
}
