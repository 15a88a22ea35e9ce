import type { MetaDescriptor } from 'react-router';
import { messagesIn } from '~/i18n/namespaces';
import { createTranslator, type MessageKey } from '~/i18n/translate';
import { metaTranslator, rootDataOf, type MetaMatches, type RootData } from '~/lib/root-data';
import { seoMeta, type SeoInput } from '~/lib/seo';
import type { HreflangAlternate } from './hreflang';

/** What a loader hands its meta function: where the page lives and its language versions. */
export interface PageSeo {
  origin: string;
  /** The canonical URL, absolute ("https://shop.example/de/blog?page=2" in the German view), made on the server. */
  path: string;
  /** The page's path inside its store ("/blog?page=2"), for links (React Router adds a view's prefix). */
  localPath: string;
  siteName: string;
  logo: string;
  alternates: HreflangAlternate[];
}

/**
 * Cache policy of the pages that are the same for every visitor (catalog and content): "public" lets the host's
 * output cache keep them until the catalog changes; "no-cache" makes browsers ask again on every visit (answered
 * with a 304 from that cache while the page is unchanged), so a page never shows a price older than the catalog.
 */
export const PUBLIC_PAGE_CACHE = 'public, no-cache';

/** "{page} | {store}", unless the title already names the store. */
export function titleWithStore(root: RootData | undefined, page: string): string {
  if (!root || page.includes(root.store.name)) return page;
  return createTranslator(messagesIn(root) ?? {})('meta.pageTitle', { page, store: root.store.name });
}

type PageMetaInput = Pick<SeoInput, 'title' | 'description' | 'image' | 'type' | 'noindex'>;

/** seoMeta for a page whose loader returned a PageSeo: canonical, Open Graph and hreflang links. */
export function pageMeta(seo: PageSeo, input: PageMetaInput): MetaDescriptor[] {
  return seoMeta({
    ...input,
    origin: seo.origin,
    canonical: seo.path,
    siteName: seo.siteName,
    alternates: seo.alternates,
  });
}

interface TitledPage {
  title: MessageKey;
  description: MessageKey;
  noindex?: boolean;
}

/** pageMeta of a page whose title and description are message keys: "{title} | {store}" in the matched routes' texts. */
export function titledPageMeta(seo: PageSeo, matches: MetaMatches, { title, description, noindex }: TitledPage): MetaDescriptor[] {
  const t = metaTranslator(matches);
  return pageMeta(seo, { title: titleWithStore(rootDataOf(matches), t(title)), description: t(description), noindex });
}
