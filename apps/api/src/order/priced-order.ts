import { feeTitle, type PricedOrder, type PricedSegment } from '@shoreline/domain/pricing/priced-order';
import type { PricedCart } from '../cart/index.js';

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
    segments.push({ code: 'fee', title: feeTitle(fee.name, options), cents: fee.cents, fee: { name: fee.name, options } });
  }
  if (quote && fulfilment !== 'none') {
    const title = fulfilment === 'pickup' ? `Pickup (${quote.methodTitle})` : `Shipping (${quote.chargeTitle})`;
    segments.push({ code: 'shipping', title, cents: totals.shippingCents, shipping: { method: quote.chargeTitle, date: deliveryDate } });
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
    fulfilment: {
      mode: priced.fulfilment,
      method: priced.quote?.methodTitle ?? null,
      date: priced.deliveryDate,
      ...(priced.pickup ? { time: priced.pickup.time, place: priced.pickup.location } : {}),
    },
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
