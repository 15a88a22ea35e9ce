/**
 * Messages the API answers with and the clients recognise (to translate them, or to react to them): written
 * once here so a client never matches a retyped copy. Wording as the product spec gives it (its validation
 * messages and checkout refusals).
 */
export const FIELD_REQUIRED = 'Field is required';
export const NAME_TOO_SHORT = 'Name must have at least 2 or 3 letters';
export const TOO_SHORT_3 = 'Phone number, Tax ID and Zip-code must have at least 3 letters';
export const INVALID_EMAIL = 'Please provide valid e-mail address.';
/** The order was refused because the cart's lines or prices moved since the shopper reviewed them. */
export const CART_CHANGED = 'Your cart changed while you were checking out. Please review it and place the order again.';
export const INVALID_CITY = 'Please provide valid city name';
/** A US address whose state is not one of the list (or whose state id, code and name disagree). */
export const UNKNOWN_REGION = 'Please choose a state from the list';
export const INVALID_COUNTRY = 'Please provide a two-letter country code';
