import { toCents } from '@shoreline/domain';
import {
  parsePricedOrder,
  segmentsSum,
  type FulfilmentMode,
  type PricedOrder,
  type PricedSegment,
} from '@shoreline/domain/pricing/priced-order';
import type { PricedCart } from '../cart/price-cart.js';
import { PICKUP } from '../shipping/methods.js';
import type { OrderItemRow, OrderRow } from './storage.js';

/** A gift card's code is a bearer secret: receipts and staff screens name a card by its last characters. */
export const maskedCardCode = (code: string) => `…${code.slice(-4)}`;

function segmentsOf({ totals, quote, fulfilment, deliveryDate }: PricedCart): PricedSegment[] {
  const segments: PricedSegment[] = [{ code: 'subtotal', title: 'Subtotal', cents: totals.subtotalCents }];
  if (totals.discountCents > 0 && totals.coupon) {
    segments.push({
      code: 'discount',
      title: `Discount (${totals.coupon.code})`,
      cents: -totals.discountCents,
      code_ref: totals.coupon.code,
    });
  }
  for (const fee of totals.fees) {
    const options = fee.options.map((option) => option.label);
    segments.push({ code: 'fee', title: `${fee.name}: ${options.join(', ')}`, cents: fee.cents, fee: { name: fee.name, options } });
  }
  if (quote && fulfilment !== 'none') {
    const title = fulfilment === 'pickup' ? `Pickup (${quote.methodTitle})` : `Shipping (${quote.methodTitle})`;
    segments.push({ code: 'shipping', title, cents: totals.shippingCents, shipping: { method: quote.methodTitle, date: deliveryDate } });
  }
  segments.push({ code: 'tax', title: 'Tax', cents: totals.taxCents });
  for (const card of totals.giftCards) {
    const masked = maskedCardCode(card.code);
    segments.push({ code: 'gift_card', title: `Gift card ${masked}`, cents: -card.cents, code_ref: masked });
  }
  if (totals.storeCreditCents > 0) segments.push({ code: 'store_credit', title: 'Store credit', cents: -totals.storeCreditCents });
  return segments;
}

/** The order's priced lines and segments, exactly as the pricing that charged it computed them. */
export function pricedOrderOf(priced: PricedCart, currencyCode: string): PricedOrder {
  const { totals } = priced;
  return {
    version: 1,
    currencyCode,
    fulfilment: { mode: priced.fulfilment, method: priced.quote?.methodTitle ?? null, date: priced.deliveryDate },
    lines: totals.lines.map((l) => ({
      sku: l.line.sku,
      name: l.line.name,
      productType: l.line.productType,
      qty: l.qty,
      unitCents: l.line.unitCents,
      rowCents: l.rowCents,
      discountCents: l.discountCents,
      taxCents: l.taxCents,
      options: l.line.optionLabels,
    })),
    segments: segmentsOf(priced),
    grandTotalCents: totals.grandTotalCents,
  };
}

type StoredSegment = { code?: unknown; value?: unknown; extension_attributes?: unknown };
type StoredFee = { title?: unknown; value?: unknown };
type StoredCard = { code?: unknown; amount?: unknown };

/** The wire totals an order kept before it stored its priced order: its fees and gift cards are only there. */
function storedSegments(totalsJson: string): StoredSegment[] {
  try {
    const totals = JSON.parse(totalsJson) as { total_segments?: unknown };
    return Array.isArray(totals.total_segments) ? (totals.total_segments as StoredSegment[]) : [];
  } catch {
    return [];
  }
}

const listOf = <T>(segment: StoredSegment | undefined, key: string): T[] => {
  const value = (segment?.extension_attributes as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(value) ? (value as T[]) : [];
};
const centsOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? toCents(value) : 0);

function legacyFeeSegments(stored: StoredSegment[]): PricedSegment[] {
  const segment = stored.find((s) => s.code === 'amasty_extrafee');
  const fees = listOf<StoredFee>(segment, 'fees');
  if (fees.length === 0) return segment && centsOf(segment.value) ? [feeSegment('Extra fees', centsOf(segment.value))] : [];
  return fees.map((fee) => feeSegment(typeof fee.title === 'string' ? fee.title : 'Extra fee', centsOf(fee.value)));
}

const feeSegment = (name: string, cents: number): PricedSegment => ({ code: 'fee', title: name, cents, fee: { name, options: [] } });

function legacyGiftCardSegments(stored: StoredSegment[], totalCents: number): PricedSegment[] {
  const cards = listOf<StoredCard>(
    stored.find((s) => s.code === 'mageworx_giftcards'),
    'gift_cards',
  ).filter((card) => typeof card.code === 'string');
  const segments = cards.map((card): PricedSegment => {
    const masked = maskedCardCode(String(card.code));
    return { code: 'gift_card', title: `Gift card ${masked}`, cents: -centsOf(card.amount), code_ref: masked };
  });
  const listed = -segments.reduce((sum, s) => sum + s.cents, 0);
  if (totalCents > listed) segments.push({ code: 'gift_card', title: 'Gift cards', cents: -(totalCents - listed) });
  return segments;
}

const fulfilmentOfRow = (row: OrderRow): FulfilmentMode =>
  row.shipping_method_code === null ? 'none' : row.shipping_carrier_code === PICKUP.carrier ? 'pickup' : 'delivery';

/** "Shoreline - Overnight delivery" as stored: the method is what follows the carrier. */
const methodOfRow = (row: OrderRow) => row.shipping_description.split(' - ').slice(1).join(' - ') || row.shipping_description;

/**
 * An order placed before priced orders were stored, read into the same shape from its columns, its
 * lines and its stored wire totals. Whatever those leave unexplained (there should be nothing) is
 * listed as one more charge, so what a surface shows still adds up to what was charged.
 */
export function legacyPricedOrder(row: OrderRow, items: OrderItemRow[]): PricedOrder {
  const mode = fulfilmentOfRow(row);
  const method = mode === 'none' ? null : methodOfRow(row);
  const stored = storedSegments(row.totals);
  const segments: PricedSegment[] = [{ code: 'subtotal', title: 'Subtotal', cents: row.subtotal_cents }];
  if (row.discount_cents > 0) {
    const code = row.coupon_code;
    segments.push(
      code
        ? { code: 'discount', title: `Discount (${code})`, cents: -row.discount_cents, code_ref: code }
        : { code: 'discount', title: 'Discount', cents: -row.discount_cents },
    );
  }
  segments.push(...legacyFeeSegments(stored));
  if (method !== null) {
    const title = mode === 'pickup' ? `Pickup (${method})` : `Shipping (${method})`;
    segments.push({ code: 'shipping', title, cents: row.shipping_cents, shipping: { method, date: row.delivery_date } });
  }
  segments.push({ code: 'tax', title: 'Tax', cents: row.tax_cents });
  segments.push(...legacyGiftCardSegments(stored, row.gift_card_cents));
  if (row.store_credit_cents > 0) segments.push({ code: 'store_credit', title: 'Store credit', cents: -row.store_credit_cents });
  const unexplained = row.grand_total_cents - segmentsSum({ segments });
  if (unexplained !== 0)
    segments.splice(
      segments.findIndex((s) => s.code === 'tax'),
      0,
      feeSegment('Other charges', unexplained),
    );
  return {
    version: 1,
    currencyCode: row.currency_code,
    fulfilment: { mode, method, date: row.delivery_date },
    lines: items.map((item) => ({
      sku: item.sku,
      name: item.name,
      productType: item.product_type,
      qty: item.qty,
      unitCents: item.price_cents,
      rowCents: item.row_total_cents,
      discountCents: item.discount_cents,
      taxCents: item.tax_cents,
      options: [],
    })),
    segments,
    grandTotalCents: row.grand_total_cents,
  };
}

/** The order as every surface shows it: its stored priced order, or one read from its columns for an older order. */
export function pricedOrderOfRow(row: OrderRow, items: OrderItemRow[]): PricedOrder {
  return parsePricedOrder(row.priced_order) ?? legacyPricedOrder(row, items);
}
