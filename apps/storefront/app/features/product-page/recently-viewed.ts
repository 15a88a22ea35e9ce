/** Recently viewed products live in the browser only (personal, never rendered on the server). */
export const RECENTLY_VIEWED_KEY = 'shoreline:recently-viewed';
export const RECENTLY_VIEWED_MAX = 20;

export interface RecentlyViewedEntry {
  sku: string;
  name: string;
  url: string;
  image: string | null;
  /** The price as the store formats it. */
  price: string;
}

/** Puts the entry first, drops older entries of the same sku (and anything that is not an entry) and keeps the maximum. */
export function withRecentlyViewed(stored: unknown, entry: RecentlyViewedEntry, max = RECENTLY_VIEWED_MAX): RecentlyViewedEntry[] {
  const previous = (Array.isArray(stored) ? stored : []) as Array<Partial<RecentlyViewedEntry> | null>;
  const others = previous.filter((item): item is RecentlyViewedEntry => typeof item?.sku === 'string' && item.sku !== entry.sku);
  return [entry, ...others].slice(0, max);
}

/**
 * Records a product view. Storage that is blocked, full or holds something unreadable never breaks
 * the page (an unreadable list starts over).
 */
export function recordRecentlyViewed(storage: () => Pick<Storage, 'getItem' | 'setItem'>, entry: RecentlyViewedEntry): void {
  try {
    const store = storage();
    let stored: unknown = [];
    try {
      stored = JSON.parse(store.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    } catch {
      // unreadable: start over
    }
    store.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(withRecentlyViewed(stored, entry)));
  } catch {
    // Not being able to remember a view must never break the page.
  }
}
