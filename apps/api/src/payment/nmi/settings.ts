import { httpUrl, positiveInt, type ApiConfig } from '../../config.js';

/** The card gateway's (NMI) settings. No security key: the built-in card sandbox in test mode, not offered in live mode. */
export interface NmiSettings {
  /** NMI Payment API key (server only). */
  securityKey: string | null;
  /** NMI public tokenization key for Collect.js (the browser sees it). */
  tokenizationKey: string | null;
  apiUrl: string;
  collectJsUrl: string;
  /** How long a card gateway call may take before its outcome counts as unknown (it is then looked up, never repeated). */
  timeoutMs: number;
  /** NMI's webhook signing key (Settings > Webhooks). Unset with live keys: NMI webhooks are refused. */
  webhookSigningKey: string | null;
}

/** Reads NMI_* from the API's environment; a setting that cannot work stops the start. */
export function nmiSettings({ paymentEnvironment: env }: Pick<ApiConfig, 'paymentEnvironment'>): NmiSettings {
  const securityKey = env.NMI_SECURITY_KEY || null;
  const tokenizationKey = env.NMI_TOKENIZATION_KEY || null;
  if (securityKey && !tokenizationKey) throw new Error('NMI_TOKENIZATION_KEY is required with NMI_SECURITY_KEY (Collect.js needs it)');
  return {
    securityKey,
    tokenizationKey,
    apiUrl: httpUrl(env.NMI_API_URL || 'https://secure.nmi.com/api/transact.php', 'NMI_API_URL'),
    collectJsUrl: httpUrl(env.NMI_COLLECT_JS_URL || 'https://secure.nmi.com/token/Collect.js', 'NMI_COLLECT_JS_URL'),
    timeoutMs: positiveInt(env.NMI_TIMEOUT_MS, 30_000, 'NMI_TIMEOUT_MS'),
    webhookSigningKey: env.NMI_WEBHOOK_SIGNING_KEY || null,
  };
}
