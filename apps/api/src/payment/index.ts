/** The payment module's public surface: other modules import only what this file hands on. */
export { type ChargeInput, type ChargeOutcome } from './charge.js';
export { GatewayUnavailableError } from './gateway-error.js';
export { type PaymentProvider } from './port.js';
export { GATEWAYS_HOLDING_CAPTURES, type PaymentCheckouts, type PaymentProviders } from './registry.js';
export { payPalExpressOf, PAYPAL_METHOD, type PayPalExpress } from './paypal/index.js';
export { IllegalPaymentTransition, PaymentOperationRefused, type PaymentService } from './service.js';
export { type PaymentRow } from './storage.js';
