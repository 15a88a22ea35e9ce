import { viewPathPrefix, type StoreView } from '@shoreline/domain';

/**
 * Store views under a path prefix (the spec's appendStoreCode: /de/..., /it/...). A view answers on the hosts
 * of its website's store once it is enabled for URL mapping (STORE_VIEWS, or the catalog itself); until then
 * its prefix is an ordinary path (the not-found page).
 */

/** The path prefix a view answers under ("/de"), or null for a store that does not live below one. */
export const viewPrefix: (store: StoreView) => string | null = viewPathPrefix;

/** The enabled view of the host's website whose prefix the path starts with, if any. */
export function viewForPath(hostStore: StoreView, stores: readonly StoreView[], pathname: string): StoreView | null {
  for (const store of stores) {
    if (store.websiteId !== hostStore.websiteId || store.storeCode === hostStore.storeCode) continue;
    const prefix = viewPrefix(store);
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return store;
  }
  return null;
}

/**
 * A redirect the app answered inside a view: its loaders name paths without the view's prefix
 * (`/p/SKU/slug`), so a path on the same site that is not already below the prefix gets it.
 */
export function locationInView(location: string, prefix: string): string {
  if (!location.startsWith('/') || location.startsWith('//')) return location;
  if (location === prefix || location.startsWith(`${prefix}/`) || location.startsWith(`${prefix}?`)) return location;
  return location === '/' ? prefix : `${prefix}${location}`;
}
