/**
 * What the checkout needs only once the shopper sends the form: the shop's address rules with the form's checks,
 * and the order body. The page loads this chunk when the form first takes focus (or on submit), so the rules
 * are not part of the checkout's first load.
 */
export { validateAddress, validatePersonal, validateTerms } from './validation';
export { orderBody, orderIdFor, serverFieldErrors, toApiAddress } from './order-body';
