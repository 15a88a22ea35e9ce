import { toCents } from '@shoreline/domain';
import {
  feeTitle,
  parsePricedOrder,
  type FulfilmentMode,
  type PricedOption,
  type PricedOrder,
  type PricedOrderLine,
  type PricedSegment,
} from '@shoreline/domain/pricing/priced-order';
import { PICKUP } from '../delivery/index.js';
import { maskedCardCode } from './priced-order.js';
import type { OrderItemRow, OrderRow } from './storage.js';

/**
 * The priced order of an order placed before priced orders were stored, read back from its columns:
 * the amounts are the stored ones, the fees and gift cards come from the stored wire totals, and a
 * line's options are named as far as the stored product option names them (gift-card recipients,
 * labelled choices). Whatever the columns cannot split up still ends in one segment, so the segments
 * always add up to the grand total the order charged.
 */

const VIRTUAL_DESCRIPTION = 'No shipping (virtual order)';

interface WireSegment {
  code?: unknown;
  title?: unknown;
  value?: unknown;
  extension_attributes?: { fees?: unknown; gift_cards?: unknown };
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const amountCents = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? toCents(value) : 0);

function parseJson(json: string | null): unknown {
  if (!json) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}

function wireSegments(totalsJson: string): WireSegment[] {
  const totals = parseJson(totalsJson);
  if (!isObject(totals) || !Array.isArray(totals.total_segments)) return [];
  return totals.total_segments.filter(isObject) as WireSegment[];
}

/** The gift-card recipient fields, in the words the priced lines use. */
const GIFT_CARD_FIELDS: ReadonlyArray<[string, string]> = [
  ['giftcard_recipient_name', 'To'],
  ['giftcard_recipient_email', 'Recipient e-mail'],
  ['giftcard_sender_name', 'From'],
  ['giftcard_message', 'Message'],
];

/** The choices a stored product option names in words; choices stored only as ids cannot be named without the catalog of that day. */
export function optionsOfStoredItem(productOption: string): PricedOption[] {
  const parsed = parseJson(productOption);
  const attributes = isObject(parsed) && isObject(parsed.extension_attributes) ? parsed.extension_attributes : {};
  const options: PricedOption[] = [];
  const giftCard = attributes.giftcard_item_option;
  if (isObject(giftCard)) {
    for (const [field, label] of GIFT_CARD_FIELDS) {
      const value = text(giftCard[field]);
      if (value) options.push({ label, value });
    }
  }
  for (const list of Object.values(attributes)) {
    if (!Array.isArray(list)) continue;
    for (const entry of list.filter(isObject)) {
      const label = text(entry.option_label) ?? text(entry.label) ?? text(entry.title);
      const value = entry.option_value_label ?? entry.value_label ?? entry.option_value ?? entry.value;
      if (label && (typeof value === 'string' || typeof value === 'number')) options.push({ label, value: String(value) });
    }
  }
  return options;
}

function lineOf(item: OrderItemRow): PricedOrderLine {
  return {
    sku: item.sku,
    name: item.name,
    productType: item.product_type,
    qty: item.qty,
    unitCents: item.price_cents,
    rowCents: item.row_total_cents,
    discountCents: item.discount_cents,
    taxCents: item.tax_cents,
    options: optionsOfStoredItem(item.product_option),
  };
}

function fulfilmentModeOf(row: OrderRow): FulfilmentMode {
  if (row.shipping_carrier_code === PICKUP.carrier) return 'pickup';
  if (!row.shipping_method_code || row.shipping_description === VIRTUAL_DESCRIPTION) return 'none';
  return 'delivery';
}

/** "Shoreline - Overnight delivery" → "Overnight delivery". */
const methodTitleOf = (description: string) => description.split(' - ').slice(1).join(' - ') || description;

/**
 * The wire segment names every chosen option of every fee in one title, in fee order; each fee lists
 * how many options it took, so the labels split back per fee when their count matches.
 */
function optionsPerFee(fees: Json[], chosen: string | null): string[][] {
  if (!chosen) return [];
  const labels = chosen.split(', ');
  const counts = fees.map((fee) => (Array.isArray(fee.options_ids) ? fee.options_ids.length : 0));
  if (counts.reduce((total, count) => total + count, 0) !== labels.length) return fees.length === 1 ? [labels] : [];
  let at = 0;
  return counts.map((count) => labels.slice(at, (at += count)));
}

function feeSegments(wire: WireSegment[]): PricedSegment[] {
  const segment = wire.find((s) => s.code === 'amasty_extrafee');
  if (!segment) return [];
  const fees = Array.isArray(segment.extension_attributes?.fees) ? segment.extension_attributes.fees.filter(isObject) : [];
  const chosen = text(segment.title);
  if (fees.length === 0) {
    const title = chosen ?? 'Extra fees';
    return [{ code: 'fee', title, cents: amountCents(segment.value), fee: { name: title, options: chosen ? [chosen] : [] } }];
  }
  const perFee = optionsPerFee(fees, chosen);
  return fees.map((fee, index) => {
    const name = text(fee.title) ?? 'Extra fee';
    const options = perFee[index] ?? [];
    return {
      code: 'fee',
      title: feeTitle(name, options),
      cents: amountCents(fee.value),
      fee: { name, options },
    };
  });
}

function giftCardSegments(wire: WireSegment[], giftCardCents: number): PricedSegment[] {
  const segment = wire.find((s) => s.code === 'mageworx_giftcards');
  const cards = Array.isArray(segment?.extension_attributes?.gift_cards) ? segment.extension_attributes.gift_cards.filter(isObject) : [];
  const named = cards.flatMap((card): PricedSegment[] => {
    const code = text(card.code);
    if (!code) return [];
    return [
      { code: 'gift_card', title: `Gift card ${maskedCardCode(code)}`, cents: -amountCents(card.amount), code_ref: maskedCardCode(code) },
    ];
  });
  const namedCents = -named.reduce((sum, s) => sum + s.cents, 0);
  if (giftCardCents > namedCents) named.push({ code: 'gift_card', title: 'Gift cards', cents: -(giftCardCents - namedCents) });
  return named;
}

function segmentsOf(row: OrderRow, mode: FulfilmentMode): PricedSegment[] {
  const wire = wireSegments(row.totals);
  const segments: PricedSegment[] = [{ code: 'subtotal', title: 'Subtotal', cents: row.subtotal_cents }];
  if (row.discount_cents > 0) {
    const coupon = row.coupon_code;
    segments.push({
      code: 'discount',
      title: coupon ? `Discount (${coupon})` : 'Discount',
      cents: -row.discount_cents,
      ...(coupon ? { code_ref: coupon } : {}),
    });
  }
  const fees = feeSegments(wire);
  segments.push(...fees);
  if (mode !== 'none') {
    const method = methodTitleOf(row.shipping_description);
    segments.push({
      code: 'shipping',
      title: mode === 'pickup' ? `Pickup (${method})` : `Shipping (${method})`,
      cents: row.shipping_cents,
      shipping: { method, date: row.delivery_date },
    });
  }
  segments.push({ code: 'tax', title: 'Tax', cents: row.tax_cents });
  segments.push(...giftCardSegments(wire, row.gift_card_cents));
  if (row.store_credit_cents > 0) segments.push({ code: 'store_credit', title: 'Store credit', cents: -row.store_credit_cents });
  // Whatever the stored wire totals did not itemise (a fee without its segment) is still part of what was charged.
  const unexplained = row.grand_total_cents - segments.reduce((sum, s) => sum + s.cents, 0);
  if (unexplained !== 0) {
    const at = segments.findIndex((s) => s.code === 'tax');
    segments.splice(at, 0, { code: 'fee', title: 'Extra fees', cents: unexplained, fee: { name: 'Extra fees', options: [] } });
  }
  return segments;
}

/** The priced order of an order row and its items, for orders stored without one. */
export function pricedOrderOfRow(row: OrderRow, items: readonly OrderItemRow[]): PricedOrder {
  const mode = fulfilmentModeOf(row);
  return {
    version: 1,
    currencyCode: row.currency_code,
    fulfilment: { mode, method: mode === 'none' ? null : methodTitleOf(row.shipping_description), date: row.delivery_date },
    lines: items.map(lineOf),
    segments: segmentsOf(row, mode),
    grandTotalCents: row.grand_total_cents,
  };
}

/** The order as every surface shows it: the stored priced order, or for an order from before it was stored, the one its columns give. */
export function pricedOrderOfOrder(row: OrderRow, items: readonly OrderItemRow[]): PricedOrder {
  return parsePricedOrder(row.priced_order) ?? pricedOrderOfRow(row, items);
}
