import { RASTER_COPY_BOXES, rasterMediaPath } from '@shoreline/domain';
import { publicUrlOf, type ApiConfig } from '../../config.js';
import type { StoreCatalog } from '../../catalog/index.js';

/**
 * The product pictures of a store's mails, by SKU (null when the product has none): absolute URLs of their PNG copies
 * (mail clients show no SVG, the seed's pictures are SVG), at twice the size a mail shows them.
 */
export function productPictures(
  config: Pick<ApiConfig, 'publicUrl' | 'storePublicUrls'>,
  store: StoreCatalog,
): (sku: string) => string | null {
  const origin = publicUrlOf(config, store.store.storeCode);
  return (sku) => {
    const product = store.productsBySku.get(sku);
    const path = product ? rasterMediaPath(product.small_image || product.image, RASTER_COPY_BOXES.mailPicture) : null;
    if (!path) return null;
    return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
  };
}
