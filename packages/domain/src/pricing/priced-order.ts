import type { Cents } from '../money.js';

/**
 * The priced order: what the shopper was charged, line by line and segment by segment, stored with
 * the order when it is placed and read by every surface that shows an order (thank-you page, e-mail,
 * account, back office, packing list). Nothing that shows an order adds amounts up itself: it lists
 * these segments, whose signed amounts add up to the grand total.
 */

/** A choice on a line as it is read: "Sauce: No sauce". */
export interface PricedOption {
  label: string;
  value: string;
}

export interface PricedOrderLine {
  sku: string;
  name: string;
  productType: string;
  qty: number;
  /** Unit price before tax, options included. */
  unitCents: Cents;
  /** Unit price times quantity, before discount and tax: the lines add up to the subtotal. */
  rowCents: Cents;
  discountCents: Cents;
  taxCents: Cents;
  options: PricedOption[];
}

export type PricedSegmentCode = 'subtotal' | 'discount' | 'fee' | 'shipping' | 'tax' | 'gift_card' | 'store_credit';

/** One amount on the way from the subtotal to the grand total; deductions are negative. */
export interface PricedSegment {
  code: PricedSegmentCode;
  /** The shop's own wording in English; renderers in other languages build theirs from the fields below. */
  title: string;
  cents: Cents;
  /** discount: the coupon; gift_card: the card's code. */
  code_ref?: string;
  /** fee: the fee's name and the options chosen. */
  fee?: { name: string; options: string[] };
  /** shipping: the method and the date it arrives (pickup: the day it is collected). */
  shipping?: { method: string; date: string | null };
}

export type FulfilmentMode = 'delivery' | 'pickup' | 'none';

/** The place a pickup order is collected from. */
export interface PickupPlace {
  name: string;
  street: string[];
  city: string;
  region: string;
  region_code: string;
  postcode: string;
  country_id: string;
  telephone: string;
}

export interface PricedOrder {
  version: 1;
  currencyCode: string;
  /** How the order reaches the shopper; a pickup names the slot's start ("17:30", store time) and the place. */
  fulfilment: { mode: FulfilmentMode; method: string | null; date: string | null; time?: string | null; place?: PickupPlace | null };
  lines: PricedOrderLine[];
  segments: PricedSegment[];
  grandTotalCents: Cents;
}

/** A fee's line: its name and the options chosen, without saying the name twice when the option is named the same. */
export function feeTitle(name: string, options: readonly string[]): string {
  const chosen = options.join(', ');
  return chosen && chosen !== name ? `${name}: ${chosen}` : name;
}

/** The sum of the segments: equal to the grand total for every order priced here. */
export function segmentsSum(order: Pick<PricedOrder, 'segments'>): Cents {
  return order.segments.reduce((sum, segment) => sum + segment.cents, 0);
}

/** Whether what a surface lists adds up: the lines to the subtotal, the segments to the grand total. */
export function pricedOrderAddsUp(order: PricedOrder): boolean {
  const subtotal = order.segments.find((segment) => segment.code === 'subtotal')?.cents ?? 0;
  const lines = order.lines.reduce((sum, line) => sum + line.rowCents, 0);
  return lines === subtotal && segmentsSum(order) === order.grandTotalCents;
}

/** Reads a stored priced order; anything else (an order from before it was stored) gives null. */
export function parsePricedOrder(json: string | null | undefined): PricedOrder | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<PricedOrder>;
    return value && value.version === 1 && Array.isArray(value.segments) && Array.isArray(value.lines) ? (value as PricedOrder) : null;
  } catch {
    return null;
  }
}
