import type { PaymentMode } from '../config.js';
import type { MethodWords } from '../method-names/index.js';
import type { BrowserPaymentSettings, OfferedMethod } from '../payment-methods/index.js';
import { PaymentFailed, type ChargeInput, type ChargeOutcome } from './charge.js';
import { cardAdapter } from './nmi/provider.js';
import { cashOnDeliveryAdapter, checkAdapter, freeAdapter, RECORDED_ONLY } from './offline/provider.js';
import { payPalAdapter } from './paypal/provider.js';
import type { CheckoutServices, PaymentAdapter, PaymentOperations, PaymentProvider, ProviderCheckout } from './port.js';
import type { PaymentSandbox } from './sandbox-server.js';
import type { PaymentRow } from './storage.js';

/**
 * Every way the shop can be paid, one line each, in the order the checkout lists them. Adding a gateway is its
 * folder (client, sandbox, provider.ts implementing port.ts) and one line here.
 */
export const PAYMENT_ADAPTERS: readonly PaymentAdapter[] = [cardAdapter, payPalAdapter, freeAdapter, cashOnDeliveryAdapter, checkAdapter];

/** The gateway methods as the shopper's copy names them (pay now, a refund's way back), in the registry's order. */
export const GATEWAY_WORDS: readonly MethodWords[] = PAYMENT_ADAPTERS.flatMap((adapter) => adapter.words ?? []);

/** The gateways whose `pending` payments are captures they hold: an order may take such a payment and wait for it. */
export const GATEWAYS_HOLDING_CAPTURES: readonly string[] = PAYMENT_ADAPTERS.flatMap((adapter) =>
  adapter.holdsPendingCaptures && adapter.gateway ? [adapter.gateway] : [],
);

/** The providers of this process (gateways.ts starts them): what the checkout, the pay page, the back office and the webhooks read. */
export class PaymentProviders {
  constructor(
    readonly mode: PaymentMode,
    readonly providers: readonly PaymentProvider[],
    /** Running in test mode when a gateway has no credentials. */
    readonly sandbox: PaymentSandbox | null,
  ) {}

  /** The methods the shop may offer, in the registry's order: a live gateway without credentials is not offered at all. */
  get offered(): OfferedMethod[] {
    return this.providers.filter((provider) => provider.offered).map((provider) => provider.method);
  }

  /** What the storefront host needs: the origins the checkout page's Content-Security-Policy allows. */
  get browser(): BrowserPaymentSettings {
    return { cspOrigins: this.providers.flatMap((provider) => provider.cspOrigins) };
  }

  /** The longest any gateway call may wait for its answer (0 without gateways): a call older than that was abandoned. */
  get longestCallMs(): number {
    return Math.max(0, ...this.providers.map((provider) => provider.callTimeoutMs ?? 0));
  }

  byCode(code: string): PaymentProvider | undefined {
    return this.providers.find((provider) => provider.method.code === code);
  }

  /** The provider a stored payment belongs to: by its gateway, else by its method. */
  of(payment: Pick<PaymentRow, 'gateway' | 'method'>): PaymentProvider | undefined {
    if (payment.gateway !== null) return this.providers.find((provider) => provider.gateway === payment.gateway);
    return this.byCode(payment.method);
  }

  /** Capture, void and refund for a stored payment; one no provider claims any more is recorded only. */
  operationsOf(payment: Pick<PaymentRow, 'gateway' | 'method'>): PaymentOperations {
    return this.of(payment)?.operations ?? RECORDED_ONLY;
  }

  async close(): Promise<void> {
    await this.sandbox?.close();
  }

  /** The checkouts of the gateway providers, built once the payment service exists (services.ts). */
  checkouts(services: CheckoutServices): PaymentCheckouts {
    const built = this.providers.flatMap((provider) => {
      const checkout = provider.checkout(services);
      return checkout ? [[provider.method.code, checkout] as const] : [];
    });
    return new PaymentCheckouts(new Map(built));
  }
}

/** The checkout side of every gateway provider, by method code. */
export class PaymentCheckouts {
  constructor(private readonly byCode: ReadonlyMap<string, ProviderCheckout>) {}

  of(code: string): ProviderCheckout | undefined {
    return this.byCode.get(code);
  }

  /** The gateway step of an order: the method's provider takes the money with what the browser sent. */
  charge(input: ChargeInput, additional: unknown): Promise<ChargeOutcome> {
    const checkout = this.byCode.get(input.method);
    if (!checkout) return Promise.reject(new PaymentFailed('invalid-input', 'The payment method is not available for this order.'));
    return checkout.charge(input, additional);
  }
}
