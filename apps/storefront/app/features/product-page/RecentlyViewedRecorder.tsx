import { useEffect } from 'react';
import { recordRecentlyViewed, type RecentlyViewedEntry } from './recently-viewed';

/** Remembers this product view in localStorage after hydration and reports it to marketing (code loaded then); renders nothing. */
export function RecentlyViewedRecorder({ entry }: { entry: RecentlyViewedEntry }) {
  const { sku, name, url, image, price } = entry;
  useEffect(() => {
    recordRecentlyViewed(() => window.localStorage, { sku, name, url, image, price });
    void import('./track-view').then((tracking) => tracking.trackProductView(sku)).catch(() => undefined);
  }, [sku, name, url, image, price]);
  return null;
}
