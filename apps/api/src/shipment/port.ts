/**
 * The carrier port: what the shop asks of any shipping provider (rates for a box, a bought label, a tracker, a
 * verified tracking webhook). One adapter per provider (easypost/); the label service names none of them.
 */
import type { TrackingStatus } from '@shoreline/domain/tracking-statuses';

/** A postal address as carriers take it (US addresses: two-letter state). */
export interface CarrierAddress {
  name: string;
  company?: string;
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone?: string;
  email?: string;
}

/** One box: weight in ounces, sides in inches. */
export interface Parcel {
  weightOz: number;
  lengthIn: number;
  widthIn: number;
  heightIn: number;
}

/** What a perishable box declares to the carrier. */
export interface ParcelOptions {
  saturdayDelivery: boolean;
  /** Dry ice in the box, in ounces; 0 for none. */
  dryIceOz: number;
}

export interface ShipmentRequest {
  from: CarrierAddress;
  to: CarrierAddress;
  parcel: Parcel;
  options: ParcelOptions;
  /** Our own reference printed on the label (the order number). */
  reference: string;
}

export interface Rate {
  id: string;
  carrier: string;
  service: string;
  cents: number;
  /** The calendar day the carrier says it arrives (YYYY-MM-DD), when it says. */
  deliveryDate: string | null;
  deliveryDays: number | null;
}

/** A shipment created at the provider, with the rates it offers for it. */
export interface QuotedShipment {
  shipmentId: string;
  rates: Rate[];
}

/** The tracking statuses are the shop's own (the back office words each). */
export { TRACKING_STATUSES, isTrackingStatus, type TrackingStatus } from '@shoreline/domain/tracking-statuses';

export interface TrackingDetail {
  status: TrackingStatus;
  message: string;
  at: string;
}

export interface Tracker {
  id: string;
  trackingCode: string;
  status: TrackingStatus;
  statusDetail: string | null;
  /** YYYY-MM-DD, when the carrier gives one. */
  estDeliveryDate: string | null;
  publicUrl: string | null;
  details: TrackingDetail[];
}

/** A label bought for a box. */
export interface BoughtLabel {
  shipmentId: string;
  carrier: string;
  service: string;
  trackingCode: string;
  labelPdfUrl: string;
  labelZplUrl: string;
  cents: number;
  trackerId: string;
  trackingUrl: string | null;
  estDeliveryDate: string | null;
}

export type LabelFormat = 'pdf' | 'zpl';

/** A verified tracking webhook: the provider's event id and the tracker it carries. */
export interface TrackingEvent {
  eventId: string;
  description: string;
  tracker: Tracker;
}

export interface CarrierPort {
  /** The provider's name as the order_shipments rows record it. */
  readonly provider: string;
  /** No postage is paid: the provider's test mode or our sandbox. */
  readonly testMode: boolean;
  quote(request: ShipmentRequest): Promise<QuotedShipment>;
  buy(shipmentId: string, rateId: string): Promise<BoughtLabel>;
  /** Where the label file of this format is (the provider converts it on the first ask). */
  labelUrl(shipmentId: string, format: LabelFormat): Promise<string>;
  tracker(trackerId: string): Promise<Tracker>;
  /**
   * Voids a bought label that was not used: the provider refunds its postage (`submitted` while it checks, `refunded`
   * once done); a label already scanned is refused (CarrierRefused).
   */
  refund(shipmentId: string): Promise<{ refundStatus: string }>;
  /** The webhook's event when its signature holds over the raw body; null when it does not (forged, unsigned). */
  readWebhook(raw: string, headers: Record<string, string | string[] | undefined>): TrackingEvent | null;
}

/** The provider refused the call (a 4xx): our refusal, with its words. */
export class CarrierRefused extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'CarrierRefused';
  }
}

/** The provider did not answer, or answered a 5xx: try again later. */
export class CarrierUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CarrierUnavailable';
  }
}
