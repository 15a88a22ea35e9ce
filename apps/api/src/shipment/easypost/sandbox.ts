import { randomBytes } from 'node:crypto';
import { addDays } from '../../delivery/index.js';
import type { TrackingStatus } from '../port.js';
import { signEasyPostWebhook, EASYPOST_SIGNATURE_HEADER } from './signature.js';
import { labelPdf, labelZpl, type LabelText } from './sandbox-files.js';
import { createShipmentWire, type CreateShipmentWire, type RateWire, type TrackerWire } from './wire.js';

/**
 * A stand-in for EasyPost's v2 API in test mode: shipments with rates, buying a label, label files (PDF and ZPL),
 * trackers, and signed tracker.updated events to the shop's webhook as each bought parcel moves on a timer
 * (pre_transit, in_transit, out_for_delivery, delivered). A console on loopback makes a parcel late or stops it in
 * another status EasyPost reports (a failure, a return, held for pickup, cancelled, a tracking error).
 * No postage is paid; every label says so.
 */
export const EASYPOST_WEBHOOK_PATH = '/api/shipping/webhooks/easypost';

export interface SandboxAnswer {
  status: number;
  type: string;
  body: string | Buffer;
}

const jsonAnswer = (status: number, value: unknown): SandboxAnswer => ({
  status,
  type: 'application/json; charset=utf-8',
  body: JSON.stringify(value),
});
const easyPostError = (status: number, code: string, message: string) => jsonAnswer(status, { error: { code, message, errors: [] } });

const MOVES: readonly TrackingStatus[] = ['pre_transit', 'in_transit', 'out_for_delivery', 'delivered'];
const STEP_MESSAGES: Readonly<Record<string, string>> = {
  pre_transit: 'Shipping label created',
  in_transit: 'Departed shipping partner facility',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered, front door',
  failure: 'Delivery exception: package damaged',
  return_to_sender: 'Returned to sender',
  available_for_pickup: 'Held at carrier location: available for pickup',
  cancelled: 'Shipment cancelled',
  error: 'Carrier tracking error',
};

/** The console's stops: each puts a parcel in one carrier status (EasyPost's status and status_detail). */
const STOPS: Readonly<Record<string, { status: TrackingStatus; detail: string | null }>> = {
  exception: { status: 'failure', detail: 'damaged' },
  return: { status: 'return_to_sender', detail: 'return' },
  pickup: { status: 'available_for_pickup', detail: 'arrived_at_pickup_location' },
  cancel: { status: 'cancelled', detail: 'cancelled' },
  error: { status: 'error', detail: null },
};
export const CONSOLE_ACTIONS = ['late', 'advance', ...Object.keys(STOPS)] as const;

/** Overnight and two-day services, priced by weight (dollars per pound over a base). */
const SERVICES = [
  { carrier: 'USPS', service: 'Priority', days: 2, base: 9.45, perLb: 0.6, code: '9405' },
  { carrier: 'UPS', service: 'NextDayAir', days: 1, base: 38.1, perLb: 1.9, code: '1Z' },
  { carrier: 'FedEx', service: 'PRIORITY_OVERNIGHT', days: 1, base: 36.5, perLb: 2.1, code: '7749' },
  { carrier: 'FedEx', service: 'FIRST_OVERNIGHT', days: 1, base: 71.2, perLb: 2.4, code: '7749' },
] as const;
const SATURDAY_DOLLARS = 16;
const DRY_ICE_DOLLARS = 7.5;

interface SandboxShipment {
  id: string;
  reference: string;
  rates: RateWire[];
  toLines: string[];
  bought: { rate: RateWire; tracker: TrackerWire; pdf: boolean; zpl: boolean } | null;
  /** Set once its label was voided (POST /v2/shipments/{id}/refund): the parcel stops where it was. */
  refundStatus?: 'submitted';
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const today = () => new Date().toISOString().slice(0, 10);

function ratesFor(body: ReturnType<typeof createShipmentWire.parse>['shipment'], shipmentId: string): RateWire[] {
  const pounds = Math.ceil(body.parcel.weight / 16);
  const extras = (body.options.saturday_delivery ? SATURDAY_DOLLARS : 0) + (body.options.dry_ice ? DRY_ICE_DOLLARS : 0);
  return SERVICES.map((service) => ({
    id: id('rate'),
    object: 'Rate' as const,
    shipment_id: shipmentId,
    carrier: service.carrier,
    service: service.service,
    rate: (service.base + service.perLb * pounds + extras).toFixed(2),
    currency: 'USD',
    delivery_days: service.days,
    delivery_date: `${addDays(today(), service.days)}T20:00:00Z`,
    delivery_date_guaranteed: service.days === 1,
  }));
}

export class EasyPostSandbox {
  /** Every shipment request as it arrived, newest last (tests read what went on the wire). */
  readonly created: Array<{ id: string; request: CreateShipmentWire }> = [];
  /** The shipments whose labels were voided, in order (tests read it). */
  readonly refunded: string[] = [];
  private readonly shipments = new Map<string, SandboxShipment>();
  private readonly byTracker = new Map<string, SandboxShipment>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly deliveries = new Set<Promise<void>>();
  /** The shop's origin, once it listens; events before that are dropped (as a webhook to nowhere). */
  private target: string | null = null;

  constructor(private readonly settings: { webhookSecret: string; stepMs: number; origin: () => string }) {}

  setWebhookTarget(origin: string | null): void {
    this.target = origin;
  }

  async answer(method: string, path: string, query: URLSearchParams, body: string, authorized: boolean): Promise<SandboxAnswer> {
    const file = /^\/files\/(shp_[0-9a-f]+)\.(pdf|zpl)$/.exec(path);
    if (method === 'GET' && file) return this.labelFile(file[1], file[2] as 'pdf' | 'zpl');
    if (!path.startsWith('/v2/')) return easyPostError(404, 'NOT_FOUND', 'The requested resource could not be found.');
    if (!authorized) return easyPostError(401, 'APIKEY.REQUIRED', 'No API key found. Use HTTP Basic with your API key as the user name.');
    if (method === 'POST' && path === '/v2/shipments') return this.createShipment(body);
    const buy = /^\/v2\/shipments\/([^/]+)\/buy$/.exec(path);
    if (method === 'POST' && buy) return this.buy(buy[1], body);
    const refund = /^\/v2\/shipments\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refund) return this.refund(refund[1]);
    const label = /^\/v2\/shipments\/([^/]+)\/label$/.exec(path);
    if (method === 'GET' && label) return this.convertLabel(label[1], query.get('file_format') ?? '');
    const tracker = /^\/v2\/trackers\/([^/]+)$/.exec(path);
    if (method === 'GET' && tracker) {
      const shipment = this.byTracker.get(tracker[1]);
      return shipment?.bought
        ? jsonAnswer(200, shipment.bought.tracker)
        : easyPostError(404, 'NOT_FOUND', 'The requested resource could not be found.');
    }
    return easyPostError(404, 'NOT_FOUND', 'The requested resource could not be found.');
  }

  /**
   * The loopback console: `late` (delayed, no delivery by its date), `advance` one step, or a stop in another status
   * EasyPost reports: `exception` (failure), `return`, `pickup` (held at the carrier), `cancel`, `error`.
   */
  consoleAction(trackerId: string, action: string): SandboxAnswer {
    const shipment = this.byTracker.get(trackerId);
    if (!shipment?.bought) return easyPostError(404, 'NOT_FOUND', 'No such tracker.');
    const { tracker } = shipment.bought;
    if (tracker.status === 'delivered') return easyPostError(422, 'TRACKER.DELIVERED', 'The parcel was delivered already.');
    const stop = Object.hasOwn(STOPS, action) ? STOPS[action] : null;
    if (action === 'late') {
      const late = tracker.est_delivery_date ? addDays(tracker.est_delivery_date.slice(0, 10), 1) : addDays(today(), 2);
      this.update(shipment, 'in_transit', 'delayed', `${late}T20:00:00Z`);
    } else if (stop) this.update(shipment, stop.status, stop.detail);
    else if (action === 'advance') this.advance(shipment);
    else return easyPostError(422, 'PARAMETER.INVALID', `action: ${CONSOLE_ACTIONS.join(', ')}`);
    return jsonAnswer(200, tracker);
  }

  /** Waits for the webhooks under way (tests and shutdown). */
  async settle(): Promise<void> {
    while (this.deliveries.size) await Promise.allSettled([...this.deliveries]);
  }

  close(): void {
    this.target = null;
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
  }

  private createShipment(body: string): SandboxAnswer {
    let json: unknown = null;
    try {
      json = JSON.parse(body);
    } catch {
      return easyPostError(400, 'PARAMETER.INVALID', 'The body is not JSON.');
    }
    const parsed = createShipmentWire.safeParse(json);
    if (!parsed.success)
      return easyPostError(422, 'SHIPMENT.INVALID_PARAMS', 'A shipment needs from_address, to_address and a parcel with its weight.');
    const { shipment } = parsed.data;
    const to = shipment.to_address;
    if (!text(to.zip) || !text(to.street1))
      return easyPostError(422, 'ADDRESS.VERIFY.FAILURE', 'The destination address has no street or ZIP code.');
    const shipmentId = id('shp');
    const record: SandboxShipment = {
      id: shipmentId,
      reference: shipment.reference ?? '',
      rates: ratesFor(shipment, shipmentId),
      toLines: [text(to.name), text(to.street1), `${text(to.city)}, ${text(to.state)} ${text(to.zip)}`],
      bought: null,
    };
    this.shipments.set(shipmentId, record);
    this.created.push({ id: shipmentId, request: parsed.data });
    return jsonAnswer(201, this.shipmentWire(record));
  }

  private buy(shipmentId: string, body: string): SandboxAnswer {
    const shipment = this.shipments.get(shipmentId);
    if (!shipment) return easyPostError(404, 'NOT_FOUND', 'The requested resource could not be found.');
    if (shipment.bought) return easyPostError(422, 'SHIPMENT.POSTAGE.EXISTS', 'This shipment already has postage.');
    let rateId = '';
    try {
      rateId = text((JSON.parse(body) as { rate?: { id?: unknown } }).rate?.id);
    } catch {
      // An unreadable body names no rate.
    }
    const rate = shipment.rates.find((candidate) => candidate.id === rateId);
    if (!rate) return easyPostError(422, 'SHIPMENT.RATE.INVALID', 'The rate does not belong to this shipment.');
    const service = SERVICES.find((candidate) => candidate.carrier === rate.carrier && candidate.service === rate.service);
    const trackingCode = `${service?.code ?? 'EZ'}${randomBytes(8).toString('hex').toUpperCase()}`;
    const tracker: TrackerWire = {
      id: id('trk'),
      object: 'Tracker',
      tracking_code: trackingCode,
      status: 'pre_transit',
      status_detail: 'label_created',
      est_delivery_date: rate.delivery_date ?? null,
      public_url: `${this.settings.origin()}/track/${trackingCode}`,
      carrier: rate.carrier,
      shipment_id: shipment.id,
      tracking_details: [
        { object: 'TrackingDetail', message: STEP_MESSAGES.pre_transit, status: 'pre_transit', datetime: new Date().toISOString() },
      ],
      updated_at: new Date().toISOString(),
    };
    shipment.bought = { rate, tracker, pdf: true, zpl: false };
    this.byTracker.set(tracker.id, shipment);
    this.send(tracker);
    this.startMoving(shipment);
    return jsonAnswer(200, this.shipmentWire(shipment));
  }

  /**
   * Voids an unused label as EasyPost does: refused once the carrier scanned the parcel (a shipment it cancelled is
   * not on its way), or when nothing was bought.
   */
  private refund(shipmentId: string): SandboxAnswer {
    const shipment = this.shipments.get(shipmentId);
    if (!shipment) return easyPostError(404, 'NOT_FOUND', 'The requested resource could not be found.');
    if (!shipment.bought) return easyPostError(422, 'SHIPMENT.REFUND.NOT_APPLICABLE', 'This shipment has no postage to refund.');
    if (!shipment.refundStatus && !['pre_transit', 'unknown', 'cancelled'].includes(shipment.bought.tracker.status))
      return easyPostError(422, 'SHIPMENT.REFUND.UNAVAILABLE', 'The carrier has scanned this label: it cannot be voided.');
    shipment.refundStatus = 'submitted';
    this.refunded.push(shipmentId);
    return jsonAnswer(200, { ...this.shipmentWire(shipment), refund_status: shipment.refundStatus });
  }

  private convertLabel(shipmentId: string, format: string): SandboxAnswer {
    const shipment = this.shipments.get(shipmentId);
    if (!shipment?.bought) return easyPostError(404, 'NOT_FOUND', 'The requested resource could not be found.');
    if (format !== 'PDF' && format !== 'ZPL') return easyPostError(422, 'PARAMETER.INVALID', 'file_format: PDF, ZPL, EPL2 or PNG');
    shipment.bought[format === 'PDF' ? 'pdf' : 'zpl'] = true;
    return jsonAnswer(200, this.shipmentWire(shipment));
  }

  private labelFile(shipmentId: string, format: 'pdf' | 'zpl'): SandboxAnswer {
    const shipment = this.shipments.get(shipmentId);
    if (!shipment?.bought?.[format]) return { status: 404, type: 'text/plain; charset=utf-8', body: 'No such label file' };
    const label: LabelText = {
      carrier: shipment.bought.rate.carrier,
      service: shipment.bought.rate.service,
      trackingCode: shipment.bought.tracker.tracking_code,
      reference: shipment.reference,
      toLines: shipment.toLines,
    };
    return format === 'pdf'
      ? { status: 200, type: 'application/pdf', body: labelPdf(label) }
      : { status: 200, type: 'application/zpl; charset=utf-8', body: labelZpl(label) };
  }

  private shipmentWire(shipment: SandboxShipment) {
    const bought = shipment.bought;
    const fileUrl = (format: string) => `${this.settings.origin()}/files/${shipment.id}.${format}`;
    return {
      id: shipment.id,
      object: 'Shipment',
      mode: 'test',
      reference: shipment.reference,
      rates: shipment.rates,
      selected_rate: bought?.rate ?? null,
      tracking_code: bought?.tracker.tracking_code ?? null,
      tracker: bought?.tracker ?? null,
      postage_label: bought
        ? {
            object: 'PostageLabel',
            label_url: fileUrl('pdf'),
            label_file_type: 'application/pdf',
            label_pdf_url: bought.pdf ? fileUrl('pdf') : null,
            label_zpl_url: bought.zpl ? fileUrl('zpl') : null,
          }
        : null,
    };
  }

  private startMoving(shipment: SandboxShipment): void {
    const timer = setInterval(() => {
      if (!this.advance(shipment)) {
        clearInterval(timer);
        this.timers.delete(timer);
      }
    }, this.settings.stepMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** One step along the way; false once the parcel stopped (delivered, late, exception, returned). */
  private advance(shipment: SandboxShipment): boolean {
    const tracker = shipment.bought?.tracker;
    if (!tracker || tracker.status_detail === 'delayed' || shipment.refundStatus) return false;
    const at = MOVES.indexOf(tracker.status as TrackingStatus);
    if (at < 0 || at === MOVES.length - 1) return false;
    const next = MOVES[at + 1];
    this.update(shipment, next, next === 'delivered' ? 'arrived_at_destination' : null);
    return next !== 'delivered';
  }

  private update(shipment: SandboxShipment, status: TrackingStatus, detail: string | null, estDelivery?: string): void {
    const tracker = shipment.bought?.tracker;
    if (!tracker) return;
    const now = new Date().toISOString();
    tracker.status = status;
    tracker.status_detail = detail;
    if (estDelivery) tracker.est_delivery_date = estDelivery;
    const message = detail === 'delayed' ? 'Delayed: weather in the network' : (STEP_MESSAGES[status] ?? status);
    tracker.tracking_details.push({ object: 'TrackingDetail', message, status, datetime: now });
    tracker.updated_at = now;
    this.send(tracker);
  }

  /** A signed tracker.updated Event to the shop, retried a few times on failure as EasyPost does. */
  private send(tracker: TrackerWire): void {
    const target = this.target;
    if (!target) return;
    const body = JSON.stringify({
      id: id('evt'),
      object: 'Event',
      mode: 'test',
      description: 'tracker.updated',
      result: tracker,
      created_at: new Date().toISOString(),
    });
    const headers = {
      'content-type': 'application/json',
      [EASYPOST_SIGNATURE_HEADER]: signEasyPostWebhook(this.settings.webhookSecret, body),
    };
    const delivery = (async () => {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const status = await fetch(target + EASYPOST_WEBHOOK_PATH, { method: 'POST', headers, body, signal: AbortSignal.timeout(5000) })
          .then(async (response) => (await response.arrayBuffer(), response.status))
          .catch(() => 599);
        if (status < 500 || !this.target) return;
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    })().finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }
}
