import type { AppLoadContext } from 'react-router';
import type { ApiClient } from '@shoreline/sdk';
import { requestOrigin } from '~/lib/seo';
import { pageUrl } from '~/lib/store-paths';
import { hreflangAlternates, otherLanguageStores, type HreflangAlternate } from './hreflang';
import type { PageSeo } from './page-meta';

/**
 * The request-dependent part of a page's SEO (origin, canonical path, language versions), made in its loader.
 * `path` is the page's path inside its store; the canonical URL has a store view's prefix. For pages every store
 * view has (home, blog, contact ...); a page of the catalog or the CMS names its versions with languageAlternates.
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

/** Whether a store view has the page: asked of the API bound to that view (its products, categories, CMS pages). */
export type CarriedBy = (api: ApiClient) => Promise<boolean>;

type AlternatesContext = Pick<AppLoadContext, 'store' | 'stores' | 'apiForStore' | 'requestId'>;

/**
 * The language versions of a page that a store view may not have (a product it does not sell, a category with
 * nothing to sell there, a CMS page it lacks): only the views whose own catalog carries it are named, so no
 * hreflang, and no languages modal choice read from them, leads to a 404. One small lookup per other view, made
 * only while the website has views in other languages; a view whose lookup fails is left out.
 */
export async function languageAlternates(
  origin: string,
  context: AlternatesContext,
  path: string,
  carriedBy: CarriedBy,
): Promise<HreflangAlternate[]> {
  const { store, stores } = context;
  const siblings = otherLanguageStores(store, stores);
  if (siblings.length === 0) return [];
  const carried = await Promise.all(
    siblings.map((view) =>
      carriedBy(context.apiForStore(view.storeCode)).catch((error: unknown) => {
        console.error(`[storefront ${context.requestId}] could not tell whether ${view.storeCode} has ${path}:`, error);
        return false;
      }),
    ),
  );
  return hreflangAlternates(store, [store, ...siblings.filter((_, index) => carried[index])], path, origin);
}
