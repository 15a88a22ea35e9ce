import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';

export interface WishlistRow {
  sku: string;
  added_at: string;
}

/** The customer's saved skus, the newest first. */
export function listWishlist(db: Kysely<Database>, customerId: number): Promise<WishlistRow[]> {
  return db
    .selectFrom('wishlist_items')
    .select(['sku', 'added_at'])
    .where('customer_id', '=', customerId)
    .orderBy('added_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Saves skus not saved yet; a sku saved before keeps its place. */
export async function insertWishlistSkus(db: Kysely<Database>, customerId: number, skus: string[], at: string): Promise<void> {
  if (skus.length === 0) return;
  await db
    .insertInto('wishlist_items')
    .values(skus.map((sku) => ({ customer_id: customerId, sku, added_at: at })))
    .onConflict((conflict) => conflict.columns(['customer_id', 'sku']).doNothing())
    .execute();
}

export async function deleteWishlistSku(db: Kysely<Database>, customerId: number, sku: string): Promise<void> {
  await db.deleteFrom('wishlist_items').where('customer_id', '=', customerId).where('sku', '=', sku).execute();
}
