/** The payment module's public surface: other modules import only what this file hands on. */
export { type ChargeInput, type ChargeOutcome } from './charge.js';
export { GatewayUnavailableError } from './gateway-error.js';
export { type ApprovedOrders, type AwaitingOrderTarget, type PayLinkFields, type PaymentProvider } from './port.js';
export { GATEWAY_WORDS, GATEWAYS_HOLDING_CAPTURES, type PaymentCheckouts, type PaymentProviders } from './registry.js';
export { IllegalPaymentTransition, PaymentOperationRefused, type PaymentService } from './service.js';
export { raiseRefundedTotal, type PaymentRow } from './storage.js';
