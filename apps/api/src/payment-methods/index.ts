/** The payment-methods module's public surface: other modules import only what this file hands on. */
export {
  CARD,
  PAYPAL,
  availablePaymentMethods,
  isGatewayMethod,
  paymentMethodToWire,
  type BrowserPaymentSettings,
  type PaymentMethodCode,
} from './methods.js';
