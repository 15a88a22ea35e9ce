import type { ErrorReason } from '@shoreline/domain/error-reasons';
import { readQuantity } from '@shoreline/domain/forms/quantity-rules';
import { ITEM_IN_STOCK, ITEM_OUT_OF_STOCK, OUT_OF_STOCK, PRICE_UNKNOWN } from '@shoreline/domain/messages';
import { OK_ACTION } from '../notifications/notifications.js';
import type { Task } from '../tasks/task.js';
import { stockCheckTask } from './cart-api.js';
import { emptyDiff, mergeDiffs, type CartContext } from './context.js';
import { runCreate, runSync } from './sync.js';
import { itemChecksum, itemsEqual, type CartItem, type CartProduct, type DiffLog, type ItemLike } from './types.js';

// The shopper's changes to the lines. Each shows at once in the local cart; when the server cart has to follow, a
// sync with the client state forced sends it, and the server's answer (or refusal) settles the line (sync.ts).

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
  const removed = ctx.state.cartItems.filter(removes);
  ctx.setItems(ctx.state.cartItems.filter((item) => !removes(item)));
  if (ctx.isOnline() && removed.some((item) => item.server_item_id !== undefined)) return runSync(ctx, { forceClientState: true });
  return emptyDiff();
}

export async function runUpdateQuantity(ctx: CartContext, product: ItemLike, qty: number | string): Promise<DiffLog> {
  const read = readQuantity(qty);
  if ('problem' in read) throw new RangeError(read.message);
  const line = ctx.findLine(product);
  if (!line) return emptyDiff();
  ctx.replaceLine(line, { qty: read.qty });
  if (ctx.isOnline() && line.server_item_id !== undefined) return runSync(ctx, { forceClientState: true });
  return emptyDiff();
}
