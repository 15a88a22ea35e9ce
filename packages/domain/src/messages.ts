/**
 * Messages the API answers with and the clients recognise (to translate them, or to react to them): written
 * once here so a client never matches a retyped copy. Wording as the product spec gives it (its validation
 * messages and checkout refusals).
 */
export const FIELD_REQUIRED = 'Field is required';
export const NAME_TOO_SHORT = 'Name must have at least 2 or 3 letters';
/** A person's name with a digit or a symbol (account-rules.ts says which characters a name may hold). */
export const ALPHABET_ONLY = 'Accepts only alphabet characters';
export const TOO_SHORT_3 = 'Phone number, Tax ID and Zip-code must have at least 3 letters';
export const INVALID_EMAIL = 'Please provide valid e-mail address.';
/** The order was refused because the cart's lines or prices moved since the shopper reviewed them. */
export const CART_CHANGED = 'Your cart changed while you were checking out. Please review it and place the order again.';
/** The order priced differently from the total the checkout showed: nothing was charged. */
export const ORDER_TOTAL_CHANGED_PREFIX = 'Your order total changed';
export const orderTotalChanged = (shown: string, now: string) =>
  `${ORDER_TOTAL_CHANGED_PREFIX} from ${shown} to ${now}. Nothing was charged. Please review your order and place it again.`;
export const INVALID_CITY = 'Please provide valid city name';
/** A US address whose state is not one of the list (or whose state id, code and name disagree). */
export const UNKNOWN_REGION = 'Please choose a state from the list';
export const INVALID_COUNTRY = 'Please provide a two-letter country code';
/** A US postcode that is not five digits or ZIP+4. */
export const INVALID_ZIP = 'Please enter a 5-digit ZIP code (or ZIP+4)';
/** A US ZIP code of another state than the one the address names. */
export const ZIP_NOT_IN_REGION = 'This ZIP code does not belong to the chosen state';
/** A PO box (or military post) for a cart with perishables, which travel overnight by courier. */
export const PO_BOX_PERISHABLE = 'Perishables cannot be delivered to a PO box: please give a street address';
/** A shipping address outside the one country the shop delivers to (a billing address may be anywhere). */
export const DELIVERY_COUNTRY_ONLY = 'We deliver within the USA only.';

/** Passwords (registration, reset, profile): the spec's wording for the shortest allowed length (8). */
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';
/** A review's detail or a contact message under 10 characters. */
export const DETAIL_TOO_SHORT = 'Please enter a longer comment/question';

// Catalog: a product the client asked for that is not there, or a variant choice that does not exist.
export const PRODUCT_QUERY_EMPTY = 'Product query returned empty result';
export const NO_AVAILABLE_VARIANTS = 'No available product variants';
export const NO_SUCH_CONFIGURATION = 'No such configuration for the product. Please do choose another combination of attributes.';

// The cart's notices and refusals; the SDK shows them and matches them in the API's answers.
export const PRODUCT_ADDED = 'Product has been added to the cart!';
export const QUANTITY_UPDATED = 'Product quantity has been updated!';
export const UNSAFE_QUANTITY =
  'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.';
export const OUT_OF_STOCK = 'The product is out of stock and cannot be added to the cart!';
export const PRICE_UNKNOWN = 'Product price is unknown, product cannot be added to the cart!';
export const ITEM_OUT_OF_STOCK = 'Out of the stock!';
export const ITEM_IN_STOCK = 'In stock!';
export const TOTALS_NEED_COUNTRY = 'Please do set the tax.defaultCountry in order to calculate totals';
export const PROCEED_TO_CHECKOUT = 'Proceed to checkout';
export const QUANTITY_ABOVE_ZERO = 'Quantity must be above 0';
/** A quantity with a fraction (1.5) or that is no number: refused, never rounded. */
export const QUANTITY_POSITIVE_INTEGER = 'Quantity must be positive integer';
export const GIFT_CARD_ADDED = 'Gift card successfully added!';
/** The start of the 404 for a cart that is gone ("No such entity with cartId = <id>"): the SDK then starts a new cart. */
export const NO_SUCH_CART = 'No such entity with cartId';
/** A delivery date the calendar does not offer (past the cut-off, a weekend or a holiday). */
export const PICKUP_TIME_UNAVAILABLE = 'That pickup time is no longer open. Please choose another pickup time.';
export const DELIVERY_DATE_UNAVAILABLE = 'We cannot deliver on that date. Please choose another delivery date.';
/** "Thursday, December 3": a delivery date (a calendar day, read as UTC) as the API's messages name it. */
export const deliveryDayText = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
/** The store's orders for the date are all booked (delivery capacity). */
export const deliveryDateFull = (date: string) => `Deliveries on ${deliveryDayText(date)} are fully booked. Please choose another date.`;
/** A shipping hold pauses deliveries on the date (to the address's state, or everywhere). */
export const deliveryDatePaused = (date: string, reason: string) =>
  `Deliveries on ${deliveryDayText(date)} are paused: ${reason}. Please choose another date.`;

/** Overnight delivery does not reach the state (OVERNIGHT_STATES, REMOTE_STATES_SURCHARGE). */
export const noOvernightToState = (state: string) => `We can't deliver overnight to ${state}, so perishables can't ship there.`;
/** The ZIP code is one overnight delivery does not reach (OVERNIGHT_EXCLUDED_ZIPS). */
export const noOvernightToZip = (zip: string) => `We can't deliver overnight to ZIP code ${zip}, so perishables can't ship there.`;
/** Live products go only to the states reached overnight without a surcharge. */
export const liveNotShipped = (names: readonly string[], state: string) =>
  `Live crabs and lobsters ship only within the lower 48 states, not to ${state}: remove ${names.join(', ')} to ship this order.`;

// Logged or thrown, never shown: the spec's wording, so a log search finds them.
/** The profile was asked for without a signed-in customer's token. */
export const NO_USER_TOKEN = 'No User token, user unauthorized';
/** The marketing service was asked to identify a shopper without their details (an e-mail). */
export const USER_DETAILS_REQUIRED = 'User details are required';
/** The URL map resolved a path to a kind of page the storefront has no route for. */
export const routeNotFound = (name: string) => `Route not found ${name}`;
