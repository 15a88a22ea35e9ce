import { OK_ACTION } from '../notifications/notifications.js';
import type { Task } from '../tasks/task.js';
import { prepareItemsToAdd, validationErrors } from './add.js';
import { stockCheckTask } from './cart-api.js';
import { hashChanged, isConnected, isSyncEnabled } from './cart-status.js';
import type { CartContext } from './context.js';
import { emptyDiff, mergeDiffs } from './diff.js';
import { itemsEqual, type ItemLike } from './identity.js';
import type { ErrorReason } from '@shoreline/domain/error-reasons';
import {
  ITEM_IN_STOCK,
  ITEM_OUT_OF_STOCK,
  OUT_OF_STOCK,
  QUANTITY_ABOVE_ZERO,
  QUANTITY_POSITIVE_INTEGER,
  UNSAFE_QUANTITY,
} from './messages.js';
import { mayAddOutOfStock, stockStatus } from './stock.js';
import { runCreate, runSync } from './sync.js';
import type { CartItem, CartProduct, DiffLog } from './types.js';

// The shopper's changes to the lines: add, remove, quantity, and the answer
// of the stock check an add queues. When the server cart has to follow, a sync with the client
// state forced sends the change (sync.ts).

interface StockCheckResult {
  is_in_stock?: boolean;
  code?: unknown;
}

/** Adds a product (a grouped product adds its children) and syncs it to the server cart. */
export async function runAddItem(ctx: CartContext, product: CartProduct, { serverSilent = false } = {}): Promise<DiffLog> {
  const diff = emptyDiff();
  ctx.update({ isAddingToCart: true });
  try {
    let added = 0;
    for (const item of prepareItemsToAdd(product)) {
      if (await addPreparedItem(ctx, item, diff)) added += 1;
    }
    if (added > 0 && (!isSyncEnabled(ctx) || serverSilent)) ctx.notify(diff, ctx.productAddedNotice());
    mergeDiffs(diff, await runCreate(ctx));
    if (isSyncEnabled(ctx) && isConnected(ctx) && !serverSilent) mergeDiffs(diff, await runSync(ctx, { forceClientState: true }));
    return diff;
  } finally {
    ctx.update({ isAddingToCart: false });
  }
}

async function addPreparedItem(ctx: CartContext, item: CartItem, diff: DiffLog): Promise<boolean> {
  const errors = validationErrors(item, ctx.config.useZeroPriceProduct);
  for (const message of errors) ctx.notify(diff, { type: 'error', message, action1: OK_ACTION });
  if (errors.length > 0) return false;
  const status = stockStatus(item, ctx.config.stockSynchronize);
  if (status === 'out_of_stock' && !mayAddOutOfStock(item, ctx.config.allowOutOfStockInCart)) {
    ctx.notify(diff, { type: 'error', message: OUT_OF_STOCK, reason: 'cart.out_of_stock' satisfies ErrorReason, action1: OK_ACTION });
    return false;
  }
  if (status === 'volatile') ctx.notify(diff, { type: 'warning', message: UNSAFE_QUANTITY, action1: OK_ACTION });
  const stockCheck = ctx.config.stockSynchronize ? await ctx.runner.queue(stockCheckTask(item.sku)) : null;
  ctx.insertOrMerge(stockCheck ? { ...item, onlineStockCheckid: stockCheck.task_id } : item);
  return true;
}

/** The answer of a queued stock check (callback 'store:cart/stockSync'). */
export function applyStockCheck(ctx: CartContext, task: Task): void {
  const result = task.result as StockCheckResult | undefined;
  const line = ctx.state.cartItems.find((item) => item.sku === task.product_sku);
  if (!line || task.resultCode !== 200 || !result || result.code === 'ENOTFOUND') return;
  if (result.is_in_stock === false) {
    if (!ctx.config.allowOutOfStockInCart && !isSyncEnabled(ctx)) ctx.removeLocally(line);
    else ctx.replaceLine(line, { errors: { ...line.errors, stock: ITEM_OUT_OF_STOCK }, is_in_stock: false });
  } else if (result.is_in_stock === true) {
    // Not a cart change: when nothing else was pending, the stored hash follows.
    const wasInSync = !hashChanged(ctx);
    ctx.replaceLine(line, { info: { ...line.info, stock: ITEM_IN_STOCK }, is_in_stock: true });
    if (wasInSync) ctx.storeHash();
  }
}

/**
 * Removes every line equal to the product and, unless it is a bundle, the lines whose parentSku
 * is its sku. A line the server had is then deleted there by a forced sync.
 */
export async function runRemoveItem(
  ctx: CartContext,
  product: ItemLike & { type_id?: string },
  { removeByParentSku = true } = {},
): Promise<DiffLog> {
  const byParent = removeByParentSku && product.type_id !== 'bundle';
  const removes = (item: CartItem) => itemsEqual(item, product) || (byParent && item.parentSku === product.sku);
  const removed = ctx.state.cartItems.filter(removes);
  ctx.setItems(ctx.state.cartItems.filter((item) => !removes(item)));
  if (isSyncEnabled(ctx) && removed.some((item) => item.server_item_id !== undefined)) return runSync(ctx, { forceClientState: true });
  return { ...emptyDiff(), parties: [{ party: 'client', status: 'no-item', sku: product.sku }] };
}

/** Sets a line's quantity; a line the server has is pushed (and rolled back if rejected). */
export async function runUpdateQuantity(
  ctx: CartContext,
  product: ItemLike,
  qty: number | string,
  { serverSilent = false } = {},
): Promise<DiffLog> {
  const quantity = typeof qty === 'number' ? qty : Number(String(qty).trim() || Number.NaN);
  // A fraction is refused, never cut to a whole number (1.5 is not 1).
  if (Number.isFinite(quantity) && !Number.isInteger(quantity)) throw new RangeError(QUANTITY_POSITIVE_INTEGER);
  if (!(quantity > 0)) throw new RangeError(QUANTITY_ABOVE_ZERO);
  const line = ctx.findLine(product);
  if (!line) return emptyDiff();
  ctx.replaceLine(line, { qty: quantity });
  if (isSyncEnabled(ctx) && line.server_item_id !== undefined && !serverSilent) return runSync(ctx, { forceClientState: true });
  return { ...emptyDiff(), parties: [{ party: 'client', status: 'wrong-qty', sku: line.sku, 'client-qty': quantity }] };
}
