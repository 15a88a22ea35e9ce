import type { IncomingMessage, ServerResponse } from 'node:http';
import { CACHE_VARIANT_HEADER, PAGE_CACHE_SECONDS_HEADER } from '@shoreline/domain/cache-variant';
import { cookieConsentVariant } from '@shoreline/domain/cookie-consent';
import { sendCachedPage, sendWebResponse } from './node-bridge.js';
import { isShareable, type OutputCache } from './output-cache.js';
import { pageCacheKey, requestVariant } from './request-guard.js';

export interface PageServerOptions {
  /** The output cache, or null when it is turned off (OUTPUT_CACHE=off). */
  cache: OutputCache | null;
  /** The catalog snapshot pages are rendered from now. */
  snapshot: () => string;
  storeCodeOf: (req: IncomingMessage) => Promise<string>;
  /** Renders the page (React Router with the request's load context). */
  render: (req: IncomingMessage, res: ServerResponse) => Promise<Response>;
  /** Told what each request made of the cache (metrics): hit, miss, or bypass when it could not be cached. */
  onCacheResult?: (result: 'hit' | 'miss' | 'bypass') => void;
  /**
   * Whether the request's page is priced for the visitor (a customer group's prices, @shoreline/domain/customer-groups):
   * such a page is neither served from the shared cache nor kept in it, and browsers and proxies are told it is private.
   */
  isPersonal?: (req: IncomingMessage) => boolean;
}

/** What browsers and proxies are told about a page priced for one visitor's group. */
export const PERSONAL_PAGE_BROWSER_CACHE = 'private, no-cache';

/**
 * What browsers are told about a page the output cache keeps: they may store it but must ask again each time
 * (`no-cache`). The host answers that question from its cache with a 304 for an unchanged ETag, and the entry
 * goes stale the moment the catalog or stock changes, so a price or stock level a page shows is never older
 * than the last catalog refresh; a browser's max-age would keep the old page for as long as it says.
 */
export const SHARED_PAGE_BROWSER_CACHE = 'public, no-cache';

/**
 * Serves a storefront page: from the output cache when it holds a current copy, else rendered, and kept when
 * it is the same for every visitor.
 */
export function createPageServer({ cache, snapshot, storeCodeOf, render, onCacheResult, isPersonal = () => false }: PageServerOptions) {
  return async (req: IncomingMessage, res: ServerResponse, target: URL): Promise<void> => {
    const readOnly = req.method === 'GET' || req.method === 'HEAD';
    const personal = isPersonal(req);
    const cacheable = cache !== null && readOnly && !req.headers.authorization && !personal;
    // A page carries the cookies bar until the visitor accepts it: each answer has its own copy.
    const key = pageCacheKey(await storeCodeOf(req), target, cookieConsentVariant(req.headers.cookie));
    // HEAD is answered from GET's copy when there is one; it never stores one (its body is empty).
    const hit = cacheable ? cache.get(key) : undefined;
    onCacheResult?.(hit ? 'hit' : cacheable ? 'miss' : 'bypass');
    if (hit) return sendCachedPage(req, res, hit, 'HIT');
    const renderedFrom = snapshot();
    const response = await render(req, res);
    const variant = response.headers.get(CACHE_VARIANT_HEADER) ?? '';
    response.headers.delete(CACHE_VARIANT_HEADER);
    const keepSeconds = Number(response.headers.get(PAGE_CACHE_SECONDS_HEADER) ?? NaN);
    response.headers.delete(PAGE_CACHE_SECONDS_HEADER);
    if (personal && /\bpublic\b/.test(response.headers.get('cache-control') ?? '')) {
      response.headers.set('cache-control', PERSONAL_PAGE_BROWSER_CACHE);
    }
    // Only a GET's full page is kept, and only when the page used every parameter of the query
    // (the same page under another query string would be a second copy of it).
    const storable = cacheable && req.method === 'GET' && variant === requestVariant(target);
    if (storable && isShareable('GET', response.status, response.headers)) {
      const raw = Buffer.from(await response.arrayBuffer());
      if (raw.length === 0) return sendWebResponse(req, res, new Response(null, { status: response.status, headers: response.headers }));
      // Pages are HTML; other documents kept here (the sitemap) keep the browser cache they ask for.
      if (response.headers.get('content-type')?.startsWith('text/html')) response.headers.set('cache-control', SHARED_PAGE_BROWSER_CACHE);
      return sendCachedPage(
        req,
        res,
        cache.store(key, response.status, [...response.headers], raw, renderedFrom, keepSeconds > 0 ? keepSeconds * 1000 : undefined),
        'MISS',
        raw,
      );
    }
    await sendWebResponse(req, res, response);
  };
}
