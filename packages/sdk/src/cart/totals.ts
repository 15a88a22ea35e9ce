import { rowCents, sumRows } from '@shoreline/domain/pricing/cart-totals';
import type { TotalsItemWire } from '@shoreline/domain/wire/cart';
import { parseJson } from '../storage/storage.js';
import type { CartItem, PaymentMethod, ShippingMethod, TotalSegment, Totals } from './types.js';

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

/** The unavailable ones dropped. */
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

/** A cart is virtual when it has items and each is downloadable, virtual or a gift card of type 1 or 2. */
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

/**
 * Totals worked out locally while there are no server segments (offline): subtotal, shipping, payment cost, grand
 * total, in whole cents by the API's rule (domain pricing/cart-totals.ts), so 0.1 + 0.2 stays 0.3.
 */
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
