import { isCartNotFound, type Task } from '../tasks/task.js';
import { paymentMethodsTask, shippingInformationTask, shippingMethodsTask, totalsTask, type TotalsAnswer } from './cart-api.js';
import { canSyncTotals, canUpdateMethods, isTotalsSyncRequired } from './cart-status.js';
import type { CartContext } from './context.js';
import { TOTALS_NEED_COUNTRY } from './messages.js';
import { applyTotalsToItems, defaultMethod, mergePaymentMethods, prepareShippingMethods, refusedShippingMethods } from './totals.js';
import type { PaymentMethod, ShippingMethod } from './types.js';

export interface MethodsData {
  country?: string | null;
  shippingMethodCode?: string;
  shippingCarrierCode?: string;
  paymentMethod?: string;
}

/**
 * Refreshes the shipping and payment methods, then the totals, when the cart
 * changed since the last totals sync, or when forced.
 */
export async function runSyncTotals(
  ctx: CartContext,
  { forceServerSync = false, methodsData }: { forceServerSync?: boolean; methodsData?: MethodsData } = {},
): Promise<void> {
  if (!isTotalsSyncRequired(ctx) && !forceServerSync) return;
  await syncShippingMethods(ctx);
  await syncPaymentMethods(ctx);
  if (!canSyncTotals(ctx)) return;
  const order = methodsData ?? orderData(ctx);
  const country = order.country ?? ctx.config.defaultCountry;
  if (!country) {
    ctx.logger.warn(TOTALS_NEED_COUNTRY);
    return;
  }
  const task =
    order.shippingMethodCode || order.shippingCarrierCode
      ? await ctx.tryCall(shippingInformationTask(country, ctx.getCheckoutDetails(), order))
      : await ctx.tryCall(totalsTask());
  if (task) overrideTotals(ctx, task);
}

/** The country and methods of the order as the checkout has them, else the defaults on offer. */
export function orderData(ctx: CartContext): MethodsData {
  const details = ctx.getCheckoutDetails();
  const offered = ctx.state.shippingMethods.filter((method) => !method.offline);
  const shipping =
    offered.find((method) => method.method_code === details.shipping?.shippingMethod) ?? ctx.state.shipping ?? defaultMethod(offered);
  const payment = ctx.state.payment ?? defaultMethod(ctx.state.paymentMethods);
  return {
    country: details.shipping?.country || ctx.config.defaultCountry,
    shippingMethodCode: shipping?.method_code,
    shippingCarrierCode: shipping?.carrier_code,
    paymentMethod: payment?.code,
  };
}

/** Takes the server totals on 200 only; otherwise the old totals stay. */
function overrideTotals(ctx: CartContext, task: Task<TotalsAnswer>): void {
  if (isCartNotFound(task)) return;
  if (task.resultCode !== 200 || !task.result) {
    ctx.logger.warn('Totals could not be updated:', task.result);
    return;
  }
  const totals = task.result.totals ?? task.result;
  ctx.setItems(applyTotalsToItems(ctx.state.cartItems, totals.items ?? []));
  ctx.setTotals(totals, totals.total_segments ?? null);
  ctx.update({ lastTotalsSyncAt: ctx.now() });
  if (task.result.payment_methods && canUpdateMethods(ctx)) replacePaymentMethods(ctx, task.result.payment_methods);
}

async function syncShippingMethods(ctx: CartContext): Promise<void> {
  if (!canUpdateMethods(ctx)) return;
  const task = await ctx.tryCall(shippingMethodsTask(ctx.getCheckoutDetails().shipping ?? {}, ctx.config.defaultCountry));
  if (task?.resultCode !== 200 || !Array.isArray(task.result)) return;
  const methods = prepareShippingMethods(task.result);
  const chosen = ctx.state.shipping;
  const stillOffered =
    chosen && methods.some((method) => method.method_code === chosen.method_code && method.carrier_code === chosen.carrier_code);
  ctx.update({
    shippingMethods: methods,
    refusedShippingMethods: refusedShippingMethods(task.result),
    shipping: stillOffered ? chosen : null,
  });
  keepMethods(ctx);
}

/** Stores the methods on offer, for a checkout opened offline (restoreMethods). */
function keepMethods(ctx: CartContext): void {
  ctx.store.write('methods', { shippingMethods: ctx.state.shippingMethods, paymentMethods: ctx.state.paymentMethods });
}

/** Offline, nothing can be asked: the methods last offered (kept by keepMethods) are offered again; the order is checked when sent. */
export async function restoreMethods(ctx: CartContext): Promise<void> {
  if (ctx.state.shippingMethods.length > 0 || ctx.state.paymentMethods.length > 0) return;
  const kept = await ctx.store.read<{ shippingMethods?: ShippingMethod[]; paymentMethods?: PaymentMethod[] } | null>('methods', null);
  if (!kept) return;
  ctx.update({
    shippingMethods: Array.isArray(kept.shippingMethods) ? kept.shippingMethods : [],
    paymentMethods: Array.isArray(kept.paymentMethods) ? kept.paymentMethods : [],
  });
}

async function syncPaymentMethods(ctx: CartContext): Promise<void> {
  if (!canUpdateMethods(ctx)) return;
  const billingCountry = ctx.getCheckoutDetails().payment?.country;
  let backend: PaymentMethod[] = [];
  if (billingCountry) {
    const task = await ctx.tryCall(shippingInformationTask(billingCountry, ctx.getCheckoutDetails(), orderData(ctx)));
    if (task?.resultCode === 200) backend = task.result?.payment_methods ?? [];
  }
  if (backend.length === 0) {
    const task = await ctx.tryCall(paymentMethodsTask());
    if (task?.resultCode === 200 && Array.isArray(task.result)) backend = task.result;
  }
  replacePaymentMethods(ctx, backend);
}

function replacePaymentMethods(ctx: CartContext, backend: PaymentMethod[]): void {
  ctx.update({ paymentMethods: mergePaymentMethods(ctx.state.paymentMethods, backend) });
  if (backend.length > 0) keepMethods(ctx);
}

/** Chooses the methods flagged default when none is chosen yet. */
export function pickDefaultMethods(ctx: CartContext): void {
  ctx.update({
    shipping: ctx.state.shipping ?? ctx.state.shippingMethods.find((method) => method.default) ?? null,
    payment: ctx.state.payment ?? ctx.state.paymentMethods.find((method) => method.default) ?? null,
  });
}
