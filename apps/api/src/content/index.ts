/** The content module's public surface (CMS pages and blocks, banners, blog posts): other modules import only what this file hands on. */
export { bannerDetail, createBanner, deleteBanner, listBanners, updateBanner } from './banners.js';
export { blogPostDetail, createBlogPost, deleteBlogPost, listBlogCategories, listBlogPosts, updateBlogPost } from './blog.js';
export {
  cmsBlockDetail,
  cmsPageDetail,
  createCmsBlock,
  createCmsPage,
  deleteCmsBlock,
  deleteCmsPage,
  listCmsBlocks,
  listCmsPages,
  updateCmsBlock,
  updateCmsPage,
} from './cms.js';
export { type ContentFilter } from './write.js';
