/** Server-only part of the blog's public surface: its pages for the sitemap. */
export { blogSitemapPages } from './blog-sitemap.server';
