import { SPEC_DEFAULTS } from '@shoreline/domain';

/** PayPal express's method code, as the spec names it. */
export const PAYPAL_METHOD = SPEC_DEFAULTS.payment.paypalCode;
