import type { TrackingStatus } from '@shoreline/domain/tracking-statuses';

/** Each status a parcel's tracking takes, as the back office words it (English only, as the back office is). */
export const CARRIER_STATUS_WORDS: Record<TrackingStatus, string> = {
  unknown: 'No status from the carrier',
  pre_transit: 'Label created, not scanned yet',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  available_for_pickup: 'Held for pickup at the carrier',
  return_to_sender: 'Returning to sender',
  failure: 'Delivery failed',
  cancelled: 'Shipment cancelled',
  error: 'Tracking error at the carrier',
};

/** Details that add nothing to their status: EasyPost's catch-alls, and the detail a status already says. */
const SAYS_NOTHING = new Set(['unknown', 'status_update']);
const SAID_BY_STATUS: Partial<Record<TrackingStatus, string>> = {
  return_to_sender: 'return',
  available_for_pickup: 'arrived_at_pickup_location',
};

const isTrackingStatus = (code: string): code is TrackingStatus => Object.hasOwn(CARRIER_STATUS_WORDS, code);

/** A carrier's code the back office has no words of its own for, readable: "weather_delay" → "weather delay". */
const codeInWords = (code: string): string => code.replace(/[_-]+/g, ' ').trim();

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function statusWords(status: string): string {
  return isTrackingStatus(status) ? CARRIER_STATUS_WORDS[status] : capitalized(codeInWords(status));
}

/** The detail worth adding after the status, in words; null when it adds nothing. */
function detailWords(status: string | null, detail: string | null): string | null {
  if (!detail || detail === status || SAYS_NOTHING.has(detail)) return null;
  if (status && isTrackingStatus(status) && SAID_BY_STATUS[status] === detail) return null;
  return codeInWords(detail);
}

/** A parcel's latest carrier status and its detail in words ("In transit, delayed"); a dash when the carrier said nothing yet. */
export function carrierStatusText(event: { status: string | null; status_detail: string | null }): string {
  const detail = detailWords(event.status, event.status_detail);
  if (!event.status) return detail ? capitalized(detail) : '—';
  return detail ? `${statusWords(event.status)}, ${detail}` : statusWords(event.status);
}
