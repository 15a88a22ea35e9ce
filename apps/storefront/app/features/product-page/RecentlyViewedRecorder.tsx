import { useEffect } from 'react';
import { recordRecentlyViewed, type RecentlyViewedEntry } from './recently-viewed';

/** Remembers this product view in localStorage after hydration; renders nothing. */
export function RecentlyViewedRecorder({ entry }: { entry: RecentlyViewedEntry }) {
  const { sku, name, url, image, price } = entry;
  useEffect(() => {
    recordRecentlyViewed(() => window.localStorage, { sku, name, url, image, price });
  }, [sku, name, url, image, price]);
  return null;
}
