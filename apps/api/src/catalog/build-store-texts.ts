import type { ProductDocument } from '@shoreline/domain';
import type { CatalogRows } from './storage.js';
import type { Row } from './snapshot-types.js';

type CategoryRef = ProductDocument['category'][number];

/**
 * A store view's own texts (the import's `store_texts`): product and category names and descriptions in
 * its language. Whatever a view does not translate keeps the record's own text.
 */
export interface StoreTexts {
  products: ReadonlyMap<number, Row<'productStoreTexts'>>;
  categories: ReadonlyMap<number, Row<'categoryStoreTexts'>>;
  /** The category references product documents point at, with this store's names (one object per category). */
  categoryRefs: ReadonlyMap<number, CategoryRef>;
}

export function storeTextsOf(rows: CatalogRows, storeCode: string): StoreTexts | null {
  const products = new Map(rows.productStoreTexts.filter((t) => t.store_code === storeCode).map((t) => [t.product_id, t]));
  const categories = new Map(rows.categoryStoreTexts.filter((t) => t.store_code === storeCode).map((t) => [t.category_id, t]));
  if (products.size === 0 && categories.size === 0) return null;
  const categoryRefs = new Map<number, CategoryRef>();
  for (const c of rows.categories) {
    const name = categories.get(c.id)?.name;
    if (name) categoryRefs.set(c.id, { category_id: c.id, name, slug: c.url_key, path: c.url_path });
  }
  return { products, categories, categoryRefs };
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
  if (!own && !categoriesChange) return doc;
  return {
    ...doc,
    name: own?.name ?? doc.name,
    short_description: own?.short_description ?? doc.short_description,
    description: own?.description ?? doc.description,
    meta_title: own?.meta_title ?? (own?.name ? '' : doc.meta_title),
    meta_description: own?.meta_description ?? (own?.short_description ? '' : doc.meta_description),
    category: categoriesChange ? doc.category.map((ref) => texts.categoryRefs.get(ref.category_id) ?? ref) : doc.category,
  };
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
