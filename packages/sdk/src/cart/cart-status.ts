import type { CartContext } from './context.js';

// The checks every cart operation makes before it calls the server: is the cart in step
// with what was last synced (the hash, context.ts), is sync on, is there a server cart, is the
// shopper in checkout.

/** The lines or the token changed since the hash was last stored. */
export function hashChanged(ctx: CartContext): boolean {
  return ctx.currentHash() !== ctx.state.cartItemsHash;
}

/** No stored hash, a changed hash, or no pull yet in this page life. */
export function isSyncRequired(ctx: CartContext): boolean {
  return !ctx.state.cartItemsHash || hashChanged(ctx) || !ctx.state.lastSyncAt;
}

/** As isSyncRequired, with the last totals sync in place of the last pull. */
export function isTotalsSyncRequired(ctx: CartContext): boolean {
  return !ctx.state.cartItemsHash || hashChanged(ctx) || !ctx.state.lastTotalsSyncAt;
}

export function isConnected(ctx: CartContext): boolean {
  return !!ctx.state.cartServerToken;
}

export function isSyncEnabled(ctx: CartContext): boolean {
  return ctx.config.synchronize && ctx.isOnline();
}

export function isTotalsSyncEnabled(ctx: CartContext): boolean {
  return ctx.config.synchronizeTotals && ctx.isOnline();
}

export function canUpdateMethods(ctx: CartContext): boolean {
  return isSyncEnabled(ctx) && isConnected(ctx);
}

export function canSyncTotals(ctx: CartContext): boolean {
  return isTotalsSyncEnabled(ctx) && isConnected(ctx);
}

/** In checkout: the checkout page changed within the last 30 minutes. */
export function isInCheckout(ctx: CartContext): boolean {
  const modifiedAt = ctx.state.checkoutModifiedAt;
  return modifiedAt > 0 && ctx.now() - modifiedAt <= ctx.config.inCheckoutWindowMs;
}
