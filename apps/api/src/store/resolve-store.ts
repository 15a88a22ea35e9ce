import type { StoreView } from '@shoreline/domain';

export interface StoreHints {
  /** The `x-vs-store-code` header, read first. */
  header?: string | string[];
  /** The `storeCode` query parameter, read second. */
  query?: unknown;
  /** The request's Host header, for stores with their own domain. */
  host?: string;
}

function hostName(host: string | undefined): string {
  return (host ?? '').toLowerCase().replace(/:\d+$/, '');
}

/** Finds the store a host name maps to: configuration first, then the stores' own host lists. */
export function storeForHost(
  stores: readonly StoreView[],
  host: string | undefined,
  configured: Record<string, string>,
): StoreView | undefined {
  const name = hostName(host);
  const code = configured[name];
  return (code ? stores.find((s) => s.storeCode === code) : undefined) ?? stores.find((s) => s.hosts.includes(name));
}

/**
 * The store for an API request. An unknown code falls back to the host's or the
 * default store, as the original API does (it logs and carries on).
 */
export function resolveStore(
  stores: readonly StoreView[],
  defaultStore: StoreView,
  hints: StoreHints,
  configuredHosts: Record<string, string>,
): { store: StoreView; unknownCode: string | null } {
  const header = Array.isArray(hints.header) ? hints.header[0] : hints.header;
  const requested = (header || (typeof hints.query === 'string' ? hints.query : '') || '').trim();
  if (requested) {
    const store = stores.find((s) => s.storeCode === requested);
    if (store) return { store, unknownCode: null };
  }
  return { store: storeForHost(stores, hints.host, configuredHosts) ?? defaultStore, unknownCode: requested || null };
}
