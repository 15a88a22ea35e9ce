import { formatCents, listedPrice, SPEC_DEFAULTS, type ProductDocument, type StoreView } from '@shoreline/domain';
import { productHref } from '~/lib/links';
import { sizedMediaUrl } from '~/lib/media';
import type { ProductCardData } from './types';

/** Maps a catalog product to the card view model, with prices in the store's display mode. */
export function toProductCard(product: ProductDocument, store: StoreView): ProductCardData {
  const { priceCents, regularCents } = listedPrice(product, store.tax.displayPricesInclTax);
  return {
    sku: product.sku,
    name: product.name,
    href: productHref(product.sku, product.url_key),
    image: sizedMediaUrl(product.small_image || product.image || product.thumbnail, SPEC_DEFAULTS.images.gallery),
    price: formatCents(priceCents, store.priceFormat),
    regularPrice: regularCents === null ? null : formatCents(regularCents, store.priceFormat),
    inStock: product.stock?.is_in_stock !== false,
  };
}
