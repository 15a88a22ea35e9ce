import { SPEC_DEFAULTS } from '@shoreline/domain/config';
import type { ErrorReason } from '@shoreline/domain/error-reasons';
import { readQuantity } from '@shoreline/domain/forms/quantity-rules';
import { ITEM_IN_STOCK, ITEM_OUT_OF_STOCK, OUT_OF_STOCK, PRICE_UNKNOWN } from '@shoreline/domain/messages';
import { OK_ACTION } from '../notifications/notifications.js';
import { writeJson } from '../storage/storage.js';
import { isCartNotFound, TOKEN_LOCK_ABORT, type Task } from '../tasks/task.js';
import { createCartTask, deleteTask, pullTask, stockCheckTask, updateTask } from './cart-api.js';
import { emptyDiff, mergeDiffs, type CartContext } from './context.js';
import { couponOf, restoreMethods, runApplyCoupon, runRemoveCoupon, runSyncTotals } from './totals.js';
import { itemChecksum, itemsEqual, type CartItem, type CartProduct, type DiffLog, type ItemLike, type ServerCartItem } from './types.js';

// The server cart's life: load, connect and sync, sign-in, order, and a cart found closed elsewhere. The server's
// answer to a pushed line is authoritative: the local line takes its quantity and ids.

export interface SyncOptions {
  /** Lines the client took over from this server cart when a session ended: counted once when merging (mergeQty). */
  inherited?: readonly CartItem[];
  /** Push local lines and delete server lines the client lacks (instead of pulling them). */
  forceClientState?: boolean;
  /** Push client qty + server qty (the merge at login). */
  mergeQty?: boolean;
  /** Sync even when the hash did not change. */
  forceSync?: boolean;
}

/** endedCart: the customer's cart a session left its lines from; merged by difference when it is the one connected. */
type ConnectOptions = Pick<SyncOptions, 'forceClientState' | 'mergeQty'> & { guestCart?: boolean; endedCart?: EndedCustomerCart | null };

/** The customer's cart when the session ended, and its confirmed lines; stored, so a reload before the sign-in keeps it. */
type EndedCustomerCart = { cartId: string; lines: CartItem[] };

export type MergeStep =
  | { kind: 'missing-on-server'; client: CartItem }
  | { kind: 'quantity-differs'; client: CartItem; server: ServerCartItem }
  | { kind: 'in-sync'; client: CartItem; server: ServerCartItem }
  | { kind: 'missing-on-client'; server: ServerCartItem };

/** The stored cart is taken over as every operation's is (engine.ts, serial). */
export async function runLoad(ctx: CartContext): Promise<DiffLog> {
  await restoreMethods(ctx);
  ctx.processQueueInBackground();
  const diff = ctx.isConnected() ? await runSync(ctx) : emptyDiff();
  return mergeDiffs(diff, await runCreate(ctx));
}

export async function runAuthorize(ctx: CartContext): Promise<DiffLog> {
  const couponCode = couponOf(ctx.state.platformTotals)?.code;
  ctx.update({ connectBypassCount: 0 });
  if (couponCode) await runRemoveCoupon(ctx, { sync: false });
  const endedCart = await ctx.store.read<EndedCustomerCart | null>('endedCustomerCart', null);
  const diff = await runConnect(ctx, { mergeQty: true, endedCart });
  if (ctx.isConnected()) ctx.store.write('endedCustomerCart', null);
  if (couponCode) await runApplyCoupon(ctx, couponCode);
  return diff;
}

/** A tab that could not wait for the lock (tab-lock.ts) may have stored a new cart meanwhile, with its shopper's lines: it is kept. */
export async function runClearAfterOrder(ctx: CartContext, orderedCart = ctx.state.cartServerToken): Promise<void> {
  await writeJson(ctx.options.storage, `${ctx.config.userStoragePrefix}last-cart-bypass-ts`, ctx.now());
  if (!(await ctx.tookNewerStoredCart(orderedCart))) runClear(ctx);
}

/**
 * After an operation found its cart gone: the lines it had confirmed went with it (ordered), the others go to a new cart
 * (the customer's through the token). A customer is connected even with no line left, so a cart they have shows up.
 */
export async function recoverGoneCart(ctx: CartContext): Promise<void> {
  const gone = ctx.goneCartId;
  if (!gone) return;
  ctx.goneCartId = null;
  try {
    // Connected again meanwhile (authorize, another tab), or another tab stored a new cart.
    if (ctx.isConnected() || (await ctx.tookNewerStoredCart(gone))) return;
    const kept = ctx.state.cartItems.filter((item) => item.server_item_id === undefined);
    if (kept.length !== ctx.state.cartItems.length) ctx.setItems(kept);
    forgetServerCart(ctx);
    ctx.update({ lastSyncAt: 0, lastTotalsSyncAt: 0 });
    if (kept.length === 0 && !ctx.options.runner.hasUserToken()) return;
    await runConnect(ctx);
    // The connect's sync refreshes totals only for lines this tab had; a customer's cart may bring others.
    if (ctx.isConnected() && ctx.state.cartItems.length > 0) await runSyncTotals(ctx);
  } catch (error) {
    ctx.logger.warn('The cart could not be started again:', error instanceof Error ? error.message : error);
  }
}

/** Connects a cart when there are lines and no server cart yet (a cart found gone is replaced by recoverGoneCart). */
export async function runCreate(ctx: CartContext): Promise<DiffLog> {
  return ctx.goneCartId || ctx.state.cartItems.length === 0 || ctx.isConnected() ? emptyDiff() : runConnect(ctx);
}

async function runConnect(ctx: CartContext, { guestCart = false, endedCart = null, ...sync }: ConnectOptions = {}): Promise<DiffLog> {
  if (!ctx.isOnline()) return emptyDiff();
  const task = await ctx.tryCall(createCartTask(guestCart));
  if (!task || isSessionRefused(task)) return emptyDiff();
  if (task.resultCode !== 200) return bypassOrClear(ctx) ? runConnect(ctx, { ...sync, guestCart: true }) : emptyDiff();
  const cartId = String(task.result);
  ctx.setToken(cartId);
  return runSync(ctx, { ...sync, inherited: endedCart?.cartId === cartId ? endedCart.lines : [] });
}

/** The session ended (token refused, no refresh): the lines stay, for runContinueAsGuest, with no fallback and no clear. */
const isSessionRefused = (task: Task): boolean => task.resultCode === 401 && task.result === TOKEN_LOCK_ABORT;

/** What the customer's cart held is remembered for the next sign-in. */
export async function runContinueAsGuest(ctx: CartContext, beforeConnect: () => void): Promise<DiffLog> {
  beforeConnect();
  const cartId = ctx.state.cartServerToken;
  if (cartId && !(await ctx.store.read('endedCustomerCart', null))) {
    const lines = ctx.state.cartItems.filter((line) => line.server_item_id !== undefined);
    ctx.store.write('endedCustomerCart', { cartId, lines } satisfies EndedCustomerCart);
  }
  forgetServerCart(ctx);
  return ctx.state.cartItems.length ? runConnect(ctx, { guestCart: true, forceClientState: true }) : emptyDiff();
}

export async function runSync(ctx: CartContext, options: SyncOptions = {}): Promise<DiffLog> {
  if (!ctx.canSync() || (!ctx.syncRequired() && !options.forceSync)) return emptyDiff();
  const clientItems = ctx.state.cartItems;
  ctx.update({ lastSyncAt: ctx.now() });
  const task = await ctx.tryCall(pullTask());
  if (task?.resultCode === 200 && Array.isArray(task.result)) return merge(ctx, task.result, clientItems, options);
  // The cart is gone (closed by an order): no failure to bypass; the operation's end starts a new one.
  if (!task || isCartNotFound(task) || isSessionRefused(task)) return emptyDiff();
  if (bypassOrClear(ctx)) await runConnect(ctx, { guestCart: true });
  ctx.storeHash();
  return emptyDiff();
}

/** Client lines first, in order, then the server lines no client line matches; mergeQty pushes equal quantities too (as a sum). */
export function planCartMerge(clients: readonly CartItem[], servers: readonly (ServerCartItem | null)[], mergeQty = false): MergeStep[] {
  const server = servers.filter((item): item is ServerCartItem => !!item);
  const steps: MergeStep[] = clients.map((client) => {
    const match = server.find((candidate) => itemsEqual(client, candidate));
    if (!match) return { kind: 'missing-on-server', client };
    return { kind: client.qty !== match.qty || mergeQty ? 'quantity-differs' : 'in-sync', client, server: match };
  });
  for (const candidate of server) {
    if (!clients.some((client) => itemsEqual(client, candidate))) steps.push({ kind: 'missing-on-client', server: candidate });
  }
  return steps;
}

async function merge(ctx: CartContext, serverItems: ServerCartItem[], clientItems: CartItem[], options: SyncOptions): Promise<DiffLog> {
  const diff = emptyDiff();
  const forceClientState = options.forceClientState || ctx.isInCheckout();
  for (const step of planCartMerge(clientItems, serverItems, options.mergeQty)) {
    if (!ctx.isConnected()) break; // the cart is gone, or another tab disconnected it
    try {
      await applyMergeStep(ctx, step, { ...options, forceClientState }, diff);
    } catch (error) {
      ctx.logger.warn('Cart line could not be synchronised:', error);
    }
  }
  if (ctx.syncRequired('lastTotalsSyncAt') && clientItems.length > 0) await runSyncTotals(ctx);
  ctx.storeHash();
  return diff;
}

async function applyMergeStep(ctx: CartContext, step: MergeStep, options: SyncOptions, diff: DiffLog): Promise<void> {
  const inheritedQty = (item: ItemLike) => options.inherited?.find((line) => itemsEqual(line, item))?.qty ?? 0;
  switch (step.kind) {
    case 'missing-on-server':
      return pushLine(ctx, step.client, null, step.client.qty, diff);
    case 'quantity-differs': {
      // At sign-in, both carts' lines less what the client took over from this cart when a session ended; at least 1.
      const qty = options.mergeQty ? Math.max(1, step.client.qty + step.server.qty - inheritedQty(step.client)) : step.client.qty;
      return pushLine(ctx, step.client, step.server, qty, diff);
    }
    case 'in-sync': {
      const line = ctx.findLine(step.client);
      if (line) ctx.replaceLine(line, serverIdentity(step.server, line));
      return;
    }
    case 'missing-on-client':
      // A line the ended session left that the shopper removed since is removed from the customer's cart too.
      if (options.forceClientState || inheritedQty(step.server) > 0) return deleteServerLine(ctx, step.server, diff);
      return addServerLineLocally(ctx, step.server);
  }
}

function serverIdentity(server: ServerCartItem, line: Pick<CartItem, 'product_option' | 'type_id'>): Partial<CartItem> {
  return {
    server_item_id: server.item_id,
    server_cart_id: server.quote_id,
    prev_qty: server.qty,
    product_option: server.product_option ?? line.product_option,
    type_id: server.product_type ?? line.type_id,
  };
}

/** POST cart/update: the server's answer replaces the line; a refusal puts back the last confirmed quantity, or drops the line. */
async function pushLine(ctx: CartContext, client: CartItem, server: ServerCartItem | null, qty: number, diff: DiffLog): Promise<void> {
  const cartItem = {
    sku: client.parentSku ?? client.sku,
    qty,
    product_option: client.product_option,
    item_id: server?.item_id,
    quoteId: server?.quote_id ?? ctx.state.cartServerToken,
  };
  const task = await ctx.call(updateTask(cartItem));
  diff.serverResponses.push({ status: task.resultCode, sku: client.sku, result: task.result, reason: task.resultReason });
  if (isCartNotFound(task)) return; // not a refusal of this line: it waits for the new cart
  const line = ctx.findLine(client);
  if (task.resultCode === 200 && task.result) {
    if (!ctx.isInCheckout()) ctx.notify(diff, client.server_item_id === undefined ? ctx.productAddedNotice() : ctx.quantityUpdatedNotice());
    if (line) ctx.replaceLine(line, { ...serverIdentity(task.result, line), qty: task.result.qty });
  } else if (line) {
    const wasConfirmed = server !== null && (client.server_item_id !== undefined || client.item_id !== undefined);
    if (wasConfirmed && (line.prev_qty ?? 0) > 0) ctx.replaceLine(line, { qty: line.prev_qty });
    else if (!server || wasConfirmed || line.server_item_id === undefined) ctx.removeLine(line);
  }
}

/** POST cart/delete; a refused delete brings the line back as the server keeps it (a 404 says it is gone already). */
async function deleteServerLine(ctx: CartContext, server: ServerCartItem, diff: DiffLog): Promise<void> {
  const task = await ctx.call(deleteTask({ sku: server.sku, item_id: server.item_id, quoteId: ctx.state.cartServerToken }));
  diff.serverResponses.push({ status: task.resultCode, sku: server.sku, result: task.result, reason: task.resultReason });
  if (task.resultCode !== 200 && task.resultCode !== 404) await addServerLineLocally(ctx, server);
}

async function addServerLineLocally(ctx: CartContext, server: ServerCartItem): Promise<void> {
  const product = await ctx.findProduct(server).catch(() => null);
  if (!product) return;
  const item: CartItem = { ...product, ...serverIdentity(server, product), type_id: product.type_id, qty: server.qty };
  ctx.insertOrMerge({ ...item, checksum: itemChecksum(item) });
}

/** A guest fallback while the bypass count allows; then the cart is cleared. */
function bypassOrClear(ctx: CartContext): boolean {
  const bypass = ctx.state.connectBypassCount < SPEC_DEFAULTS.cart.maxCartBypassAttempts;
  if (bypass) ctx.update({ connectBypassCount: ctx.state.connectBypassCount + 1 });
  else runClear(ctx);
  return bypass;
}

export function runClear(ctx: CartContext): void {
  ctx.setItems([]);
  ctx.store.write('endedCustomerCart', null);
  forgetServerCart(ctx);
}

function forgetServerCart(ctx: CartContext): void {
  ctx.goneCartId = null;
  ctx.setToken(null);
  ctx.update({ connectBypassCount: 0 });
  ctx.setTotals(null, null);
  ctx.storeHash(null);
}

// The shopper's changes to the lines. Each shows at once in the local cart; when the server cart has to follow, a
// sync with the client state forced sends it, and the server's answer (or refusal) settles the line.

/** Catalogue fields a cart line does not need (kept out of storage). */
const HEAVY_FIELDS = ['category', 'category_ids', 'description', 'media_gallery', 'product_links'] as const;

export async function runAddItem(ctx: CartContext, product: CartProduct): Promise<DiffLog> {
  const diff = emptyDiff();
  const added = await addLine(ctx, product, diff);
  if (added && !ctx.isOnline()) ctx.notify(diff, ctx.productAddedNotice());
  mergeDiffs(diff, await runCreate(ctx));
  if (ctx.canSync()) mergeDiffs(diff, await runSync(ctx, { forceClientState: true }));
  return diff;
}

/** Refused: an unknown price (missing or below 0), a refused quantity, the product's own errors, managed stock that is out. */
async function addLine(ctx: CartContext, product: CartProduct, diff: DiffLog): Promise<boolean> {
  const price = product.price_incl_tax;
  const errors = Object.values(product.errors ?? {}).filter((error): error is string => !!error);
  if (typeof price !== 'number' || Number.isNaN(price) || price < 0) errors.unshift(PRICE_UNKNOWN);
  const quantity = readQuantity(product.qty ?? 1);
  if ('problem' in quantity) errors.push(quantity.message);
  for (const message of errors) ctx.notify(diff, { type: 'error', message, action1: OK_ACTION });
  if (errors.length > 0) return false;
  if (product.stock && !product.stock.is_in_stock && product.stock.manage_stock !== false) {
    ctx.notify(diff, { type: 'error', message: OUT_OF_STOCK, reason: 'cart.out_of_stock' satisfies ErrorReason, action1: OK_ACTION });
    return false;
  }
  const item: CartItem = { ...product, qty: 'qty' in quantity ? quantity.qty : 1 };
  for (const field of HEAVY_FIELDS) delete item[field];
  item.checksum = itemChecksum(item);
  item.onlineStockCheckid = (await ctx.options.runner.queue(stockCheckTask(item.sku))).task_id;
  ctx.insertOrMerge(item);
  return true;
}

/** The answer of a queued stock check (callback 'store:cart/stockSync'): a note on the line, which stays. */
export function applyStockCheck(ctx: CartContext, task: Task): void {
  const result = task.result as { is_in_stock?: boolean; code?: unknown } | undefined;
  const line = ctx.state.cartItems.find((item) => item.sku === task.product_sku);
  if (!line || task.resultCode !== 200 || !result || result.code === 'ENOTFOUND') return;
  if (result.is_in_stock === false) {
    ctx.replaceLine(line, { errors: { ...line.errors, stock: ITEM_OUT_OF_STOCK }, is_in_stock: false });
  } else if (result.is_in_stock === true) {
    // Not a cart change: when nothing else was pending, the stored hash follows.
    const wasInSync = !ctx.hashChanged();
    ctx.replaceLine(line, { info: { ...line.info, stock: ITEM_IN_STOCK }, is_in_stock: true });
    if (wasInSync) ctx.storeHash();
  }
}

export async function runRemoveItem(ctx: CartContext, product: ItemLike & { type_id?: string }): Promise<DiffLog> {
  const removes = (item: CartItem) => itemsEqual(item, product) || (product.type_id !== 'bundle' && item.parentSku === product.sku);
  const gone = ctx.state.cartItems.filter(removes);
  ctx.setItems(ctx.state.cartItems.filter((item) => !removes(item)));
  return ctx.isOnline() && gone.some((item) => item.server_item_id !== undefined) ? runSync(ctx, { forceClientState: true }) : emptyDiff();
}

export async function runUpdateQuantity(ctx: CartContext, product: ItemLike, qty: number | string): Promise<DiffLog> {
  const read = readQuantity(qty);
  if ('problem' in read) throw new RangeError(read.message);
  const line = ctx.findLine(product);
  if (line) ctx.replaceLine(line, { qty: read.qty });
  return ctx.isOnline() && line?.server_item_id !== undefined ? runSync(ctx, { forceClientState: true }) : emptyDiff();
}
