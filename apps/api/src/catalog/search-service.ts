import {
  SPEC_DEFAULTS,
  type CatalogFilter,
  type CatalogRequestParsed,
  type CatalogSearchResult,
  type ConfigurableChild,
  type ProductDocument,
  type SearchSuggestions,
} from '@shoreline/domain';
import { InvalidInput, NotFound } from '../errors.js';
import type { StoreCatalog } from './snapshot-types.js';
import { likeWildcardCount, parseSort, predicateFor, projectFields, sortDocs, valuesAt, type Doc } from './query-engine.js';
import { QueryBudget } from './query-budget.js';
import { aggregate } from './aggregations.js';
import { ProductSearchIndex } from './search-index.js';
import { FieldIndexes, equalityValues } from './field-index.js';

const searchIndexes = new WeakMap<StoreCatalog, ProductSearchIndex>();
const fieldIndexes = new WeakMap<readonly Doc[], FieldIndexes>();

function searchIndexFor(store: StoreCatalog): ProductSearchIndex {
  let index = searchIndexes.get(store);
  if (!index) {
    index = new ProductSearchIndex(store.products);
    searchIndexes.set(store, index);
  }
  return index;
}

/** Merges two ascending position lists into their intersection. */
function intersect(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push(a[i]);
      i++;
      j++;
    } else if (a[i] < b[j]) i++;
    else j++;
  }
  return out;
}

/**
 * Answers the equality filters from indexes: the docs in every filter's set. Those
 * filters are then fully applied; the rest are tested doc by doc.
 */
function narrowByIndex(
  docs: readonly Doc[],
  filters: readonly CatalogFilter[],
  scoped: ReadonlySet<string>,
): { docs: readonly Doc[]; satisfied: Set<CatalogFilter> } {
  let indexes = fieldIndexes.get(docs);
  if (!indexes) {
    indexes = new FieldIndexes(docs);
    fieldIndexes.set(docs, indexes);
  }
  const sets: Array<{ filter: CatalogFilter; positions: number[] }> = [];
  for (const filter of filters) {
    const values = equalityValues(filter);
    if (!values) continue;
    // A catalog-scope attribute also matches configurables through their enabled children's values.
    const fields = scoped.has(filter.key) ? [filter.key, `${filter.key}_options`] : [filter.key];
    const positions = indexes.lookup(fields, values);
    if (positions) sets.push({ filter, positions });
  }
  if (sets.length === 0) return { docs, satisfied: new Set() };
  sets.sort((a, b) => a.positions.length - b.positions.length);
  let positions = sets[0].positions;
  for (const set of sets.slice(1)) positions = intersect(positions, set.positions);
  return { docs: positions.map((position) => docs[position]), satisfied: new Set(sets.map((set) => set.filter)) };
}

const { catalog } = SPEC_DEFAULTS;

/** A catalog request the query engine cannot answer as asked. */
export class CatalogQueryError extends InvalidInput {}

/** More would not find more, and each one is another pass over the value. */
export const MAX_LIKE_WILDCARDS = 16;

/** Review status of an approved review (2 pending, 3 rejected). */
const APPROVED_REVIEW = 1;

interface EntitySource {
  docs: () => readonly Doc[];
  defaultSort: string;
  defaultSize: number;
  /**
   * ANDed with every query whatever it names: what the shop does not publish (drafts,
   * disabled products, inactive categories and pages) never leaves the API.
   */
  alwaysFilters: CatalogFilter[];
  /** Applied unless the query names the same key. */
  defaultFilters: CatalogFilter[];
}

const published: CatalogFilter = { key: 'status', value: catalog.activeStatus };

function sourceFor(store: StoreCatalog, entityType: CatalogRequestParsed['entityType']): EntitySource {
  const base = { defaultSort: '', defaultSize: catalog.productListSize, alwaysFilters: [], defaultFilters: [] };
  switch (entityType) {
    case 'product':
      return {
        ...base,
        docs: () => store.products,
        defaultSort: catalog.defaultSort,
        alwaysFilters: [{ key: 'status', value: { in: [...catalog.listStatus] } }],
        // Configurable children and bundle parts (visibility 1) are public, but found only when asked for.
        defaultFilters: [{ key: 'visibility', value: { in: [...catalog.listVisibility] } }],
      };
    case 'category':
      return {
        ...base,
        docs: () => store.categories,
        defaultSort: 'position:asc',
        defaultSize: catalog.categoryFetchSize,
        alwaysFilters: [{ key: 'is_active', value: true }],
      };
    case 'attribute':
      return { ...base, docs: () => store.attributes, defaultSize: catalog.attributePageSize };
    case 'taxrule':
      return { ...base, docs: () => store.taxRules };
    case 'cms_page':
    case 'cms_hierarchy':
      return { ...base, docs: () => store.cmsPages, defaultSize: catalog.cmsMaxSize, alwaysFilters: [{ key: 'active', value: true }] };
    case 'cms_block':
      return {
        ...base,
        docs: () => store.cmsBlocks,
        defaultSize: catalog.cmsBlockListSize,
        alwaysFilters: [{ key: 'active', value: true }],
      };
    case 'url_rewrite':
      return { ...base, docs: () => store.urlRewrites, defaultSize: catalog.urlRewriteQuerySize };
    case 'cms_blog':
      return {
        ...base,
        docs: () => store.blogPosts,
        defaultSort: 'publish_date:desc',
        defaultSize: catalog.blogListSize,
        alwaysFilters: [published],
      };
    case 'cms_blog_category':
      return { ...base, docs: () => store.blogCategories, defaultSize: catalog.blogListSize, alwaysFilters: [published] };
    case 'review':
      return {
        ...base,
        docs: () => store.reviews,
        defaultSort: 'created_at:desc',
        alwaysFilters: [{ key: 'review_status', value: APPROVED_REVIEW }],
      };
  }
}

function checkLikePatterns(filters: readonly CatalogFilter[]): void {
  for (const { key, value } of filters) {
    if (value === null || typeof value !== 'object' || Array.isArray(value) || value.like === undefined) continue;
    if (likeWildcardCount(value.like) > MAX_LIKE_WILDCARDS) {
      throw new CatalogQueryError(`The like pattern for ${key} has too many % wildcards: at most ${MAX_LIKE_WILDCARDS}.`);
    }
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
      throw new NotFound('Category query returned empty result');
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

/** How many categories an empty search offers. */
const SUGGESTED_CATEGORIES = 4;

/** An empty product search's way on: the nearest catalogue wording and the fullest categories. */
function suggestionsFor(store: StoreCatalog, text: string): SearchSuggestions {
  const categories = store.categories
    .filter((category) => category.is_active && category.level >= 2 && category.product_count > 0 && category.url_path)
    .sort((a, b) => b.product_count - a.product_count)
    .slice(0, SUGGESTED_CATEGORIES)
    .map(({ id, name, url_path }) => ({ id, name, url_path }));
  return { didYouMean: searchIndexFor(store).closestWording(text), categories };
}

/**
 * `view`: how the shopper's customer group sees a product (group-prices.ts), applied before the filters, sort
 * and facets that read prices; null for the default group's documents as built.
 */
export function searchCatalog(
  store: StoreCatalog,
  request: CatalogRequestParsed,
  budget: QueryBudget = QueryBudget.unlimited(),
  view: ((doc: ProductDocument) => ProductDocument) | null = null,
): CatalogSearchResult<Doc> {
  const source = sourceFor(store, request.entityType);
  const filters = request.query.filters;
  checkLikePatterns(filters);
  if (request.entityType === 'category') checkCategoryIds(filters);
  const named = new Set(filters.map((f) => f.key));
  const effective = [...source.alwaysFilters, ...source.defaultFilters.filter((f) => !named.has(f.key)), ...filters];
  const scoped = request.entityType === 'product' ? catalogScopeKeys(store) : new Set<string>();

  const all = source.docs();
  const narrowed = narrowByIndex(all, effective, scoped);
  const tests = effective
    .filter((filter) => !narrowed.satisfied.has(filter))
    .map((filter) => {
      const path = filter.key.split('.');
      const predicate = predicateFor(filter.value);
      if (!scoped.has(filter.key)) return (doc: Doc) => predicate(valuesAt(doc, path));
      const childPath = ['configurable_children', filter.key];
      return (doc: Doc) =>
        predicate(valuesAt(doc, path)) ||
        isConfigurableWithChild(doc, (child) => child.status < 2 && predicate(valuesAt(child, childPath.slice(1))));
    });

  let candidates: readonly Doc[] = narrowed.docs;
  let scores: Map<ProductDocument, number> | null = null;
  const text = request.entityType === 'product' ? request.query.search?.trim() : undefined;
  if (text) {
    const found = searchIndexFor(store).search(text);
    budget.check();
    scores = found;
    // Relevance order first; an explicit sort below reorders.
    candidates = candidates
      .filter((doc) => found.has(doc as ProductDocument))
      .sort((a, b) => (found.get(b as ProductDocument) ?? 0) - (found.get(a as ProductDocument) ?? 0));
  }
  // The group's copies, each remembering the document it was made from (the scores are kept by that one).
  const seen = new Map<Doc, Doc>();
  const scoreOf = (doc: Doc) => scores?.get((seen.get(doc) ?? doc) as ProductDocument);
  if (view && request.entityType === 'product') {
    candidates = candidates.map((doc) => {
      const seenAs = view(doc as ProductDocument);
      if (seenAs !== doc) seen.set(seenAs, doc);
      return seenAs;
    });
  }
  const matched = candidates.filter((doc) => {
    budget.tick();
    return tests.every((test) => test(doc));
  });
  budget.check();
  const sorted =
    scores && !request.sort ? matched : sortDocs(matched, parseSort(request.sort, source.defaultSort || 'id:asc'), budget.tick);
  budget.check();
  const size = request.size === undefined ? source.defaultSize : request.size < 1 ? catalog.productListSize : request.size;
  const start = request.start === undefined || request.start < 0 ? 0 : request.start;
  const page = sorted.slice(start, start + size).map((doc) => {
    budget.tick();
    return projectFields(scores ? { ...doc, _score: scoreOf(doc) } : doc, request.includeFields, request.excludeFields);
  });
  const codes = request.entityType === 'product' ? (request.query.aggregations ?? [...catalog.defaultFilters]) : [];
  const { aggregations, attributeMetadata } = aggregate(matched, codes, store.attributes, store.store.priceFormat, budget.tick);
  budget.check();

  const result = { items: page, total: matched.length, start, perPage: size, aggregations, attributeMetadata };
  return text && matched.length === 0 ? { ...result, suggestions: suggestionsFor(store, text) } : result;
}
