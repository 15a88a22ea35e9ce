import type { AppLoadContext } from 'react-router';
import { SPEC_DEFAULTS, type CategoryDocument, type ProductDocument } from '@shoreline/domain';
import { searchBlog } from '~/features/blog/index.server';
import { blogCategoryHref, blogPostHref, BLOG_PATH } from '~/features/blog';
import { cmsPageHref } from '~/features/content';
import { CONTACTS_PATH } from '~/features/contact';
import { categoryHref, productHref } from '~/lib/links';
import { sellingCategories } from '~/lib/selling-categories.server';
import type { SitemapEntry } from './sitemap-xml';

const { catalog } = SPEC_DEFAULTS;
const PRODUCT_PAGE_SIZE = 1000;
const LIST_SIZE = catalog.blogListSize;

/** Every page of the requesting store that search engines should know about. */
export async function collectSitemapEntries({ api }: AppLoadContext): Promise<SitemapEntry[]> {
  const [categories, products, pages, posts, blogCategories] = await Promise.all([
    categoryEntries(api),
    productEntries(api),
    api.catalog
      .search('cms_page', { query: { filters: [{ key: 'active', value: true }] }, includeFields: ['identifier'], size: catalog.cmsMaxSize })
      .then((result) => result.items.map((page) => ({ path: cmsPageHref(page.identifier) }))),
    searchBlog(api, 'cms_blog', { includeFields: ['url_key', 'publish_date'], size: LIST_SIZE }).then((result) => result.items),
    searchBlog(api, 'cms_blog_category', { includeFields: ['url_key'], size: LIST_SIZE }).then((result) => result.items),
  ]);
  return [
    { path: '/' },
    ...categories,
    ...products,
    ...pages,
    { path: BLOG_PATH, lastmod: posts[0]?.publish_date },
    ...blogCategories.map((category) => ({ path: blogCategoryHref(category.url_key) })),
    ...posts.map((post) => ({ path: blogPostHref(post.url_key), lastmod: post.publish_date })),
    { path: CONTACTS_PATH },
  ];
}

type Api = AppLoadContext['api'];

/** Active categories below the root that have something to sell. */
async function categoryEntries(api: Api): Promise<SitemapEntry[]> {
  const categories = await sellingCategories(api, ['id', 'url_path']);
  return categories
    .filter((category: Pick<CategoryDocument, 'id' | 'url_path'>) => category.id !== catalog.rootCategoryId && category.url_path)
    .map((category) => ({ path: categoryHref(category.url_path) }));
}

/** Enabled products that have their own page (visibility catalog, search or both), page by page. */
async function productEntries(api: Api): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (let start = 0; ; start += PRODUCT_PAGE_SIZE) {
    const result = await api.catalog.search('product', {
      query: {
        filters: [
          { key: 'status', value: catalog.activeStatus },
          { key: 'visibility', value: { in: [...catalog.listVisibility] } },
        ],
      },
      includeFields: ['sku', 'url_key', 'updated_at'],
      sort: 'id:asc',
      size: PRODUCT_PAGE_SIZE,
      start,
    });
    for (const product of result.items as Array<Pick<ProductDocument, 'sku' | 'url_key' | 'updated_at'>>) {
      if (product.url_key) entries.push({ path: productHref(product.sku, product.url_key), lastmod: product.updated_at });
    }
    if (result.items.length < PRODUCT_PAGE_SIZE || start + PRODUCT_PAGE_SIZE >= result.total) return entries;
  }
}
