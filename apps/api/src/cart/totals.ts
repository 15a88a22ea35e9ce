import type { CartTotalsWire, TotalSegmentWire } from '@shoreline/domain/wire/cart';
import { addTax, fromCents, taxRatePpm, type Cents, type TaxDestination, type TaxRuleForPricing } from '@shoreline/domain';
import { allocate, couponDiscountCents, rowCents, spendInOrder, sumRows, type CouponDiscount } from '@shoreline/domain/pricing/cart-totals';
import type { ResolvedLine } from './resolve-line.js';
import { RECORD_VIEW, shippingName, type ShopperView } from '../method-names/index.js';

export interface PricedLine {
  itemId: number;
  qty: number;
  line: ResolvedLine;
  rowCents: Cents;
  discountCents: Cents;
  taxCents: Cents;
  ratePpm: number;
}

export interface Coupon extends CouponDiscount {
  code: string;
}

/** An extra fee the shopper chose (fees/), with the options chosen; amounts before tax. */
export interface FeeCharge {
  feeId: number;
  name: string;
  /** The product tax class the fee is taxed as; 0: not taxed. */
  taxClassId: number;
  options: Array<{ optionId: number; label: string; cents: Cents }>;
}

export interface PricedFee extends FeeCharge {
  cents: Cents;
  taxCents: Cents;
  ratePpm: number;
}

export interface CartTotals {
  lines: PricedLine[];
  subtotalCents: Cents;
  discountCents: Cents;
  shippingCents: Cents;
  shippingTitle: string | null;
  /** Extra fees (the amasty_extrafee segment): none for a cart with nothing to deliver. */
  fees: PricedFee[];
  feeCents: Cents;
  taxCents: Cents;
  /** Gift cards spent on this order (in the order they were applied): tender, taken after tax, before store credit. */
  giftCards: Array<{ code: string; cents: Cents }>;
  giftCardCents: Cents;
  /** The customer's store credit spent on this order: tender, taken after tax. */
  storeCreditCents: Cents;
  /** What is left to pay after store credit. */
  grandTotalCents: Cents;
  coupon: Coupon | null;
  qty: number;
  isVirtual: boolean;
}

/** Each fee's amount and its tax at the destination's rate for the fee's tax class (never discounted). */
export function priceFees(
  fees: readonly FeeCharge[],
  destination: TaxDestination,
  taxRules: readonly TaxRuleForPricing[],
  customerTaxClassId: number | null = null,
): PricedFee[] {
  return fees.map((fee) => {
    const cents = fee.options.reduce((sum, option) => sum + option.cents, 0);
    const ratePpm = taxRatePpm(fee.taxClassId, taxRules, destination, customerTaxClassId);
    return { ...fee, cents, ratePpm, taxCents: addTax(cents, ratePpm).tax };
  });
}

/**
 * All cart money in cents: rows, the coupon discount (computed once on the
 * subtotal and shared over the lines), tax per line on the discounted row at the
 * destination's rate, shipping, extra fees (taxed by their own tax class), grand
 * total. Prices come from the catalog only.
 */
export function computeTotals(input: {
  lines: Array<{ itemId: number; qty: number; line: ResolvedLine }>;
  coupon: Coupon | null;
  destination: TaxDestination;
  taxRules: readonly TaxRuleForPricing[];
  /** The customer group's tax class the rules must list; null or absent: any (the default group). */
  customerTaxClassId?: number | null;
  shipping: { cents: Cents; title: string } | null;
  /** The chosen extra fees; required so that every pricing (cart and order) charges them. */
  fees: readonly FeeCharge[];
  /** Gift cards applied to the cart, with their balances, spent in this order up to the total. */
  giftCards?: ReadonlyArray<{ code: string; balanceCents: Cents }>;
  /** Store credit the customer applied: their balance, of which at most the total is spent. */
  storeCreditAvailableCents?: Cents;
}): CartTotals {
  const rows = input.lines.map((l) => rowCents(l.line.unitCents, l.qty));
  const subtotalCents = sumRows(rows);
  // Gift cards are stored value: a coupon on them would hand out money, so their rows take no share of it.
  const discountableRows = input.lines.map((l, index) => (l.line.isGiftCard ? 0 : rows[index]));
  const discountCents = couponDiscountCents(input.coupon, sumRows(discountableRows));
  const discounts = allocate(discountCents, discountableRows);
  const lines: PricedLine[] = input.lines.map((l, index) => {
    const ratePpm = taxRatePpm(l.line.taxClassId, input.taxRules, input.destination, input.customerTaxClassId ?? null);
    const taxCents = addTax(rows[index] - discounts[index], ratePpm).tax;
    return { ...l, rowCents: rows[index], discountCents: discounts[index], taxCents, ratePpm };
  });
  const isVirtual = input.lines.length > 0 && input.lines.every((l) => l.line.isVirtual);
  const shippingCents = isVirtual ? 0 : (input.shipping?.cents ?? 0);
  // Every fee is a delivery service (packaging, signature, wrapping): nothing to deliver, no fee.
  const fees =
    isVirtual || input.lines.length === 0 ? [] : priceFees(input.fees, input.destination, input.taxRules, input.customerTaxClassId ?? null);
  const feeCents = fees.reduce((sum, fee) => sum + fee.cents, 0);
  const taxCents = lines.reduce((sum, l) => sum + l.taxCents, 0) + fees.reduce((sum, fee) => sum + fee.taxCents, 0);
  const totalCents = subtotalCents - discountCents + shippingCents + feeCents + taxCents;
  const giftCards = spendInOrder(input.giftCards ?? [], totalCents);
  const giftCardCents = giftCards.reduce((sum, card) => sum + card.cents, 0);
  const storeCreditCents = Math.max(0, Math.min(input.storeCreditAvailableCents ?? 0, totalCents - giftCardCents));
  return {
    lines,
    subtotalCents,
    discountCents,
    shippingCents,
    shippingTitle: isVirtual ? null : (input.shipping?.title ?? null),
    fees,
    feeCents,
    taxCents,
    giftCards,
    giftCardCents,
    storeCreditCents,
    grandTotalCents: totalCents - giftCardCents - storeCreditCents,
    coupon: input.coupon,
    qty: input.lines.reduce((sum, l) => sum + l.qty, 0),
    isVirtual,
  };
}

/** The `amasty_extrafee` segment: the chosen options as title, the amount before tax, each fee in extension_attributes. */
function extraFeeSegment({ fees, feeCents }: CartTotals): TotalSegmentWire {
  return {
    code: 'amasty_extrafee',
    title: fees.flatMap((fee) => fee.options.map((option) => option.label)).join(', '),
    value: fromCents(feeCents),
    extension_attributes: {
      fees: fees.map((fee) => ({
        fee_id: fee.feeId,
        title: fee.name,
        options_ids: fee.options.map((option) => option.optionId),
        value: fromCents(fee.cents),
        tax_amount: fromCents(fee.taxCents),
      })),
    },
  };
}

/** The Magento TotalsInterface shape the client reads. */
/**
 * The cart's totals as the wire speaks them. `view`: the store view the shopper reads them in (the shipping
 * method's name in its language, a surcharge's amount in its price format); the order keeps its totals in English
 * (the default).
 */
export function totalsToWire(totals: CartTotals, currencyCode: string, view: ShopperView = RECORD_VIEW): CartTotalsWire {
  const money = fromCents;
  const subtotalInclTax = totals.lines.reduce((sum, l) => sum + l.rowCents + addTax(l.rowCents, l.ratePpm).tax, 0);
  const segments: TotalSegmentWire[] = [{ code: 'subtotal', title: 'Subtotal', value: money(totals.subtotalCents) }];
  if (totals.shippingTitle !== null) {
    segments.push({
      code: 'shipping',
      title: `Shipping & Handling (${shippingName(totals.shippingTitle, view)})`,
      value: money(totals.shippingCents),
    });
  }
  if (totals.fees.length) segments.push(extraFeeSegment(totals));
  if (totals.coupon) segments.push({ code: 'discount', title: `Discount (${totals.coupon.code})`, value: -money(totals.discountCents) });
  segments.push({
    code: 'tax',
    title: 'Tax',
    value: money(totals.taxCents),
    area: 'taxes',
    extension_attributes: { tax_grandtotal_details: [] },
  });
  if (totals.giftCardCents > 0) {
    segments.push({
      code: 'mageworx_giftcards',
      title: `Gift cards (${totals.giftCards.map((card) => card.code).join(', ')})`,
      value: -money(totals.giftCardCents),
      extension_attributes: { gift_cards: totals.giftCards.map((card) => ({ code: card.code, amount: money(card.cents) })) },
    });
  }
  if (totals.storeCreditCents > 0)
    segments.push({ code: 'customer_credits', title: 'Store credit', value: -money(totals.storeCreditCents) });
  segments.push({ code: 'grand_total', title: 'Grand Total', value: money(totals.grandTotalCents), area: 'footer' });
  return {
    grand_total: money(totals.grandTotalCents),
    base_grand_total: money(totals.grandTotalCents),
    subtotal: money(totals.subtotalCents),
    base_subtotal: money(totals.subtotalCents),
    discount_amount: -money(totals.discountCents),
    base_discount_amount: -money(totals.discountCents),
    subtotal_with_discount: money(totals.subtotalCents - totals.discountCents),
    shipping_amount: money(totals.shippingCents),
    base_shipping_amount: money(totals.shippingCents),
    shipping_discount_amount: 0,
    tax_amount: money(totals.taxCents),
    base_tax_amount: money(totals.taxCents),
    shipping_tax_amount: 0,
    subtotal_incl_tax: money(subtotalInclTax),
    shipping_incl_tax: money(totals.shippingCents),
    base_currency_code: currencyCode,
    quote_currency_code: currencyCode,
    ...(totals.coupon ? { coupon_code: totals.coupon.code } : {}),
    items_qty: totals.qty,
    items: totals.lines.map((l) => {
      const unit = addTax(l.line.unitCents, l.ratePpm);
      return {
        item_id: l.itemId,
        sku: l.line.sku,
        name: l.line.name,
        qty: l.qty,
        price: money(l.line.unitCents),
        base_price: money(l.line.unitCents),
        row_total: money(l.rowCents),
        base_row_total: money(l.rowCents),
        row_total_with_discount: money(l.rowCents - l.discountCents),
        tax_amount: money(l.taxCents),
        base_tax_amount: money(l.taxCents),
        tax_percent: l.ratePpm / 10_000,
        discount_amount: money(l.discountCents),
        base_discount_amount: money(l.discountCents),
        discount_percent: totals.coupon?.discountType === 'percent' ? totals.coupon.value / 100 : 0,
        price_incl_tax: money(unit.inclTax),
        base_price_incl_tax: money(unit.inclTax),
        row_total_incl_tax: money(l.rowCents + addTax(l.rowCents, l.ratePpm).tax),
        base_row_total_incl_tax: money(l.rowCents + addTax(l.rowCents, l.ratePpm).tax),
        options: JSON.stringify(l.line.productOption.extension_attributes.configurable_item_options ?? []),
        weee_tax_applied_amount: null,
        weee_tax_applied: null,
      };
    }),
    total_segments: segments,
  };
}
