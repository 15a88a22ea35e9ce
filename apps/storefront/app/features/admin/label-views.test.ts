import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '@shoreline/domain/wire/admin-orders';
import type { LabelAnswer, LabelDayAnswer } from '@shoreline/domain/wire/shipping-labels';
import {
  labelDayText,
  labelFile,
  labelOfOrder,
  labelOutcomeText,
  labelsOfDay,
  summaryOfLabel,
  withLabels,
  withoutLabel,
} from './label-views';

const label = (changes: Partial<LabelAnswer> = {}): LabelAnswer => ({
  order_id: 7,
  increment_id: '100000007',
  outcome: 'bought',
  carrier: 'UPS',
  service: 'NextDayAir',
  tracking_code: '1Z7',
  tracking_url: 'https://track.example/1Z7',
  cost_cents: 4210,
  weight_oz: 336,
  dry_ice_oz: 80,
  saturday_delivery: false,
  est_delivery_date: '2026-12-04',
  status: 'pre_transit',
  label_pdf: '/api/admin/orders/7/label?format=pdf',
  label_zpl: '/api/admin/orders/7/label?format=zpl',
  boxes: [],
  ...changes,
});

type Entry = LabelDayAnswer['orders'][number];
const bought = (id: number, outcome: 'bought' | 'already_bought' = 'bought'): Entry => ({
  order_id: id,
  increment_id: `10000000${id}`,
  outcome,
  reason: null,
  message: null,
  label: label({ order_id: id, increment_id: `10000000${id}`, tracking_code: `1Z${id}`, outcome }),
});
const refused: Entry = { ...bought(9), outcome: 'refused', reason: 'upstream_failed', message: 'Address not found', label: null };

describe('the packing list labels in words', () => {
  it('says each order of a batch: bought, already bought, refused with the carrier’s words', () => {
    expect(labelOutcomeText(bought(7))).toBe('#100000007: label bought, UPS 1Z7');
    expect(labelOutcomeText(bought(8, 'already_bought'))).toBe('#100000008: label already bought, UPS 1Z8');
    expect(labelOutcomeText(refused)).toBe('#100000009: refused (Address not found)');
    expect(labelOutcomeText({ ...refused, message: null })).toBe('#100000009: refused (upstream_failed)');
  });

  it('sums a batch up, and says when no order needed a label', () => {
    const answer = { orders: [bought(7), bought(8, 'already_bought'), refused] };
    expect(labelDayText(answer, 'Friday, Dec 4')).toBe('Labels for Friday, Dec 4: 1 bought, 1 already bought, 1 refused.');
    expect(labelDayText({ orders: [] }, 'Friday, Dec 4')).toBe('No order of Friday, Dec 4 needed a label.');
  });

  it('keeps one label per order, the newest answer winning', () => {
    const first = labelsOfDay({ orders: [bought(7), refused] });
    expect(first.map((shown) => shown.tracking_code)).toEqual(['1Z7']);
    const again = withLabels(first, [summaryOfLabel(label({ tracking_code: '1Z7b' })), summaryOfLabel(label({ order_id: 8 }))]);
    expect(again.map((shown) => [shown.order_id, shown.tracking_code])).toEqual([
      [7, '1Z7b'],
      [8, '1Z7'],
    ]);
  });

  it('names the label files by the order number, fetched through the staff API', () => {
    expect(labelFile(summaryOfLabel(label()), 'zpl')).toEqual({ path: 'orders/7/label?format=zpl', filename: 'label-100000007.zpl' });
    expect(labelFile(summaryOfLabel(label()), 'pdf', 2)).toEqual({
      path: 'orders/7/label?format=pdf&box=2',
      filename: 'label-100000007-2.pdf',
    });
  });
});

describe("the order page's label", () => {
  const shipment = (changes: Partial<AdminOrder['shipments'][number]>): AdminOrder['shipments'][number] => ({
    id: 1,
    carrier: 'UPS',
    track_number: 'HAND-1',
    shipped_at: '2026-12-03T20:00:00Z',
    staff_id: 2,
    label: false,
    service: null,
    cost_cents: null,
    tracking_url: null,
    status: null,
    est_delivery_date: null,
    voided_at: null,
    box_number: 1,
    ...changes,
  });

  it('is the newest shipment with a bought label; none for a shipment typed in by hand', () => {
    const order = { id: 7, increment_id: '100000007', shipments: [shipment({})] };
    expect(labelOfOrder(order)).toBeNull();
    const withLabel = {
      ...order,
      shipments: [
        ...order.shipments,
        shipment({ id: 2, label: true, track_number: '1Z7', service: 'NextDayAir', cost_cents: 4210, status: 'in_transit' }),
      ],
    };
    expect(labelOfOrder(withLabel)).toEqual({
      order_id: 7,
      increment_id: '100000007',
      carrier: 'UPS',
      service: 'NextDayAir',
      tracking_code: '1Z7',
      tracking_url: null,
      cost_cents: 4210,
      status: 'in_transit',
      boxes: [{ box_number: 1, tracking_code: '1Z7', tracking_url: null }],
    });
    // A voided label is not the order's label any more.
    const voided = { ...withLabel, shipments: withLabel.shipments.map((entry) => ({ ...entry, voided_at: '2026-12-03T21:00:00Z' })) };
    expect(labelOfOrder(voided)).toBeNull();
  });

  it('drops a voided label from the labels the packing list shows', () => {
    const shown = [summaryOfLabel(label()), summaryOfLabel(label({ order_id: 8 }))];
    expect(withoutLabel(shown, 7).map((entry) => entry.order_id)).toEqual([8]);
  });
});
