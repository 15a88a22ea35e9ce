/** One product's document for one store: its fields, prices, and what its type adds. */
import {
  priceFieldsFromCents,
  fromCents,
  type AttributeDocument,
  type ConfigurableChild,
  type ProductDocument,
  type ProductType,
  type StockDocument,
} from '@shoreline/domain';

import { isSellable, stockDocument } from './build-reference.js';
import { childAvailable, type StorePricing } from './build-prices.js';
import { bundleOptions, customOptions, groupedLinks } from './build-product-options.js';
import type { RowLookups } from './row-lookups.js';
import type { ProductRow } from './snapshot-types.js';
import { NO_TIER_PRICES, tierPricesOf, type GroupPrice } from './group-prices.js';

/** What a store's product documents are built from. */
export interface ProductBuild {
  lookups: RowLookups;
  attributesById: ReadonlyMap<number, AttributeDocument>;
  pricing: StorePricing;
  /** The default group's quantity breaks, by sku. */
  tiers: { groupId: number; prices: ReadonlyMap<string, readonly GroupPrice[]> };
}

/** A product's or variant's quantity breaks for the default group, below its price of one unit. */
function tierPrices(product: ProductRow, finalCents: number, { tiers, pricing }: ProductBuild) {
  const prices = tiers.prices.get(product.sku);
  return prices ? tierPricesOf(tiers.groupId, prices, finalCents, pricing.rateOf(product.tax_class_id)) : NO_TIER_PRICES;
}

/** What a product's type keeps beside its columns (amounts in cents). */
interface TypeData {
  downloadable_links?: Array<{ title: string; file: string; sample?: string }>;
  giftcard?: { giftcard_type: 1 | 2 | 3; amounts: number[]; allow_open_amount: boolean };
}

/** Types priced by their own row; the others derive their price (children, links, bundle defaults, card amounts). */
const OWN_PRICE_TYPES = new Set(['simple', 'virtual', 'downloadable']);

const attributeFields = (product: ProductRow, { valuesByProduct }: RowLookups): Record<string, string> =>
  Object.fromEntries((valuesByProduct.get(product.id) ?? []).map((v) => [v.attribute_code, v.value]));

const categoryRefs = (product: ProductRow, { categoriesByProduct, categoryRefById }: RowLookups) =>
  (categoriesByProduct.get(product.id) ?? []).flatMap((pc) => {
    const ref = categoryRefById.get(pc.category_id);
    return ref ? [ref] : [];
  });

const mediaGallery = (product: ProductRow, { mediaByProduct }: RowLookups) =>
  (mediaByProduct.get(product.id) ?? []).map((m) => ({
    image: m.image,
    pos: m.position + 1,
    typ: 'image' as const,
    lab: m.label,
    vid: null,
  }));

export function productDocument(product: ProductRow, build: ProductBuild): ProductDocument {
  const { lookups, pricing } = build;
  const prices = pricing.productPrice(product);
  const stock = stockDocument(product.id, lookups.stockByProduct.get(product.id));
  const typeData = JSON.parse(product.type_data) as TypeData;
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
    media_gallery: mediaGallery(product, lookups),
    description: product.description,
    short_description: product.short_description,
    meta_title: product.meta_title,
    meta_description: product.meta_description,
    category_ids: (lookups.categoriesByProduct.get(product.id) ?? []).map((pc) => pc.category_id),
    category: categoryRefs(product, lookups),
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
    tier_prices: OWN_PRICE_TYPES.has(product.type_id) ? tierPrices(product, prices.final_price, build) : NO_TIER_PRICES,
    ...priceFieldsFromCents(prices, {
      special_from_date: product.special_from_date,
      special_to_date: product.special_to_date,
      tax_class_id: product.tax_class_id,
    }),
    ...attributeFields(product, lookups),
  };
  if (product.parent_id !== null) {
    const parent = lookups.productById.get(product.parent_id);
    if (parent) doc.parentSku = parent.sku;
  }
  if (product.type_id === 'configurable') addConfigurableFields(doc, product, stock, build);
  if (product.type_id === 'grouped') doc.product_links = groupedLinks(product, lookups);
  if (product.type_id === 'bundle') doc.bundle_options = bundleOptions(product, lookups, pricing);
  const options = lookups.customOptionsByProduct.get(product.id);
  if (options?.length) doc.custom_options = customOptions(options, lookups);
  if (typeData.downloadable_links)
    doc.downloadable_links = typeData.downloadable_links.map(({ title, sample }) => ({ title, ...(sample ? { sample } : {}) }));
  if (typeData.giftcard) doc.giftcard = { ...typeData.giftcard, amounts: typeData.giftcard.amounts.map(fromCents) };
  return doc;
}

/** A configurable's children and options, the `<code>_options` filter values, and stock from any available child. */
function addConfigurableFields(doc: ProductDocument, product: ProductRow, stock: StockDocument, build: ProductBuild): void {
  const { lookups, attributesById } = build;
  const configurable = lookups.configurableByProduct.get(product.id) ?? [];
  const codes = configurable.map((c) => attributesById.get(c.attribute_id)?.attribute_code ?? '');
  const children = lookups.childrenByParent.get(product.id) ?? [];
  doc.configurable_children = children.map((child) => childDocument(child, product, codes, build));
  doc.configurable_options = configurable.map((c, index) => {
    const attribute = attributesById.get(c.attribute_id);
    const used = new Set(children.map((child) => attributeFields(child, lookups)[attribute?.attribute_code ?? '']));
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
          .map((c) => attributeFields(c, lookups)[code])
          .filter(Boolean),
      ),
    ];
  }
  doc.stock = { ...stock, is_in_stock: stock.is_in_stock || children.some((child) => childAvailable(child, lookups)) };
}

function childDocument(child: ProductRow, parent: ProductRow, codes: string[], build: ProductBuild): ConfigurableChild {
  const { lookups, pricing } = build;
  const values = attributeFields(child, lookups);
  const prices = pricing.simplePrice(child);
  return {
    id: child.id,
    sku: child.sku,
    name: child.name,
    status: child.status,
    image: child.image,
    url_key: child.url_key,
    parentSku: parent.sku,
    stock: stockDocument(child.id, lookups.stockByProduct.get(child.id)),
    tier_prices: tierPrices(child, prices.final_price, build),
    ...priceFieldsFromCents(prices, {
      special_from_date: child.special_from_date,
      special_to_date: child.special_to_date,
      tax_class_id: child.tax_class_id,
    }),
    ...values,
    custom_attributes: codes.filter((code) => values[code] !== undefined).map((code) => ({ attribute_code: code, value: values[code] })),
  };
}
