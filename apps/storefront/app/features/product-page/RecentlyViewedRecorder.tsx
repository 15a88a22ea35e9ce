import { useEffect } from 'react';
import type { RecentlyViewedEntry } from './recently-viewed';

/** Runs `task` once the page is idle (browsers without requestIdleCallback: a little later); answers its cancel. */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(task, { timeout: 4000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1500);
  return () => clearTimeout(id);
}

/**
 * Remembers this product view in localStorage and reports it to marketing once the page is idle (the code for
 * both loads then, out of the page's first load and off its hydration); renders nothing.
 */
export function RecentlyViewedRecorder({ entry }: { entry: RecentlyViewedEntry }) {
  const { sku, name, url, image, price } = entry;
  useEffect(
    () =>
      whenIdle(() => {
        void import('./recently-viewed').then((views) =>
          views.recordRecentlyViewed(() => window.localStorage, { sku, name, url, image, price }),
        );
        void import('./track-view').then((tracking) => tracking.trackProductView(sku)).catch(() => undefined);
      }),
    [sku, name, url, image, price],
  );
  return null;
}
