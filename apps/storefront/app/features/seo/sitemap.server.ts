import type { AppLoadContext } from 'react-router';
import { SPEC_DEFAULTS, type CategoryDocument, type ProductDocument } from '@shoreline/domain';
import { searchBlog } from '~/features/blog/index.server';
import { blogCategoryHref, blogPostHref, BLOG_PATH } from '~/features/blog';
import { cmsPageHref } from '~/features/content';
import { CONTACTS_PATH } from '~/features/contact';
import { categoryHref, productHref } from '~/lib/links';
import { sellingCategories } from '~/lib/selling-categories.server';
import { otherLanguageStores, storeUrl, X_DEFAULT, type HreflangStore } from './hreflang';
import type { SitemapEntry } from './sitemap-xml';

const { catalog } = SPEC_DEFAULTS;
const PRODUCT_PAGE_SIZE = 1000;
const LIST_SIZE = catalog.blogListSize;

type Api = AppLoadContext['api'];
type SitemapContext = Pick<AppLoadContext, 'api' | 'store' | 'stores' | 'apiForStore'>;

/**
 * Every page of the requesting store that search engines should know about. Where the website has store views in
 * other languages (STORE_VIEWS), their pages of the kinds they translate (home, categories, products, CMS pages) are
 * listed too, each page with its language versions as alternates; without views the list is the store's alone.
 */
export async function collectSitemapEntries(context: SitemapContext, origin: string): Promise<SitemapEntry[]> {
  const views = otherLanguageStores(context.store, context.stores);
  if (views.length === 0) return storeEntries(context.api);
  const [own, ...others] = await Promise.all([
    storeEntries(context.api),
    ...views.map((view) => translatedEntries(context.apiForStore(view.storeCode))),
  ]);
  const versions = [
    { store: context.store, entries: own, isCurrent: true },
    ...views.map((store, index) => ({ store, entries: others[index], isCurrent: false })),
  ];
  return withLanguageVersions(versions, origin);
}

interface StoreVersion {
  store: HreflangStore;
  entries: SitemapEntry[];
  isCurrent: boolean;
}

/**
 * Each store's entries at their URL in that store, and each page that more than one store has (same path inside
 * the store) with all its versions as alternates and an x-default: the default store's version, else the first.
 */
export function withLanguageVersions(versions: readonly StoreVersion[], origin: string): SitemapEntry[] {
  const hrefOf = (version: StoreVersion, path: string) => storeUrl(version.store, path, origin, version.isCurrent);
  const holders = new Map<string, StoreVersion[]>();
  for (const version of versions) {
    for (const entry of version.entries) holders.set(entry.path, [...(holders.get(entry.path) ?? []), version]);
  }
  const alternatesOf = (path: string) => {
    const linked = (holders.get(path) ?? []).flatMap((version) => {
      const href = hrefOf(version, path);
      return href ? [{ version, href }] : [];
    });
    if (linked.length < 2) return undefined;
    const fallback = linked.find(({ version }) => version.store.isDefault) ?? linked[0];
    return [
      ...linked.map(({ version, href }) => ({ hreflang: version.store.i18n.defaultLocale, href })),
      { hreflang: X_DEFAULT, href: fallback.href },
    ];
  };
  return versions.flatMap((version) =>
    version.entries.flatMap((entry) => {
      const href = hrefOf(version, entry.path);
      if (!href) return [];
      const alternates = alternatesOf(entry.path);
      return [{ ...entry, path: href, ...(alternates ? { alternates } : {}) }];
    }),
  );
}

/** The store's own pages: home, categories, products, CMS pages, the blog and the contact page. */
async function storeEntries(api: Api): Promise<SitemapEntry[]> {
  const [translated, posts, blogCategories] = await Promise.all([
    translatedEntries(api),
    searchBlog(api, 'cms_blog', { includeFields: ['url_key', 'publish_date'], size: LIST_SIZE }).then((result) => result.items),
    searchBlog(api, 'cms_blog_category', { includeFields: ['url_key'], size: LIST_SIZE }).then((result) => result.items),
  ]);
  return [
    ...translated,
    { path: BLOG_PATH, lastmod: posts[0]?.publish_date },
    ...blogCategories.map((category) => ({ path: blogCategoryHref(category.url_key) })),
    ...posts.map((post) => ({ path: blogPostHref(post.url_key), lastmod: post.publish_date })),
    { path: CONTACTS_PATH },
  ];
}

/** The kinds of page a store view has in its own language: home, categories, products, CMS pages. */
async function translatedEntries(api: Api): Promise<SitemapEntry[]> {
  const [categories, products, pages] = await Promise.all([
    categoryEntries(api),
    productEntries(api),
    api.catalog
      .search('cms_page', { query: { filters: [{ key: 'active', value: true }] }, includeFields: ['identifier'], size: catalog.cmsMaxSize })
      .then((result) => result.items.map((page) => ({ path: cmsPageHref(page.identifier) }))),
  ]);
  return [{ path: '/' }, ...categories, ...products, ...pages];
}

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
