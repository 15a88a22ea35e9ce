import { writeJson } from '../storage/storage.js';
import { isConnected } from './cart-status.js';
import type { CartContext } from './context.js';
import { emptyDiff, mergeDiffs } from './diff.js';
import { forgetEndedCustomerCart, readEndedCustomerCart } from './ended-session.js';
import { takeStoredCart } from './other-tabs.js';
import { runApplyCoupon, runRemoveCoupon } from './price-changes.js';
import { forgetServerCart, runClear, runConnect, runCreate, runSync } from './sync.js';
import { couponOf } from './totals.js';
import { pickDefaultMethods, restoreMethods, runSyncTotals } from './totals-sync.js';
import type { CartItem, DiffLog, TotalSegment, Totals } from './types.js';

// Where the server cart starts and ends: the page loads the stored cart, a login
// merges the guest cart into the customer's, an order closes it, and a cart found closed elsewhere
// is replaced.

const LAST_ORDER_KEY = 'last-cart-bypass-ts';

/** Reads the stored cart; with sync on, syncs with the server cart and creates one if needed. */
export async function runLoad(ctx: CartContext, { forceClientState = false }: { forceClientState?: boolean } = {}): Promise<DiffLog> {
  if (!ctx.isOnline()) await restoreMethods(ctx);
  pickDefaultMethods(ctx);
  ctx.setItems(await ctx.store.read<CartItem[]>('items', []));
  ctx.processQueueInBackground();
  if (!ctx.config.synchronize) return emptyDiff();
  const storedTotals = await ctx.store.read<{ platformTotals?: Totals | null; platformTotalSegments?: TotalSegment[] | null } | null>(
    'totals',
    null,
  );
  ctx.update({
    cartItemsHash: await ctx.store.read<string | null>('hash', ''),
    cartServerToken: await ctx.store.read<string | null>('token', ''),
    platformTotals: storedTotals?.platformTotals ?? null,
    platformTotalSegments: storedTotals?.platformTotalSegments ?? null,
  });
  const diff = isConnected(ctx) ? await runSync(ctx, { forceClientState, dryRun: !ctx.config.serverMergeByDefault }) : emptyDiff();
  return mergeDiffs(diff, await runCreate(ctx));
}

/** After login: connect the user's cart merging quantities, keeping an applied coupon. */
export async function runAuthorize(ctx: CartContext): Promise<DiffLog> {
  const couponCode = couponOf(ctx.state.platformTotals)?.code;
  ctx.update({ connectBypassCount: 0 });
  if (couponCode) await runRemoveCoupon(ctx, { sync: false });
  const diff = await runConnect(ctx, { guestCart: false, mergeQty: true, endedCart: await readEndedCustomerCart(ctx) });
  if (isConnected(ctx)) forgetEndedCustomerCart(ctx);
  if (couponCode) await runApplyCoupon(ctx, couponCode);
  return diff;
}

/**
 * Forgets the ordered cart. A tab that could not wait for the lock (tab-lock.ts) may have found that
 * cart closed and stored a new one meanwhile, with the lines its shopper added: that cart is kept.
 */
export async function runClearAfterOrder(ctx: CartContext, orderedCart = ctx.state.cartServerToken): Promise<void> {
  await writeJson(ctx.storage, `${ctx.config.userStoragePrefix}${LAST_ORDER_KEY}`, ctx.now());
  await ctx.store.flush();
  const stored = await ctx.store.read<string | null>('token', null);
  if (stored && stored !== orderedCart) return takeStoredCart(ctx);
  await runClear(ctx, { sync: false });
}

/**
 * After an operation found its cart gone. When another tab has stored a newer cart, this tab takes
 * it over. Otherwise the lines the gone cart had confirmed (server_item_id) went with it (they were
 * ordered, and the tab that ordered has cleared them), and the lines it never had are kept: connect
 * gets a new cart, the customer's through the token, and its sync pushes them as it
 * pushes any line the server lacks. A customer is connected even with no line
 * left, so a cart they already have shows up. Other tabs learn the new id through storage.
 */
export async function recoverGoneCart(ctx: CartContext): Promise<DiffLog> {
  const gone = ctx.goneCartId;
  if (!gone) return emptyDiff();
  ctx.goneCartId = null;
  try {
    if (isConnected(ctx)) return emptyDiff(); // connected again meanwhile (authorize, another tab)
    await ctx.store.flush();
    const stored = await ctx.store.read<string | null>('token', null);
    if (stored && stored !== gone) {
      await takeStoredCart(ctx);
      return emptyDiff();
    }
    const kept = ctx.state.cartItems.filter((item) => item.server_item_id === undefined);
    if (kept.length !== ctx.state.cartItems.length) ctx.setItems(kept);
    forgetServerCart(ctx);
    ctx.update({ lastSyncAt: 0, lastTotalsSyncAt: 0 });
    if (!ctx.config.synchronize || (kept.length === 0 && !ctx.runner.hasUserToken())) return emptyDiff();
    const diff = await runConnect(ctx, { guestCart: false });
    // The connect's sync refreshes totals only for lines this tab had; a customer's cart may bring others.
    if (isConnected(ctx) && ctx.state.cartItems.length > 0) await runSyncTotals(ctx);
    return diff;
  } catch (error) {
    ctx.logger.warn('The cart could not be started again:', error instanceof Error ? error.message : error);
    return emptyDiff();
  }
}
