import { isLoopbackHost, type ApiConfig } from '../config.js';
import { PAYMENT_ADAPTERS, PaymentProviders } from './registry.js';
import { startPaymentSandbox } from './sandbox-server.js';

declare module '../context.js' {
  interface PaymentRegistrySlot {
    registry: PaymentGateways;
  }
}

/**
 * The payment gateways the API talks to. Live mode (PAYMENT_MODE=live, the default) uses the
 * gateways that have credentials and offers nothing for one that has none. Test mode
 * (PAYMENT_MODE=test, what `npm start` sets) runs the built-in sandboxes, on loopback only, for
 * the gateways without credentials, and marks every payment test_mode; it is refused at start
 * when the shop's public address is not this machine, unless PAYMENT_MODE_FORCE=1.
 */
export type PaymentGateways = PaymentProviders;

/** Why test mode may not start with this configuration, or null when it may (or the shop is live). */
export function testModeRefusal(config: Pick<ApiConfig, 'paymentMode' | 'paymentModeForced' | 'publicUrl' | 'storePublicUrls'>) {
  if (config.paymentMode !== 'test' || config.paymentModeForced) return null;
  const exposed = [config.publicUrl, ...Object.values(config.storePublicUrls)].filter((url) => !isLoopbackHost(new URL(url).hostname));
  if (exposed.length === 0) return null;
  return (
    `PAYMENT_MODE=test takes test payments as paid orders, and ${exposed.join(', ')} is not a loopback address. ` +
    `Set PAYMENT_MODE=live (with ${PAYMENT_ADAPTERS.flatMap((adapter) => adapter.credentials ?? []).join(' and/or ')}), ` +
    'or PAYMENT_MODE_FORCE=1 for a shop that must never take real orders.'
  );
}

/** Starts the registry's providers (registry.ts), and the sandboxes when some gateway runs on them. */
export async function createPaymentGateways(config: ApiConfig, warn: (message: string) => void): Promise<PaymentGateways> {
  const refusal = testModeRefusal(config);
  if (refusal) throw new Error(refusal);
  const test = config.paymentMode === 'test';
  const sandboxed = PAYMENT_ADAPTERS.flatMap((adapter) => adapter.sandboxedAs(config, test) ?? []);
  const sandbox =
    sandboxed.length > 0
      ? await startPaymentSandbox({
          port: config.paymentSandboxPort,
          host: config.paymentSandboxHost,
          publicUrl: config.publicUrl,
          warn,
          parts: PAYMENT_ADAPTERS.flatMap((adapter) => adapter.sandbox ?? []),
        })
      : null;
  if (sandbox)
    warn(`PAYMENT_MODE=test: payment sandbox at ${sandbox.publicOrigin} takes ${sandboxed.join(' and ')} payments: no money moves`);
  const missing = test ? [] : PAYMENT_ADAPTERS.flatMap((adapter) => adapter.missingIn(config) ?? []);
  if (missing.length > 0) warn(`PAYMENT_MODE=live: not offered: ${missing.join(' and ')}`);
  const providers = PAYMENT_ADAPTERS.map((adapter) => adapter.create({ config, test, sandbox }));
  return new PaymentProviders(config.paymentMode, providers, sandbox);
}
