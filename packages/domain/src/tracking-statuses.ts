/**
 * The statuses a parcel's tracking takes: every tracker status EasyPost documents (the carrier adapter reads any
 * other as `unknown`), what the API stores and answers, what the back office and the shopper's pages word.
 */
export const TRACKING_STATUSES = [
  'unknown',
  'pre_transit',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'available_for_pickup',
  'return_to_sender',
  'failure',
  'cancelled',
  'error',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** Whether a carrier's code is one of the statuses the shop keeps. */
export const isTrackingStatus = (code: string): code is TrackingStatus => (TRACKING_STATUSES as readonly string[]).includes(code);
