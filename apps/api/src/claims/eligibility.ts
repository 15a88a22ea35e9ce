import { REASON } from '@shoreline/domain/error-reasons';
import type { PricedOrder } from '@shoreline/domain/pricing/priced-order';
import type { LineLeft } from '@shoreline/domain/pricing/give-back';
import { addDays } from '../delivery/index.js';

/**
 * When a freshness claim is taken, and what a claimed line is worth. Plain functions of the order, the shop's
 * date and the configured window, so the rules read (and are tested) apart from storage.
 */

/** Lines that arrive in the box: a gift card, a download or a virtual product cannot spoil. */
const NOT_PERISHABLE = new Set(['giftcard', 'downloadable', 'virtual']);
export const isClaimableType = (productType: string) => !NOT_PERISHABLE.has(productType);

export type WindowRefusal = { reason: typeof REASON.claimNotDelivered | typeof REASON.claimWindowOver; message: string };

export interface ClaimWindow {
  /** The day the order counts as delivered: its delivery date (else its pickup or shipping day). */
  deliveredOn: string | null;
  /** The last day a claim is taken (deliveredOn plus the configured days). */
  endsOn: string | null;
  refusal: WindowRefusal | null;
}

export interface WindowInput {
  /** The order's effective workflow status (shipped and complete orders have left the shop). */
  status: string;
  deliveryDate: string | null;
  /** When the order has no delivery date: its pickup day, else the day its first parcel was shipped (shop time). */
  fallbackDate: string | null;
  /** Today in the shop's time zone, YYYY-MM-DD. */
  today: string;
  days: number;
}

/**
 * A shipped order is delivered once its delivery date has come; an order staff marked complete has been
 * delivered whatever the date says. Claims are taken from then until `days` days after the delivery date.
 */
export function claimWindow({ status, deliveryDate, fallbackDate, today, days }: WindowInput): ClaimWindow {
  if (status !== 'shipped' && status !== 'complete') {
    return {
      deliveredOn: null,
      endsOn: null,
      refusal: {
        reason: REASON.claimNotDelivered,
        message: 'This order has not been delivered yet: a problem can be reported once it has arrived.',
      },
    };
  }
  const deliveredOn = deliveryDate ?? fallbackDate ?? today;
  const endsOn = addDays(deliveredOn, days);
  if (status === 'shipped' && today < deliveredOn) {
    return {
      deliveredOn,
      endsOn,
      refusal: {
        reason: REASON.claimNotDelivered,
        message: `This order is on its way: a problem can be reported from its delivery date, ${deliveredOn}.`,
      },
    };
  }
  if (today > endsOn) {
    return {
      deliveredOn,
      endsOn,
      refusal: {
        reason: REASON.claimWindowOver,
        message: `Problems with this order could be reported until ${endsOn}, ${days} ${days === 1 ? 'day' : 'days'} after its delivery.`,
      },
    };
  }
  return { deliveredOn, endsOn, refusal: null };
}

interface ItemForValue {
  id: number;
  sku: string;
  qty: number;
  row_total_incl_tax_cents: number;
  discount_cents: number;
}

/**
 * Each order item's paid value (its row before discount, minus the discount, plus its tax) from the priced
 * order (ADR 0009), the lines matched to the items as the back office matches them: by position when the skus
 * agree, else by sku. An item the priced order does not list falls back to its stored totals.
 */
export function paidCentsByItem(priced: PricedOrder, items: readonly ItemForValue[]): Map<number, number> {
  const byPosition = priced.lines.length === items.length && items.every((item, index) => priced.lines[index]?.sku === item.sku);
  const unused = [...priced.lines];
  return new Map(
    items.map((item, index) => {
      const at = byPosition ? -1 : unused.findIndex((candidate) => candidate.sku === item.sku);
      const line = byPosition ? priced.lines[index] : at >= 0 ? unused.splice(at, 1)[0] : undefined;
      const paid = line ? line.rowCents - line.discountCents + line.taxCents : item.row_total_incl_tax_cents - item.discount_cents;
      return [item.id, paid];
    }),
  );
}

/** The paid value of `qty` of a line's units: its share of the line's paid value, rounded once. */
export const shareOf = (linePaidCents: number, lineQty: number, qty: number): number =>
  lineQty > 0 ? Math.round((linePaidCents * qty) / lineQty) : 0;

/**
 * The units of a line a claim can still take: none while it has an open claim or cannot spoil, else what the
 * give-back ledger has left on it (units refunded, by line or with the whole order, or settled by an approved
 * claim are gone), and none once its cents are all given back.
 */
export function claimableQty(line: { productType: string; open: boolean; left: LineLeft | undefined }): number {
  if (!isClaimableType(line.productType) || line.open || !line.left) return 0;
  return line.left.centsLeft > 0 ? line.left.qtyLeft : 0;
}
