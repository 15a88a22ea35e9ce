import { data, type AppLoadContext } from 'react-router';
import { SPEC_DEFAULTS } from '@shoreline/domain';
import { shiftHeadings, isPlausibleSlug } from '~/features/content';
import { pageSeo } from '~/features/seo/index.server';
import { mediaUrl } from '~/lib/media';
import type { BlogCategoryDocument, BlogPostDocument } from '@shoreline/domain';
import { searchBlog } from './blog-api.server';
import { BLOG_PATH, blogCategoryHref, blogPostHref, pagedHref } from './blog-links';
import { BLOG_PAGE_SIZE, pageCount, pageStart, parsePage } from './paging';
import { formatPublishDate } from './publish-date';
import type { BlogCategoryLink, BlogListData, BlogPostData, BlogPostSummary } from './types';

const { catalog } = SPEC_DEFAULTS;
/** Lists never need a post's full text. */
const SUMMARY_FIELDS = ['id', 'title', 'url_key', 'publish_date', 'author', 'image', 'short_content'];

function notFound(context: AppLoadContext, message: string, slug: string): never {
  console.warn(`[storefront ${context.requestId}] ${message}: ${slug}`);
  throw data(null, { status: 404 });
}

function toCategoryLink(category: BlogCategoryDocument): BlogCategoryLink {
  return { slug: category.url_key, href: blogCategoryHref(category.url_key), title: category.title, description: category.description };
}

function toSummary(
  post: Pick<BlogPostDocument, 'title' | 'url_key' | 'publish_date' | 'author' | 'image' | 'short_content'>,
  locale: string,
): BlogPostSummary {
  return {
    slug: post.url_key,
    href: blogPostHref(post.url_key),
    title: post.title,
    excerpt: post.short_content,
    author: post.author,
    image: mediaUrl(post.image),
    date: formatPublishDate(post.publish_date, locale),
  };
}

function loadCategories(context: AppLoadContext): Promise<BlogCategoryDocument[]> {
  return searchBlog(context.api, 'cms_blog_category', { size: catalog.blogListSize }).then((result) => result.items);
}

/** One page of posts, newest first; pages past the last are a 404. */
async function loadPostPage(context: AppLoadContext, url: URL, path: string, categoryId: number | null) {
  const page = parsePage(url);
  if (page === null) throw data(null, { status: 404 });
  const result = await searchBlog(context.api, 'cms_blog', {
    query: categoryId === null ? {} : { filters: [{ key: 'blog_category_ids', value: categoryId }] },
    includeFields: SUMMARY_FIELDS,
    size: BLOG_PAGE_SIZE,
    start: pageStart(page),
  });
  const pages = pageCount(result.total);
  if (page > pages) throw data(null, { status: 404 });
  const locale = context.store.i18n.defaultLocale;
  return { posts: result.items.map((post) => toSummary(post, locale)), paging: { page, pages, path } };
}

/** /blog (no slug): the newest posts, ten a page, and the categories; /blog/category/:slug: that category's, 404 if unknown. */
export async function loadBlogList(request: Request, context: AppLoadContext, slug?: string): Promise<BlogListData> {
  if (slug !== undefined && !isPlausibleSlug(slug)) notFound(context, 'Blog category not found', slug);
  const categories = await loadCategories(context);
  const category = slug === undefined ? null : categories.find((item) => item.url_key === slug);
  if (category === undefined) notFound(context, 'Blog category not found', slug ?? '');
  const path = category ? blogCategoryHref(category.url_key) : BLOG_PATH;
  const { posts, paging } = await loadPostPage(context, new URL(request.url), path, category?.id ?? null);
  return {
    category: category ? toCategoryLink(category) : null,
    posts,
    categories: categories.map(toCategoryLink),
    paging,
    seo: pageSeo(request, context, pagedHref(path, paging.page)),
  };
}

/** /blog/:slug: an active post with its categories and the recent posts; unknown or draft posts are a 404. */
export async function loadBlogPost(request: Request, context: AppLoadContext, slug: string): Promise<BlogPostData> {
  if (!isPlausibleSlug(slug)) notFound(context, 'Blog post not found', slug);
  const [found, categories, recent] = await Promise.all([
    searchBlog(context.api, 'cms_blog', { query: { filters: [{ key: 'url_key', value: slug }] }, size: 1 }),
    loadCategories(context),
    searchBlog(context.api, 'cms_blog', { includeFields: SUMMARY_FIELDS, size: catalog.blogRecentPostsSize + 1 }),
  ]);
  const post = found.items[0];
  if (!post) notFound(context, 'Blog post not found', slug);
  const locale = context.store.i18n.defaultLocale;
  const postCategories = new Set(post.blog_category_ids);
  return {
    post: {
      ...toSummary(post, locale),
      html: shiftHeadings(post.content ?? ''),
      metaTitle: post.meta_title || post.title,
      metaDescription: post.meta_description || post.short_content,
      categories: categories.filter((category) => postCategories.has(category.id)).map(toCategoryLink),
    },
    recent: recent.items
      .filter((item) => item.url_key !== post.url_key)
      .slice(0, catalog.blogRecentPostsSize)
      .map((item) => toSummary(item, locale)),
    seo: pageSeo(request, context, blogPostHref(post.url_key)),
  };
}
