/**
 * What the checkout needs only once the shopper sends the form: the shop's address rules with the form's checks,
 * and the steps that build and send the order. The page loads this chunk once the form is on screen (or on
 * submit), so none of it is part of the checkout's first load.
 */
export { validateAddress, validateCollector, validateGift, validatePersonal, validateTerms } from './validation';
export { sendOrder } from './order-flow.client';
