import type { AppLoadContext } from 'react-router';
import type { ProductDocument } from '@shoreline/domain';
import { toProductCard } from '~/features/product/index.server';
import type { ProductCardData } from '~/features/product';

const FEATURED_CATEGORY_ID = 31;

/** A copy of a product with a 20% special price, to show the sale state. */
function onSale(product: ProductDocument): ProductDocument {
  const cut = (amount: number) => Math.round(amount * 80) / 100;
  return {
    ...product,
    special_price: cut(product.original_price),
    special_price_incl_tax: cut(product.original_price_incl_tax),
    final_price: cut(product.original_price),
    final_price_incl_tax: cut(product.original_price_incl_tax),
  };
}

/** A real product from the featured category, shown in each card state (regular, sale, out of stock). */
export async function loadStyleGuideProducts({ api, store, requestId }: AppLoadContext): Promise<ProductCardData[]> {
  try {
    const result = await api.catalog.search('product', {
      query: { filters: [{ key: 'category_ids', value: { in: [FEATURED_CATEGORY_ID] } }] },
      sort: 'position:asc',
      size: 1,
    });
    const product = result.items[0];
    if (!product) return [];
    const regular = toProductCard(
      { ...product, special_price: null, final_price: product.original_price, final_price_incl_tax: product.original_price_incl_tax },
      store,
    );
    return [
      { ...regular, inStock: true },
      { ...toProductCard(onSale(product), store), sku: `${product.sku}-sale`, inStock: true },
      { ...regular, sku: `${product.sku}-oos`, inStock: false },
    ];
  } catch (error) {
    console.error(`[storefront ${requestId}] style guide: could not load a product:`, error);
    return [];
  }
}
