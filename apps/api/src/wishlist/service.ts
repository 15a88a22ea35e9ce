import {
  formatCents,
  listedPrice,
  productPath,
  sizedMediaPath,
  SPEC_DEFAULTS,
  type PriceFormat,
  type ProductDocument,
} from '@shoreline/domain';
import { WISHLIST_MAX } from '@shoreline/domain/forms/saved-lists';
import type { Kysely } from 'kysely';
import type { StoreCatalog } from '../catalog/index.js';
import type { Database } from '../db/index.js';
import { Conflict, NotFound } from '../errors.js';
import { deleteWishlistSku, insertWishlistSkus, listWishlist, type WishlistRow } from './storage.js';

export const WISHLIST_FULL = `Your wishlist is full (${WISHLIST_MAX} products). Remove one to save another.`;
export const NOT_IN_CATALOG = 'This product is not sold in this store.';

/**
 * A saved product as the wishlist shows it: its page and image addresses, and the price in the store's
 * display mode in cents and as the store writes it (so the browser needs no price code to list it).
 */
export interface WishlistItemView {
  sku: string;
  name: string;
  url_key: string;
  url: string;
  image: string | null;
  price_cents: number;
  regular_price_cents: number | null;
  price: string;
  regular_price: string | null;
  in_stock: boolean;
  added_at: string;
}

function itemView(row: WishlistRow, product: ProductDocument, inclTax: boolean, format: PriceFormat): WishlistItemView {
  const { priceCents, regularCents } = listedPrice(product, inclTax);
  return {
    sku: product.sku,
    name: product.name,
    url_key: product.url_key,
    url: productPath(product.sku, product.url_key),
    image: sizedMediaPath(product.small_image || product.image || product.thumbnail, SPEC_DEFAULTS.images.gallery),
    price_cents: priceCents,
    regular_price_cents: regularCents,
    price: formatCents(priceCents, format),
    regular_price: regularCents === null ? null : formatCents(regularCents, format),
    in_stock: product.stock?.is_in_stock !== false,
    added_at: row.added_at,
  };
}

/** Saved skus this store sells and shows, newest first; others stay saved for the store that sells them. */
export async function wishlistOf(db: Kysely<Database>, store: StoreCatalog, customerId: number): Promise<WishlistItemView[]> {
  const { tax, priceFormat } = store.store;
  return (await listWishlist(db, customerId)).flatMap((row) => {
    const product = store.productsBySku.get(row.sku);
    return product && product.status === 1 && product.visibility > 1 ? [itemView(row, product, tax.displayPricesInclTax, priceFormat)] : [];
  });
}

/** Adds the skus the store sells (others are skipped; saved ones stay once), refusing to go past the maximum. */
export async function saveToWishlist(db: Kysely<Database>, store: StoreCatalog, customerId: number, skus: string[]): Promise<void> {
  const sold = skus.filter((sku) => store.productsBySku.has(sku));
  const saved = new Set((await listWishlist(db, customerId)).map((row) => row.sku));
  const fresh = [...new Set(sold)].filter((sku) => !saved.has(sku));
  if (saved.size + fresh.length > WISHLIST_MAX) throw new Conflict(WISHLIST_FULL);
  // The browser lists the newest first: stored oldest first, so later ones get later stamps.
  const base = Date.now();
  for (const [index, sku] of fresh.reverse().entries()) {
    await insertWishlistSkus(db, customerId, [sku], new Date(base + index).toISOString());
  }
}

/** One product from its page: one this store does not sell is a 404. */
export async function addToWishlist(db: Kysely<Database>, store: StoreCatalog, customerId: number, sku: string): Promise<void> {
  if (!store.productsBySku.has(sku)) throw new NotFound(NOT_IN_CATALOG);
  await saveToWishlist(db, store, customerId, [sku]);
}

export function removeFromWishlist(db: Kysely<Database>, customerId: number, sku: string): Promise<void> {
  return deleteWishlistSku(db, customerId, sku);
}
