import { type CategoryDocument, type ProductDocument } from '@shoreline/domain';
import type { CatalogRows } from './storage.js';

import { groupBy } from './group-by.js';
import { isSellable } from './build-reference.js';
import type { Row } from './snapshot-types.js';
import { localizedCategoryRow, type StoreTexts } from './build-store-texts.js';

/** Category documents with their product counts from the store's listed products, in the store's language. */
export function buildCategories(rows: CatalogRows, products: ProductDocument[], texts: StoreTexts | null = null): CategoryDocument[] {
  const listed = products.filter((p) => [2, 3, 4].includes(p.visibility) && isSellable(p.status));
  const direct = new Map<number, Set<number>>();
  for (const product of listed) {
    for (const id of product.category_ids) {
      const set = direct.get(id) ?? new Set<number>();
      set.add(product.id);
      direct.set(id, set);
    }
  }
  const childrenOf = groupBy(rows.categories, (c) => c.parent_id);
  const documents = new Map<number, CategoryDocument>();
  /** Products of a category and all its descendants, active or not. */
  const subtreeProducts = new Map<number, Set<number>>();
  const build = (stored: Row<'categories'>, seen: Set<number>): CategoryDocument => {
    const existing = documents.get(stored.id);
    if (existing) return existing;
    const row = localizedCategoryRow(stored, texts);
    seen.add(row.id);
    const children = (childrenOf.get(row.id) ?? []).filter((c) => !seen.has(c.id)).map((c) => build(c, seen));
    const productIds = new Set(direct.get(row.id) ?? []);
    for (const child of children) for (const id of subtreeProducts.get(child.id) ?? []) productIds.add(id);
    subtreeProducts.set(row.id, productIds);
    const parentIds = row.path
      .split('/')
      .map(Number)
      .filter((id) => id !== row.id && id > 0);
    const doc: CategoryDocument = {
      id: row.id,
      parent_id: row.parent_id,
      parent_ids: parentIds,
      name: row.name,
      is_active: row.is_active === 1,
      include_in_menu: row.include_in_menu === 1,
      position: row.position,
      level: row.level,
      product_count: productIds.size,
      children_count: children.length,
      path: row.path,
      url_key: row.url_key,
      url_path: row.url_path,
      slug: row.url_key,
      description: row.description,
      image: row.image,
      meta_title: row.meta_title,
      meta_description: row.meta_description,
      // Inactive subcategories stay unpublished here too; the product count still includes them.
      children_data: children.filter((child) => child.is_active),
    };
    documents.set(row.id, doc);
    return doc;
  };
  return rows.categories.map((row) => build(row, new Set()));
}
