import { writeJson } from '../storage/storage.js';
import { readStoredTotals, takeStoredCart } from './other-tabs.js';
import { emptyDiff, mergeDiffs, type CartContext } from './context.js';
import { forgetServerCart, readEndedCustomerCart, runClear, runConnect, runCreate, runSync } from './sync.js';
import { couponOf } from './totals.js';
import { pickDefaultMethods, restoreMethods, runApplyCoupon, runRemoveCoupon, runSyncTotals } from './totals-sync.js';
import type { CartItem, DiffLog } from './types.js';

// Where the server cart starts and ends: the page loads the stored cart, a login merges the guest cart into the
// customer's, an order closes it, and a cart found closed elsewhere is replaced.

const LAST_ORDER_KEY = 'last-cart-bypass-ts';

/** Reads the stored cart, syncs with the server cart and creates one if needed. */
export async function runLoad(ctx: CartContext): Promise<DiffLog> {
  if (!ctx.isOnline()) await restoreMethods(ctx);
  pickDefaultMethods(ctx);
  ctx.setItems(await ctx.store.read<CartItem[]>('items', []));
  ctx.processQueueInBackground();
  ctx.update({
    cartItemsHash: await ctx.store.read<string | null>('hash', ''),
    cartServerToken: await ctx.store.read<string | null>('token', ''),
    ...(await readStoredTotals(ctx)),
  });
  const diff = ctx.isConnected() ? await runSync(ctx) : emptyDiff();
  return mergeDiffs(diff, await runCreate(ctx));
}

/** After login: connect the user's cart merging quantities, keeping an applied coupon. */
export async function runAuthorize(ctx: CartContext): Promise<DiffLog> {
  const couponCode = couponOf(ctx.state.platformTotals)?.code;
  ctx.update({ connectBypassCount: 0 });
  if (couponCode) await runRemoveCoupon(ctx, { sync: false });
  const diff = await runConnect(ctx, { guestCart: false, mergeQty: true, endedCart: await readEndedCustomerCart(ctx) });
  if (ctx.isConnected()) ctx.store.write('endedCustomerCart', null);
  if (couponCode) await runApplyCoupon(ctx, couponCode);
  return diff;
}

/**
 * Forgets the ordered cart. A tab that could not wait for the lock (tab-lock.ts) may have found that cart closed and
 * stored a new one meanwhile, with the lines its shopper added: that cart is kept.
 */
export async function runClearAfterOrder(ctx: CartContext, orderedCart = ctx.state.cartServerToken): Promise<void> {
  await writeJson(ctx.storage, `${ctx.config.userStoragePrefix}${LAST_ORDER_KEY}`, ctx.now());
  await ctx.store.flush();
  const stored = await ctx.store.read<string | null>('token', null);
  if (stored && stored !== orderedCart) return takeStoredCart(ctx);
  runClear(ctx);
}

/**
 * After an operation found its cart gone. A newer cart another tab stored is taken over. Otherwise the lines the gone
 * cart had confirmed went with it (they were ordered), and the lines it never had are kept: connect gets a new cart
 * (the customer's through the token) and its sync pushes them. A customer is connected even with no line left, so a
 * cart they already have shows up.
 */
export async function recoverGoneCart(ctx: CartContext): Promise<void> {
  const gone = ctx.goneCartId;
  if (!gone) return;
  ctx.goneCartId = null;
  try {
    if (ctx.isConnected()) return; // connected again meanwhile (authorize, another tab)
    await ctx.store.flush();
    const stored = await ctx.store.read<string | null>('token', null);
    if (stored && stored !== gone) return await takeStoredCart(ctx);
    const kept = ctx.state.cartItems.filter((item) => item.server_item_id === undefined);
    if (kept.length !== ctx.state.cartItems.length) ctx.setItems(kept);
    forgetServerCart(ctx);
    ctx.update({ lastSyncAt: 0, lastTotalsSyncAt: 0 });
    if (kept.length === 0 && !ctx.runner.hasUserToken()) return;
    await runConnect(ctx, { guestCart: false });
    // The connect's sync refreshes totals only for lines this tab had; a customer's cart may bring others.
    if (ctx.isConnected() && ctx.state.cartItems.length > 0) await runSyncTotals(ctx);
  } catch (error) {
    ctx.logger.warn('The cart could not be started again:', error instanceof Error ? error.message : error);
  }
}
