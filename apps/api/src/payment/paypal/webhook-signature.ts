import { createHmac, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * PayPal's webhook transmission headers. PayPal signs `<transmission id>|<time>|<webhook id>|<crc32 of
 * the body>`; the shop never checks that itself but asks PayPal (verify-webhook-signature) with
 * these headers and its webhook id. The sandbox signs the same string with an HMAC of its own
 * secret and checks it when asked, so the shop's code path is PayPal's.
 */
export interface PayPalTransmission {
  auth_algo: string;
  cert_url: string;
  transmission_id: string;
  transmission_sig: string;
  transmission_time: string;
}

const HEADER_OF: Record<keyof PayPalTransmission, string> = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
};

/** The five headers, or null when one is missing or too long to be PayPal's. */
export function transmissionOf(headers: Record<string, string | string[] | undefined>): PayPalTransmission | null {
  const read = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' && value.length > 0 && value.length <= 2048 ? value : null;
  };
  const entries = Object.entries(HEADER_OF).map(([field, header]) => [field, read(header)] as const);
  if (entries.some(([, value]) => value === null)) return null;
  return Object.fromEntries(entries) as unknown as PayPalTransmission;
}

export const transmissionHeaders = (transmission: PayPalTransmission): Record<string, string> =>
  Object.fromEntries(Object.entries(HEADER_OF).map(([field, header]) => [header, transmission[field as keyof PayPalTransmission]]));

const signedText = (transmissionId: string, time: string, webhookId: string, body: string) =>
  `${transmissionId}|${time}|${webhookId}|${crc32(Buffer.from(body, 'utf8'))}`;

export function sandboxSignature(secret: string, transmissionId: string, time: string, webhookId: string, body: string): string {
  return createHmac('sha256', secret)
    .update(signedText(transmissionId, time, webhookId, body))
    .digest('base64');
}

export function sandboxSignatureMatches(
  secret: string,
  transmission: Pick<PayPalTransmission, 'transmission_id' | 'transmission_time' | 'transmission_sig'>,
  webhookId: string,
  body: string,
): boolean {
  const expected = Buffer.from(sandboxSignature(secret, transmission.transmission_id, transmission.transmission_time, webhookId, body));
  const given = Buffer.from(transmission.transmission_sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
