import { nextWindowChange, type AttributeDocument, type ProductDocument, type StoreView } from '@shoreline/domain';
import type { CatalogRows } from './storage.js';

import { buildAttributes, buildTaxRules, sitePlaceRows, stockDocument, toStoreView } from './build-reference.js';
import { buildCategories } from './build-categories.js';
import { buildSharedContent, buildStoreContent } from './build-content.js';
import { storePricing } from './build-prices.js';
import { productDocument, type ProductBuild } from './build-product.js';
import { rowLookups, type RowLookups } from './row-lookups.js';
import { buildGroups, type CatalogGroups } from './group-prices.js';
import { localizedAttributes, localizedProduct, storeTextsOf } from './build-store-texts.js';
import type { CatalogSnapshot, ProductRow, Row, StoreCatalog, TaxRuleDocument } from './snapshot-types.js';

/**
 * Product documents already built for another store, by product id, each with the tax rate of
 * every tax class its prices were computed with. A document depends on its store only through
 * those rates (its own class, its children's, its linked and bundled products'), so a store with
 * the same rates for them takes the same document object instead of building an identical copy:
 * with the shop's catalog the restaurant store (Maryland tax) shares every product whose price
 * involves no taxable goods with the main store.
 */
type BuiltDocuments = Map<number, Array<{ doc: ProductDocument; rates: ReadonlyMap<number, number> }>>;

/** What every store's build shares: made once per snapshot. */
interface SharedBuild {
  attributes: AttributeDocument[];
  taxRules: TaxRuleDocument[];
  now: Date;
  lookups: RowLookups;
  built: BuiltDocuments;
  content: ReturnType<typeof buildSharedContent>;
  groups: CatalogGroups;
  /** Store views enabled by configuration (STORE_VIEWS) beside those the catalog itself enables. */
  storeViews: ReadonlySet<string>;
  /** Each website's place record (a view without an address of its own shows its website's). */
  sitePlaces: ReadonlyMap<number, Row<'stores'>>;
}

/** What the snapshot's build takes from the configuration. */
export interface SnapshotOptions {
  /** Store views (store codes) enabled by configuration: STORE_VIEWS. */
  storeViews?: readonly string[];
}

/**
 * A store view that lives below a path prefix of another store (the German and Italian views under /de and
 * /it) and that neither the catalog nor the configuration enables: it sells nothing and has no texts of its
 * own, as before store views existed (its products, texts and content stay in the catalog for the day it is).
 */
const isDisabledView = (store: StoreView): boolean =>
  !store.isDefault && store.appendStoreCode && store.urlPrefix !== null && !store.urlMappingEnabled;

/** Builds one store's product, category and content documents from the catalog rows. */
function buildStoreCatalog(rows: CatalogRows, storeRow: Row<'stores'>, shared: SharedBuild): StoreCatalog {
  const view = toStoreView(storeRow, shared.sitePlaces.get(storeRow.website_id));
  const store: StoreView = shared.storeViews.has(view.storeCode) ? { ...view, urlMappingEnabled: true } : view;
  const disabled = isDisabledView(store);
  const texts = disabled ? null : storeTextsOf(rows, store.storeCode);
  const { attributes, taxRules, lookups } = shared;
  const destination = { country: store.tax.defaultCountry, region: store.tax.defaultRegion };
  const build: ProductBuild = {
    lookups,
    attributesById: new Map(attributes.map((a) => [a.attribute_id, a])),
    pricing: storePricing(lookups, taxRules, destination, shared.now),
    tiers: { groupId: shared.groups.defaultGroupId, prices: shared.groups.prices.get(shared.groups.defaultGroupId) ?? new Map() },
  };
  const products = disabled
    ? []
    : rows.products
        .filter((product) => soldInStore(product, store.storeCode, lookups))
        .map((product) => localizedProduct(documentFor(product, build, shared.built), texts));

  return {
    store,
    products,
    productsBySku: new Map(products.map((p) => [p.sku, p])),
    productsById: new Map(products.map((p) => [p.id, p])),
    categories: buildCategories(rows, products, texts),
    attributes: localizedAttributes(attributes, texts),
    taxRules,
    ...buildStoreContent(rows, store, !disabled),
    ...shared.content,
    groups: shared.groups,
  };
}

/** A product is in the stores its own record names; a configurable's child in its parent's. */
function soldInStore(product: ProductRow, storeCode: string, { productById, storesByProduct }: RowLookups): boolean {
  const owner = product.parent_id !== null ? (productById.get(product.parent_id) ?? product) : product;
  return (storesByProduct.get(owner.id) ?? []).some((s) => s.store_code === storeCode);
}

/** Takes the document another store built when every tax rate it used is the same here; builds it otherwise. */
function documentFor(product: ProductRow, build: ProductBuild, built: BuiltDocuments): ProductDocument {
  const known = built.get(product.id) ?? [];
  const same = known.find(({ rates }) => [...rates].every(([taxClassId, rate]) => build.pricing.rateOf(taxClassId) === rate));
  if (same) return same.doc;
  const rates = build.pricing.recordRates();
  const doc = productDocument(product, build);
  known.push({ doc, rates });
  built.set(product.id, known);
  return doc;
}

/**
 * Makes equal strings in the product tables one string. The database driver hands out a new string
 * for every cell, and documents keep them: variants repeat their parent's description, images and
 * dates, and attribute values repeat across thousands of products. Changes the rows in place.
 */
function shareRepeatedStrings(rows: CatalogRows): void {
  const pool = new Map<string, string>();
  const tables: ReadonlyArray<ReadonlyArray<Record<string, unknown>>> = [
    rows.products,
    rows.attributeValues,
    rows.media,
    rows.customOptions,
    rows.customOptionValues,
    rows.bundleOptions,
  ];
  for (const table of tables) {
    for (const row of table) {
      for (const key in row) {
        const value = row[key];
        if (typeof value !== 'string') continue;
        const shared = pool.get(value);
        if (shared === undefined) pool.set(value, value);
        else row[key] = shared;
      }
    }
  }
}

export function buildSnapshot(rows: CatalogRows, now = new Date(), options: SnapshotOptions = {}): CatalogSnapshot {
  shareRepeatedStrings(rows);
  const shared: SharedBuild = {
    attributes: buildAttributes(rows),
    taxRules: buildTaxRules(rows),
    now,
    lookups: rowLookups(rows),
    built: new Map(),
    content: buildSharedContent(rows),
    groups: buildGroups(rows),
    storeViews: new Set(options.storeViews ?? []),
    sitePlaces: sitePlaceRows(rows.stores),
  };
  const byStore = new Map<string, StoreCatalog>();
  for (const storeRow of rows.stores) byStore.set(storeRow.code, buildStoreCatalog(rows, storeRow, shared));
  const stores = [...byStore.values()].map((c) => c.store).sort((a, b) => a.storeId - b.storeId);
  const defaultStore = stores.find((s) => s.isDefault) ?? stores[0];
  if (!defaultStore) throw new Error('The catalog has no store; import a catalog first.');
  const changes = rows.products
    .map((p) => nextWindowChange(p.special_from_date, p.special_to_date, now))
    .filter((t): t is number => t !== null);
  return {
    version: rows.version,
    builtAt: now,
    stores,
    defaultStore,
    byStore,
    staleAt: changes.length ? Math.min(...changes) : null,
    stockEventId: 0,
  };
}

/**
 * Applies changed stock rows to every store's documents in place. Returns true
 * when a product went in or out of stock: configurable prices may then move, so
 * the caller rebuilds.
 */
export function applyStockRows(snapshot: CatalogSnapshot, rows: ReadonlyArray<Row<'stock'>>): boolean {
  let flipped = false;
  for (const catalog of snapshot.byStore.values()) {
    for (const row of rows) {
      const product = catalog.productsById.get(row.product_id);
      if (!product) continue;
      const stock = stockDocument(row.product_id, row);
      if (stock.is_in_stock !== product.stock.is_in_stock) flipped = true;
      product.stock = stock;
      product.qty = stock.qty;
      const parent = product.parentSku ? catalog.productsBySku.get(String(product.parentSku)) : undefined;
      const child = parent?.configurable_children?.find((c) => c.id === product.id);
      if (child) child.stock = stock;
    }
  }
  return flipped;
}
