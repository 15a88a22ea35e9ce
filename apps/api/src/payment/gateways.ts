import type { ApiConfig } from '../config.js';
import { NmiClient } from './nmi/client.js';
import { PayPalClient } from './paypal/client.js';
import { startPaymentSandbox, type PaymentSandbox } from './sandbox-server.js';
import type { BrowserPaymentSettings } from './methods.js';

/**
 * The payment gateways the API talks to: NMI and PayPal with their credentials, or the
 * built-in sandboxes (test mode) for a gateway that has none, so `npm start` takes payments
 * without any account. Every payment a sandbox takes is marked test_mode.
 */
export interface PaymentGateways {
  nmi: NmiClient;
  paypal: PayPalClient;
  nmiTestMode: boolean;
  paypalTestMode: boolean;
  nmiTimeoutMs: number;
  browser: BrowserPaymentSettings;
  /** What incoming webhooks are checked with; null refuses that gateway's webhooks. */
  webhooks: { nmiSigningKey: string | null; paypalWebhookId: string | null };
  /** Running when a gateway has no credentials. */
  sandbox: PaymentSandbox | null;
  close(): Promise<void>;
}

export async function createPaymentGateways(config: ApiConfig, warn: (message: string) => void): Promise<PaymentGateways> {
  const nmiTestMode = !config.nmiSecurityKey;
  const paypalTestMode = !config.paypalClientId;
  const sandbox =
    nmiTestMode || paypalTestMode
      ? await startPaymentSandbox({ port: config.paymentSandboxPort, host: config.paymentSandboxHost, publicUrl: config.publicUrl, warn })
      : null;
  if (sandbox) {
    const which = [nmiTestMode ? 'card (NMI_SECURITY_KEY unset)' : '', paypalTestMode ? 'PayPal (PAYPAL_CLIENT_ID unset)' : ''].filter(
      Boolean,
    );
    warn(`payment sandbox at ${sandbox.publicOrigin} takes ${which.join(' and ')} payments in TEST MODE: no money moves`);
  }
  const nmi = new NmiClient({
    apiUrl: sandbox && nmiTestMode ? `${sandbox.internalOrigin}/api/transact.php` : config.nmiApiUrl,
    securityKey: sandbox && nmiTestMode ? sandbox.nmi.securityKey : (config.nmiSecurityKey ?? ''),
    timeoutMs: config.nmiTimeoutMs,
  });
  const paypal = new PayPalClient({
    apiUrl: sandbox && paypalTestMode ? sandbox.internalOrigin : config.paypalApiUrl,
    clientId: sandbox && paypalTestMode ? sandbox.paypal.clientId : (config.paypalClientId ?? ''),
    clientSecret: sandbox && paypalTestMode ? sandbox.paypal.clientSecret : (config.paypalClientSecret ?? ''),
    timeoutMs: config.paypalTimeoutMs,
  });
  const collectJsUrl = sandbox && nmiTestMode ? `${sandbox.publicOrigin}/token/Collect.js` : config.nmiCollectJsUrl;
  return {
    nmi,
    paypal,
    nmiTestMode,
    paypalTestMode,
    nmiTimeoutMs: config.nmiTimeoutMs,
    browser: {
      card: {
        testMode: nmiTestMode,
        collectJsUrl,
        tokenizationKey: sandbox && nmiTestMode ? sandbox.nmi.tokenizationKey : (config.nmiTokenizationKey ?? ''),
      },
      paypal: { testMode: paypalTestMode },
      cspOrigins: [new URL(collectJsUrl).origin],
    },
    webhooks: {
      nmiSigningKey: sandbox && nmiTestMode ? sandbox.nmi.webhookSigningKey : config.nmiWebhookSigningKey,
      paypalWebhookId: sandbox && paypalTestMode ? sandbox.paypal.webhookId : config.paypalWebhookId,
    },
    sandbox,
    close: async () => {
      await sandbox?.close();
    },
  };
}
