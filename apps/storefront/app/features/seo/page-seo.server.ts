import type { AppLoadContext } from 'react-router';
import { requestOrigin } from '~/lib/seo';
import { hreflangAlternates } from './hreflang';
import type { PageSeo } from './page-meta';

/** The request-dependent part of a page's SEO (origin, canonical path, language versions), made in its loader. */
export function pageSeo(request: Request, { store, stores }: AppLoadContext, path: string): PageSeo {
  const origin = requestOrigin(request);
  return {
    origin,
    path,
    siteName: store.name,
    logo: store.logo,
    alternates: hreflangAlternates(store, stores, path, origin),
  };
}
