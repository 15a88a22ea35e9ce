/** The content module's public surface (CMS pages and blocks, banners, blog posts): other modules import only what this file hands on. */
export { banners } from './banners.js';
export { blogPosts, listBlogCategories } from './blog.js';
export { cmsBlocks, cmsPages } from './cms.js';
export { type ContentFilter } from './write.js';
