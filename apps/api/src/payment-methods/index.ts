/** The payment-methods module's public surface: other modules import only what this file hands on. */
export {
  availablePaymentMethods,
  offlineCodesFor,
  paymentMethodToWire,
  type BrowserAttributes,
  type BrowserPaymentSettings,
  type OfferedMethod,
  type OfferRule,
  type PaymentMethod,
  type PaymentMethodCode,
} from './methods.js';
