import { httpUrl, positiveInt, type ApiConfig } from '../../config.js';

/** PayPal's settings. No credentials: the built-in PayPal sandbox in test mode, not offered in live mode. */
export interface PayPalSettings {
  /** PayPal REST credentials. */
  clientId: string | null;
  clientSecret: string | null;
  apiUrl: string;
  timeoutMs: number;
  /** The id of PayPal's webhook subscription for this shop; PayPal verifies each delivery against it. */
  webhookId: string | null;
}

/** Reads PAYPAL_* from the API's environment; a setting that cannot work stops the start. */
export function payPalSettings({ paymentEnvironment: env }: Pick<ApiConfig, 'paymentEnvironment'>): PayPalSettings {
  const clientId = env.PAYPAL_CLIENT_ID || null;
  const clientSecret = env.PAYPAL_CLIENT_SECRET || null;
  if (Boolean(clientId) !== Boolean(clientSecret)) throw new Error('Set both PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, or neither');
  return {
    clientId,
    clientSecret,
    apiUrl: httpUrl(env.PAYPAL_API_URL || 'https://api-m.paypal.com', 'PAYPAL_API_URL'),
    timeoutMs: positiveInt(env.PAYPAL_TIMEOUT_MS, 30_000, 'PAYPAL_TIMEOUT_MS'),
    webhookId: env.PAYPAL_WEBHOOK_ID || null,
  };
}
