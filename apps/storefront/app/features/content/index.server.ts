/** Server-only part of the content feature's public surface: CMS pages by identifier, and their sitemap entries. */
export { findCmsPage } from './cms-page.server';
export { cmsSitemapPages } from './cms-sitemap.server';
