import { SPEC_DEFAULTS } from '@shoreline/domain/config';
import { itemChecksum } from './identity.js';
import { PRICE_UNKNOWN } from './messages.js';
import type { CartItem, CartProduct } from './types.js';

/** Catalogue fields a cart line does not need (kept out of storage). */
const HEAVY_FIELDS = ['category', 'category_ids', 'description', 'media_gallery', 'product_links'] as const;

export function toQuantity(qty: unknown, fallback: number = SPEC_DEFAULTS.cart.defaultQty): number {
  const parsed = typeof qty === 'number' ? Math.trunc(qty) : Number.parseInt(String(qty), 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

function productsOf(product: CartProduct): CartProduct[] {
  if (product.type_id !== 'grouped') return [product];
  return (product.product_links ?? [])
    .filter((link) => link.link_type === 'associated' && link.product)
    .map((link) => ({ ...link.product!, qty: link.product!.qty ?? link.qty ?? 1 }))
    .filter((child) => toQuantity(child.qty) > 0);
}

/** Turns a product into the lines to add: grouped products give their associated children. */
export function prepareItemsToAdd(product: CartProduct): CartItem[] {
  return productsOf(product).map((source) => {
    const item: CartItem = { ...source, qty: toQuantity(source.qty) };
    for (const field of HEAVY_FIELDS) delete item[field];
    item.checksum = itemChecksum(item);
    return item;
  });
}

/**
 * The reasons an item cannot be added: an unknown price (below 0, or 0 too unless zero-price
 * products are allowed; a missing price counts as unknown) and the product's own errors.
 */
export function validationErrors(item: CartItem, useZeroPriceProduct: boolean): string[] {
  const price = item.price_incl_tax;
  const unknownPrice = typeof price !== 'number' || Number.isNaN(price) || price < 0 || (!useZeroPriceProduct && price <= 0);
  const productErrors = Object.values(item.errors ?? {}).filter((error): error is string => !!error);
  return unknownPrice ? [PRICE_UNKNOWN, ...productErrors] : productErrors;
}
