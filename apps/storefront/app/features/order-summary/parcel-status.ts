import type { MessageKey } from '~/i18n/translate';

/** A shipment as the customer's answers carry it: the parcel's tracking only when a label was bought. */
export interface TrackedShipment {
  carrier: string;
  track_number: string;
  status?: string | null;
  status_detail?: string | null;
  est_delivery_date?: string | null;
  tracking_url?: string | null;
}

const STATUS_KEYS: Record<string, MessageKey> = {
  pre_transit: 'order.parcel.status.pre_transit',
  in_transit: 'order.parcel.status.in_transit',
  out_for_delivery: 'order.parcel.status.out_for_delivery',
  delivered: 'order.parcel.status.delivered',
  available_for_pickup: 'order.parcel.status.available_for_pickup',
  return_to_sender: 'order.parcel.status.return_to_sender',
  failure: 'order.parcel.status.failure',
};

/**
 * The parcel's latest status in words: a late parcel on its way says so; a status the carrier adds later reads as
 * shipped. Null for a shipment without tracking (typed in by hand).
 */
export function parcelStatusKey(shipment: Pick<TrackedShipment, 'status' | 'status_detail'>): MessageKey | null {
  if (!shipment.status) return null;
  const late = shipment.status_detail === 'delayed' && shipment.status !== 'delivered';
  if (late) return 'order.parcel.status.delayed';
  return STATUS_KEYS[shipment.status] ?? 'order.parcel.status.shipped';
}

/** The expected delivery day is worth saying only until the parcel is delivered. */
export const expectedDayOf = (shipment: TrackedShipment): string | null =>
  shipment.status === 'delivered' ? null : (shipment.est_delivery_date?.slice(0, 10) ?? null);
