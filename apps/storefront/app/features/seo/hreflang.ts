import type { StoreView } from '@shoreline/domain';

/** One language version of a page for `<link rel="alternate" hreflang>`. */
export interface HreflangAlternate {
  hreflang: string;
  href: string;
}

/** What the hreflang logic needs to know about a store view. */
export type HreflangStore = Pick<
  StoreView,
  'storeCode' | 'websiteId' | 'isDefault' | 'hosts' | 'urlPrefix' | 'appendStoreCode' | 'urlMappingEnabled' | 'i18n'
>;

export const X_DEFAULT = 'x-default';

/**
 * The other-language versions of a page: the store views of the current store's
 * website that are enabled for URL mapping and speak another locale (one per
 * locale), the current store itself and an x-default. A page without another
 * language version gets no hreflang links at all.
 *
 * `path` is the page's path inside a store ("/i/shipping"); `origin` is the origin
 * the page was requested on, used for stores that live under a path prefix.
 */
export function hreflangAlternates(
  current: HreflangStore,
  stores: readonly HreflangStore[],
  path: string,
  origin: string,
): HreflangAlternate[] {
  const siblings = otherLanguageStores(current, stores);
  if (siblings.length === 0) return [];
  const versions = [current, ...siblings].flatMap((store) => {
    const href = storeUrl(store, path, origin, store === current);
    return href ? [{ store, href }] : [];
  });
  if (versions.length < 2) return [];
  const fallback = versions.find(({ store }) => store.isDefault) ?? versions[0];
  return [
    ...versions.map(({ store, href }) => ({ hreflang: store.i18n.defaultLocale, href })),
    { hreflang: X_DEFAULT, href: fallback.href },
  ];
}

/** The website's other store views enabled for URL mapping, one per locale other than the current store's. */
export function otherLanguageStores<T extends HreflangStore>(current: HreflangStore, stores: readonly T[]): T[] {
  const seenLocales = new Set<string>([current.i18n.defaultLocale]);
  const siblings: T[] = [];
  for (const store of stores) {
    if (store.storeCode === current.storeCode || store.websiteId !== current.websiteId || !store.urlMappingEnabled) continue;
    if (seenLocales.has(store.i18n.defaultLocale)) continue;
    seenLocales.add(store.i18n.defaultLocale);
    siblings.push(store);
  }
  return siblings;
}

/**
 * Where a page lives in a store: on the requested origin when the store answers
 * on that host (the current one, the default store, a view below a prefix), else on its first own host; below its
 * path prefix when the store code is part of the URL. A store with no host, no
 * prefix and not the default cannot be addressed.
 */
export function storeUrl(store: HreflangStore, path: string, origin: string, isCurrent = false): string | null {
  const prefix = store.appendStoreCode && store.urlPrefix ? `/${store.urlPrefix.replace(/^\/+|\/+$/g, '')}` : '';
  const base = new URL(origin);
  // The default store and views below a prefix answer on the website's host: the one the page was asked on.
  const onThisHost = isCurrent || prefix !== '' || store.isDefault;
  if (!onThisHost && !store.hosts.includes(base.hostname)) {
    const ownHost = store.hosts[0];
    if (ownHost) base.hostname = ownHost;
    else if (!prefix && !store.isDefault) return null;
  }
  const cleanPath = path.startsWith('/') ? path : `/${path}`;
  const joined = prefix && cleanPath === '/' ? prefix : `${prefix}${cleanPath}`;
  return new URL(joined, base).toString();
}
