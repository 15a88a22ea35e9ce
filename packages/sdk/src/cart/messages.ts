/** The cart's notices in the spec's exact wording, defined once in the domain package (the API answers them too). */
export {
  ITEM_IN_STOCK,
  ITEM_OUT_OF_STOCK,
  OUT_OF_STOCK,
  PRICE_UNKNOWN,
  PROCEED_TO_CHECKOUT,
  PRODUCT_ADDED,
  QUANTITY_ABOVE_ZERO,
  QUANTITY_POSITIVE_INTEGER,
  QUANTITY_UPDATED,
  TOTALS_NEED_COUNTRY,
  UNSAFE_QUANTITY,
} from '@shoreline/domain/messages';
