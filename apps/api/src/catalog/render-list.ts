import type { ProductDocument, StoreView } from '@shoreline/domain';

/** The fresh-price shape of GET /api/product/render-list: incl-tax prices with net adjustments. */
export function renderListItem(product: ProductDocument, store: StoreView) {
  const children = product.configurable_children?.filter((child) => child.status < 2) ?? [];
  const finals = children.length ? children.map((child) => child.final_price_incl_tax) : [product.final_price_incl_tax];
  const regulars = children.length ? children.map((child) => child.original_price_incl_tax) : [product.original_price_incl_tax];
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    type: product.type_id,
    is_salable: product.status < 2 && product.stock.is_in_stock ? '1' : '0',
    url: `/p/${product.sku}/${product.url_key}`,
    store_id: store.storeId,
    currency_code: store.priceFormat.currencyCode,
    price_info: {
      final_price: product.final_price_incl_tax,
      regular_price: product.original_price_incl_tax,
      special_price: product.special_price === null ? null : product.special_price_incl_tax,
      minimal_price: Math.min(...finals),
      max_price: Math.max(...finals),
      minimal_regular_price: Math.min(...regulars),
      max_regular_price: Math.max(...regulars),
      extension_attributes: {
        tax_adjustments: {
          final_price: product.final_price,
          regular_price: product.original_price,
          special_price: product.special_price,
        },
      },
    },
  };
}
