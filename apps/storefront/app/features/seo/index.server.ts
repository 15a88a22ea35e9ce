/** Server-only part of the SEO feature's public surface: a page's SEO from its loader, the sitemap's entries from the sources features register. */
export { languageAlternates, pageSeo, type CarriedBy } from './page-seo.server';
export { collectSitemapEntries, type SitemapSource } from './sitemap.server';
