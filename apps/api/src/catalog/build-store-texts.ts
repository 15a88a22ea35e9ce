import type { AttributeDocument, ProductDocument } from '@shoreline/domain';
import type { CatalogRows } from './storage.js';
import type { Row } from './snapshot-types.js';

type CategoryRef = ProductDocument['category'][number];

/**
 * A store view's own texts (the import's `store_texts`): product and category names and descriptions, and the
 * labels a shopper chooses with (attributes and their options, custom and bundle options and values), in its
 * language. Whatever a view does not translate keeps the record's own text.
 */
export interface StoreTexts {
  products: ReadonlyMap<number, Row<'productStoreTexts'>>;
  categories: ReadonlyMap<number, Row<'categoryStoreTexts'>>;
  /** The category references product documents point at, with this store's names (one object per category). */
  categoryRefs: ReadonlyMap<number, CategoryRef>;
  labels: StoreLabels;
}

/** Labels by the key of what they name: attribute id, "attribute id:value", option id, option type id. */
interface StoreLabels {
  attributes: ReadonlyMap<number, string>;
  attributeOptions: ReadonlyMap<string, string>;
  customOptions: ReadonlyMap<number, string>;
  customOptionValues: ReadonlyMap<number, string>;
  bundleOptions: ReadonlyMap<number, string>;
}

/** A store's rows of one label table, by the key column (a string key for composite keys). */
function inStore<T extends { store_code: string }, K extends keyof T, L extends keyof T>(
  rows: readonly T[],
  storeCode: string,
  key: K,
  label: L,
): Map<T[K], T[L]> {
  return new Map(rows.filter((row) => row.store_code === storeCode).map((row) => [row[key], row[label]]));
}

const attributeOptionKey = (attributeId: number, value: string) => `${attributeId}:${value}`;

function storeLabelsOf(rows: CatalogRows, storeCode: string): StoreLabels {
  const attributeOptions = rows.attributeOptionStoreTexts.filter((t) => t.store_code === storeCode);
  return {
    attributes: inStore(rows.attributeStoreTexts, storeCode, 'attribute_id', 'frontend_label'),
    attributeOptions: new Map(attributeOptions.map((t) => [attributeOptionKey(t.attribute_id, t.value), t.label])),
    customOptions: inStore(rows.customOptionStoreTexts, storeCode, 'option_id', 'title'),
    customOptionValues: inStore(rows.customOptionValueStoreTexts, storeCode, 'option_type_id', 'title'),
    bundleOptions: inStore(rows.bundleOptionStoreTexts, storeCode, 'option_id', 'title'),
  };
}

const hasLabels = (labels: StoreLabels) => Object.values(labels).some((map: ReadonlyMap<unknown, string>) => map.size > 0);

export function storeTextsOf(rows: CatalogRows, storeCode: string): StoreTexts | null {
  const products = new Map(rows.productStoreTexts.filter((t) => t.store_code === storeCode).map((t) => [t.product_id, t]));
  const categories = new Map(rows.categoryStoreTexts.filter((t) => t.store_code === storeCode).map((t) => [t.category_id, t]));
  const labels = storeLabelsOf(rows, storeCode);
  if (products.size === 0 && categories.size === 0 && !hasLabels(labels)) return null;
  const categoryRefs = new Map<number, CategoryRef>();
  for (const c of rows.categories) {
    const name = categories.get(c.id)?.name;
    if (name) categoryRefs.set(c.id, { category_id: c.id, name, slug: c.url_key, path: c.url_path });
  }
  return { products, categories, categoryRefs, labels };
}

/**
 * The store's version of a product document: the shared document itself when nothing of it is translated,
 * else a shallow copy with the translated texts (stock updates reach both: they set `stock` on every
 * store's document).
 */
export function localizedProduct(doc: ProductDocument, texts: StoreTexts | null): ProductDocument {
  if (!texts) return doc;
  const own = texts.products.get(doc.id);
  const categoriesChange = doc.category.some((ref) => texts.categoryRefs.has(ref.category_id));
  const options = localizedOptions(doc, texts.labels);
  if (!own && !categoriesChange && !options) return doc;
  return {
    ...doc,
    ...options,
    name: own?.name ?? doc.name,
    short_description: own?.short_description ?? doc.short_description,
    description: own?.description ?? doc.description,
    meta_title: own?.meta_title ?? (own?.name ? '' : doc.meta_title),
    meta_description: own?.meta_description ?? (own?.short_description ? '' : doc.meta_description),
    category: categoriesChange ? doc.category.map((ref) => texts.categoryRefs.get(ref.category_id) ?? ref) : doc.category,
  };
}

type OptionFields = Pick<ProductDocument, 'custom_options' | 'bundle_options' | 'configurable_options'>;

/** The product's options with the view's labels; null when it has none the view translates. */
function localizedOptions(doc: ProductDocument, labels: StoreLabels): OptionFields | null {
  if (!hasLabels(labels) || (!doc.custom_options && !doc.bundle_options && !doc.configurable_options)) return null;
  const { attributes, attributeOptions, customOptions, customOptionValues, bundleOptions } = labels;
  return {
    custom_options: doc.custom_options?.map((option) => ({
      ...option,
      title: customOptions.get(option.option_id) ?? option.title,
      values: option.values?.map((value) => ({ ...value, title: customOptionValues.get(value.option_type_id) ?? value.title })),
    })),
    bundle_options: doc.bundle_options?.map((option) => ({ ...option, title: bundleOptions.get(option.option_id) ?? option.title })),
    configurable_options: doc.configurable_options?.map((option) => ({
      ...option,
      label: attributes.get(option.attribute_id) ?? option.label,
      values: option.values.map((value) => ({
        ...value,
        label: attributeOptions.get(attributeOptionKey(option.attribute_id, value.value_index)) ?? value.label,
      })),
    })),
  };
}

/** The store's attributes with its labels (filters, product specifications); the shared documents when it has none. */
export function localizedAttributes(attributes: AttributeDocument[], texts: StoreTexts | null): AttributeDocument[] {
  if (!texts || !hasLabels(texts.labels)) return attributes;
  const { attributes: labels, attributeOptions } = texts.labels;
  return attributes.map((attribute) => ({
    ...attribute,
    frontend_label: labels.get(attribute.attribute_id) ?? attribute.frontend_label,
    options: attribute.options.map((option) => ({
      ...option,
      label: attributeOptions.get(attributeOptionKey(attribute.attribute_id, option.value)) ?? option.label,
    })),
  }));
}

/** A category row with the store's texts (the tree is built with them, so children_data has them too). */
export function localizedCategoryRow(row: Row<'categories'>, texts: StoreTexts | null): Row<'categories'> {
  const own = texts?.categories.get(row.id);
  if (!own) return row;
  return {
    ...row,
    name: own.name ?? row.name,
    description: own.description ?? row.description,
    // An English meta title would contradict a translated name: the page falls back to the name then.
    meta_title: own.meta_title ?? (own.name ? '' : row.meta_title),
    meta_description: own.meta_description ?? (own.description ? '' : row.meta_description),
  };
}
