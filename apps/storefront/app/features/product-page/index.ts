/** The product page's public surface: the shapes the cart adds from, and the recently viewed list it records. */
export { RECENTLY_VIEWED_KEY, type RecentlyViewedEntry } from './recently-viewed';
export type { ProductPageData, PurchaseChoices, StockView, VariantView } from './types';
