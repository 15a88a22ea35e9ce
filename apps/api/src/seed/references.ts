import type { CatalogRecord, CatalogRecordType } from '@shoreline/domain';
import type { ImportProblem, ParsedRecord } from './parse.js';

type RecordOf<T extends CatalogRecordType> = Extract<CatalogRecord, { type: T }>;
/** A record with its line, and the keys the line named (parse.ts). */
export type Lined<T> = T & { line: number; given: ReadonlySet<string> };

/** The parsed file grouped by record type, each record remembering its line. */
export interface CatalogPlan {
  stores: Lined<RecordOf<'store'>>[];
  attributes: Lined<RecordOf<'attribute'>>[];
  categories: Lined<RecordOf<'category'>>[];
  taxClasses: Lined<RecordOf<'tax_class'>>[];
  taxRules: Lined<RecordOf<'tax_rule'>>[];
  products: Lined<RecordOf<'product'>>[];
  cmsPages: Lined<RecordOf<'cms_page'>>[];
  cmsBlocks: Lined<RecordOf<'cms_block'>>[];
  urlRewrites: Lined<RecordOf<'url_rewrite'>>[];
  blogCategories: Lined<RecordOf<'blog_category'>>[];
  blogPosts: Lined<RecordOf<'blog_post'>>[];
  banners: Lined<RecordOf<'banner'>>[];
  coupons: Lined<RecordOf<'coupon'>>[];
  fees: Lined<RecordOf<'fee'>>[];
  reviews: Lined<RecordOf<'review'>>[];
}

export function planCatalog(records: ParsedRecord[]): CatalogPlan {
  const plan: CatalogPlan = {
    stores: [],
    attributes: [],
    categories: [],
    taxClasses: [],
    taxRules: [],
    products: [],
    cmsPages: [],
    cmsBlocks: [],
    urlRewrites: [],
    blogCategories: [],
    blogPosts: [],
    banners: [],
    coupons: [],
    fees: [],
    reviews: [],
  };
  for (const { line, record, given } of records) {
    switch (record.type) {
      case 'store':
        plan.stores.push({ ...record, line, given });
        break;
      case 'attribute':
        plan.attributes.push({ ...record, line, given });
        break;
      case 'category':
        plan.categories.push({ ...record, line, given });
        break;
      case 'tax_class':
        plan.taxClasses.push({ ...record, line, given });
        break;
      case 'tax_rule':
        plan.taxRules.push({ ...record, line, given });
        break;
      case 'product':
        plan.products.push({ ...record, line, given });
        break;
      case 'cms_page':
        plan.cmsPages.push({ ...record, line, given });
        break;
      case 'cms_block':
        plan.cmsBlocks.push({ ...record, line, given });
        break;
      case 'url_rewrite':
        plan.urlRewrites.push({ ...record, line, given });
        break;
      case 'blog_category':
        plan.blogCategories.push({ ...record, line, given });
        break;
      case 'blog_post':
        plan.blogPosts.push({ ...record, line, given });
        break;
      case 'banner':
        plan.banners.push({ ...record, line, given });
        break;
      case 'coupon':
        plan.coupons.push({ ...record, line, given });
        break;
      case 'fee':
        plan.fees.push({ ...record, line, given });
        break;
      case 'review':
        plan.reviews.push({ ...record, line, given });
        break;
    }
  }
  return plan;
}

/** Every child of every owner (a rule's rates, a fee's options) with its owner's id, on its owner's line. */
export function childrenOf<O extends { id: number; line: number }, C extends object>(
  owners: readonly O[],
  children: (owner: O) => readonly C[],
): Array<C & { owner: number; line: number }> {
  return owners.flatMap((owner) => children(owner).map((child) => ({ ...child, owner: owner.id, line: owner.line })));
}

/** The ids of the owners' children (a tax rule's rates, a fee's options) are unique across all the owners. */
export function childIdsUnique<O extends { id: number; line: number }, C extends { id: number }>(
  owners: readonly O[],
  children: (owner: O) => readonly C[],
  label: string,
  problems: ImportProblem[],
): void {
  indexUnique(childrenOf(owners, children), (child) => child.id, label, problems);
}

export function indexUnique<T extends { line: number }>(
  items: T[],
  keyOf: (item: T) => string | number,
  label: string,
  problems: ImportProblem[],
): Map<string | number, T> {
  const index = new Map<string | number, T>();
  for (const item of items) {
    const key = keyOf(item);
    const earlier = index.get(key);
    if (earlier) problems.push({ line: item.line, message: `duplicate ${label} ${key} (first on line ${earlier.line})` });
    else index.set(key, item);
  }
  return index;
}

/** Banners (unique ids, in a store the catalog has) and coupons (unique codes, a percent of at most 100). */
export function checkBannersAndCoupons(plan: CatalogPlan, stores: { has(code: string): boolean }, problems: ImportProblem[]): void {
  indexUnique(plan.banners, (b) => b.id, 'banner id', problems);
  for (const banner of plan.banners) {
    if (!stores.has(banner.store)) problems.push({ line: banner.line, message: `store ${banner.store} is not defined` });
  }
  indexUnique(plan.coupons, (c) => c.code, 'coupon code', problems);
  for (const coupon of plan.coupons) {
    if (coupon.discount_type === 'percent' && coupon.discount_value > 100) {
      problems.push({ line: coupon.line, message: 'a percent discount cannot exceed 100' });
    }
  }
}

/** What a URL rewrite may point at: the catalog as it will be once the import is written. */
export interface RewriteTargets {
  stores: { has(code: string): boolean };
  skus: { has(sku: string): boolean };
  categoryIds: { has(id: number): boolean };
  pageIdentifiers: { has(identifier: string): boolean };
}

/** A rewrite's store and the entity it points at must exist, and a redirect must send the visitor to a path. */
export function checkUrlRewrite(
  rewrite: CatalogPlan['urlRewrites'][number],
  store: string,
  targets: RewriteTargets,
  add: (line: number, message: string) => void,
): void {
  if (!targets.stores.has(store)) add(rewrite.line, `store ${store} is not defined`);
  const entity = String(rewrite.entity);
  const exists =
    rewrite.entity_type === 'product'
      ? targets.skus.has(entity)
      : rewrite.entity_type === 'category'
        ? targets.categoryIds.has(Number(entity))
        : targets.pageIdentifiers.has(entity);
  if (!exists) add(rewrite.line, `${rewrite.entity_type} ${entity} is not defined`);
  if (rewrite.redirect_type !== 0 && !rewrite.target_path.startsWith('/')) {
    add(rewrite.line, 'a 301/302 rewrite needs a target_path starting with /');
  }
}

/** Checks every reference between records; returns the problems, each with its line. */
export function checkReferences(plan: CatalogPlan): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const add = (line: number, message: string) => problems.push({ line, message });

  const stores = indexUnique(plan.stores, (s) => s.code, 'store code', problems);
  indexUnique(plan.stores, (s) => s.store_id, 'store_id', problems);
  if (plan.stores.length === 0) add(1, 'the catalog needs at least one store record');
  const defaults = plan.stores.filter((s) => s.is_default);
  if (plan.stores.length > 0 && defaults.length !== 1) {
    add(plan.stores[0].line, `exactly one store must have is_default true (found ${defaults.length})`);
  }

  const attributes = indexUnique(plan.attributes, (a) => a.attribute_code, 'attribute code', problems);
  indexUnique(plan.attributes, (a) => a.attribute_id, 'attribute_id', problems);
  for (const a of plan.attributes)
    for (const code of attributeTextStores(a)) if (!stores.has(code)) add(a.line, `store_texts: store ${code} is not defined`);
  const taxClasses = indexUnique(plan.taxClasses, (t) => t.id, 'tax class id', problems);
  indexUnique(plan.taxRules, (t) => t.id, 'tax rule id', problems);
  childIdsUnique(plan.taxRules, (rule) => rule.rates, 'tax rate id', problems);
  for (const rule of plan.taxRules) {
    for (const id of [...rule.product_tax_class_ids, ...rule.customer_tax_class_ids]) {
      if (!taxClasses.has(id)) add(rule.line, `tax class ${id} is not defined`);
    }
  }

  const categories = indexUnique(plan.categories, (c) => c.id, 'category id', problems);
  for (const category of plan.categories) {
    if (category.parent_id !== 0 && category.parent_id !== 1 && !categories.has(category.parent_id)) {
      add(category.line, `parent category ${category.parent_id} is not defined`);
    }
    if (category.parent_id === category.id) add(category.line, 'a category cannot be its own parent');
    for (const code of Object.keys(category.store_texts))
      if (!stores.has(code)) add(category.line, `store_texts: store ${code} is not defined`);
  }

  const products = indexUnique(plan.products, (p) => p.sku, 'sku', problems);
  indexUnique(plan.products, (p) => p.id, 'product id', problems);
  indexUnique(plan.products, (p) => p.url_key, 'product url_key', problems);
  indexUnique(
    plan.products.flatMap((p) => (p.bundle_options ?? []).map((o) => ({ ...o, line: p.line }))),
    (o) => o.option_id,
    'bundle option_id',
    problems,
  );
  const customOptions = plan.products.flatMap((p) => (p.custom_options ?? []).map((o) => ({ ...o, line: p.line })));
  indexUnique(customOptions, (o) => o.option_id, 'custom option_id', problems);
  indexUnique(
    customOptions.flatMap((o) => o.values.map((v) => ({ ...v, line: o.line }))),
    (v) => v.option_type_id,
    'option_type_id',
    problems,
  );

  for (const product of plan.products) {
    const where = product.line;
    if (product.tax_class_id !== 0 && !taxClasses.has(product.tax_class_id)) add(where, `tax class ${product.tax_class_id} is not defined`);
    for (const id of product.category_ids) if (!categories.has(id)) add(where, `category ${id} is not defined`);
    for (const code of product.stores) if (!stores.has(code)) add(where, `store ${code} is not defined`);
    for (const code of Object.keys(product.store_texts)) {
      if (!stores.has(code)) add(where, `store_texts: store ${code} is not defined`);
      else if (!product.stores.includes(code)) add(where, `store_texts: store ${code} does not sell this product`);
    }
    for (const code of optionTextStores(product)) if (!stores.has(code)) add(where, `store_texts: store ${code} is not defined`);
    for (const [code, value] of Object.entries(product.attributes)) {
      const attribute = attributes.get(code);
      if (!attribute) add(where, `attribute ${code} is not defined`);
      else if (attribute.options.length > 0 && !attribute.options.some((o) => o.value === value)) {
        add(where, `attribute ${code} has no option with value "${value}"`);
      }
    }
    if (product.parent_sku !== undefined) {
      const parent = products.get(product.parent_sku);
      if (!parent) add(where, `parent_sku ${product.parent_sku} is not defined`);
      else if (parent.type_id !== 'configurable') add(where, `parent_sku ${product.parent_sku} is not a configurable product`);
      else {
        for (const code of parent.configurable_attributes ?? []) {
          if (!product.attributes[code]) add(where, `a child of ${parent.sku} needs a value for ${code}`);
        }
      }
      if (product.type_id !== 'simple' && product.type_id !== 'virtual') add(where, 'configurable children must be simple or virtual');
    }
    if (product.type_id === 'configurable') {
      if (!product.configurable_attributes?.length) add(where, 'a configurable product needs configurable_attributes');
      for (const code of product.configurable_attributes ?? []) if (!attributes.has(code)) add(where, `attribute ${code} is not defined`);
      if (!plan.products.some((p) => p.parent_sku === product.sku)) add(where, 'a configurable product needs at least one child');
    }
    if (product.type_id === 'grouped') {
      if (!product.links?.length) add(where, 'a grouped product needs links');
      for (const link of product.links ?? []) {
        const linked = products.get(link.sku);
        if (!linked) add(where, `linked sku ${link.sku} is not defined`);
        else if (linked.type_id !== 'simple' && linked.type_id !== 'virtual')
          add(where, `linked sku ${link.sku} must be simple or virtual`);
      }
    }
    if (product.type_id === 'bundle') {
      if (!product.bundle_options?.length) add(where, 'a bundle product needs bundle_options');
      for (const option of product.bundle_options ?? []) {
        for (const link of option.links) {
          const linked = products.get(link.sku);
          if (!linked) add(where, `bundle option ${option.option_id}: sku ${link.sku} is not defined`);
          else if (linked.type_id !== 'simple' && linked.type_id !== 'virtual')
            add(where, `bundle option ${option.option_id}: sku ${link.sku} must be simple or virtual`);
        }
      }
    }
    if (product.type_id === 'giftcard' && !product.giftcard) add(where, 'a gift card needs giftcard settings');
  }

  const pages = indexUnique(plan.cmsPages, (p) => `${p.store ?? '*'}/${p.identifier}`, 'cms page identifier', problems);
  indexUnique(plan.cmsPages, (p) => p.id, 'cms page id', problems);
  indexUnique(plan.cmsBlocks, (b) => b.id, 'cms block id', problems);
  indexUnique(plan.cmsBlocks, (b) => `${b.store ?? '*'}/${b.identifier}`, 'cms block identifier', problems);
  for (const item of [...plan.cmsPages, ...plan.cmsBlocks]) {
    if (item.store !== null && !stores.has(item.store)) add(item.line, `store ${item.store} is not defined`);
  }

  indexUnique(plan.urlRewrites, (r) => r.id, 'url rewrite id', problems);
  indexUnique(plan.urlRewrites, (r) => `${r.store}/${r.request_path}`, 'url rewrite request_path', problems);
  const pageIdentifiers = new Set([...pages.values()].map((p) => p.identifier));
  const rewriteTargets: RewriteTargets = { stores, skus: products, categoryIds: categories, pageIdentifiers };
  for (const rewrite of plan.urlRewrites) checkUrlRewrite(rewrite, rewrite.store, rewriteTargets, add);

  const blogCategories = indexUnique(plan.blogCategories, (c) => c.id, 'blog category id', problems);
  indexUnique(plan.blogCategories, (c) => c.url_key, 'blog category url_key', problems);
  indexUnique(plan.blogPosts, (p) => p.id, 'blog post id', problems);
  indexUnique(plan.blogPosts, (p) => p.url_key, 'blog post url_key', problems);
  for (const post of plan.blogPosts) {
    for (const id of post.blog_category_ids) if (!blogCategories.has(id)) add(post.line, `blog category ${id} is not defined`);
  }

  checkBannersAndCoupons(plan, stores, problems);
  checkFees(plan, stores, taxClasses, problems);
  indexUnique(plan.reviews, (r) => r.id, 'review id', problems);
  for (const review of plan.reviews)
    if (!products.has(review.product_sku)) add(review.line, `product ${review.product_sku} is not defined`);

  return problems.sort((a, b) => a.line - b.line);
}

/** Fee and option ids are unique, and a fee names defined stores and a defined tax class (0: not taxed). */
function checkFees(
  plan: CatalogPlan,
  stores: ReadonlyMap<string | number, unknown>,
  taxClasses: ReadonlyMap<string | number, unknown>,
  problems: ImportProblem[],
): void {
  indexUnique(plan.fees, (f) => f.id, 'fee id', problems);
  childIdsUnique(plan.fees, (fee) => fee.options, 'fee option id', problems);
  for (const fee of plan.fees) {
    for (const code of fee.stores) if (!stores.has(code)) problems.push({ line: fee.line, message: `store ${code} is not defined` });
    if (fee.tax_class_id !== 0 && !taxClasses.has(fee.tax_class_id)) {
      problems.push({ line: fee.line, message: `tax class ${fee.tax_class_id} is not defined` });
    }
  }
}

/** The store views an attribute's label texts name (its own and its options'). */
export const attributeTextStores = (a: CatalogPlan['attributes'][number]): string[] => [
  ...Object.keys(a.store_texts),
  ...a.options.flatMap((o) => Object.keys(o.store_texts)),
];

/** The store views a product's option texts name (custom options, their values, bundle options). */
export const optionTextStores = (p: CatalogPlan['products'][number]): string[] => [
  ...(p.custom_options ?? []).flatMap((o) => [...Object.keys(o.store_texts), ...o.values.flatMap((v) => Object.keys(v.store_texts))]),
  ...(p.bundle_options ?? []).flatMap((o) => Object.keys(o.store_texts)),
];
