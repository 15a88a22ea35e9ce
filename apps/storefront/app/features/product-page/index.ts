/** The product page's public surface: the recently viewed list it records (the account shows it). */
export { RECENTLY_VIEWED_KEY, type RecentlyViewedEntry } from './recently-viewed';
