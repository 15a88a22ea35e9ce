/** The payment module's public surface: other modules import only what this file hands on. */
export { type ChargeInput, type ChargeOutcome } from './charge.js';
export { GatewayUnavailableError } from './gateway-error.js';
export { paymentTokenOf, type CardPayments } from './nmi/card-payment.js';
export { type PayPalExpress } from './paypal/express.js';
export { IllegalPaymentTransition, PaymentOperationRefused, type PaymentService } from './service.js';
export { type PaymentRow } from './storage.js';
