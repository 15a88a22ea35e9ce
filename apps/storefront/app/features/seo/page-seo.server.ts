import type { AppLoadContext } from 'react-router';
import { requestOrigin } from '~/lib/seo';
import { pageUrl } from '~/lib/store-paths';
import { hreflangAlternates, type HreflangAlternate } from './hreflang';
import type { PageSeo } from './page-meta';

/**
 * The request-dependent part of a page's SEO (origin, canonical path, language versions), made in its loader.
 * `path` is the page's path inside its store; the canonical URL has a store view's prefix.
 */
export function pageSeo(request: Request, { store, stores }: AppLoadContext, path: string): PageSeo {
  const origin = requestOrigin(request);
  return {
    origin,
    path: pageUrl(origin, store, path),
    localPath: path,
    siteName: store.name,
    logo: store.logo,
    alternates: hreflangAlternates(store, stores, path, origin),
  };
}

/** A page's language versions in the website's other enabled store views (none while there are none); `origin` is the request's. */
export function languageAlternates(
  origin: string,
  { store, stores }: Pick<AppLoadContext, 'store' | 'stores'>,
  path: string,
): HreflangAlternate[] {
  return hreflangAlternates(store, stores, path, origin);
}
