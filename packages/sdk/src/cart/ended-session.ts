import type { CartContext } from './context.js';
import { itemsEqual, type ItemLike } from './identity.js';
import type { CartItem } from './types.js';

/**
 * The customer's cart as it was when the server ended the session: the guest cart the lines went on in starts as a
 * copy of it, so when that customer signs in again (the server hands back the same cart) those lines are there
 * already. Stored, so a reload or another tab between the end and the sign-in keeps it.
 */
export interface EndedCustomerCart {
  cartId: string;
  /** The lines the customer's cart had confirmed, at their quantities then. */
  lines: CartItem[];
}

/** Remembers the connected customer's cart before it is forgotten; an ended cart remembered before is kept. */
export async function rememberEndedCustomerCart(ctx: CartContext): Promise<void> {
  const cartId = ctx.state.cartServerToken;
  if (!cartId || (await readEndedCustomerCart(ctx))) return;
  const lines = ctx.state.cartItems.filter((line) => line.server_item_id !== undefined);
  ctx.store.write('endedCustomerCart', { cartId, lines } satisfies EndedCustomerCart);
}

export function readEndedCustomerCart(ctx: CartContext): Promise<EndedCustomerCart | null> {
  return ctx.store.read<EndedCustomerCart | null>('endedCustomerCart', null);
}

export function forgetEndedCustomerCart(ctx: CartContext): void {
  ctx.store.write('endedCustomerCart', null);
}

/** The lines an ended session left in the cart now connected: the merge counts them once. */
export function inheritedLines(ended: EndedCustomerCart | null, connectedCartId: string): CartItem[] {
  return ended?.cartId === connectedCartId ? ended.lines : [];
}

/** The quantity of a line the server cart had already when the guest cart took it over (0 when it had none). */
export function inheritedQty(inherited: readonly CartItem[], item: ItemLike): number {
  return inherited.find((line) => itemsEqual(line, item))?.qty ?? 0;
}
