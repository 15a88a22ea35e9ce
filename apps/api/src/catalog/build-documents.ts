import {
  computePriceCents,
  nextWindowChange,
  priceFieldsFromCents,
  sumPriceCents,
  taxRatePpm,
  fromCents,
  type AttributeDocument,
  type BundleOptionDocument,
  type ConfigurableChild,
  type CustomOptionDocument,
  type PriceCents,
  type ProductDocument,
  type ProductType,
} from '@shoreline/domain';
import type { CatalogRows } from './storage.js';

import { groupBy } from './group-by.js';
import { buildAttributes, buildTaxRules, isSellable, stockDocument, toStoreView } from './build-reference.js';
import { buildCategories } from './build-categories.js';
import { buildSharedContent, buildStoreContent } from './build-content.js';
import type { CatalogSnapshot, ProductRow, Row, StoreCatalog, TaxRuleDocument } from './snapshot-types.js';

/** Row lookups every store's build uses; made once per snapshot. */
function rowLookups(rows: CatalogRows) {
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

/**
 * Product documents already built for another store, by product id, each with the tax rate of
 * every tax class its prices were computed with. A document depends on its store only through
 * those rates (its own class, its children's, its linked and bundled products'), so a store with
 * the same rates for them takes the same document object instead of building an identical copy:
 * with the shop's catalog the restaurant store (Maryland tax) shares every product whose price
 * involves no taxable goods with the main store.
 */
type BuiltDocuments = Map<number, Array<{ doc: ProductDocument; rates: ReadonlyMap<number, number> }>>;

/** Builds one store's product, category and content documents from the catalog rows. */
function buildStoreCatalog(
  rows: CatalogRows,
  storeRow: Row<'stores'>,
  shared: {
    attributes: AttributeDocument[];
    taxRules: TaxRuleDocument[];
    now: Date;
    lookups: ReturnType<typeof rowLookups>;
    built: BuiltDocuments;
    content: ReturnType<typeof buildSharedContent>;
  },
): StoreCatalog {
  const store = toStoreView(storeRow);
  const { now, attributes, taxRules, built } = shared;
  const destination = { country: store.tax.defaultCountry, region: store.tax.defaultRegion };
  const attributesById = new Map(attributes.map((a) => [a.attribute_id, a]));
  const {
    productById,
    valuesByProduct,
    stockByProduct,
    mediaByProduct,
    categoriesByProduct,
    childrenByParent,
    linksByProduct,
    configurableByProduct,
    bundleOptionsByProduct,
    selectionsByOption,
    customOptionsByProduct,
    valuesByOption,
    storesByProduct,
    categoryRefById,
  } = shared.lookups;

  const inStore = (product: ProductRow): boolean => {
    const owner = product.parent_id !== null ? (productById.get(product.parent_id) ?? product) : product;
    return (storesByProduct.get(owner.id) ?? []).some((s) => s.store_code === store.storeCode);
  };

  const rateByClass = new Map<number, number>();
  const rateOf = (taxClassId: number): number => {
    let rate = rateByClass.get(taxClassId);
    if (rate === undefined) {
      rate = taxRatePpm(taxClassId, taxRules, destination);
      rateByClass.set(taxClassId, rate);
    }
    return rate;
  };
  /** The rates the document being built has used so far. */
  let usedRates = new Map<number, number>();

  const priceCache = new Map<number, PriceCents>();
  const simplePrice = (product: ProductRow): PriceCents => {
    const rate = rateOf(product.tax_class_id);
    usedRates.set(product.tax_class_id, rate);
    let cents = priceCache.get(product.id);
    if (!cents) {
      cents = computePriceCents(
        {
          priceCents: product.price_cents,
          specialPriceCents: product.special_price_cents,
          specialFromDate: product.special_from_date,
          specialToDate: product.special_to_date,
        },
        rate,
        now,
      );
      priceCache.set(product.id, cents);
    }
    return cents;
  };

  const attributeFields = (product: ProductRow): Record<string, string> =>
    Object.fromEntries((valuesByProduct.get(product.id) ?? []).map((v) => [v.attribute_code, v.value]));

  const childAvailable = (child: ProductRow) =>
    isSellable(child.status) && stockDocument(child.id, stockByProduct.get(child.id)).is_in_stock;

  /** A configurable parent shows its cheapest available child (any enabled child when none is in stock). */
  const configurablePrice = (children: ProductRow[], own: PriceCents): PriceCents => {
    const enabled = children.filter((c) => isSellable(c.status));
    const candidates = enabled.some(childAvailable) ? enabled.filter(childAvailable) : enabled;
    if (candidates.length === 0) return own;
    return candidates.map(simplePrice).reduce((best, next) => (next.final_price_incl_tax < best.final_price_incl_tax ? next : best));
  };

  const productPrice = (product: ProductRow): PriceCents => {
    switch (product.type_id as ProductType) {
      case 'configurable':
        return configurablePrice(childrenByParent.get(product.id) ?? [], simplePrice(product));
      case 'grouped': {
        const parts = (linksByProduct.get(product.id) ?? [])
          .map((link) => ({ linked: productById.get(link.linked_product_id), qty: link.qty || 1 }))
          .filter((part): part is { linked: ProductRow; qty: number } => part.linked !== undefined && part.linked.status === 1)
          .map((part) => ({ prices: simplePrice(part.linked), qty: part.qty }));
        return parts.length ? sumPriceCents(parts) : simplePrice(product);
      }
      case 'bundle': {
        const parts = (bundleOptionsByProduct.get(product.id) ?? []).flatMap((option) => {
          // The price of the default configuration: each option's default link (the first when none is
          // default); options that take several items (checkbox, multi) count all their defaults.
          const selections = selectionsByOption.get(option.option_id) ?? [];
          const defaults = selections.filter((s) => s.is_default === 1);
          const many = option.type === 'checkbox' || option.type === 'multi';
          const chosen = defaults.length ? (many ? defaults : defaults.slice(0, 1)) : option.required === 1 ? selections.slice(0, 1) : [];
          return chosen.flatMap((selection) => {
            const linked = productById.get(selection.product_id);
            return linked ? [{ prices: simplePrice(linked), qty: selection.qty > 0 ? selection.qty : 1 }] : [];
          });
        });
        return parts.length ? sumPriceCents(parts) : simplePrice(product);
      }
      default:
        return simplePrice(product);
    }
  };

  const categoryRefs = (product: ProductRow) =>
    (categoriesByProduct.get(product.id) ?? []).flatMap((pc) => {
      const ref = categoryRefById.get(pc.category_id);
      return ref ? [ref] : [];
    });

  const mediaGallery = (product: ProductRow) =>
    (mediaByProduct.get(product.id) ?? []).map((m) => ({
      image: m.image,
      pos: m.position + 1,
      typ: 'image' as const,
      lab: m.label,
      vid: null,
    }));

  const childDocument = (child: ProductRow, parent: ProductRow, codes: string[]): ConfigurableChild => {
    const values = attributeFields(child);
    return {
      id: child.id,
      sku: child.sku,
      name: child.name,
      status: child.status,
      image: child.image,
      url_key: child.url_key,
      parentSku: parent.sku,
      stock: stockDocument(child.id, stockByProduct.get(child.id)),
      ...priceFieldsFromCents(simplePrice(child), {
        special_from_date: child.special_from_date,
        special_to_date: child.special_to_date,
        tax_class_id: child.tax_class_id,
      }),
      ...values,
      custom_attributes: codes.filter((code) => values[code] !== undefined).map((code) => ({ attribute_code: code, value: values[code] })),
    };
  };

  const productDocument = (product: ProductRow): ProductDocument => {
    const stock = stockDocument(product.id, stockByProduct.get(product.id));
    const values = attributeFields(product);
    const typeData = JSON.parse(product.type_data) as {
      downloadable_links?: Array<{ title: string; file: string; sample?: string }>;
      giftcard?: { giftcard_type: 1 | 2 | 3; amounts: number[]; allow_open_amount: boolean };
    };
    const doc: ProductDocument = {
      id: product.id,
      sku: product.sku,
      name: product.name,
      type_id: product.type_id as ProductType,
      status: product.status,
      visibility: product.visibility,
      url_key: product.url_key,
      url_path: product.url_path,
      slug: product.url_key,
      image: product.image,
      small_image: product.image,
      thumbnail: product.image,
      media_gallery: mediaGallery(product),
      description: product.description,
      short_description: product.short_description,
      meta_title: product.meta_title,
      meta_description: product.meta_description,
      category_ids: (categoriesByProduct.get(product.id) ?? []).map((pc) => pc.category_id),
      category: categoryRefs(product),
      position: product.position,
      stock,
      qty: stock.qty,
      is_new: product.is_new === 1,
      is_bestseller: product.is_bestseller === 1,
      new: product.is_new === 1 ? '1' : '0',
      weight: product.weight_grams / 1000,
      created_at: product.created_at,
      updated_at: product.updated_at,
      product_links: [],
      ...priceFieldsFromCents(productPrice(product), {
        special_from_date: product.special_from_date,
        special_to_date: product.special_to_date,
        tax_class_id: product.tax_class_id,
      }),
      ...values,
    };
    if (product.parent_id !== null) {
      const parent = productById.get(product.parent_id);
      if (parent) doc.parentSku = parent.sku;
    }
    if (product.type_id === 'configurable') {
      const configurable = configurableByProduct.get(product.id) ?? [];
      const codes = configurable.map((c) => attributesById.get(c.attribute_id)?.attribute_code ?? '');
      const children = childrenByParent.get(product.id) ?? [];
      doc.configurable_children = children.map((child) => childDocument(child, product, codes));
      doc.configurable_options = configurable.map((c, index) => {
        const attribute = attributesById.get(c.attribute_id);
        const used = new Set(children.map((child) => attributeFields(child)[attribute?.attribute_code ?? '']));
        return {
          id: product.id * 100 + index,
          attribute_id: c.attribute_id,
          attribute_code: attribute?.attribute_code ?? '',
          label: attribute?.frontend_label ?? '',
          position: c.position,
          product_id: product.id,
          values: (attribute?.options ?? []).filter((o) => used.has(o.value)).map((o) => ({ value_index: o.value, label: o.label })),
        };
      });
      // Catalog-scope filters match a configurable when any child has the value (e.g. color_options).
      for (const code of codes) {
        doc[`${code}_options`] = [
          ...new Set(
            children
              .filter((c) => isSellable(c.status))
              .map((c) => attributeFields(c)[code])
              .filter(Boolean),
          ),
        ];
      }
      doc.stock = { ...stock, is_in_stock: stock.is_in_stock || children.some(childAvailable) };
    }
    if (product.type_id === 'grouped') {
      doc.product_links = (linksByProduct.get(product.id) ?? []).flatMap((link) => {
        const linked = productById.get(link.linked_product_id);
        return linked
          ? [
              {
                link_type: 'associated' as const,
                linked_product_sku: linked.sku,
                linked_product_type: linked.type_id as ProductType,
                sku: product.sku,
                position: link.position,
                qty: link.qty,
                extension_attributes: { qty: link.qty },
              },
            ]
          : [];
      });
    }
    if (product.type_id === 'bundle') {
      doc.bundle_options = (bundleOptionsByProduct.get(product.id) ?? []).map((option): BundleOptionDocument => ({
        option_id: option.option_id,
        title: option.title,
        required: option.required === 1,
        type: option.type as BundleOptionDocument['type'],
        position: option.position,
        product_links: (selectionsByOption.get(option.option_id) ?? []).map((selection) => {
          const linked = productById.get(selection.product_id);
          return {
            id: selection.id,
            sku: linked?.sku ?? '',
            qty: selection.qty,
            is_default: selection.is_default === 1,
            can_change_quantity: selection.can_change_qty === 1,
            position: selection.position,
            price: linked ? fromCents(simplePrice(linked).final_price) : null,
          };
        }),
      }));
    }
    const customOptions = customOptionsByProduct.get(product.id);
    if (customOptions?.length) {
      doc.custom_options = customOptions.map((option): CustomOptionDocument => ({
        option_id: option.option_id,
        title: option.title,
        type: option.type as CustomOptionDocument['type'],
        is_require: option.required === 1,
        sort_order: option.sort_order,
        price: option.price_type === 'percent' ? option.price_percent_bp / 100 : fromCents(option.price_cents),
        price_type: option.price_type as 'fixed' | 'percent',
        sku: option.sku,
        ...(option.max_characters !== null ? { max_characters: option.max_characters } : {}),
        values: (valuesByOption.get(option.option_id) ?? []).map((value) => ({
          option_type_id: value.option_type_id,
          title: value.title,
          sku: value.sku,
          price: value.price_type === 'percent' ? value.price_percent_bp / 100 : fromCents(value.price_cents),
          price_type: value.price_type as 'fixed' | 'percent',
          sort_order: value.sort_order,
        })),
      }));
    }
    if (typeData.downloadable_links)
      doc.downloadable_links = typeData.downloadable_links.map(({ title, sample }) => ({ title, ...(sample ? { sample } : {}) }));
    if (typeData.giftcard) doc.giftcard = { ...typeData.giftcard, amounts: typeData.giftcard.amounts.map(fromCents) };
    return doc;
  };

  const documentFor = (product: ProductRow): ProductDocument => {
    const known = built.get(product.id) ?? [];
    const same = known.find(({ rates }) => [...rates].every(([taxClassId, rate]) => rateOf(taxClassId) === rate));
    if (same) return same.doc;
    usedRates = new Map();
    const doc = productDocument(product);
    known.push({ doc, rates: usedRates });
    built.set(product.id, known);
    return doc;
  };
  const products = rows.products.filter(inStore).map(documentFor);

  return {
    store,
    products,
    productsBySku: new Map(products.map((p) => [p.sku, p])),
    productsById: new Map(products.map((p) => [p.id, p])),
    categories: buildCategories(rows, products),
    attributes,
    taxRules,
    ...buildStoreContent(rows, store),
    ...shared.content,
  };
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

export function buildSnapshot(rows: CatalogRows, now = new Date()): CatalogSnapshot {
  shareRepeatedStrings(rows);
  const built: BuiltDocuments = new Map();
  const shared = {
    attributes: buildAttributes(rows),
    taxRules: buildTaxRules(rows),
    now,
    lookups: rowLookups(rows),
    built,
    content: buildSharedContent(rows),
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
