/** What other modules use of the PayPal adapter: its express flow, for the express routes and the pay page. */
export { type PayPalExpress } from './express.js';
export { PAYPAL_METHOD } from './method.js';
export { payPalExpressOf } from './provider.js';
