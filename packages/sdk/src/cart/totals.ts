import type { ErrorReason } from '@shoreline/domain/error-reasons';
import { TOTALS_NEED_COUNTRY } from '@shoreline/domain/messages';
import { rowCents, sumRows } from '@shoreline/domain/pricing/cart-totals';
import type { TotalsItemWire } from '@shoreline/domain/wire/cart';
import { messageOf } from '../envelope.js';
import { parseJson } from '../storage/storage.js';
import { isCartNotFound, type Task } from '../tasks/task.js';
import * as api from './cart-api.js';
import type { CartContext } from './context.js';
import type { CartItem, CartState, ExtraFee, PaymentMethod, ShippingMethod, TotalSegment, Totals } from './types.js';

// Cents as @shoreline/domain/money rounds them, kept local: importing that module made the storefront's lazily
// loaded cart share it with the product page, splitting it into an extra first-load chunk.
const toCents = (amount: number): number => Math.round(Number((amount * 100).toFixed(6)));
const fromCents = (cents: number): number => Math.round(cents) / 100;

const VIRTUAL_TYPES = new Set(['downloadable', 'virtual']);
const VIRTUAL_GIFT_CARD_TYPES = new Set([1, 2]);

/** Puts the server's totals lines onto the cart lines (matched by server_item_id, strictly): `totals` and the server's qty. */
export function applyTotalsToItems(items: readonly CartItem[], totalsItems: readonly TotalsItemWire[]): CartItem[] {
  return items.map((item) => {
    const line = totalsItems.find((totalsItem) => item.server_item_id !== undefined && totalsItem.item_id === item.server_item_id);
    return line ? { ...item, totals: { ...line, options: parseJson<unknown>(line.options, line.options) }, qty: line.qty } : item;
  });
}

export function prepareShippingMethods(methods: readonly ShippingMethod[]): ShippingMethod[] {
  return methods.filter((method) => !('available' in method) || method.available).map((method) => ({ ...method, is_server_method: true }));
}

/** The methods the server refused for the address that say why (error_message), for the shopper to read. */
export function refusedShippingMethods(methods: readonly ShippingMethod[]): ShippingMethod[] {
  return methods.filter((method) => method.available === false && typeof method.error_message === 'string' && method.error_message !== '');
}

/** Keeps the local (non-server) methods and appends the backend ones whose code is new. */
export function mergePaymentMethods(current: readonly PaymentMethod[], backend: readonly PaymentMethod[]): PaymentMethod[] {
  const merged = current.filter((method) => !method.is_server_method);
  for (const method of backend) {
    if (!merged.some((existing) => existing.code === method.code)) merged.push({ ...method, is_server_method: true });
  }
  return merged;
}

export function isVirtualCart(items: readonly CartItem[]): boolean {
  const virtual = (item: CartItem) =>
    VIRTUAL_TYPES.has(item.type_id ?? '') || VIRTUAL_GIFT_CARD_TYPES.has(item.giftcard?.giftcard_type ?? 0);
  return items.length > 0 && items.every(virtual);
}

/** Cash on delivery makes no sense for a virtual cart. */
export function visiblePaymentMethods(methods: readonly PaymentMethod[], virtualCart: boolean): PaymentMethod[] {
  return virtualCart ? methods.filter((method) => method.code !== 'cashondelivery') : [...methods];
}

export function defaultMethod<M extends { default?: boolean }>(methods: readonly M[]): M | null {
  return methods.find((method) => method.default) ?? methods[0] ?? null;
}

export const itemsCount = (items: readonly CartItem[]): number => items.reduce((sum, item) => sum + item.qty, 0);

export type Coupon = { code: string; discount: number | undefined };

export function couponOf(totals: Totals | null): Coupon | null {
  return totals?.coupon_code ? { code: totals.coupon_code, discount: totals.discount_amount } : null;
}

/** Offline totals, in whole cents by the API's rule (domain pricing/cart-totals.ts), so 0.1 + 0.2 stays 0.3. */
export function localTotals(items: readonly CartItem[], shipping: ShippingMethod | null, payment: PaymentMethod | null): TotalSegment[] {
  const subtotal = sumRows(items.map((item) => rowCents(toCents(item.price_incl_tax ?? 0), item.qty)));
  const shippingCents = shipping ? toCents(shipping.price_incl_tax ?? 0) : 0;
  const paymentCents = payment ? toCents(payment.cost_incl_tax ?? 0) : 0;
  const segments: TotalSegment[] = [{ code: 'subtotal_incl_tax', title: 'Subtotal incl. tax', value: fromCents(subtotal) }];
  if (payment) segments.push({ code: 'payment', title: payment.title ?? payment.code, value: fromCents(paymentCents) });
  if (shipping) segments.push({ code: 'shipping', title: shipping.method_title ?? shipping.method_code, value: fromCents(shippingCents) });
  segments.push({ code: 'grand_total', title: 'Grand total', value: fromCents(subtotal + shippingCents + paymentCents) });
  return segments;
}

// The server prices the cart: methods and totals, and the calls that change what the cart costs without changing a
// line (coupon, extra fees, gift cards, store credit), each followed by a forced totals sync.

/** Methods, then totals, when the cart changed since the last totals sync, or when forced. */
export async function runSyncTotals(ctx: CartContext, { forceServerSync = false } = {}): Promise<void> {
  if (!ctx.syncRequired('lastTotalsSyncAt') && !forceServerSync) return;
  // Each step asks again: a call that found the cart gone has disconnected it.
  if (ctx.canSync()) await syncShippingMethods(ctx);
  if (ctx.canSync()) await syncPaymentMethods(ctx);
  if (!ctx.canSync()) return;
  const order = orderData(ctx);
  if (!order.country) return ctx.logger.warn(TOTALS_NEED_COUNTRY);
  const details = ctx.getCheckoutDetails();
  const byMethod = order.shippingMethodCode || order.shippingCarrierCode;
  const task = await ctx.tryCall(byMethod ? api.shippingInformationTask(order.country, details, order) : api.totalsTask());
  if (!task || isCartNotFound(task)) return;
  if (task.resultCode !== 200 || !task.result) return ctx.logger.warn('Totals could not be updated:', task.result);
  const totals = task.result.totals ?? task.result;
  ctx.setItems(applyTotalsToItems(ctx.state.cartItems, totals.items ?? []));
  ctx.setTotals(totals, totals.total_segments ?? null);
  ctx.update({ lastTotalsSyncAt: ctx.now() });
  if (task.result.payment_methods && ctx.canSync()) replacePaymentMethods(ctx, task.result.payment_methods);
}

/** As the checkout has them, else the defaults on offer. */
function orderData(ctx: CartContext): api.ShippingChoice & { country: string | null } {
  const details = ctx.getCheckoutDetails();
  const offered = ctx.state.shippingMethods.filter((method) => !method.offline);
  const shipping =
    offered.find((method) => method.method_code === details.shipping?.shippingMethod) ?? ctx.state.shipping ?? defaultMethod(offered);
  return {
    country: details.shipping?.country || ctx.config.defaultCountry,
    shippingMethodCode: shipping?.method_code,
    shippingCarrierCode: shipping?.carrier_code,
  };
}

async function syncShippingMethods(ctx: CartContext): Promise<void> {
  const task = await ctx.tryCall(api.shippingMethodsTask(ctx.getCheckoutDetails().shipping ?? {}, ctx.config.defaultCountry));
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

/** The billing country's methods from shipping-information when the checkout has one, else the cart's. */
async function syncPaymentMethods(ctx: CartContext): Promise<void> {
  const billingCountry = ctx.getCheckoutDetails().payment?.country;
  let backend: PaymentMethod[] = [];
  if (billingCountry) {
    const task = await ctx.tryCall(api.shippingInformationTask(billingCountry, ctx.getCheckoutDetails(), orderData(ctx)));
    if (task?.resultCode === 200) backend = task.result?.payment_methods ?? [];
  }
  if (backend.length === 0) {
    const task = await ctx.tryCall(api.paymentMethodsTask());
    if (task?.resultCode === 200 && Array.isArray(task.result)) backend = task.result;
  }
  replacePaymentMethods(ctx, backend);
}

function replacePaymentMethods(ctx: CartContext, backend: PaymentMethod[]): void {
  ctx.update({ paymentMethods: mergePaymentMethods(ctx.state.paymentMethods, backend) });
  if (backend.length > 0) keepMethods(ctx);
}

function keepMethods(ctx: CartContext): void {
  ctx.store.write('methods', { shippingMethods: ctx.state.shippingMethods, paymentMethods: ctx.state.paymentMethods });
}

/** Offline nothing can be asked: the methods last offered are offered again; the order is checked when sent. */
export async function restoreMethods(ctx: CartContext): Promise<void> {
  const { shippingMethods, paymentMethods } = ctx.state;
  if (!ctx.isOnline() && shippingMethods.length === 0 && paymentMethods.length === 0) {
    const kept = await ctx.store.read<Partial<Pick<CartState, 'shippingMethods' | 'paymentMethods'>> | null>('methods', null);
    if (kept) ctx.update({ shippingMethods: kept.shippingMethods ?? [], paymentMethods: kept.paymentMethods ?? [] });
  }
  ctx.update({
    shipping: ctx.state.shipping ?? ctx.state.shippingMethods.find((method) => method.default) ?? null,
    payment: ctx.state.payment ?? ctx.state.paymentMethods.find((method) => method.default) ?? null,
  });
}

/** Success (200 or a truthy result) forces a totals sync unless `sync` is false; null without a cart or when it is gone. */
async function priceChange(ctx: CartContext, call: (cartId: string) => api.CartCall<unknown>, sync = true): Promise<Task<unknown> | null> {
  const cartId = ctx.state.cartServerToken;
  if (!cartId || !ctx.canSync()) return null;
  const task = await ctx.call(call(cartId));
  if (isCartNotFound(task)) return null;
  if ((task.resultCode === 200 || task.result) && sync) {
    await runSyncTotals(ctx, { forceServerSync: true });
    ctx.storeHash();
  }
  return task;
}

const accepted = (task: Task<unknown> | null): boolean => task?.resultCode === 200 && task.result !== false;

export async function runApplyCoupon(ctx: CartContext, code: string): Promise<boolean> {
  return !!code && accepted(await priceChange(ctx, () => api.applyCouponTask(code)));
}

export async function runRemoveCoupon(ctx: CartContext, { sync = true }: { sync?: boolean } = {}): Promise<boolean> {
  return accepted(await priceChange(ctx, () => api.deleteCouponTask(), sync));
}

export async function runUseStoreCredit(ctx: CartContext, on: boolean, balance: number): Promise<boolean> {
  return accepted(await priceChange(ctx, (cartId) => (on ? api.applyStoreCreditTask(cartId, balance) : api.removeStoreCreditTask(cartId))));
}

export async function runChooseExtraFee(ctx: CartContext, choice: api.FeeChoice): Promise<boolean> {
  const call = (cartId: string) => api.feeTotalsInformationTask(cartId, choice, feeAddress(ctx), orderData(ctx));
  return (await priceChange(ctx, call))?.resultCode === 200;
}

export async function runExtraFees(ctx: CartContext): Promise<ExtraFee[]> {
  const cartId = ctx.state.cartServerToken;
  if (!cartId || !ctx.canSync()) return [];
  const task = await ctx.tryCall(api.getFeesTask(cartId, feeAddress(ctx)));
  return task?.resultCode === 200 && Array.isArray(task.result?.fees) ? task.result.fees : [];
}

export type GiftCardAnswer = { ok: boolean; message: string; reason?: ErrorReason };

export async function runGiftCard(ctx: CartContext, input: api.CartCall<unknown>): Promise<GiftCardAnswer> {
  const task = await priceChange(ctx, () => input);
  return task ? { ok: task.resultCode === 200, message: messageOf(task.result), reason: task.resultReason } : { ok: false, message: '' };
}

const feeAddress = (ctx: CartContext) => api.feeAddress(ctx.getCheckoutDetails(), ctx.config.defaultCountry);
