import { isTrackingStatus, type TrackingStatus } from '@shoreline/domain/tracking-statuses';
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

/** Each status the API reports, in the shopper's words; `unknown` (the carrier said nothing yet) reads as shipped. */
const PARCEL_STATUS_KEYS: Record<TrackingStatus, MessageKey> = {
  unknown: 'order.parcel.status.shipped',
  pre_transit: 'order.parcel.status.pre_transit',
  in_transit: 'order.parcel.status.in_transit',
  out_for_delivery: 'order.parcel.status.out_for_delivery',
  delivered: 'order.parcel.status.delivered',
  available_for_pickup: 'order.parcel.status.available_for_pickup',
  return_to_sender: 'order.parcel.status.return_to_sender',
  failure: 'order.parcel.status.failure',
  cancelled: 'order.parcel.status.cancelled',
  error: 'order.parcel.status.error',
};

/** Statuses of a parcel still on its way to the door: only these have an expected delivery day worth saying. */
const ON_ITS_WAY: ReadonlySet<string> = new Set<TrackingStatus>(['unknown', 'pre_transit', 'in_transit', 'out_for_delivery']);

/**
 * The parcel's latest status in words: a late parcel on its way says so; a status the carrier adds later reads as
 * shipped. Null for a shipment without tracking (typed in by hand).
 */
export function parcelStatusKey(shipment: Pick<TrackedShipment, 'status' | 'status_detail'>): MessageKey | null {
  if (!shipment.status) return null;
  const late = shipment.status_detail === 'delayed' && ON_ITS_WAY.has(shipment.status);
  if (late) return 'order.parcel.status.delayed';
  return isTrackingStatus(shipment.status) ? PARCEL_STATUS_KEYS[shipment.status] : 'order.parcel.status.shipped';
}

/**
 * The expected delivery day is worth saying only while the parcel is on its way: not once it is delivered, held for
 * pickup, coming back, failed, cancelled or lost to tracking.
 */
export const expectedDayOf = (shipment: TrackedShipment): string | null =>
  shipment.status && !ON_ITS_WAY.has(shipment.status) ? null : (shipment.est_delivery_date?.slice(0, 10) ?? null);
