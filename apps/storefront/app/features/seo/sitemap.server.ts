import type { AppLoadContext } from 'react-router';
import { SPEC_DEFAULTS, type CategoryDocument, type ProductDocument } from '@shoreline/domain';
import { categoryHref, productHref } from '~/lib/links';
import { sellingCategories } from '~/lib/selling-categories.server';
import { otherLanguageStores, storeUrl, X_DEFAULT, type HreflangStore } from './hreflang';
import type { SitemapEntry } from './sitemap-xml';

const { catalog } = SPEC_DEFAULTS;
const PRODUCT_PAGE_SIZE = 1000;

type Api = AppLoadContext['api'];
type SitemapContext = Pick<AppLoadContext, 'api' | 'store' | 'stores' | 'apiForStore'>;

/**
 * A feature's pages for the sitemap, handed in by the route that serves it (routes/sitemap.ts), so the SEO feature
 * needs to know no other: `translated` lists the pages every store view has in its own language (asked of each
 * view's API), `own` those of the requesting store alone. Either answers entries with paths inside the store.
 */
export interface SitemapSource {
  translated?: (api: Api) => Promise<SitemapEntry[]>;
  own?: (api: Api) => Promise<SitemapEntry[]>;
}

/**
 * Every page of the requesting store that search engines should know about: home, categories, products and the
 * sources' pages. Where the website has store views in other languages (STORE_VIEWS), their pages of the kinds they
 * translate (home, categories, products, the sources' translated pages) are listed too, each page with its language
 * versions as alternates; without views the list is the store's alone.
 */
export async function collectSitemapEntries(
  context: SitemapContext,
  origin: string,
  sources: readonly SitemapSource[],
): Promise<SitemapEntry[]> {
  const views = otherLanguageStores(context.store, context.stores);
  if (views.length === 0) return storeEntries(context.api, sources);
  const [own, ...others] = await Promise.all([
    storeEntries(context.api, sources),
    ...views.map((view) => translatedEntries(context.apiForStore(view.storeCode), sources)),
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

/** The store's own pages: the translated kinds, then each source's own pages, in the sources' order. */
async function storeEntries(api: Api, sources: readonly SitemapSource[]): Promise<SitemapEntry[]> {
  const [translated, ...owned] = await Promise.all([translatedEntries(api, sources), ...sources.map((source) => source.own?.(api) ?? [])]);
  return [...translated, ...owned.flat()];
}

/** The kinds of page a store view has in its own language: home, categories, products and the sources' translated pages. */
async function translatedEntries(api: Api, sources: readonly SitemapSource[]): Promise<SitemapEntry[]> {
  const [categories, products, ...translated] = await Promise.all([
    categoryEntries(api),
    productEntries(api),
    ...sources.map((source) => source.translated?.(api) ?? []),
  ]);
  return [{ path: '/' }, ...categories, ...products, ...translated.flat()];
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
