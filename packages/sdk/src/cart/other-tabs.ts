import { parseJson } from '../storage/storage.js';
import type { CartContext } from './context.js';
import { CART_KEYS } from './persistence.js';
import type { CartItem, TotalSegment, Totals } from './types.js';

// Tabs sharing the storage share one cart: what another tab stored is taken over
// as it is. That tab has already synced it with the server, so this tab does not push it again.

/** A window "storage" event (key, and newValue when the event has it) for a cart key. */
export async function handleStorageChange(ctx: CartContext, key: string | null, newValue?: string | null): Promise<void> {
  if (key === null || !key.startsWith(ctx.config.storagePrefix)) return;
  const value = await ctx.store.readText(key, newValue);
  switch (key) {
    case ctx.store.key('items'):
      ctx.update({ cartItems: value === null ? [] : parseJson<CartItem[]>(value, ctx.state.cartItems) });
      ctx.processQueueInBackground();
      return;
    case ctx.store.key('token'):
      ctx.update({ cartServerToken: value === null ? null : parseJson<string | null>(value, null) });
      return;
    case ctx.store.key('hash'):
      ctx.update({ cartItemsHash: value === null ? null : parseJson<string | null>(value, null) });
      return;
    case ctx.store.key('totals'): {
      const totals =
        value === null ? null : parseJson<{ platformTotals?: Totals; platformTotalSegments?: TotalSegment[] } | null>(value, null);
      ctx.update({ platformTotals: totals?.platformTotals ?? null, platformTotalSegments: totals?.platformTotalSegments ?? null });
      return;
    }
  }
}

/** Takes over the cart another tab stored (items, token, hash, totals), as its storage events would. */
export async function takeStoredCart(ctx: CartContext): Promise<void> {
  for (const name of CART_KEYS) await handleStorageChange(ctx, ctx.store.key(name));
}

/** Takes over each cart key another tab has written since this tab last wrote or read it. */
export async function adoptOtherTabsWrites(ctx: CartContext): Promise<void> {
  try {
    for (const name of CART_KEYS) {
      const key = ctx.store.key(name);
      const value = await ctx.store.peek(key);
      if (ctx.store.isOtherTabsWrite(key, value)) await handleStorageChange(ctx, key, value);
    }
  } catch (error) {
    ctx.logger.warn('The stored cart could not be read:', error instanceof Error ? error.message : error);
  }
}
