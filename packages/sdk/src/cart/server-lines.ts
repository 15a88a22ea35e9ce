import { isCartNotFound } from '../tasks/task.js';
import { deleteTask, updateTask } from './cart-api.js';
import { isInCheckout } from './cart-status.js';
import type { CartContext } from './context.js';
import { itemChecksum } from './identity.js';
import type { CartItem, CartProduct, DiffLog, ServerCartItem } from './types.js';

// What the merge steps do to one line: push it (rolled back when refused), take
// the server's line or only its ids, add a server line locally, or delete it on the server.

/** POST cart/update (the original client's updateServerItem): push a line, roll back if rejected. */
export async function pushLine(
  ctx: CartContext,
  client: CartItem,
  server: ServerCartItem | null,
  qty: number,
  diff: DiffLog,
): Promise<void> {
  const cartItem = {
    sku: client.parentSku && ctx.config.setConfigurableProductOptions ? client.parentSku : client.sku,
    qty,
    product_option: client.product_option,
    ...(server ? { item_id: server.item_id } : {}),
    quoteId: server?.quote_id ?? ctx.state.cartServerToken,
  };
  const task = await ctx.call(updateTask(cartItem));
  diff.serverResponses.push({ status: task.resultCode, sku: client.sku, result: task.result, reason: task.resultReason });
  // Not a refusal of this line: the cart is gone, and the line waits for the new cart.
  if (isCartNotFound(task)) return;
  if (task.resultCode !== 200 || !task.result) return afterRejectedPush(ctx, client, server);
  if (!isInCheckout(ctx)) ctx.notify(diff, client.server_item_id === undefined ? ctx.productAddedNotice() : ctx.quantityUpdatedNotice());
  const answer = task.result;
  const line = ctx.findLine(client);
  if (line) {
    ctx.replaceLine(line, {
      server_item_id: answer.item_id,
      server_cart_id: answer.quote_id,
      prev_qty: client.qty,
      product_option: answer.product_option ?? line.product_option,
      type_id: answer.product_type ?? line.type_id,
    });
  }
}

function afterRejectedPush(ctx: CartContext, client: CartItem, server: ServerCartItem | null): void {
  if (!server) ctx.removeLocally(client);
  else if (client.server_item_id !== undefined || client.item_id !== undefined) restoreQuantity(ctx, client);
  else ctx.removeUnconfirmed(client);
}

/** A rejected change goes back to the last quantity the server confirmed, or the line goes. */
function restoreQuantity(ctx: CartContext, client: CartItem): void {
  const line = ctx.findLine(client);
  if (!line) return;
  if ((line.prev_qty ?? 0) > 0) ctx.replaceLine(line, { qty: line.prev_qty });
  else ctx.removeLocally(line);
}

export function takeServerLine(ctx: CartContext, client: CartItem, server: ServerCartItem): void {
  const line = ctx.findLine(client);
  if (line) ctx.replaceLine(line, { ...server, ...serverIdentity(server) });
}

export function adoptServerIds(ctx: CartContext, client: CartItem, server: ServerCartItem): void {
  const line = ctx.findLine(client);
  if (line) ctx.replaceLine(line, { ...serverIdentity(server), product_option: server.product_option ?? line.product_option });
}

function serverIdentity(server: ServerCartItem): Partial<CartItem> {
  const identity: Partial<CartItem> = { server_item_id: server.item_id, server_cart_id: server.quote_id, prev_qty: server.qty };
  if (server.product_type) identity.type_id = server.product_type;
  return identity;
}

export async function deleteServerLine(ctx: CartContext, server: ServerCartItem, diff: DiffLog): Promise<void> {
  const cartItem = { sku: server.sku, item_id: server.item_id, quoteId: ctx.state.cartServerToken };
  const task = await ctx.call(deleteTask(cartItem));
  diff.serverResponses.push({ status: task.resultCode, sku: server.sku, result: task.result, reason: task.resultReason });
}

export async function addServerLineLocally(ctx: CartContext, server: ServerCartItem): Promise<void> {
  const product = ctx.findProduct ? await ctx.findProduct(server).catch(() => null) : lineFromServer(server);
  if (!product) return;
  const item: CartItem = {
    ...product,
    qty: server.qty,
    server_item_id: server.item_id,
    server_cart_id: server.quote_id,
    prev_qty: server.qty,
    product_option: server.product_option ?? product.product_option,
  };
  ctx.insertOrMerge({ ...item, checksum: itemChecksum(item) });
}

function lineFromServer(server: ServerCartItem): CartProduct {
  return { sku: server.sku, name: server.name, type_id: server.product_type, product_option: server.product_option };
}
