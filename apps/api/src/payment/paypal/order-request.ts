import type { Cents } from '@shoreline/domain';
import type { CartTotals } from '../../cart/index.js';
import { centsToDecimal } from '../amount.js';
import { LINE_ITEM_CATEGORY } from './method.js';

/**
 * The Orders v2 create body for a cart, from the server's totals only: the amount with a
 * breakdown that adds up exactly (PayPal refuses one that does not), and the lines as items.
 */
export interface PayPalOrderContext {
  cartId: string;
  currency: string;
  brandName: string;
  locale: string;
  returnUrl: string;
  cancelUrl: string;
}

const money = (currency: string, cents: Cents) => ({ currency_code: currency, value: centsToDecimal(cents) });

/** Whatever the totals charge beyond lines, shipping and tax (extra fees, later surcharges) goes in as handling. */
export function breakdownOf(totals: CartTotals, currency: string) {
  const known = totals.subtotalCents + totals.shippingCents + totals.taxCents - totals.discountCents;
  const rest = totals.grandTotalCents - known;
  const discount = totals.discountCents + Math.max(0, -rest);
  return {
    item_total: money(currency, totals.subtotalCents),
    shipping: money(currency, totals.shippingCents),
    tax_total: money(currency, totals.taxCents),
    ...(rest > 0 ? { handling: money(currency, rest) } : {}),
    ...(discount > 0 ? { discount: money(currency, discount) } : {}),
  };
}

/**
 * The Orders v2 create body around one purchase unit (its amount, and its items when there are lines): the unit
 * names the cart it pays for, and PayPal's page pays at once without asking for an address.
 */
function orderRequest<Unit extends { amount: object }>(context: PayPalOrderContext, unit: Unit) {
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: context.cartId,
        custom_id: context.cartId,
        description: `${context.brandName} order`.slice(0, 127),
        ...unit,
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          brand_name: context.brandName.slice(0, 127),
          locale: context.locale,
          // The shop already has the delivery address; PayPal must not offer another one.
          shipping_preference: 'NO_SHIPPING',
          user_action: 'PAY_NOW',
          return_url: context.returnUrl,
          cancel_url: context.cancelUrl,
        },
      },
    },
  };
}

export function payPalOrderRequest(totals: CartTotals, context: PayPalOrderContext) {
  const { currency } = context;
  return orderRequest(context, {
    amount: { ...money(currency, totals.grandTotalCents), breakdown: breakdownOf(totals, currency) },
    items: totals.lines.map((l) => ({
      name: l.line.name.slice(0, 127),
      sku: l.line.sku.slice(0, 127),
      quantity: String(l.qty),
      unit_amount: money(currency, l.line.unitCents),
      category: LINE_ITEM_CATEGORY,
    })),
  });
}

/** What a PayPal order for one amount of a stored order needs (its grand total while it awaits payment, or its balance due). */
export interface AmountStartInput extends PayPalOrderContext {
  storeCode: string;
  amountCents: Cents;
}

/** The Orders v2 create body for one amount, without lines: the order was priced and stored already. */
export function payPalAmountRequest(input: AmountStartInput) {
  return orderRequest(input, { amount: money(input.currency, input.amountCents) });
}
