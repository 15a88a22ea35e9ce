import { isLoopbackHost, type ApiConfig, type PaymentMode } from '../config.js';
import { NmiClient } from './nmi/client.js';
import { PayPalClient } from './paypal/client.js';
import { startPaymentSandbox, type PaymentSandbox } from './sandbox-server.js';
import type { BrowserPaymentSettings } from '../payment-methods/index.js';

/**
 * The payment gateways the API talks to. Live mode (PAYMENT_MODE=live, the default) uses the
 * gateways that have credentials and offers nothing for one that has none. Test mode
 * (PAYMENT_MODE=test, what `npm start` sets) runs the built-in sandboxes, on loopback only, for
 * the gateways without credentials, and marks every payment test_mode; it is refused at start
 * when the shop's public address is not this machine, unless PAYMENT_MODE_FORCE=1.
 */
export interface PaymentGateways {
  mode: PaymentMode;
  nmi: NmiClient;
  paypal: PayPalClient;
  nmiTestMode: boolean;
  paypalTestMode: boolean;
  /** The gateway methods the shop may offer: a live gateway without credentials is not offered at all. */
  offered: { card: boolean; paypal: boolean };
  nmiTimeoutMs: number;
  browser: BrowserPaymentSettings;
  /** What incoming webhooks are checked with; null refuses that gateway's webhooks. */
  webhooks: { nmiSigningKey: string | null; paypalWebhookId: string | null };
  /** Running in test mode when a gateway has no credentials. */
  sandbox: PaymentSandbox | null;
  close(): Promise<void>;
}

/** Why test mode may not start with this configuration, or null when it may (or the shop is live). */
export function testModeRefusal(config: Pick<ApiConfig, 'paymentMode' | 'paymentModeForced' | 'publicUrl' | 'storePublicUrls'>) {
  if (config.paymentMode !== 'test' || config.paymentModeForced) return null;
  const exposed = [config.publicUrl, ...Object.values(config.storePublicUrls)].filter((url) => !isLoopbackHost(new URL(url).hostname));
  if (exposed.length === 0) return null;
  return (
    `PAYMENT_MODE=test takes test payments as paid orders, and ${exposed.join(', ')} is not a loopback address. ` +
    'Set PAYMENT_MODE=live (with NMI_SECURITY_KEY/NMI_TOKENIZATION_KEY and/or PAYPAL_CLIENT_ID/PAYPAL_CLIENT_SECRET), ' +
    'or PAYMENT_MODE_FORCE=1 for a shop that must never take real orders.'
  );
}

export async function createPaymentGateways(config: ApiConfig, warn: (message: string) => void): Promise<PaymentGateways> {
  const refusal = testModeRefusal(config);
  if (refusal) throw new Error(refusal);
  const test = config.paymentMode === 'test';
  const nmiSandboxed = test && !config.nmiSecurityKey;
  const paypalSandboxed = test && !config.paypalClientId;
  const sandbox =
    nmiSandboxed || paypalSandboxed
      ? await startPaymentSandbox({ port: config.paymentSandboxPort, host: config.paymentSandboxHost, publicUrl: config.publicUrl, warn })
      : null;
  if (sandbox) {
    const which = [nmiSandboxed ? 'card (NMI_SECURITY_KEY unset)' : '', paypalSandboxed ? 'PayPal (PAYPAL_CLIENT_ID unset)' : ''].filter(
      Boolean,
    );
    warn(`PAYMENT_MODE=test: payment sandbox at ${sandbox.publicOrigin} takes ${which.join(' and ')} payments: no money moves`);
  }
  if (!test && (!config.nmiSecurityKey || !config.paypalClientId)) {
    const missing = [
      !config.nmiSecurityKey ? 'card (NMI_SECURITY_KEY unset)' : '',
      !config.paypalClientId ? 'PayPal (PAYPAL_CLIENT_ID unset)' : '',
    ];
    warn(`PAYMENT_MODE=live: not offered: ${missing.filter(Boolean).join(' and ')}`);
  }
  const nmi = new NmiClient({
    apiUrl: sandbox && nmiSandboxed ? `${sandbox.internalOrigin}/api/transact.php` : config.nmiApiUrl,
    securityKey: sandbox && nmiSandboxed ? sandbox.nmi.securityKey : (config.nmiSecurityKey ?? ''),
    timeoutMs: config.nmiTimeoutMs,
  });
  const paypal = new PayPalClient({
    apiUrl: sandbox && paypalSandboxed ? sandbox.internalOrigin : config.paypalApiUrl,
    clientId: sandbox && paypalSandboxed ? sandbox.paypal.clientId : (config.paypalClientId ?? ''),
    clientSecret: sandbox && paypalSandboxed ? sandbox.paypal.clientSecret : (config.paypalClientSecret ?? ''),
    timeoutMs: config.paypalTimeoutMs,
  });
  const collectJsUrl = sandbox && nmiSandboxed ? `${sandbox.publicOrigin}/token/Collect.js` : config.nmiCollectJsUrl;
  return {
    mode: config.paymentMode,
    nmi,
    paypal,
    // In test mode every gateway payment is a test, even through credentials (they should be the gateway's test account).
    nmiTestMode: test,
    paypalTestMode: test,
    offered: { card: test || Boolean(config.nmiSecurityKey), paypal: test || Boolean(config.paypalClientId) },
    nmiTimeoutMs: config.nmiTimeoutMs,
    browser: {
      card: {
        testMode: test,
        collectJsUrl,
        tokenizationKey: sandbox && nmiSandboxed ? sandbox.nmi.tokenizationKey : (config.nmiTokenizationKey ?? ''),
      },
      paypal: { testMode: test },
      cspOrigins: [new URL(collectJsUrl).origin],
    },
    webhooks: {
      nmiSigningKey: sandbox && nmiSandboxed ? sandbox.nmi.webhookSigningKey : config.nmiWebhookSigningKey,
      paypalWebhookId: sandbox && paypalSandboxed ? sandbox.paypal.webhookId : config.paypalWebhookId,
    },
    sandbox,
    close: async () => {
      await sandbox?.close();
    },
  };
}
