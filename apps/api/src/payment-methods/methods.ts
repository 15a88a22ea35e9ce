import type { PaymentMethodWire } from '@shoreline/domain/wire/cart';

/**
 * Payment methods as the checkout lists them. Which methods exist is the payment registry's business
 * (payment/registry.ts: one provider per method); this module only decides which of them a cart may pay
 * with and how a method reads on the wire. A gateway method carries a gateway token, never a card number.
 */

/** A method's spec code (`rootways_nmi_option`, `checkmo`, ...), as its provider declares it (payment/registry.ts). */
export type PaymentMethodCode = string;

/**
 * When a method may be offered: a gateway method for every cart with something to pay; `free` alone when there is
 * nothing to pay; a `configured` offline method only where OFFLINE_PAYMENT_METHODS turns it on.
 */
export type OfferRule = 'gateway' | 'nothing-to-pay' | 'configured';

export interface PaymentMethod {
  code: PaymentMethodCode;
  title: string;
  /** Paid outside any gateway (on delivery, by check, or nothing to pay). */
  offline: boolean;
}

/** What the browser needs to start paying with a method, as the wire carries it. */
export type BrowserAttributes = NonNullable<PaymentMethodWire['extension_attributes']>;

/** A method its provider offers, with the rule that offers it and what the browser needs to start paying with it. */
export interface OfferedMethod extends PaymentMethod {
  offer: OfferRule;
  /** Goods must be shipped for it (cash on delivery): never offered for a virtual cart. */
  needsShipment: boolean;
  /** The method's `extension_attributes` on the wire (hosted fields' settings, the button's options); none of it secret. */
  browser: BrowserAttributes | null;
  /**
   * The call that completes an order paid with it, when POST /api/order may not (the shopper approves the payment
   * elsewhere first); null when POST /api/order places it.
   */
  placedThrough: string | null;
}

/** The offline codes OFFLINE_PAYMENT_METHODS turns on for a store ("code" for all stores, "store:code" for one). */
export function offlineCodesFor(setting: readonly string[], storeCode: string): string[] {
  return setting.flatMap((entry) => {
    const colon = entry.indexOf(':');
    if (colon === -1) return [entry];
    return entry.slice(0, colon) === storeCode ? [entry.slice(colon + 1)] : [];
  });
}

/**
 * What a cart may pay with, in the registry's order: nothing to pay means the nothing-to-pay method only; gateway
 * methods where their gateway is offered (`gateways`: live mode leaves out a gateway without credentials);
 * configured offline methods where the setting turns them on; virtual carts cannot pay on delivery.
 */
export function availablePaymentMethods(input: {
  grandTotalCents: number;
  isVirtual: boolean;
  storeCode: string;
  offlineSetting: readonly string[];
  gateways: readonly OfferedMethod[];
}): OfferedMethod[] {
  if (input.grandTotalCents === 0) return input.gateways.filter((method) => method.offer === 'nothing-to-pay');
  const offline = offlineCodesFor(input.offlineSetting, input.storeCode);
  return input.gateways.filter((method) => {
    if (method.needsShipment && input.isVirtual) return false;
    if (method.offer === 'gateway') return true;
    return method.offer === 'configured' && offline.includes(method.code);
  });
}

/** What the storefront host needs of the payment methods: the origins its Content-Security-Policy must allow. */
export interface BrowserPaymentSettings {
  /** Origins the checkout page's Content-Security-Policy must allow in script-src, frame-src and connect-src. */
  cspOrigins: string[];
}

/** A method as the cart calls answer it (code, title, cost_incl_tax, default, offline, is_server_method). */
export function paymentMethodToWire(method: OfferedMethod, index: number) {
  const wire = {
    code: method.code,
    title: method.title,
    cost_incl_tax: 0,
    default: index === 0,
    offline: method.offline,
    is_server_method: true,
  };
  return method.browser ? { ...wire, extension_attributes: method.browser } : wire;
}
