/** PayPal express's method code, as the spec names it. */
export const PAYPAL_METHOD = 'paypal_express';
