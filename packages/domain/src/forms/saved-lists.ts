import { z } from 'zod';
import { SKU_MAX_LENGTH, SKU_PATTERN } from '../formats.js';

/**
 * The shopper's saved lists: the wishlist (kept per customer on the server, a guest's in the browser
 * until they sign in) and the compare list (browser only). Both hold catalog skus.
 */
export const WISHLIST_MAX = 100;
export const COMPARE_MAX = 4;

/** A catalog sku as the lists store it (formats.ts). */
export const savedSku = z.string().trim().min(1).max(SKU_MAX_LENGTH).regex(SKU_PATTERN);

export const wishlistAddBody = z.object({ sku: savedSku });
/** Guest items merged into the account at sign-in (the newest first, as the browser kept them). */
export const wishlistMergeBody = z.object({ skus: z.array(savedSku).max(WISHLIST_MAX) });

/** A list kept in a cookie: unreadable or foreign entries are dropped, duplicates once, newest first, capped. */
export function parseSavedSkus(value: string | null | undefined, max: number): string[] {
  if (!value) return [];
  let raw = value;
  try {
    raw = decodeURIComponent(value);
  } catch {
    return [];
  }
  const skus: string[] = [];
  for (const part of raw.split(',')) {
    const parsed = savedSku.safeParse(part);
    if (parsed.success && !skus.includes(parsed.data)) skus.push(parsed.data);
    if (skus.length >= max) break;
  }
  return skus;
}

export const serialiseSavedSkus = (skus: readonly string[]) => encodeURIComponent(skus.join(','));
