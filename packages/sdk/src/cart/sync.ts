import { isCartNotFound, TOKEN_LOCK_ABORT, type Task } from '../tasks/task.js';
import { createCartTask, pullTask } from './cart-api.js';
import { canUpdateMethods, hashChanged, isConnected, isInCheckout, isSyncRequired, isTotalsSyncRequired } from './cart-status.js';
import type { CartContext } from './context.js';
import {
  forgetEndedCustomerCart,
  inheritedLines,
  inheritedQty,
  rememberEndedCustomerCart,
  type EndedCustomerCart,
} from './ended-session.js';
import { emptyDiff, finalParties, mergeStepParty, planCartMerge, type MergeStep } from './diff.js';
import { addServerLineLocally, adoptServerIds, deleteServerLine, pushLine, takeServerLine } from './server-lines.js';
import { runSyncTotals } from './totals-sync.js';
import type { CartItem, DiffLog, ServerCartItem } from './types.js';

export interface SyncOptions {
  /** Lines the client took over from this server cart when a session ended: counted once when merging (mergeQty). */
  inherited?: readonly CartItem[];
  /** Push local lines and delete server lines the client lacks (instead of pulling them). */
  forceClientState?: boolean;
  /** Compare only: report the diff, change nothing. */
  dryRun?: boolean;
  /** Push client qty + server qty (the merge at login). */
  mergeQty?: boolean;
  /** Sync even when the hash did not change. */
  forceSync?: boolean;
}

export interface ConnectOptions {
  guestCart?: boolean;
  forceClientState?: boolean;
  mergeQty?: boolean;
  /** The customer's cart a session the server ended left its lines from: merged by difference if it is the one connected. */
  endedCart?: EndedCustomerCart | null;
}

interface MergeOptions {
  dryRun: boolean;
  mergeQty: boolean;
  forceClientState: boolean;
  inherited: readonly CartItem[];
}

// Connecting and syncing call each other: a connect syncs with the cart it got, and a failed pull
// connects again as a guest. Clearing is here as the last step of that fallback.

/** Connects a user cart when there are lines and no server cart yet. */
export async function runCreate(ctx: CartContext): Promise<DiffLog> {
  // A cart found gone is replaced by recoverGoneCart, which knows which lines to keep.
  if (ctx.goneCartId) return emptyDiff();
  if (ctx.state.cartItems.length > 0 && !isConnected(ctx)) return runConnect(ctx, { guestCart: false });
  return emptyDiff();
}

/**
 * Gets a server cart and syncs with it. A failed create falls back to a guest
 * cart while the bypass counter allows; after that the local cart is cleared.
 */
export async function runConnect(
  ctx: CartContext,
  { guestCart = false, forceClientState = false, mergeQty = false, endedCart = null }: ConnectOptions = {},
): Promise<DiffLog> {
  if (!ctx.config.synchronize) return emptyDiff();
  const task = await ctx.tryCall(createCartTask(guestCart));
  if (!task) return emptyDiff();
  if (task.resultCode === 200) {
    const cartId = String(task.result);
    ctx.setToken(cartId);
    const inherited = inheritedLines(endedCart, cartId);
    return runSync(ctx, { forceClientState, dryRun: !ctx.config.serverMergeByDefault, mergeQty, inherited });
  }
  if (isSessionRefused(task)) return emptyDiff();
  if (await bypassOrClear(ctx)) return runConnect(ctx, { guestCart: true, forceClientState, mergeQty });
  return emptyDiff();
}

/**
 * The customer's token was refused and could not be refreshed (the runner's lock aborts the call): the session
 * ended. The lines are the shopper's, not the session's: they stay, and the session's end hands them to a guest
 * cart (runContinueAsGuest) instead of a guest fallback or a clear.
 */
function isSessionRefused(task: Task): boolean {
  return task.resultCode === 401 && task.result === TOKEN_LOCK_ABORT;
}

/**
 * After the server ended the customer's session: the customer's cart is forgotten and the lines go to a new guest
 * cart. What that cart held is remembered, so signing in again does not add those lines to it a second time.
 */
export async function runContinueAsGuest(ctx: CartContext): Promise<DiffLog> {
  await rememberEndedCustomerCart(ctx);
  forgetServerCart(ctx);
  return ctx.state.cartItems.length ? runConnect(ctx, { guestCart: true, forceClientState: true }) : emptyDiff();
}

/**
 * Compares the local cart with the server cart and reconciles them. Runs
 * only when connected and the hash changed (or nothing was pulled yet), unless forceSync.
 */
export async function runSync(
  ctx: CartContext,
  { forceClientState = false, dryRun = false, mergeQty = false, forceSync = false, inherited = [] }: SyncOptions = {},
): Promise<DiffLog> {
  if (!canUpdateMethods(ctx) || (!isSyncRequired(ctx) && !forceSync)) return emptyDiff();
  const clientItems = ctx.state.cartItems;
  ctx.update({ lastSyncAt: ctx.now() });
  const task = await ctx.tryCall(pullTask());
  if (!task) return emptyDiff();
  if (task.resultCode === 200 && Array.isArray(task.result)) {
    return merge(ctx, task.result, clientItems, {
      dryRun,
      mergeQty,
      forceClientState: forceClientState || isInCheckout(ctx),
      inherited,
    });
  }
  // The cart is gone (closed by an order): no failure to bypass; the operation's end starts a new one.
  if (isCartNotFound(task) || isSessionRefused(task)) return emptyDiff();
  if (await bypassOrClear(ctx)) await runConnect(ctx, { guestCart: true });
  ctx.storeHash();
  return emptyDiff();
}

async function merge(ctx: CartContext, serverItems: ServerCartItem[], clientItems: CartItem[], options: MergeOptions): Promise<DiffLog> {
  const diff = emptyDiff();
  const steps = planCartMerge(clientItems, serverItems, options.mergeQty);
  for (const step of steps) {
    const party = mergeStepParty(step);
    if (party) diff.parties.push(party);
    // Nothing more to send once the cart is gone (or another tab disconnected it).
    if (options.dryRun || !isConnected(ctx)) continue;
    try {
      await applyMergeStep(ctx, step, options, diff);
    } catch (error) {
      ctx.logger.warn('Cart line could not be synchronised:', error);
    }
  }
  if (!options.dryRun) {
    if (isTotalsSyncRequired(ctx) && clientItems.length > 0) await runSyncTotals(ctx);
    ctx.storeHash();
  }
  diff.parties.push(...finalParties(hashChanged(ctx), isTotalsSyncRequired(ctx)));
  return diff;
}

async function applyMergeStep(ctx: CartContext, step: MergeStep, options: MergeOptions, diff: DiffLog): Promise<void> {
  const { forceClientState } = options;
  switch (step.kind) {
    case 'missing-on-server':
      if (forceClientState || !ctx.config.serverSyncCanRemoveLocalItems) await pushLine(ctx, step.client, null, step.client.qty, diff);
      else ctx.removeLocally(step.client);
      return;
    case 'quantity-differs':
      if (forceClientState || !ctx.config.serverSyncCanModifyLocalItems)
        await pushLine(ctx, step.client, step.server, pushedQty(step.client, step.server, options), diff);
      else takeServerLine(ctx, step.client, step.server);
      return;
    case 'in-sync':
      adoptServerIds(ctx, step.client, step.server);
      return;
    case 'missing-on-client':
      // A line the ended session left that the shopper removed since is removed from the customer's cart too.
      if (forceClientState || inheritedQty(options.inherited, step.server) > 0) await deleteServerLine(ctx, step.server, diff);
      else await addServerLineLocally(ctx, step.server);
      return;
  }
}

/**
 * The quantity a line is pushed with: the client's, or at login the sum of both carts' less what the client took
 * over from this server cart when a session ended (the server has that part already); a line kept counts at least 1.
 */
function pushedQty(client: CartItem, server: ServerCartItem, { mergeQty, inherited }: MergeOptions): number {
  if (!mergeQty) return client.qty;
  return Math.max(1, client.qty + server.qty - inheritedQty(inherited, client));
}

/** Counts a guest fallback when one is left; otherwise (all attempts failed) clears the cart. */
async function bypassOrClear(ctx: CartContext): Promise<boolean> {
  if (ctx.state.connectBypassCount < ctx.config.maxCartBypassAttempts) {
    ctx.update({ connectBypassCount: ctx.state.connectBypassCount + 1 });
    return true;
  }
  await runClear(ctx, { sync: false });
  return false;
}

/** Empties the cart; with sync the server lines are deleted, with disconnect the cart is forgotten. */
export async function runClear(
  ctx: CartContext,
  { disconnect = true, sync = true }: { disconnect?: boolean; sync?: boolean } = {},
): Promise<void> {
  ctx.setItems([]);
  forgetEndedCustomerCart(ctx);
  if (sync) await runSync(ctx, { forceClientState: true, forceSync: true });
  if (disconnect) forgetServerCart(ctx);
}

/** Forgets the server cart: token, bypass count, totals and stored hash. */
export function forgetServerCart(ctx: CartContext): void {
  ctx.goneCartId = null;
  ctx.setToken(null);
  ctx.update({ connectBypassCount: 0 });
  ctx.setTotals(null, null);
  ctx.storeHash(null);
}
