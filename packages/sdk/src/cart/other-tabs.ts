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

/** The keys another tab has written since this tab last wrote or read them. */
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
 * Whether another tab stored a cart other than `replaced` meanwhile (it may have found that one closed and started a
 * new one); this tab takes it over.
 */
export async function tookNewerStoredCart(ctx: CartContext, replaced: string | null): Promise<boolean> {
  await ctx.store.flush();
  await adoptOtherTabsWrites(ctx);
  return !!ctx.state.cartServerToken && ctx.state.cartServerToken !== replaced;
}
