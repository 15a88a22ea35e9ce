import { SPEC_DEFAULTS } from '@shoreline/domain';

/**
 * Payment methods: the card gateway (NMI hosted fields) and PayPal
 * express for every cart with something to pay; "free" alone when the grand total is 0; cash on
 * delivery and check only where OFFLINE_PAYMENT_METHODS turns them on. Card and PayPal carry a
 * gateway token, never a card number.
 */
export type PaymentMethodCode = 'rootways_nmi_option' | 'paypal_express' | 'free' | 'cashondelivery' | 'checkmo';

export interface PaymentMethod {
  code: PaymentMethodCode;
  title: string;
  /** Paid outside any gateway (on delivery, by check, or nothing to pay). */
  offline: boolean;
}

export const CARD = SPEC_DEFAULTS.payment.cardGatewayCode;
export const PAYPAL = SPEC_DEFAULTS.payment.paypalCode;
/** The PayPal JS SDK's `disable-funding` value for the button. */
export const PAYPAL_DISABLED_FUNDING = SPEC_DEFAULTS.payment.paypalDisabledFunding.join(',');

export const PAYMENT_METHODS = {
  rootways_nmi_option: { code: CARD, title: 'Credit or debit card', offline: false },
  paypal_express: { code: PAYPAL, title: 'PayPal', offline: false },
  free: { code: 'free', title: 'No payment information required', offline: true },
  cashondelivery: { code: 'cashondelivery', title: 'Cash on delivery', offline: true },
  checkmo: { code: 'checkmo', title: 'Check / Money order', offline: true },
} as const satisfies Record<PaymentMethodCode, PaymentMethod>;

export const isGatewayMethod = (code: string): code is typeof CARD | typeof PAYPAL => code === CARD || code === PAYPAL;

/** The offline codes OFFLINE_PAYMENT_METHODS turns on for a store ("code" for all stores, "store:code" for one). */
export function offlineCodesFor(setting: readonly string[], storeCode: string): string[] {
  return setting.flatMap((entry) => {
    const colon = entry.indexOf(':');
    if (colon === -1) return [entry];
    return entry.slice(0, colon) === storeCode ? [entry.slice(colon + 1)] : [];
  });
}

/**
 * What a cart may pay with: nothing to pay means "free" only; the card and PayPal only where their gateway is
 * offered (live mode leaves out a gateway without credentials); virtual carts cannot pay on delivery.
 */
export function availablePaymentMethods(input: {
  grandTotalCents: number;
  isVirtual: boolean;
  storeCode: string;
  offlineSetting: readonly string[];
  gateways: { card: boolean; paypal: boolean };
}): PaymentMethod[] {
  if (input.grandTotalCents === 0) return [PAYMENT_METHODS.free];
  const offline = offlineCodesFor(input.offlineSetting, input.storeCode);
  const methods: PaymentMethod[] = [];
  if (input.gateways.card) methods.push(PAYMENT_METHODS.rootways_nmi_option);
  if (input.gateways.paypal) methods.push(PAYMENT_METHODS.paypal_express);
  if (offline.includes('cashondelivery') && !input.isVirtual) methods.push(PAYMENT_METHODS.cashondelivery);
  if (offline.includes('checkmo')) methods.push(PAYMENT_METHODS.checkmo);
  return methods;
}

/** What the browser needs to take a card or PayPal payment; none of it is secret. */
export interface BrowserPaymentSettings {
  card: { testMode: boolean; collectJsUrl: string; tokenizationKey: string };
  paypal: { testMode: boolean };
  /** Origins the checkout page's Content-Security-Policy must allow in script-src, frame-src and connect-src. */
  cspOrigins: string[];
}

/** A method as the cart calls answer it (code, title, cost_incl_tax, default, offline, is_server_method). */
export function paymentMethodToWire(method: PaymentMethod, index: number, browser: BrowserPaymentSettings) {
  const wire = {
    code: method.code,
    title: method.title,
    cost_incl_tax: 0,
    default: index === 0,
    offline: method.offline,
    is_server_method: true,
  };
  if (method.code === CARD) {
    const { testMode, collectJsUrl, tokenizationKey } = browser.card;
    return { ...wire, extension_attributes: { test_mode: testMode, collect_js_url: collectJsUrl, tokenization_key: tokenizationKey } };
  }
  if (method.code === PAYPAL) {
    return { ...wire, extension_attributes: { test_mode: browser.paypal.testMode, disable_funding: PAYPAL_DISABLED_FUNDING } };
  }
  return wire;
}
