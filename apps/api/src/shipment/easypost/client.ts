import type { z } from 'zod';
import {
  CarrierRefused,
  CarrierUnavailable,
  isTrackingStatus,
  type BoughtLabel,
  type CarrierPort,
  type LabelFormat,
  type QuotedShipment,
  type Rate,
  type ShipmentRequest,
  type Tracker,
  type TrackingEvent,
  type TrackingStatus,
} from '../port.js';
import { EASYPOST_SIGNATURE_HEADER, verifyEasyPostWebhook } from './signature.js';
import {
  centsOfRate,
  errorWire,
  eventWire,
  shipmentWire,
  trackerWire,
  type CreateShipmentWire,
  type RateWire,
  type TrackerWire,
} from './wire.js';

const TIMEOUT_MS = 15_000;

export interface EasyPostSettings {
  /** https://api.easypost.com, or the sandbox's loopback origin. */
  origin: string;
  apiKey: string;
  webhookSecret: string;
  testMode: boolean;
}

/** The body of POST /v2/shipments for one box. */
export function shipmentBody(request: ShipmentRequest): CreateShipmentWire {
  const { parcel, options } = request;
  return {
    shipment: {
      from_address: { ...request.from },
      to_address: { ...request.to },
      parcel: { weight: parcel.weightOz, length: parcel.lengthIn, width: parcel.widthIn, height: parcel.heightIn },
      options: {
        ...(options.saturdayDelivery ? { saturday_delivery: true } : {}),
        ...(options.dryIceOz > 0 ? { dry_ice: true, dry_ice_weight: options.dryIceOz } : {}),
      },
      reference: request.reference,
    },
  };
}

const rateOf = (rate: RateWire): Rate => ({
  id: rate.id,
  carrier: rate.carrier,
  service: rate.service,
  cents: centsOfRate(rate.rate),
  deliveryDate: rate.delivery_date ? rate.delivery_date.slice(0, 10) : null,
  deliveryDays: rate.delivery_days ?? null,
});

/** EasyPost's reference spells it `cancelled`; its help pages say `canceled`, so either is read. */
const SPELLINGS: ReadonlyMap<string, TrackingStatus> = new Map([['canceled', 'cancelled']]);

/** A tracker's status as the shop keeps it: each one EasyPost documents as it is, any other code `unknown`. */
export const statusOf = (status: string): TrackingStatus => (isTrackingStatus(status) ? status : (SPELLINGS.get(status) ?? 'unknown'));

export const trackerOf = (tracker: TrackerWire): Tracker => ({
  id: tracker.id,
  trackingCode: tracker.tracking_code,
  status: statusOf(tracker.status),
  statusDetail: tracker.status_detail ?? null,
  estDeliveryDate: tracker.est_delivery_date ? tracker.est_delivery_date.slice(0, 10) : null,
  publicUrl: tracker.public_url ?? null,
  details: tracker.tracking_details.map((detail) => ({
    status: statusOf(detail.status),
    message: detail.message ?? '',
    at: detail.datetime,
  })),
});

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** EasyPost's v2 API over HTTPS (or the sandbox), HTTP Basic with the API key as the user name. */
export class EasyPostCarrier implements CarrierPort {
  readonly provider = 'easypost';

  constructor(private readonly settings: EasyPostSettings) {}

  get testMode(): boolean {
    return this.settings.testMode;
  }

  private async call<T extends z.ZodType>(method: string, path: string, answer: T, body?: unknown): Promise<z.output<T>> {
    let response: Response;
    try {
      response = await fetch(this.settings.origin + path, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${this.settings.apiKey}:`).toString('base64')}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new CarrierUnavailable('EasyPost did not answer.');
    }
    const json: unknown = await response.json().catch(() => null);
    if (response.status >= 500) throw new CarrierUnavailable(`EasyPost answered ${response.status}.`);
    if (!response.ok) {
      const error = errorWire.safeParse(json);
      const { code, message } = error.success ? error.data.error : { code: 'UNKNOWN', message: `EasyPost answered ${response.status}.` };
      throw new CarrierRefused(message, code, response.status);
    }
    const parsed = answer.safeParse(json);
    if (!parsed.success) throw new CarrierUnavailable('EasyPost answered something the shop cannot read.');
    return parsed.data;
  }

  async quote(request: ShipmentRequest): Promise<QuotedShipment> {
    const shipment = await this.call('POST', '/v2/shipments', shipmentWire, shipmentBody(request));
    return { shipmentId: shipment.id, rates: shipment.rates.map(rateOf) };
  }

  async buy(shipmentId: string, rateId: string): Promise<BoughtLabel> {
    const shipment = await this.call('POST', `/v2/shipments/${encodeURIComponent(shipmentId)}/buy`, shipmentWire, { rate: { id: rateId } });
    const rate = shipment.selected_rate;
    const tracker = shipment.tracker;
    if (!rate || !tracker || !shipment.tracking_code || !shipment.postage_label?.label_url)
      throw new CarrierUnavailable('EasyPost bought the label but did not say its tracking code.');
    const label = shipment.postage_label;
    return {
      shipmentId: shipment.id,
      carrier: rate.carrier,
      service: rate.service,
      trackingCode: shipment.tracking_code,
      labelPdfUrl: label.label_pdf_url ?? label.label_url ?? '',
      labelZplUrl: label.label_zpl_url ?? '',
      cents: centsOfRate(rate.rate),
      trackerId: tracker.id,
      trackingUrl: tracker.public_url ?? null,
      estDeliveryDate: trackerOf(tracker).estDeliveryDate ?? rateOf(rate).deliveryDate,
    };
  }

  async labelUrl(shipmentId: string, format: LabelFormat): Promise<string> {
    const shipment = await this.call(
      'GET',
      `/v2/shipments/${encodeURIComponent(shipmentId)}/label?file_format=${format.toUpperCase()}`,
      shipmentWire,
    );
    const label = shipment.postage_label;
    const url = format === 'pdf' ? label?.label_pdf_url : label?.label_zpl_url;
    if (!url) throw new CarrierUnavailable(`EasyPost has no ${format.toUpperCase()} label for this shipment.`);
    return url;
  }

  async refund(shipmentId: string): Promise<{ refundStatus: string }> {
    const shipment = await this.call('POST', `/v2/shipments/${encodeURIComponent(shipmentId)}/refund`, shipmentWire, {});
    const refundStatus = shipment.refund_status ?? 'submitted';
    if (refundStatus === 'rejected' || refundStatus === 'not_applicable')
      throw new CarrierRefused(`EasyPost would not void the label (${refundStatus}).`, `REFUND.${refundStatus.toUpperCase()}`, 422);
    return { refundStatus };
  }

  async tracker(trackerId: string): Promise<Tracker> {
    return trackerOf(await this.call('GET', `/v2/trackers/${encodeURIComponent(trackerId)}`, trackerWire));
  }

  readWebhook(raw: string, headers: Record<string, string | string[] | undefined>): TrackingEvent | null {
    if (!verifyEasyPostWebhook(this.settings.webhookSecret, raw, headerText(headers[EASYPOST_SIGNATURE_HEADER]))) return null;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return null;
    }
    const event = eventWire.safeParse(json);
    if (!event.success) return null;
    const tracker = trackerWire.safeParse(event.data.result);
    if (!tracker.success) return null;
    return { eventId: event.data.id, description: event.data.description, tracker: trackerOf(tracker.data) };
  }
}
