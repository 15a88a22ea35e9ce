import type { CatalogRows } from './storage.js';

import { groupBy } from './group-by.js';

/** Row lookups every store's build uses; made once per snapshot. */
export function rowLookups(rows: CatalogRows) {
  return {
    productById: new Map(rows.products.map((p) => [p.id, p])),
    valuesByProduct: groupBy(rows.attributeValues, (v) => v.product_id),
    stockByProduct: new Map(rows.stock.map((s) => [s.product_id, s])),
    mediaByProduct: groupBy(rows.media, (m) => m.product_id),
    categoriesByProduct: groupBy(rows.productCategories, (pc) => pc.product_id),
    childrenByParent: groupBy(
      rows.products.filter((p) => p.parent_id !== null),
      (p) => p.parent_id as number,
    ),
    linksByProduct: groupBy(rows.links, (l) => l.product_id),
    configurableByProduct: groupBy(rows.configurableAttributes, (c) => c.product_id),
    bundleOptionsByProduct: groupBy(rows.bundleOptions, (o) => o.product_id),
    selectionsByOption: groupBy(rows.bundleSelections, (s) => s.option_id),
    customOptionsByProduct: groupBy(rows.customOptions, (o) => o.product_id),
    valuesByOption: groupBy(rows.customOptionValues, (v) => v.option_id),
    storesByProduct: groupBy(rows.productStores, (ps) => ps.product_id),
    // One reference object per category, shared by every product document that lists it.
    categoryRefById: new Map(rows.categories.map((c) => [c.id, { category_id: c.id, name: c.name, slug: c.url_key, path: c.url_path }])),
  };
}

export type RowLookups = ReturnType<typeof rowLookups>;
