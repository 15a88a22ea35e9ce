import { listedPrice, type ProductDocument } from '@shoreline/domain';
import { WISHLIST_MAX } from '@shoreline/domain/forms/saved-lists';
import type { Kysely } from 'kysely';
import type { StoreCatalog } from '../catalog/build-documents.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/envelope.js';
import { deleteWishlistSku, insertWishlistSkus, listWishlist, type WishlistRow } from './storage.js';

export const WISHLIST_FULL = `Your wishlist is full (${WISHLIST_MAX} products). Remove one to save another.`;
export const NOT_IN_CATALOG = 'This product is not sold in this store.';

/** A saved product as the wishlist shows it, priced in the store's display mode (cents). */
export interface WishlistItemView {
  sku: string;
  name: string;
  url_key: string;
  image: string | null;
  price_cents: number;
  regular_price_cents: number | null;
  in_stock: boolean;
  added_at: string;
}

function itemView(row: WishlistRow, product: ProductDocument, inclTax: boolean): WishlistItemView {
  const { priceCents, regularCents } = listedPrice(product, inclTax);
  return {
    sku: product.sku,
    name: product.name,
    url_key: product.url_key,
    image: product.small_image || product.image || product.thumbnail || null,
    price_cents: priceCents,
    regular_price_cents: regularCents,
    in_stock: product.stock?.is_in_stock !== false,
    added_at: row.added_at,
  };
}

/** Saved skus this store sells and shows, newest first; others stay saved for the store that sells them. */
export async function wishlistOf(db: Kysely<Database>, store: StoreCatalog, customerId: number): Promise<WishlistItemView[]> {
  const inclTax = store.store.tax.displayPricesInclTax;
  return (await listWishlist(db, customerId)).flatMap((row) => {
    const product = store.productsBySku.get(row.sku);
    return product && product.status === 1 && product.visibility > 1 ? [itemView(row, product, inclTax)] : [];
  });
}

/** Adds the skus the store sells (others are skipped; saved ones stay once), refusing to go past the maximum. */
export async function saveToWishlist(db: Kysely<Database>, store: StoreCatalog, customerId: number, skus: string[]): Promise<void> {
  const sold = skus.filter((sku) => store.productsBySku.has(sku));
  const saved = new Set((await listWishlist(db, customerId)).map((row) => row.sku));
  const fresh = [...new Set(sold)].filter((sku) => !saved.has(sku));
  if (saved.size + fresh.length > WISHLIST_MAX) throw new HttpError(409, WISHLIST_FULL);
  // The browser lists the newest first: stored oldest first, so later ones get later stamps.
  const base = Date.now();
  for (const [index, sku] of fresh.reverse().entries()) {
    await insertWishlistSkus(db, customerId, [sku], new Date(base + index).toISOString());
  }
}

/** One product from its page: one this store does not sell is a 404. */
export async function addToWishlist(db: Kysely<Database>, store: StoreCatalog, customerId: number, sku: string): Promise<void> {
  if (!store.productsBySku.has(sku)) throw new HttpError(404, NOT_IN_CATALOG);
  await saveToWishlist(db, store, customerId, [sku]);
}

export function removeFromWishlist(db: Kysely<Database>, customerId: number, sku: string): Promise<void> {
  return deleteWishlistSku(db, customerId, sku);
}
