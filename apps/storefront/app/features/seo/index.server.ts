/** Server-only part of the SEO feature's public surface: a page's SEO from its loader, the sitemap's entries. */
export { languageAlternates, pageSeo, type CarriedBy } from './page-seo.server';
export { collectSitemapEntries } from './sitemap.server';
