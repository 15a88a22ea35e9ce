/** The cart's notices in the spec's exact wording (its message list): clients and tests match these strings. */
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
