import type { AdminOrder } from '@shoreline/domain/wire/admin-orders';
import type { LabelAnswer, LabelDayAnswer } from '@shoreline/domain/wire/shipping-labels';

/** What the back office shows of a bought label, whether the purchase answered it or the order page read it. */
export interface LabelSummary {
  order_id: number;
  increment_id: string;
  carrier: string;
  service: string;
  tracking_code: string;
  tracking_url: string | null;
  cost_cents: number;
  status: string | null;
  /** Every box of an order shipped in several (one entry for one box), each with its tracking. */
  boxes: Array<{ box_number: number; tracking_code: string; tracking_url: string | null }>;
}

export type LabelFormat = 'pdf' | 'zpl';
type DayOutcome = LabelDayAnswer['orders'][number];
type AdminShipment = AdminOrder['shipments'][number];

export const summaryOfLabel = (label: LabelAnswer): LabelSummary => ({
  order_id: label.order_id,
  increment_id: label.increment_id,
  carrier: label.carrier,
  service: label.service,
  tracking_code: label.tracking_code,
  tracking_url: label.tracking_url,
  cost_cents: label.cost_cents,
  status: label.status,
  boxes: label.boxes.map(({ box_number, tracking_code, tracking_url }) => ({ box_number, tracking_code, tracking_url })),
});

/** Whether the shipment's label is bought and in force (not voided). */
export const hasLiveLabel = (shipment: Pick<AdminShipment, 'label' | 'voided_at'>): boolean => shipment.label && !shipment.voided_at;

/** The order's newest shipment with a bought label not voided, as a label summary; null when none. */
export function labelOfOrder(order: Pick<AdminOrder, 'id' | 'increment_id' | 'shipments'>): LabelSummary | null {
  const live = order.shipments.filter(hasLiveLabel);
  const shipment = live.find((candidate) => candidate.box_number === 1) ?? live.at(-1);
  if (!shipment) return null;
  return {
    order_id: order.id,
    increment_id: order.increment_id,
    carrier: shipment.carrier,
    service: shipment.service ?? '',
    tracking_code: shipment.track_number,
    tracking_url: shipment.tracking_url,
    cost_cents: live.reduce((sum, box) => sum + (box.cost_cents ?? 0), 0),
    status: shipment.status,
    boxes: live.map((box) => ({ box_number: box.box_number, tracking_code: box.track_number, tracking_url: box.tracking_url })),
  };
}

/** The API path of a label's file and the name it is saved under. */
export const labelFile = (label: Pick<LabelSummary, 'order_id' | 'increment_id'>, format: LabelFormat, box = 1) => ({
  path: `orders/${label.order_id}/label?format=${format}${box > 1 ? `&box=${box}` : ''}`,
  filename: `label-${label.increment_id}${box > 1 ? `-${box}` : ''}.${format}`,
});

/** One order's outcome in a day's batch, in words for the live region. */
export function labelOutcomeText(entry: DayOutcome): string {
  const order = `#${entry.increment_id}`;
  if (entry.outcome === 'refused') {
    const why = entry.message || entry.reason || 'no reason given';
    return `${order}: refused (${why})`;
  }
  const what = entry.outcome === 'bought' ? 'label bought' : 'label already bought';
  return entry.label ? `${order}: ${what}, ${entry.label.carrier} ${entry.label.tracking_code}` : `${order}: ${what}`;
}

/** The batch in one sentence: how many were bought, already bought and refused. */
export function labelDayText(answer: Pick<LabelDayAnswer, 'orders'>, day: string): string {
  const count = (outcome: DayOutcome['outcome']) => answer.orders.filter((entry) => entry.outcome === outcome).length;
  if (answer.orders.length === 0) return `No order of ${day} needed a label.`;
  return `Labels for ${day}: ${count('bought')} bought, ${count('already_bought')} already bought, ${count('refused')} refused.`;
}

/** The labels a batch answered, for the page's list of bought labels. */
export const labelsOfDay = (answer: Pick<LabelDayAnswer, 'orders'>): LabelSummary[] =>
  answer.orders.flatMap((entry) => (entry.label ? [summaryOfLabel(entry.label)] : []));

/** The labels the page shows without the order's, once voided. */
export const withoutLabel = (shown: readonly LabelSummary[], orderId: number): LabelSummary[] =>
  shown.filter((label) => label.order_id !== orderId);

/** Adds labels to those the page shows, one per order (a newer answer replaces an older one). */
export function withLabels(shown: readonly LabelSummary[], added: readonly LabelSummary[]): LabelSummary[] {
  const addedIds = new Set(added.map((label) => label.order_id));
  return [...shown.filter((label) => !addedIds.has(label.order_id)), ...added];
}
