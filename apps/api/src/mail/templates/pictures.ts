import { sizedMediaPath, SPEC_DEFAULTS } from '@shoreline/domain';
import { publicUrlOf, type ApiConfig } from '../../config.js';
import type { StoreCatalog } from '../../catalog/index.js';

/** The product pictures of a store's mails: absolute URLs at the cart's size, by SKU (null when the product has none). */
export function productPictures(
  config: Pick<ApiConfig, 'publicUrl' | 'storePublicUrls'>,
  store: StoreCatalog,
): (sku: string) => string | null {
  const origin = publicUrlOf(config, store.store.storeCode);
  return (sku) => {
    const product = store.productsBySku.get(sku);
    const path = product ? sizedMediaPath(product.small_image || product.image, SPEC_DEFAULTS.images.cart) : null;
    if (!path) return null;
    return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
  };
}
