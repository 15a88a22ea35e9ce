/** The SEO feature's public surface: page meta tags, cache headers of public pages, robots and sitemap text. */
export { PUBLIC_PAGE_CACHE, pageMeta, titledPageMeta, titleWithStore, type PageSeo } from './page-meta';
export { homeMeta } from './home-meta';
export type { HreflangAlternate } from './hreflang';
export { renderSitemap } from './sitemap-xml';
export { robotsTxt } from './robots';
