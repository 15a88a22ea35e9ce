/**
 * The statuses a parcel's tracking takes (EasyPost's tracker statuses the shop keeps; the carrier adapter reads any
 * other as `unknown`): what the API stores and answers, and what the back office words.
 */
export const TRACKING_STATUSES = [
  'unknown',
  'pre_transit',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'return_to_sender',
  'failure',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];
