import {
  SPEC_DEFAULTS,
  type CatalogFilter,
  type CatalogRequestParsed,
  type CatalogSearchResult,
  type ConfigurableChild,
  type ProductDocument,
} from '@shoreline/domain';
import type { StoreCatalog } from './build-documents.js';
import { parseSort, predicateFor, projectFields, sortDocs, valuesAt, type Doc } from './query-engine.js';
import { aggregate } from './aggregations.js';
import { ProductSearchIndex } from './search-index.js';

const searchIndexes = new WeakMap<StoreCatalog, ProductSearchIndex>();

function searchIndexFor(store: StoreCatalog): ProductSearchIndex {
  let index = searchIndexes.get(store);
  if (!index) {
    index = new ProductSearchIndex(store.products);
    searchIndexes.set(store, index);
  }
  return index;
}

const { catalog } = SPEC_DEFAULTS;

export class CatalogQueryError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

interface EntitySource {
  docs: () => readonly Doc[];
  defaultSort: string;
  defaultSize: number;
  /** Filters applied unless the query names the same key. */
  defaultFilters: CatalogFilter[];
}

function sourceFor(store: StoreCatalog, entityType: CatalogRequestParsed['entityType']): EntitySource {
  const base = { defaultSort: '', defaultSize: catalog.productListSize, defaultFilters: [] as CatalogFilter[] };
  switch (entityType) {
    case 'product':
      return {
        ...base,
        docs: () => store.products,
        defaultSort: catalog.defaultSort,
        defaultFilters: [
          { key: 'visibility', value: { in: [...catalog.listVisibility] } },
          { key: 'status', value: { in: [...catalog.listStatus] } },
        ],
      };
    case 'category':
      return { ...base, docs: () => store.categories, defaultSort: 'position:asc', defaultSize: catalog.categoryFetchSize };
    case 'attribute':
      return { ...base, docs: () => store.attributes, defaultSize: catalog.attributePageSize };
    case 'taxrule':
      return { ...base, docs: () => store.taxRules };
    case 'cms_page':
    case 'cms_hierarchy':
      return { ...base, docs: () => store.cmsPages, defaultSize: catalog.cmsMaxSize };
    case 'cms_block':
      return { ...base, docs: () => store.cmsBlocks, defaultSize: catalog.cmsBlockListSize };
    case 'url_rewrite':
      return { ...base, docs: () => store.urlRewrites, defaultSize: catalog.urlRewriteQuerySize };
    case 'cms_blog':
      return {
        ...base,
        docs: () => store.blogPosts,
        defaultSort: 'publish_date:desc',
        defaultSize: catalog.blogListSize,
        defaultFilters: [{ key: 'status', value: catalog.activeStatus }],
      };
    case 'cms_blog_category':
      return {
        ...base,
        docs: () => store.blogCategories,
        defaultSize: catalog.blogListSize,
        defaultFilters: [{ key: 'status', value: catalog.activeStatus }],
      };
    case 'review':
      return { ...base, docs: () => store.reviews, defaultSort: 'created_at:desc' };
  }
}

/** Category lookups by an id below the root give the spec's empty-result error. */
function checkCategoryIds(filters: readonly CatalogFilter[]): void {
  for (const filter of filters) {
    if (filter.key !== 'id') continue;
    const value = filter.value;
    const ids =
      typeof value === 'number'
        ? [value]
        : Array.isArray(value)
          ? value
          : value && typeof value === 'object'
            ? [value.eq, ...(value.in ?? [])]
            : [];
    const numeric = ids.filter((id): id is number => typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id))).map(Number);
    if (numeric.length > 0 && numeric.every((id) => id < catalog.rootCategoryId)) {
      throw new CatalogQueryError('Category query returned empty result', 404);
    }
  }
}

/** Attribute codes that are select attributes: filtering a configurable by one also looks at its enabled children. */
function catalogScopeKeys(store: StoreCatalog): Set<string> {
  return new Set(store.attributes.filter((a) => a.options.length > 0).map((a) => a.attribute_code));
}

function isConfigurableWithChild(doc: Doc, test: (child: ConfigurableChild) => boolean): boolean {
  const product = doc as Partial<ProductDocument>;
  return product.type_id === 'configurable' && (product.configurable_children ?? []).some(test);
}

export function searchCatalog(store: StoreCatalog, request: CatalogRequestParsed): CatalogSearchResult<Doc> {
  const source = sourceFor(store, request.entityType);
  const filters = request.query.filters;
  if (request.entityType === 'category') checkCategoryIds(filters);
  const named = new Set(filters.map((f) => f.key));
  const effective = [...source.defaultFilters.filter((f) => !named.has(f.key)), ...filters];
  const scoped = request.entityType === 'product' ? catalogScopeKeys(store) : new Set<string>();

  const tests = effective.map((filter) => {
    const path = filter.key.split('.');
    const predicate = predicateFor(filter.value);
    if (!scoped.has(filter.key)) return (doc: Doc) => predicate(valuesAt(doc, path));
    const childPath = ['configurable_children', filter.key];
    return (doc: Doc) =>
      predicate(valuesAt(doc, path)) ||
      isConfigurableWithChild(doc, (child) => child.status < 2 && predicate(valuesAt(child, childPath.slice(1))));
  });

  let candidates: readonly Doc[] = source.docs();
  let defaultSort = source.defaultSort || 'id:asc';
  const text = request.entityType === 'product' ? request.query.search?.trim() : undefined;
  if (text) {
    const scores = searchIndexFor(store).search(text);
    candidates = store.products.filter((product) => scores.has(product)).map((product) => ({ ...product, _score: scores.get(product) }));
    defaultSort = '_score:desc';
  }
  const matched = candidates.filter((doc) => tests.every((test) => test(doc)));
  const sorted = sortDocs(matched, parseSort(request.sort, defaultSort));
  const size = request.size === undefined ? source.defaultSize : request.size < 1 ? catalog.productListSize : request.size;
  const start = request.start === undefined || request.start < 0 ? 0 : request.start;
  const page = sorted.slice(start, start + size).map((doc) => projectFields(doc, request.includeFields, request.excludeFields));
  const codes = request.entityType === 'product' ? (request.query.aggregations ?? [...catalog.defaultFilters]) : [];
  const { aggregations, attributeMetadata } = aggregate(matched, codes, store.attributes, store.store.priceFormat);

  return { items: page, total: matched.length, start, perPage: size, aggregations, attributeMetadata };
}
