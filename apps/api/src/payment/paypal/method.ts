/** PayPal express's method code, as the spec names it. */
export const PAYPAL_METHOD = 'paypal_express';

/** The PayPal button's funding sources to hide (the spec's list): the JS SDK's `disable-funding` query parameter. */
export const DISABLED_FUNDING = ['giropay', 'sofort', 'card', 'credit', 'mybank', 'sepa'].join(',');

/** The category of every line of a PayPal order: the shop sells goods that are shipped or picked up. */
export const LINE_ITEM_CATEGORY = 'PHYSICAL_GOODS';
