import { SPEC_DEFAULTS } from '@shoreline/domain';
import type { SitemapSource } from '~/features/seo/index.server';
import { searchBlog } from './blog-api.server';
import { blogCategoryHref, blogPostHref, BLOG_PATH } from './blog-links';

const LIST_SIZE = SPEC_DEFAULTS.catalog.blogListSize;

/** The blog's pages for the sitemap (the requesting store's only): the list, its categories and its posts. */
export const blogSitemapPages: SitemapSource = {
  own: async (api) => {
    const [posts, categories] = await Promise.all([
      searchBlog(api, 'cms_blog', { includeFields: ['url_key', 'publish_date'], size: LIST_SIZE }).then((result) => result.items),
      searchBlog(api, 'cms_blog_category', { includeFields: ['url_key'], size: LIST_SIZE }).then((result) => result.items),
    ]);
    return [
      { path: BLOG_PATH, lastmod: posts[0]?.publish_date },
      ...categories.map((category) => ({ path: blogCategoryHref(category.url_key) })),
      ...posts.map((post) => ({ path: blogPostHref(post.url_key), lastmod: post.publish_date })),
    ];
  },
};
