import { parseJson } from '../storage/storage.js';
import { SHARED_KEYS, type StoredTotals } from './cart-storage.js';
import type { CartContext } from './context.js';
import type { CartItem } from './types.js';

// What another tab stored is taken over as it is: that tab has synced it with the server already, so this tab does
// not push it again.

/** A window "storage" event, for the cart's keys. */
export async function handleStorageChange(ctx: CartContext, key: string | null, newValue?: string | null): Promise<void> {
  const name = SHARED_KEYS.find((candidate) => ctx.store.key(candidate) === key);
  if (!name || key === null) return;
  const text = await ctx.store.readText(key, newValue);
  if (name === 'items') {
    ctx.update({ cartItems: text === null ? [] : parseJson<CartItem[]>(text, ctx.state.cartItems) });
    ctx.processQueueInBackground();
  } else if (name === 'totals') {
    const totals = parseJson<StoredTotals>(text ?? 'null', null);
    ctx.update({ platformTotals: totals?.platformTotals ?? null, platformTotalSegments: totals?.platformTotalSegments ?? null });
  } else {
    ctx.update({ [name === 'token' ? 'cartServerToken' : 'cartItemsHash']: parseJson<string | null>(text ?? 'null', null) });
  }
}

/** Takes over the cart stored (items, token, hash, totals), as storage events would. */
export async function takeStoredCart(ctx: CartContext): Promise<void> {
  for (const name of SHARED_KEYS) await handleStorageChange(ctx, ctx.store.key(name));
}

/** Takes over each cart key another tab has written since this tab last wrote or read it. */
export async function adoptOtherTabsWrites(ctx: CartContext): Promise<void> {
  try {
    for (const name of SHARED_KEYS) {
      if (await ctx.store.otherTabWrote(ctx.store.key(name))) await handleStorageChange(ctx, ctx.store.key(name));
    }
  } catch (error) {
    ctx.logger.warn('The stored cart could not be read:', error instanceof Error ? error.message : error);
  }
}

/**
 * Takes over the cart another tab stored meanwhile, unless it is the one being replaced (`replaced`): that tab may
 * have found it closed and started a new one. True when there was one.
 */
export async function takeNewerStoredCart(ctx: CartContext, replaced: string | null): Promise<boolean> {
  await ctx.store.flush();
  const stored = await ctx.store.read<string | null>('token', null);
  if (!stored || stored === replaced) return false;
  await takeStoredCart(ctx);
  return true;
}
