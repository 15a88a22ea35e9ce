import type { CategoryDocument, CmsPageDocument, ProductDocument } from '@shoreline/domain';
import type { StoreCatalog, UrlRewriteDocument } from '../catalog/index.js';
import { NotFound } from '../errors.js';

export type UrlMatch =
  | { _type: 'product'; _source: ProductDocument }
  | { _type: 'category'; _source: CategoryDocument & { filterAttribute?: { code: string; value: string; label: string } } }
  | { _type: 'cms_page'; _source: CmsPageDocument }
  | { _type: 'redirect'; _source: { redirect_type: 301 | 302; target_path: string; request_path: string } };

const REWRITE_TARGETS: Array<[RegExp, 'product' | 'category' | 'cms_page']> = [
  [/^catalog\/product\/view\/id\/(\d+)\/?$/, 'product'],
  [/^catalog\/category\/view\/id\/(\d+)\/?$/, 'category'],
  [/^cms\/page\/view\/page_id\/(\d+)\/?$/, 'cms_page'],
];

/** Thrown for a url whose % escapes do not decode (e.g. `%zz` or a cut UTF-8 sequence): no page can have it. */
export class MalformedUrlError extends NotFound {
  constructor() {
    super('No page for this url');
  }
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    throw new MalformedUrlError();
  }
}

export function normalisePath(url: string): string {
  const [path] = url.split(/[?#]/);
  return decodePath(path ?? '')
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const sellable = (product: ProductDocument) => product.status < 2;

function byRewrite(store: StoreCatalog, rewrite: UrlRewriteDocument): UrlMatch | null {
  for (const [pattern, type] of REWRITE_TARGETS) {
    const match = pattern.exec(rewrite.target_path);
    if (!match) continue;
    const id = Number(match[1]);
    if (type === 'product') {
      const product = store.productsById.get(id);
      return product && sellable(product) ? { _type: 'product', _source: product } : null;
    }
    if (type === 'category') {
      const category = store.categories.find((c) => c.id === id && c.is_active);
      return category ? { _type: 'category', _source: category } : null;
    }
    const page = store.cmsPages.find((p) => p.id === id && p.active);
    return page ? { _type: 'cms_page', _source: page } : null;
  }
  return null;
}

/**
 * Resolves a storefront path (no store prefix) in the spec's order:
 * product url_path, category url_path, CMS identifier, a url rewrite (type 0 to an
 * entity; 301/302 as a redirect), then the last segment as a filter on a category.
 */
export function resolveUrl(store: StoreCatalog, url: string): UrlMatch | null {
  const path = normalisePath(url);
  if (!path) return null;

  const product = store.products.find((p) => p.url_path === path && sellable(p));
  if (product) return { _type: 'product', _source: product };

  const category = store.categories.find((c) => c.url_path === path && c.is_active);
  if (category) return { _type: 'category', _source: category };

  const page = store.cmsPages.find((p) => p.identifier === path && p.active);
  if (page) return { _type: 'cms_page', _source: page };

  const rewrite = store.urlRewrites.find((r) => r.request_path === path);
  if (rewrite) {
    if (rewrite.redirect_type === 301 || rewrite.redirect_type === 302) {
      return {
        _type: 'redirect',
        _source: { redirect_type: rewrite.redirect_type, target_path: rewrite.target_path, request_path: rewrite.request_path },
      };
    }
    const target = byRewrite(store, rewrite);
    if (target) return target;
  }

  const slash = path.lastIndexOf('/');
  if (slash > 0) {
    const parent = store.categories.find((c) => c.url_path === path.slice(0, slash) && c.is_active);
    const segment = path.slice(slash + 1);
    if (parent) {
      for (const attribute of store.attributes.filter((a) => a.is_filterable)) {
        const option = attribute.options.find((o) => slugify(o.label) === segment || o.value === segment);
        if (option) {
          return {
            _type: 'category',
            _source: { ...parent, filterAttribute: { code: attribute.attribute_code, value: option.value, label: option.label } },
          };
        }
      }
    }
  }
  return null;
}
