/**
 * The output cache keeps one rendered copy per store, path and *variant*: the
 * query parameters the page actually used. Tracking parameters never change a
 * page, so they are not part of it; any parameter a page ignores (or a value it
 * refused) makes the render uncacheable, so random query strings cannot fill
 * the cache with copies of the same page. Pages that honour parameters say which
 * through the `x-cache-variant` header (see `variantHeaders`).
 */
export const CACHE_VARIANT_HEADER = 'x-cache-variant';

/**
 * A page that shows something outside the catalog which goes stale on its own (the Instagram feed) says how many
 * seconds the output cache may keep it; the host takes the header off before the page goes out.
 */
export const PAGE_CACHE_SECONDS_HEADER = 'x-page-cache-seconds';

const TRACKING_PREFIXES = ['utm_'];
const TRACKING_NAMES = new Set([
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  'igshid',
  'srsltid',
]);

export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return TRACKING_NAMES.has(lower) || TRACKING_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/** The parameters that matter, sorted by name (values of one name keep their order), as a query string. */
export function normalisedQuery(params: URLSearchParams, keep: (name: string, value: string) => boolean = () => true): string {
  const entries = [...params].filter(([name, value]) => !isTrackingParam(name) && keep(name, value));
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

/** Loader headers naming the variant a page rendered: only the given (name, value) pairs of the request. */
export function variantHeaders(url: URL, honoured: (name: string, value: string) => boolean): Record<string, string> {
  return { [CACHE_VARIANT_HEADER]: normalisedQuery(url.searchParams, honoured) };
}

/** A route's `headers()` passes its loader's variant on to the response (the host reads and removes it). */
export function forwardVariant(loaderHeaders: Headers): Record<string, string> {
  const variant = loaderHeaders.get(CACHE_VARIANT_HEADER);
  return variant === null ? {} : { [CACHE_VARIANT_HEADER]: variant };
}

/** Whether a (name, value) pair is one of `used`: for pages that can say the exact query they rendered. */
export const isOneOf =
  (used: URLSearchParams) =>
  (name: string, value: string): boolean =>
    used.getAll(name).includes(value);

/** Whether a parameter's name is one a page reads (its values are the page's own business). */
export const isNamed =
  (...names: string[]) =>
  (name: string): boolean =>
    names.includes(name);
