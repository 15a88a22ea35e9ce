/** Server-only part of the blog's public surface: post search (the sitemap lists every post). */
export { searchBlog } from './blog-api.server';
