import type { CatalogRecordType } from '@shoreline/domain';
import type { ImportProblem } from './parse.js';
import {
  attributeTextStores,
  checkBannersAndCoupons,
  checkUrlRewrite,
  childrenOf,
  indexUnique,
  optionTextStores,
  type CatalogPlan,
  type RewriteTargets,
} from './references.js';
import type { StoredCatalog } from './stored-catalog.js';

/**
 * The cross checks of a partial import (upsert): every reference a record makes is checked
 * against the catalog as it will be after the import, that is the records given plus what is
 * stored. A stored record keeps the values of every key its line leaves out, so the checks
 * look at those stored values too (a configurable product's stored children, a grouped
 * product's stored links, ...).
 */

type Given = { given: ReadonlySet<string> };
type Lined = { line: number };

/** Whether the upsert writes a key of a record: always for a new record, else when the line names it. */
export const writes = (item: Given, isNew: boolean, key: string): boolean => isNew || item.given.has(key);

const SIMPLE_TYPES = new Set(['simple', 'virtual']);

/**
 * A value that must be unique across the final catalog (a url key, an option id). `owners` are
 * the stored (owner, value) pairs; owners in `replaced` give up their stored values (the file
 * replaces them), so only the others can clash with the file's.
 */
function finalUnique<T extends Lined>(
  items: T[],
  ownerOf: (item: T) => string | number,
  valueOf: (item: T) => string | number,
  owners: Iterable<readonly [string | number, string | number]>,
  replaced: ReadonlySet<string | number>,
  label: string,
  ownerLabel: string,
  problems: ImportProblem[],
): void {
  indexUnique(items, valueOf, label, problems);
  const taken = new Map<string | number, string | number>();
  for (const [owner, value] of owners) if (!replaced.has(owner)) taken.set(value, owner);
  for (const item of items) {
    const owner = taken.get(valueOf(item));
    if (owner !== undefined && owner !== ownerOf(item)) {
      problems.push({ line: item.line, message: `${label} ${valueOf(item)} is already used by ${ownerLabel} ${owner}` });
    }
  }
}

/**
 * The ids of the owners' children (a tax rule's rates, a fee's options) stay unique in the catalog as it will be:
 * the file's owners replace their stored children, the others keep theirs (`stored`: child id to owner id).
 */
function finalChildIdsUnique<O extends { id: number; line: number }, C extends { id: number }>(
  owners: O[],
  children: (owner: O) => readonly C[],
  stored: ReadonlyMap<number, number>,
  labels: { child: string; owner: string },
  problems: ImportProblem[],
): void {
  finalUnique(
    childrenOf(owners, children),
    (child) => child.owner,
    (child) => child.id,
    [...stored].map(([childId, ownerId]) => [ownerId, childId] as const),
    new Set(owners.map((owner) => owner.id)),
    labels.child,
    labels.owner,
    problems,
  );
}

/**
 * Records kept by id with a url key of their own (blog categories and posts): ids unique in the file, url keys in
 * the catalog as it will be (`stored`: id to url key). Answers the file's records by id.
 */
function idsAndFinalUrlKeysUnique<R extends Lined & { id: number; url_key: string }>(
  records: R[],
  stored: ReadonlyMap<number, string>,
  kind: string,
  problems: ImportProblem[],
): Map<string | number, R> {
  const ids = indexUnique(records, (record) => record.id, `${kind} id`, problems);
  finalUnique(
    records,
    (record) => record.id,
    (record) => record.url_key,
    stored,
    new Set(ids.keys()),
    `${kind} url_key`,
    kind,
    problems,
  );
  return ids;
}

type AddProblem = (line: number, message: string) => void;
const adder =
  (problems: ImportProblem[]): AddProblem =>
  (line, message) =>
    problems.push({ line, message });

export function checkUpsert(plan: CatalogPlan, stored: StoredCatalog): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const finalStores = checkStores(plan, stored, problems);
  const finalOptions = checkAttributes(plan, stored, problems);
  const finalTaxClasses = checkTaxes(plan, stored, problems);
  for (const a of plan.attributes) checkTextStores(a.line, attributeTextStores(a), finalStores, adder(problems));
  const finalCategories = checkCategories(plan, stored, finalStores, problems);
  checkProducts(plan, stored, { finalStores, finalOptions, finalTaxClasses, finalCategories }, problems);
  const finalPageIdentifiers = checkCmsItems(plan, stored, finalStores, problems);
  const finalSkus = new Set([...stored.products.keys(), ...plan.products.map((p) => p.sku)]);
  const rewriteTargets = { stores: finalStores, skus: finalSkus, categoryIds: finalCategories, pageIdentifiers: finalPageIdentifiers };
  checkUrlRewrites(plan, stored, rewriteTargets, problems);
  checkBlog(plan, stored, problems);
  checkMarketingAndReviews(plan, stored, { finalStores, finalTaxClasses, finalSkus }, problems);
  return problems.sort((a, b) => a.line - b.line);
}

function checkTextStores(line: number, codes: Iterable<string>, finalStores: ReadonlySet<string | number>, add: AddProblem): void {
  for (const code of codes) if (!finalStores.has(code)) add(line, `store_texts: store ${code} is not defined`);
}

/** Stores (by code): codes and store ids unique, exactly one default. Answers the final store codes. */
function checkStores(plan: CatalogPlan, stored: StoredCatalog, problems: ImportProblem[]): Set<string | number> {
  const fileStores = indexUnique(plan.stores, (s) => s.code, 'store code', problems);
  finalUnique(
    plan.stores,
    (s) => s.code,
    (s) => s.store_id,
    [...stored.stores].map(([code, s]) => [code, s.store_id] as const),
    new Set(fileStores.keys()),
    'store_id',
    'store',
    problems,
  );
  if (plan.stores.length > 0) {
    const defaults = new Map([...stored.stores].map(([code, s]) => [code, s.is_default]));
    for (const s of plan.stores) if (writes(s, !stored.stores.has(s.code), 'is_default')) defaults.set(s.code, s.is_default);
    const chosen = [...defaults].filter(([, isDefault]) => isDefault).map(([code]) => code);
    if (chosen.length !== 1) {
      adder(problems)(
        plan.stores[0].line,
        `exactly one store must have is_default true (after this import: ${chosen.join(', ') || 'none'})`,
      );
    }
  }
  return new Set<string | number>([...stored.stores.keys(), ...fileStores.keys()]);
}

/** Attributes (by attribute_code; the attribute_id stays what it is). Answers each attribute's final option values. */
function checkAttributes(plan: CatalogPlan, stored: StoredCatalog, problems: ImportProblem[]): Map<string | number, Set<string>> {
  const add = adder(problems);
  indexUnique(plan.attributes, (a) => a.attribute_code, 'attribute code', problems);
  indexUnique(plan.attributes, (a) => a.attribute_id, 'attribute_id', problems);
  const finalOptions = new Map<string | number, Set<string>>([...stored.attributes].map(([code, a]) => [code, a.options]));
  for (const a of plan.attributes) {
    const existing = stored.attributes.get(a.attribute_code);
    if (existing && existing.attribute_id !== a.attribute_id) {
      add(a.line, `attribute ${a.attribute_code} is stored with attribute_id ${existing.attribute_id}; a record cannot change it`);
    }
    const other = stored.attributeCodeById.get(a.attribute_id);
    if (!existing && other !== undefined) add(a.line, `attribute_id ${a.attribute_id} belongs to attribute ${other}`);
    if (writes(a, !existing, 'options')) finalOptions.set(a.attribute_code, new Set(a.options.map((o) => o.value)));
  }
  return finalOptions;
}

/** Tax classes and rules (by id; a rule's classes and rates are replaced). Answers the final tax class ids. */
function checkTaxes(plan: CatalogPlan, stored: StoredCatalog, problems: ImportProblem[]): Set<number> {
  indexUnique(plan.taxClasses, (t) => t.id, 'tax class id', problems);
  const finalTaxClasses = new Set([...stored.taxClasses, ...plan.taxClasses.map((t) => t.id)]);
  indexUnique(plan.taxRules, (t) => t.id, 'tax rule id', problems);
  finalChildIdsUnique(plan.taxRules, (rule) => rule.rates, stored.taxRates, { child: 'tax rate id', owner: 'tax rule' }, problems);
  for (const rule of plan.taxRules) {
    for (const id of [...rule.product_tax_class_ids, ...rule.customer_tax_class_ids]) {
      if (!finalTaxClasses.has(id)) adder(problems)(rule.line, `tax class ${id} is not defined`);
    }
  }
  return finalTaxClasses;
}

/** Categories (by id): parents defined and no cycles. Answers the final category ids. */
function checkCategories(
  plan: CatalogPlan,
  stored: StoredCatalog,
  finalStores: ReadonlySet<string | number>,
  problems: ImportProblem[],
): Set<number> {
  const add = adder(problems);
  const fileCategories = indexUnique(plan.categories, (c) => c.id, 'category id', problems);
  const finalCategories = new Set<number>([...stored.categories.keys(), ...plan.categories.map((c) => c.id)]);
  const parentOf = (id: number) => (fileCategories.get(id)?.parent_id ?? stored.categories.get(id)?.parent_id) as number | undefined;
  for (const category of plan.categories) {
    if (category.parent_id !== 0 && category.parent_id !== 1 && !finalCategories.has(category.parent_id)) {
      add(category.line, `parent category ${category.parent_id} is not defined`);
    }
    checkTextStores(category.line, Object.keys(category.store_texts), finalStores, add);
    if (category.parent_id === category.id) {
      add(category.line, 'a category cannot be its own parent');
      continue;
    }
    const seen = new Set<number>([category.id]);
    for (let id = parentOf(category.id); id !== undefined && id > 1; id = parentOf(id)) {
      if (seen.has(id)) {
        add(category.line, `category ${category.id} would be part of a cycle`);
        break;
      }
      seen.add(id);
    }
  }
  return finalCategories;
}

/** CMS pages and blocks (by id; the identifier is unique per store scope). Answers the final page identifiers. */
function checkCmsItems(
  plan: CatalogPlan,
  stored: StoredCatalog,
  finalStores: ReadonlySet<string | number>,
  problems: ImportProblem[],
): Set<string> {
  for (const [items, storedItems, label] of [
    [plan.cmsPages, stored.cmsPages, 'cms page'],
    [plan.cmsBlocks, stored.cmsBlocks, 'cms block'],
  ] as const) {
    const ids = indexUnique<(typeof items)[number]>(items, (p) => p.id, `${label} id`, problems);
    const storeOf = (p: (typeof items)[number]) =>
      writes(p, !storedItems.has(p.id), 'store') ? p.store : (storedItems.get(p.id)?.store ?? null);
    finalUnique<(typeof items)[number]>(
      items,
      (p) => p.id,
      (p) => `${storeOf(p) ?? '*'}/${p.identifier}`,
      [...storedItems].map(([id, p]) => [id, `${p.store ?? '*'}/${p.identifier}`] as const),
      new Set(ids.keys()),
      `${label} identifier`,
      label,
      problems,
    );
    for (const item of items) {
      const store = storeOf(item);
      if (store !== null && !finalStores.has(store)) adder(problems)(item.line, `store ${store} is not defined`);
    }
  }
  const filePageIds = new Set(plan.cmsPages.map((p) => p.id));
  return new Set([
    ...[...stored.cmsPages].filter(([id]) => !filePageIds.has(id)).map(([, p]) => p.identifier),
    ...plan.cmsPages.map((p) => p.identifier),
  ]);
}

/** URL rewrites (by id): request paths unique per store, targets defined. */
function checkUrlRewrites(plan: CatalogPlan, stored: StoredCatalog, targets: RewriteTargets, problems: ImportProblem[]): void {
  const rewriteIds = indexUnique(plan.urlRewrites, (r) => r.id, 'url rewrite id', problems);
  const rewriteStore = (r: CatalogPlan['urlRewrites'][number]) =>
    writes(r, !stored.urlRewrites.has(r.id), 'store') ? r.store : (stored.urlRewrites.get(r.id)?.store ?? r.store);
  finalUnique(
    plan.urlRewrites,
    (r) => r.id,
    (r) => `${rewriteStore(r)}/${r.request_path}`,
    [...stored.urlRewrites].map(([id, r]) => [id, `${r.store}/${r.request_path}`] as const),
    new Set(rewriteIds.keys()),
    'url rewrite request_path',
    'url rewrite',
    problems,
  );
  for (const rewrite of plan.urlRewrites) checkUrlRewrite(rewrite, rewriteStore(rewrite), targets, adder(problems));
}

/** Blog (by id; url keys unique): a post's categories defined. */
function checkBlog(plan: CatalogPlan, stored: StoredCatalog, problems: ImportProblem[]): void {
  const blogCategoryIds = idsAndFinalUrlKeysUnique(plan.blogCategories, stored.blogCategories, 'blog category', problems);
  idsAndFinalUrlKeysUnique(plan.blogPosts, stored.blogPosts, 'blog post', problems);
  const finalBlogCategories = new Set([...stored.blogCategories.keys(), ...blogCategoryIds.keys()]);
  for (const post of plan.blogPosts) {
    if (!writes(post, !stored.blogPosts.has(post.id), 'blog_category_ids')) continue;
    for (const id of post.blog_category_ids) {
      if (!finalBlogCategories.has(id)) adder(problems)(post.line, `blog category ${id} is not defined`);
    }
  }
}

/** Banners, coupons, fees, reviews. */
function checkMarketingAndReviews(
  plan: CatalogPlan,
  stored: StoredCatalog,
  sets: Pick<FinalSets, 'finalStores' | 'finalTaxClasses'> & { finalSkus: ReadonlySet<string> },
  problems: ImportProblem[],
): void {
  const add = adder(problems);
  checkBannersAndCoupons(plan, sets.finalStores, problems);
  for (const coupon of plan.coupons) {
    // The stored value is kept in the unit of its type (basis points or cents): the two change together.
    if (stored.coupons.has(coupon.code) && coupon.given.has('discount_type') !== coupon.given.has('discount_value')) {
      add(coupon.line, 'discount_type and discount_value change together: name both');
    }
  }
  indexUnique(plan.fees, (f) => f.id, 'fee id', problems);
  finalChildIdsUnique(plan.fees, (fee) => fee.options, stored.feeOptions, { child: 'fee option id', owner: 'fee' }, problems);
  for (const fee of plan.fees) {
    const isNew = !stored.fees.has(fee.id);
    if (writes(fee, isNew, 'stores'))
      for (const code of fee.stores) if (!sets.finalStores.has(code)) add(fee.line, `store ${code} is not defined`);
    if (writes(fee, isNew, 'tax_class_id') && fee.tax_class_id !== 0 && !sets.finalTaxClasses.has(fee.tax_class_id)) {
      add(fee.line, `tax class ${fee.tax_class_id} is not defined`);
    }
  }
  indexUnique(plan.reviews, (r) => r.id, 'review id', problems);
  for (const review of plan.reviews) {
    if (!stored.reviews.has(review.id) && !sets.finalSkus.has(review.product_sku))
      add(review.line, `product ${review.product_sku} is not defined`);
  }
}

interface FinalSets {
  finalStores: ReadonlySet<string | number>;
  finalOptions: ReadonlyMap<string | number, ReadonlySet<string>>;
  finalTaxClasses: ReadonlySet<number>;
  finalCategories: ReadonlySet<number>;
}

type FileProduct = CatalogPlan['products'][number];

/** How a product will look after the import: its line's values where the line names them, else the stored ones. */
interface ProductLookups {
  fileProducts: Map<string | number, FileProduct>;
  isNew: (p: FileProduct) => boolean;
  typeOf: (sku: string) => string | undefined;
  parentSkuOf: (p: FileProduct) => string | undefined;
  storedId: (sku: string) => number;
  configurableOf: (sku: string) => string[];
  valueOf: (sku: string, code: string) => string | undefined;
  /** The children every configurable product will have. */
  children: Map<string, string[]>;
}

function productLookups(plan: CatalogPlan, stored: StoredCatalog, fileProducts: Map<string | number, FileProduct>): ProductLookups {
  const isNew = (p: FileProduct) => !stored.products.has(p.sku);
  const storedParentSku = (sku: string) => {
    const parentId = stored.products.get(sku)?.parent_id;
    return parentId === null || parentId === undefined ? undefined : stored.productSkuById.get(parentId);
  };
  const parentSkuOf = (p: FileProduct) => (writes(p, isNew(p), 'parent_sku') ? p.parent_sku : storedParentSku(p.sku));
  const storedId = (sku: string) => stored.products.get(sku)?.id ?? -1;
  const children = new Map<string, string[]>();
  const addChild = (parent: string | undefined, child: string) => {
    if (parent === undefined) return;
    children.set(parent, [...(children.get(parent) ?? []), child]);
  };
  for (const p of plan.products) addChild(parentSkuOf(p), p.sku);
  for (const sku of stored.products.keys()) if (!fileProducts.has(sku)) addChild(storedParentSku(sku), sku);
  return {
    fileProducts,
    isNew,
    typeOf: (sku) => fileProducts.get(sku)?.type_id ?? stored.products.get(sku)?.type_id,
    parentSkuOf,
    storedId,
    configurableOf: (sku) => {
      const p = fileProducts.get(sku);
      if (p && writes(p, isNew(p), 'configurable_attributes')) return p.configurable_attributes ?? [];
      return stored.configurableAttributes.get(storedId(sku)) ?? [];
    },
    valueOf: (sku, code) => {
      const p = fileProducts.get(sku);
      if (p && writes(p, isNew(p), 'attributes')) return p.attributes[code];
      return stored.attributeValues.get(storedId(sku))?.get(code);
    },
    children,
  };
}

function checkProducts(plan: CatalogPlan, stored: StoredCatalog, sets: FinalSets, problems: ImportProblem[]): void {
  const add = adder(problems);
  const fileProducts = indexUnique(plan.products, (p) => p.sku, 'sku', problems) as Map<string | number, FileProduct>;
  indexUnique(plan.products, (p) => p.id, 'product id', problems);
  finalUnique(
    plan.products,
    (p) => p.sku,
    (p) => p.url_key,
    [...stored.products.values()].map((p) => [p.sku, p.url_key] as const),
    new Set(fileProducts.keys()),
    'product url_key',
    'sku',
    problems,
  );
  const lookups = productLookups(plan, stored, fileProducts);
  checkRemovedOptionsUnused(plan, stored, sets.finalOptions, fileProducts, add);
  const bundleProducts = new Set(stored.bundleOptions.values());
  for (const p of plan.products) {
    checkProductReferences(p, stored, sets, lookups, add);
    checkProductFamily(p, sets, lookups, add);
    checkProductParts(p, stored, bundleProducts, lookups, add);
  }
  checkProductOptionIdsUnique(plan, stored, lookups, problems);
}

/** A removed attribute option must not be left on a product. */
function checkRemovedOptionsUnused(
  plan: CatalogPlan,
  stored: StoredCatalog,
  finalOptions: FinalSets['finalOptions'],
  fileProducts: ProductLookups['fileProducts'],
  add: AddProblem,
): void {
  for (const [code, options] of finalOptions) {
    const storedAttribute = stored.attributes.get(String(code));
    if (!storedAttribute || storedAttribute.options === options || options.size === 0) continue;
    const users: string[] = [];
    for (const [productId, values] of stored.attributeValues) {
      const value = values.get(String(code));
      const sku = stored.productSkuById.get(productId);
      if (value === undefined || sku === undefined || options.has(value)) continue;
      const inFile = fileProducts.get(sku);
      if (inFile && inFile.given.has('attributes')) continue;
      users.push(sku);
    }
    if (users.length) {
      const line = plan.attributes.find((a) => a.attribute_code === code)?.line ?? 1;
      add(
        line,
        `attribute ${code}: options that products still use would be removed (${users.slice(0, 5).join(', ')}${users.length > 5 ? ', …' : ''})`,
      );
    }
  }
}

/** Its sku and id keep their pairing; the tax class, categories, stores and attribute values it names exist. */
function checkProductReferences(p: FileProduct, stored: StoredCatalog, sets: FinalSets, lookups: ProductLookups, add: AddProblem): void {
  const line = p.line;
  const fresh = lookups.isNew(p);
  const existing = stored.products.get(p.sku);
  if (existing && existing.id !== p.id) add(line, `sku ${p.sku} is stored with id ${existing.id}; a record cannot change it`);
  const owner = stored.productSkuById.get(p.id);
  if (!existing && owner !== undefined) add(line, `product id ${p.id} belongs to sku ${owner}`);

  if (p.tax_class_id !== 0 && !sets.finalTaxClasses.has(p.tax_class_id)) add(line, `tax class ${p.tax_class_id} is not defined`);
  if (writes(p, fresh, 'category_ids'))
    for (const id of p.category_ids) if (!sets.finalCategories.has(id)) add(line, `category ${id} is not defined`);
  if (writes(p, fresh, 'stores')) for (const code of p.stores) if (!sets.finalStores.has(code)) add(line, `store ${code} is not defined`);
  checkTextStores(line, [...Object.keys(p.store_texts), ...optionTextStores(p)], sets.finalStores, add);
  if (writes(p, fresh, 'attributes')) {
    for (const [code, value] of Object.entries(p.attributes)) {
      const options = sets.finalOptions.get(code);
      if (!options) add(line, `attribute ${code} is not defined`);
      else if (options.size > 0 && !options.has(value)) add(line, `attribute ${code} has no option with value "${value}"`);
    }
  }
}

/** A child of a configurable product, and a configurable product with its children, fit together. */
function checkProductFamily(p: FileProduct, sets: FinalSets, lookups: ProductLookups, add: AddProblem): void {
  const { line } = p;
  const { typeOf, configurableOf, valueOf, fileProducts } = lookups;
  const parentSku = lookups.parentSkuOf(p);
  if (parentSku !== undefined) {
    const parentType = typeOf(parentSku);
    if (!parentType) add(line, `parent_sku ${parentSku} is not defined`);
    else if (parentType !== 'configurable') add(line, `parent_sku ${parentSku} is not a configurable product`);
    else {
      for (const code of configurableOf(parentSku))
        if (!valueOf(p.sku, code)) add(line, `a child of ${parentSku} needs a value for ${code}`);
    }
    if (!SIMPLE_TYPES.has(p.type_id)) add(line, 'configurable children must be simple or virtual');
  }

  const kids = lookups.children.get(p.sku) ?? [];
  if (p.type_id === 'configurable') {
    const codes = configurableOf(p.sku);
    if (!codes.length) add(line, 'a configurable product needs configurable_attributes');
    for (const code of codes) if (!sets.finalOptions.has(code)) add(line, `attribute ${code} is not defined`);
    if (!kids.length) add(line, 'a configurable product needs at least one child');
    for (const child of kids) {
      if (fileProducts.has(child)) continue;
      for (const code of codes) if (!valueOf(child, code)) add(line, `its child ${child} has no value for ${code}`);
    }
  } else {
    const storedKids = kids.filter((child) => !fileProducts.has(child));
    if (storedKids.length) add(line, `only a configurable product can have children (${storedKids.slice(0, 5).join(', ')})`);
  }
}

/** What a grouped product links, a bundle's options and a gift card's settings. */
function checkProductParts(
  p: FileProduct,
  stored: StoredCatalog,
  bundleProducts: ReadonlySet<number>,
  lookups: ProductLookups,
  add: AddProblem,
): void {
  const { line } = p;
  const fresh = lookups.isNew(p);
  const { typeOf, storedId } = lookups;
  if (p.type_id === 'grouped') {
    if (writes(p, fresh, 'links')) {
      if (!p.links?.length) add(line, 'a grouped product needs links');
      for (const link of p.links ?? []) {
        const linked = typeOf(link.sku);
        if (!linked) add(line, `linked sku ${link.sku} is not defined`);
        else if (!SIMPLE_TYPES.has(linked)) add(line, `linked sku ${link.sku} must be simple or virtual`);
      }
    } else if (!stored.productsWithLinks.has(storedId(p.sku))) add(line, 'a grouped product needs links');
  }
  if (p.type_id === 'bundle') {
    if (writes(p, fresh, 'bundle_options')) {
      if (!p.bundle_options?.length) add(line, 'a bundle product needs bundle_options');
      for (const option of p.bundle_options ?? []) {
        for (const link of option.links) {
          const linked = typeOf(link.sku);
          if (!linked) add(line, `bundle option ${option.option_id}: sku ${link.sku} is not defined`);
          else if (!SIMPLE_TYPES.has(linked)) add(line, `bundle option ${option.option_id}: sku ${link.sku} must be simple or virtual`);
        }
      }
    } else if (!bundleProducts.has(storedId(p.sku))) add(line, 'a bundle product needs bundle_options');
  }
  if (p.type_id === 'giftcard') {
    const hasSettings = writes(p, fresh, 'giftcard') ? Boolean(p.giftcard) : Boolean(stored.products.get(p.sku)?.hasGiftcard);
    if (!hasSettings) add(line, 'a gift card needs giftcard settings');
  }
}

/** Bundle and custom option ids stay unique; a product whose line names its options replaces its own. */
function checkProductOptionIdsUnique(plan: CatalogPlan, stored: StoredCatalog, lookups: ProductLookups, problems: ImportProblem[]): void {
  const replacing = (key: string) => new Set(plan.products.filter((p) => writes(p, lookups.isNew(p), key)).map((p) => p.sku));
  const skuOfId = (id: number) => stored.productSkuById.get(id) ?? String(id);
  const bundleReplaced = replacing('bundle_options');
  finalUnique(
    plan.products
      .filter((p) => bundleReplaced.has(p.sku))
      .flatMap((p) => (p.bundle_options ?? []).map((o) => ({ id: o.option_id, sku: p.sku, line: p.line }))),
    (o) => o.sku,
    (o) => o.id,
    [...stored.bundleOptions].map(([optionId, productId]) => [skuOfId(productId), optionId] as const),
    bundleReplaced,
    'bundle option_id',
    'sku',
    problems,
  );
  const customReplaced = replacing('custom_options');
  const customOptions = plan.products
    .filter((p) => customReplaced.has(p.sku))
    .flatMap((p) => (p.custom_options ?? []).map((o) => ({ ...o, sku: p.sku, line: p.line })));
  finalUnique(
    customOptions,
    (o) => o.sku,
    (o) => o.option_id,
    [...stored.customOptions].map(([optionId, productId]) => [skuOfId(productId), optionId] as const),
    customReplaced,
    'custom option_id',
    'sku',
    problems,
  );
  finalUnique(
    customOptions.flatMap((o) => o.values.map((v) => ({ id: v.option_type_id, sku: o.sku, line: o.line }))),
    (v) => v.sku,
    (v) => v.id,
    [...stored.customOptionValues].map(([valueId, optionId]) => [skuOfId(stored.customOptions.get(optionId) ?? -1), valueId] as const),
    customReplaced,
    'option_type_id',
    'sku',
    problems,
  );
}

/** Counts of one import: records created, updated, and left as they were (a review that exists). */
export interface ChangeCounts {
  created: number;
  updated: number;
  skipped: number;
}

export interface UpsertSummary extends ChangeCounts {
  records: number;
  byType: Partial<Record<CatalogRecordType, ChangeCounts>>;
}

/** What the import will do with each record: create it, update it, or (a stored review) leave it. */
export function summarizeUpsert(plan: CatalogPlan, stored: StoredCatalog): UpsertSummary {
  const summary: UpsertSummary = { records: 0, created: 0, updated: 0, skipped: 0, byType: {} };
  const count = (type: CatalogRecordType, exists: boolean, skipWhenStored = false) => {
    const counts = (summary.byType[type] ??= { created: 0, updated: 0, skipped: 0 });
    const key = !exists ? 'created' : skipWhenStored ? 'skipped' : 'updated';
    counts[key] += 1;
    summary[key] += 1;
    summary.records += 1;
  };
  for (const s of plan.stores) count('store', stored.stores.has(s.code));
  for (const a of plan.attributes) count('attribute', stored.attributes.has(a.attribute_code));
  for (const c of plan.categories) count('category', stored.categories.has(c.id));
  for (const t of plan.taxClasses) count('tax_class', stored.taxClasses.has(t.id));
  for (const t of plan.taxRules) count('tax_rule', stored.taxRules.has(t.id));
  for (const p of plan.products) count('product', stored.products.has(p.sku));
  for (const p of plan.cmsPages) count('cms_page', stored.cmsPages.has(p.id));
  for (const b of plan.cmsBlocks) count('cms_block', stored.cmsBlocks.has(b.id));
  for (const r of plan.urlRewrites) count('url_rewrite', stored.urlRewrites.has(r.id));
  for (const c of plan.blogCategories) count('blog_category', stored.blogCategories.has(c.id));
  for (const p of plan.blogPosts) count('blog_post', stored.blogPosts.has(p.id));
  for (const b of plan.banners) count('banner', stored.banners.has(b.id));
  for (const c of plan.coupons) count('coupon', stored.coupons.has(c.code));
  for (const f of plan.fees) count('fee', stored.fees.has(f.id));
  for (const r of plan.reviews) count('review', stored.reviews.has(r.id), true);
  return summary;
}
