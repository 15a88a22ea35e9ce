import type { Database } from '../db/index.js';
import type { CatalogPlan } from './references.js';
import type { StoredCatalog } from './stored-catalog.js';
import {
  attributeValueRows,
  bundleOptionRows,
  bundleOptionStoreTextRows,
  bundleSelectionRows,
  configurableAttributeRows,
  customOptionRows,
  customOptionStoreTextRows,
  customOptionValueRows,
  customOptionValueStoreTextRows,
  productCategoryRows,
  productLinkRows,
  productMediaRows,
  productStoreRows,
  productStoreTextRows,
  type Row,
} from './rows.js';

/** The tables a product record is written to beside its own row, shared by the full import and the upsert. */

export type Product = CatalogPlan['products'][number];

/** Resolves what a product's rows name by sku or attribute code to ids. */
export interface ProductReferences {
  productIdOf: (sku: string) => number;
  attributeIdOf: (code: string) => number;
}

/** Ids from the file's records first, then (the upsert) from the stored catalog; 0 when neither has it. */
export function productReferences(plan: CatalogPlan, stored?: StoredCatalog): ProductReferences {
  const productIds = new Map(plan.products.map((p) => [p.sku, p.id]));
  const attributeIds = new Map(plan.attributes.map((a) => [a.attribute_code, a.attribute_id]));
  return {
    productIdOf: (sku) => productIds.get(sku) ?? stored?.products.get(sku)?.id ?? 0,
    attributeIdOf: (code) => attributeIds.get(code) ?? stored?.attributes.get(code)?.attribute_id ?? 0,
  };
}

export const parentIdOf = (p: Product, refs: ProductReferences): number | null =>
  p.parent_sku === undefined ? null : refs.productIdOf(p.parent_sku);

/** Parents may be listed after their children in a hand-written file: configurables' parents go first. */
export const parentsFirst = (products: readonly Product[]): Product[] =>
  [...products].sort((a, b) => Number(a.parent_sku !== undefined) - Number(b.parent_sku !== undefined));

/** The rows of one table that hang off a product, and the record key they come from. */
export interface ProductRowSet {
  key: string;
  table: keyof Database;
  rowsOf: (p: Product) => Array<Row<keyof Database>>;
}

const rowSet = <T extends keyof Database>(key: string, table: T, rowsOf: (p: Product) => Array<Row<T>>): ProductRowSet => ({
  key,
  table,
  rowsOf,
});

/**
 * Tables whose rows belong to one product (by product_id): a line that names the key replaces them.
 * `positionOf` is the product's position in its categories (the upsert keeps a stored one the line leaves out).
 */
export function productRowSets(refs: ProductReferences, positionOf: (p: Product) => number = (p) => p.position): ProductRowSet[] {
  return [
    rowSet('attributes', 'product_attribute_values', attributeValueRows),
    rowSet('category_ids', 'product_categories', (p) => productCategoryRows(p, positionOf(p))),
    rowSet('gallery', 'product_media', productMediaRows),
    rowSet('stores', 'product_stores', productStoreRows),
    rowSet('store_texts', 'product_store_texts', productStoreTextRows),
    rowSet('configurable_attributes', 'configurable_attributes', (p) => configurableAttributeRows(p, refs.attributeIdOf)),
    rowSet('links', 'product_links', (p) => productLinkRows(p, refs.productIdOf)),
  ];
}

/**
 * Bundle and custom options, each table before its values and their store views' titles. Their option ids are unique across all
 * products (an id may move from one product to another), so the upsert clears them before inserting.
 */
export function productOptionSets(refs: ProductReferences): ProductRowSet[] {
  return [
    rowSet('bundle_options', 'bundle_options', bundleOptionRows),
    rowSet('bundle_options', 'bundle_selections', (p) => bundleSelectionRows(p, refs.productIdOf)),
    rowSet('bundle_options', 'bundle_option_store_texts', bundleOptionStoreTextRows),
    rowSet('custom_options', 'custom_options', customOptionRows),
    rowSet('custom_options', 'custom_option_values', customOptionValueRows),
    rowSet('custom_options', 'custom_option_store_texts', customOptionStoreTextRows),
    rowSet('custom_options', 'custom_option_value_store_texts', customOptionValueStoreTextRows),
  ];
}
