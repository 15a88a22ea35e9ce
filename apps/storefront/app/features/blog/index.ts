/** The blog feature's public surface: where blog posts and categories live. */
export { BLOG_PATH, blogCategoryHref, blogPostHref } from './blog-links';
