import { toCents, type Cents } from '../money.js';
import type { ProductDocument } from '../catalog/documents.js';

type PricedDocument = Pick<
  ProductDocument,
  'final_price' | 'final_price_incl_tax' | 'original_price' | 'original_price_incl_tax' | 'special_price' | 'special_price_incl_tax'
>;

/**
 * The price a product card or list shows, in the store's display mode: what is paid, and the
 * original price struck through when a special price is below it.
 */
export function listedPrice(product: PricedDocument, inclTax: boolean): { priceCents: Cents; regularCents: Cents | null } {
  const finalPrice = inclTax ? product.final_price_incl_tax : product.final_price;
  const originalPrice = inclTax ? product.original_price_incl_tax : product.original_price;
  const specialPrice = inclTax ? product.special_price_incl_tax : product.special_price;
  const onSale = product.special_price !== null && product.special_price > 0 && toCents(specialPrice ?? 0) < toCents(originalPrice);
  return {
    priceCents: toCents(onSale ? Math.min(finalPrice, specialPrice ?? finalPrice) : finalPrice),
    regularCents: onSale ? toCents(originalPrice) : null,
  };
}
