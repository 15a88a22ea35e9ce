/** What grouped, bundle and custom-option products add to their documents. */
import { fromCents, type BundleOptionDocument, type CustomOptionDocument, type ProductDocument, type ProductType } from '@shoreline/domain';

import type { StorePricing } from './build-prices.js';
import type { RowLookups } from './row-lookups.js';
import type { ProductRow, Row } from './snapshot-types.js';

/** A grouped product's associated products, as the original catalog lists them. */
export function groupedLinks(product: ProductRow, { linksByProduct, productById }: RowLookups): ProductDocument['product_links'] {
  return (linksByProduct.get(product.id) ?? []).flatMap((link) => {
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

/** A bundle's options, each selection with its product's current price. */
export function bundleOptions(product: ProductRow, lookups: RowLookups, pricing: StorePricing): BundleOptionDocument[] {
  const { bundleOptionsByProduct, selectionsByOption, productById } = lookups;
  return (bundleOptionsByProduct.get(product.id) ?? []).map((option) => ({
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
        price: linked ? fromCents(pricing.simplePrice(linked).final_price) : null,
      };
    }),
  }));
}

/** Custom options with their values; a price is a percent (stored in basis points) or an amount (stored in cents). */
export function customOptions(options: ReadonlyArray<Row<'customOptions'>>, { valuesByOption }: RowLookups): CustomOptionDocument[] {
  return options.map((option) => ({
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
