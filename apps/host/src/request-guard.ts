import { normalisedQuery } from '@shoreline/domain/cache-variant';

/**
 * Checks on the raw request before anything else reads it. A Host header is
 * `hostname[:port]`: DNS labels, an IPv4 address or a bracketed IPv6 address;
 * anything else (a path, spaces, userinfo) is refused, so it can never leak into
 * a cache key or an absolute URL.
 */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]+\\])(?::\\d{1,5})?$`, 'i');

export function isValidHostHeader(host: string | undefined): host is string {
  return typeof host === 'string' && host.length <= 255 && HOST.test(host);
}

/** The request target as a URL on a fixed origin, or null when it is not a path (or has malformed escapes). */
export function parseRequestTarget(target: string | undefined): URL | null {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return null;
  try {
    const url = new URL(target, 'http://internal.invalid');
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return null;
  }
}

/** React Router's own parameter for single-route data requests: part of the key, never a variant. */
const ROUTER_PARAMS = new Set(['_routes']);

/**
 * The output cache key: the store the host resolved to (not the raw Host), the
 * normalised path and the query without tracking parameters, names sorted, and the
 * visitor's variant of the page (with or without the cookies bar, cookie-consent.ts).
 */
export function pageCacheKey(storeCode: string, url: URL, visitorVariant = ''): string {
  const key = `${storeCode} ${url.pathname} ${normalisedQuery(url.searchParams)}`;
  return visitorVariant ? `${key} ${visitorVariant}` : key;
}

/** The request's variant, to compare with the one the page says it rendered. */
export function requestVariant(url: URL): string {
  return normalisedQuery(url.searchParams, (name) => !ROUTER_PARAMS.has(name));
}
