import { formatCents, toCents, type ProductDocument, type StoreView } from '@shoreline/domain';
import { productHref } from '~/lib/links';
import { mediaUrl } from '~/lib/media';
import type { ProductCardData } from './types';

/** Maps a catalog product to the card view model, with prices in the store's display mode. */
export function toProductCard(product: ProductDocument, store: StoreView): ProductCardData {
  const inclTax = store.tax.displayPricesInclTax;
  const format = (amount: number) => formatCents(toCents(amount), store.priceFormat);

  const finalPrice = inclTax ? product.final_price_incl_tax : product.final_price;
  const originalPrice = inclTax ? product.original_price_incl_tax : product.original_price;
  const specialPrice = inclTax ? product.special_price_incl_tax : product.special_price;
  const onSale = product.special_price !== null && product.special_price > 0 && toCents(specialPrice ?? 0) < toCents(originalPrice);

  return {
    sku: product.sku,
    name: product.name,
    href: productHref(product.sku, product.url_key),
    image: mediaUrl(product.small_image || product.image || product.thumbnail),
    price: format(onSale ? Math.min(finalPrice, specialPrice ?? finalPrice) : finalPrice),
    regularPrice: onSale ? format(originalPrice) : null,
    inStock: product.stock?.is_in_stock !== false,
  };
}
