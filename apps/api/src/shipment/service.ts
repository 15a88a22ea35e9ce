import type { ApiContext } from '../context.js';
import { audit, type StaffPrincipal } from '../audit/index.js';
import { Conflict, DomainError, NotFound, Unauthorized, Unavailable, UpstreamFailed } from '../errors.js';
import { effectiveStatus, findItems, findOrder, type OrderOperations, type OrderRow } from '../order/index.js';
import { PICKUP, regionOf } from '../delivery/index.js';
import { storeAddressSchema } from '@shoreline/domain/store-place';
import type { ShippingLabelConfig } from './config.js';
import {
  CarrierRefused,
  CarrierUnavailable,
  type BoughtLabel,
  type CarrierAddress,
  type CarrierPort,
  type LabelFormat,
  type ShipmentRequest,
} from './port.js';
import { boxLinesOf, recipientOf } from './box.js';
import { packBoxes, parcelOptions, type PackedBox } from './parcel.js';
import { overnightRateBy } from './rates.js';
import {
  applyTracking,
  claimPurchase,
  claimVoid,
  dropPurchase,
  hasVoidedLabel,
  keepLabelUrl,
  labelShipmentOf,
  labelShipmentsOf,
  labelsOf,
  purchaseOf,
  restorePurchase,
  shippedWithAny,
  takePurchase,
  recordBought,
  recordQuote,
  releasePurchase,
  shipmentOfTracker,
  storeTrackingEvent,
  undoVoid,
  type PurchaseRecord,
} from './storage.js';
import type { LabelAnswer, LabelDayAnswer, LabelVoidAnswer } from './wire.js';

const NOT_FOUND = 'Order not found.';
const SHIPPABLE = ['processing', 'packed'];
/**
 * Tracking statuses whose label may still be voided: a parcel the carrier has not scanned yet, and one whose shipment
 * the carrier cancelled (it goes nowhere on that label, and the packer buys a new one).
 */
const VOIDABLE = new Set(['pre_transit', 'unknown', 'cancelled']);

/** A label bought and never shipped with that the order no longer fits: canceled, not shippable, or moved to another date. */
const staleFor = (order: OrderRow, record: PurchaseRecord): boolean =>
  !SHIPPABLE.includes(effectiveStatus(order.status)) || (record.deliveryDate !== undefined && record.deliveryDate !== order.delivery_date);

/** A carrier's refusal or silence as the shop's refusal. */
function carrierProblem(error: unknown): never {
  if (error instanceof CarrierRefused) {
    if (error.status === 401 || error.status === 403) throw new Unavailable("The carrier refused the shop's API key (EASYPOST_API_KEY).");
    throw new UpstreamFailed(`The carrier refused the label: ${error.message} (${error.code})`);
  }
  if (error instanceof CarrierUnavailable) throw new Unavailable(`${error.message} Try again in a moment.`);
  throw error;
}

/**
 * Carrier labels and tracking (issue 37): buys a box's label through the carrier port, ships the order with it
 * (order/operations.ts: the shipment mail and the gift recipient's mail carry the tracking link), serves the label
 * files, and applies the carrier's tracking webhooks. A label is bought once per order, however often it is asked.
 */
export class ShipmentLabels {
  constructor(
    private readonly context: ApiContext,
    private readonly carrier: CarrierPort | null,
    private readonly orders: OrderOperations,
    private readonly settings: ShippingLabelConfig,
    /** Told of each shipment a tracking event changed (boxes at risk look at it). */
    private readonly onTracked: (shipmentId: number) => Promise<unknown> = async () => undefined,
  ) {}

  private get db() {
    return this.context.db;
  }

  private requireCarrier(): CarrierPort {
    if (!this.carrier) throw new Unavailable('Carrier labels are not set up: set EASYPOST_API_KEY (or run in PAYMENT_MODE=test).');
    return this.carrier;
  }

  /** Buys the order's label (once) and ships the order with it. */
  async buy(orderId: number, staff: StaffPrincipal): Promise<LabelAnswer> {
    const order = await findOrder(this.db, orderId);
    if (!order) throw new NotFound(NOT_FOUND);
    const shipped = await labelShipmentOf(this.db, orderId);
    const earlier = await purchaseOf(this.db, orderId);
    if (shipped && earlier) return this.answer(order, earlier, 'already_bought');
    const carrier = this.requireCarrier();
    // Bought but never shipped with, and the order changed meanwhile (canceled, another date): voided, then bought again.
    if (earlier && !shipped && staleFor(order, earlier)) await this.voidLabels(order.id, staff);
    if (!SHIPPABLE.includes(effectiveStatus(order.status)))
      throw new Conflict(`A ${effectiveStatus(order.status)} order gets no label: only processing and packed orders ship.`);
    const claim = await claimPurchase(this.db, orderId, carrier.provider, staff.id);
    if (claim.kind === 'under-way') throw new Conflict('A label is being bought for this order right now. Try again in a moment.');
    const record = claim.kind === 'bought' ? claim.record : await this.purchase(order, carrier, staff);
    await this.shipWith(order, record, staff);
    return this.answer(order, record, claim.kind === 'bought' ? 'already_bought' : 'bought');
  }

  /** The boxes the order fills: where they go, what each weighs, and what each declares (dry ice, Saturday delivery). */
  private async boxesOf(order: OrderRow): Promise<{ to: CarrierAddress; boxes: PackedBox[] }> {
    const to = order.shipping_carrier_code === PICKUP.carrier ? null : recipientOf(order);
    if (!to) throw new Conflict('The order has no shipping address (a pickup, or nothing to deliver): it needs no label.');
    const lines = boxLinesOf(await findItems(this.db, order.id), this.context.readModel.current().byStore.get(order.store_code));
    const address = JSON.parse(order.shipping_address ?? 'null') as Parameters<typeof regionOf>[0];
    const options = parcelOptions(lines, { region: regionOf(address), postcode: to.zip || null }, order.delivery_date, {
      perishable: this.context.config.shipping.perishable,
      dryIceLbPerBox: this.settings.dryIceLbPerBox,
    });
    return { to, boxes: packBoxes(lines, this.settings, options) };
  }

  /** One box's label: quoted, and the cheapest overnight rate that arrives in time bought. */
  private async buyBox(order: OrderRow, carrier: CarrierPort, request: ShipmentRequest): Promise<BoughtLabel> {
    const quote = await carrier.quote(request).catch(carrierProblem);
    await recordQuote(this.db, order.id, quote.shipmentId);
    const rate = overnightRateBy(quote.rates, order.delivery_date);
    if (!rate) throw new Conflict(`No overnight rate arrives by ${order.delivery_date ?? 'the delivery date'}.`);
    return carrier.buy(quote.shipmentId, rate.id).catch(carrierProblem);
  }

  /**
   * Buys a label for each of the order's boxes (one, or several when the order is heavier than SHIPPING_MAX_BOX_LB) and
   * keeps them (with the audit row) before anything else. A refusal before every box is sold voids the ones sold and
   * releases the claim, so a retry may buy; once all are sold, the claim stays.
   */
  private async purchase(order: OrderRow, carrier: CarrierPort, staff: StaffPrincipal): Promise<PurchaseRecord> {
    const sold: Array<{ label: BoughtLabel; weightOz: number }> = [];
    let recorded = false;
    try {
      const { to, boxes } = await this.boxesOf(order);
      const from = await this.shipFrom();
      for (const [index, box] of boxes.entries()) {
        const reference = boxes.length > 1 ? `${order.increment_id}-${index + 1}` : order.increment_id;
        sold.push({ label: await this.buyBox(order, carrier, { from, to, ...box, reference }), weightOz: box.parcel.weightOz });
      }
      const [first] = sold;
      const record: PurchaseRecord = {
        label: first.label,
        options: { ...boxes[0].options, dryIceOz: boxes.reduce((sum, box) => sum + box.options.dryIceOz, 0) },
        weightOz: Math.round(sold.reduce((sum, box) => sum + box.weightOz, 0) * 10) / 10,
        deliveryDate: order.delivery_date,
        ...(sold.length > 1 ? { boxes: sold } : {}),
      };
      await this.context.dialect.writeTransaction(this.db, async (trx) => {
        await recordBought(trx, order.id, record);
        const after = {
          provider: carrier.provider,
          carrier: first.label.carrier,
          service: first.label.service,
          tracking_codes: sold.map((box) => box.label.trackingCode),
          cost_cents: sold.reduce((sum, box) => sum + box.label.cents, 0),
          ...record.options,
        };
        await audit(trx, { staffId: staff.id, action: 'shipment.label_buy', entityType: 'order', entityId: order.id, after });
      });
      recorded = true;
      return record;
    } catch (error) {
      if (recorded || sold.length === 0) {
        if (!recorded) await releasePurchase(this.db, order.id);
        throw error;
      }
      // Some boxes were sold before another was refused: they are voided, so a retry buys the whole order again.
      const kept = await Promise.all(
        sold.map((box) =>
          carrier.refund(box.label.shipmentId).then(
            () => false,
            () => true,
          ),
        ),
      );
      if (kept.some(Boolean)) this.context.log.error({ err: error, order: order.increment_id }, 'a label was bought but not recorded');
      else await releasePurchase(this.db, order.id);
      throw error;
    }
  }

  /**
   * Voids the order's bought labels (issue 37): the carrier refunds their postage (refused once a parcel was scanned),
   * the purchase is over so a new label may be bought, and a shipped order goes back to packed. Marked voided first,
   * so a retried or concurrent request voids nothing twice (it answers already_voided); audited on the order.
   */
  async voidLabels(orderId: number, staff: StaffPrincipal): Promise<LabelVoidAnswer> {
    const order = await findOrder(this.db, orderId);
    if (!order) throw new NotFound(NOT_FOUND);
    const carrier = this.requireCarrier();
    const shipments = await labelShipmentsOf(this.db, orderId);
    const record = await purchaseOf(this.db, orderId);
    const answer = async (outcome: LabelVoidAnswer['outcome'], trackingCodes: string[]): Promise<LabelVoidAnswer> => ({
      order_id: order.id,
      increment_id: order.increment_id,
      outcome,
      tracking_codes: trackingCodes,
      status: effectiveStatus((await findOrder(this.db, orderId))?.status ?? order.status),
    });
    if (!shipments.length && !record) {
      if (await hasVoidedLabel(this.db, orderId)) return answer('already_voided', []);
      throw new NotFound('This order has no bought label to void.');
    }
    const moving = shipments.find((shipment) => shipment.status !== null && !VOIDABLE.has(shipment.status));
    if (moving)
      throw new Conflict(`The parcel ${moving.track_number} is on its way (${moving.status}): its label can no longer be voided.`);
    const stamp = new Date().toISOString();
    const ids = shipments.map((shipment) => shipment.id);
    let taken: Awaited<ReturnType<typeof takePurchase>>;
    if (ids.length) {
      if ((await claimVoid(this.db, ids, stamp)) === 0) return answer('already_voided', []);
    } else {
      // A purchase never shipped with: taken out first, unless its labels were shipped (and voided) meanwhile.
      if (
        await shippedWithAny(
          this.db,
          labelsOf(record!).map((label) => label.shipmentId),
        )
      )
        return answer('already_voided', []);
      taken = await takePurchase(this.db, orderId);
      if (!taken) return answer('already_voided', []);
    }
    const labels = shipments.length
      ? shipments.map((shipment) => ({ shipmentId: shipment.provider_shipment_id ?? '', trackingCode: shipment.track_number }))
      : labelsOf(record!);
    try {
      for (const label of labels) await carrier.refund(label.shipmentId);
    } catch (error) {
      if (ids.length) await undoVoid(this.db, ids, stamp);
      if (taken) await restorePurchase(this.db, taken);
      carrierProblem(error);
    }
    const trackingCodes = labels.map((label) => label.trackingCode);
    await this.context.dialect.writeTransaction(this.db, async (trx) => {
      await dropPurchase(trx, orderId);
      const after = { provider: carrier.provider, tracking_codes: trackingCodes, shipped: ids.length > 0 };
      await audit(trx, { staffId: staff.id, action: 'shipment.label_void', entityType: 'order', entityId: orderId, after });
    });
    if (ids.length) await this.orders.backToPacked(orderId, staff, `Label voided: ${trackingCodes.join(', ')}`);
    return answer('voided', trackingCodes);
  }

  /** The order moves to shipped with its labels' carrier and tracking codes (processing orders are packed first). */
  private async shipWith(order: OrderRow, record: PurchaseRecord, staff: StaffPrincipal): Promise<void> {
    if (effectiveStatus(order.status) === 'processing')
      await this.orders.setStatus(order.id, { status: 'packed', note: 'Label bought' }, staff);
    const provider = this.requireCarrier().provider;
    const columns = (label: BoughtLabel) => ({
      provider,
      provider_shipment_id: label.shipmentId,
      tracker_id: label.trackerId,
      service: label.service,
      label_pdf_url: label.labelPdfUrl || null,
      label_zpl_url: label.labelZplUrl || null,
      cost_cents: label.cents,
      tracking_url: label.trackingUrl,
      status: 'pre_transit',
      est_delivery_date: label.estDeliveryDate,
    });
    const [first, ...more] = labelsOf(record);
    await this.orders.ship(
      order.id,
      { carrier: first.carrier, trackingNumber: first.trackingCode, note: first.service },
      staff,
      columns(first),
      more.map((label) => ({ carrier: label.carrier, trackingNumber: label.trackingCode, label: columns(label) })),
    );
  }

  /** The default store's own record (its place), unless SHIP_FROM names another. */
  private async shipFrom(): Promise<CarrierAddress> {
    const code = this.context.readModel.current().defaultStore.storeCode;
    const store = await this.db.selectFrom('stores').select(['name', 'address', 'telephone']).where('code', '=', code).executeTakeFirst();
    const parsed = storeAddressSchema.safeParse(store?.address ? JSON.parse(store.address) : null);
    const address = this.settings.shipFrom ?? (parsed.success ? parsed.data : null);
    if (!address) throw new Conflict('The ship-from address is unknown: give the default store an address or set SHIP_FROM.');
    const phone = this.settings.shipFromPhone ?? store?.telephone;
    return {
      name: this.settings.shipFromName ?? store?.name ?? 'Shipping',
      street1: address.street[0],
      ...(address.street[1] ? { street2: address.street[1] } : {}),
      city: address.city,
      state: address.region_code,
      zip: address.postcode,
      country: address.country_id,
      ...(phone ? { phone } : {}),
    };
  }

  private async answer(order: OrderRow, record: PurchaseRecord, outcome: LabelAnswer['outcome']): Promise<LabelAnswer> {
    const { label, options } = record;
    const shipments = await labelShipmentsOf(this.db, order.id);
    const shipment = shipments[0];
    const weights = record.boxes?.map((box) => box.weightOz) ?? [record.weightOz];
    const file = (format: LabelFormat, box: number) =>
      `/api/admin/orders/${order.id}/label?format=${format}${box > 1 ? `&box=${box}` : ''}`;
    const boxes = labelsOf(record).map((bought, index) => {
      const tracked = shipments.find((row) => row.provider_shipment_id === bought.shipmentId);
      return {
        box_number: index + 1,
        tracking_code: bought.trackingCode,
        tracking_url: tracked?.tracking_url ?? bought.trackingUrl,
        weight_oz: weights[index] ?? 0,
        cost_cents: bought.cents,
        status: tracked?.status ?? null,
        label_pdf: file('pdf', index + 1),
        label_zpl: file('zpl', index + 1),
      };
    });
    return {
      order_id: order.id,
      increment_id: order.increment_id,
      outcome,
      carrier: label.carrier,
      service: label.service,
      tracking_code: label.trackingCode,
      tracking_url: shipment?.tracking_url ?? label.trackingUrl,
      cost_cents: boxes.reduce((sum, box) => sum + box.cost_cents, 0),
      weight_oz: record.weightOz,
      dry_ice_oz: options.dryIceOz,
      saturday_delivery: options.saturdayDelivery,
      est_delivery_date: shipment?.est_delivery_date ?? label.estDeliveryDate,
      status: shipment?.status ?? null,
      label_pdf: file('pdf', 1),
      label_zpl: file('zpl', 1),
      boxes,
    };
  }

  /** The label file of the order's bought label, fetched from the carrier (converted on the first ask for ZPL). */
  async labelFile(orderId: number, format: LabelFormat, box = 1): Promise<{ type: string; body: Buffer }> {
    const shipment = (await labelShipmentsOf(this.db, orderId)).find((row) => row.box_number === box);
    if (!shipment?.provider_shipment_id) throw new NotFound('This order has no bought label.');
    let url = format === 'pdf' ? shipment.label_pdf_url : shipment.label_zpl_url;
    if (!url) {
      url = await this.requireCarrier().labelUrl(shipment.provider_shipment_id, format).catch(carrierProblem);
      await keepLabelUrl(this.db, shipment.id, format, url);
    }
    const file = await fetch(url, { signal: AbortSignal.timeout(15_000) }).catch(() => null);
    if (!file?.ok) throw new Unavailable('The label file could not be fetched from the carrier. Try again in a moment.');
    return { type: format === 'pdf' ? 'application/pdf' : 'application/zpl; charset=utf-8', body: Buffer.from(await file.arrayBuffer()) };
  }

  /**
   * A carrier's tracking webhook: believed only when its signature holds over the raw body, stored once by its event
   * id, and applied to the shipment its tracker follows (a later event already applied is kept).
   */
  async receive(raw: string, headers: Record<string, string | string[] | undefined>) {
    const carrier = this.requireCarrier();
    const event = carrier.readWebhook(raw, headers);
    if (!event) throw new Unauthorized('The webhook signature does not match.');
    if (event.description !== 'tracker.updated' && event.description !== 'tracker.created')
      return { received: true as const, outcome: 'ignored' };
    const shipment = await shipmentOfTracker(this.db, carrier.provider, event.tracker.id);
    const stored = await this.context.dialect.writeTransaction(this.db, async (trx) => {
      const fresh = await storeTrackingEvent(trx, {
        provider: carrier.provider,
        eventId: event.eventId,
        shipmentId: shipment?.id ?? null,
        tracker: event.tracker,
      });
      if (!fresh || !shipment) return { fresh, changed: false };
      const changed = await applyTracking(trx, shipment.id, event.tracker);
      if (changed && (shipment.status !== event.tracker.status || shipment.status_detail !== event.tracker.statusDetail))
        await audit(trx, {
          staffId: null,
          action: 'shipment.tracking',
          entityType: 'order',
          entityId: shipment.order_id,
          before: { status: shipment.status, status_detail: shipment.status_detail },
          after: { status: event.tracker.status, status_detail: event.tracker.statusDetail, event_id: event.eventId },
        });
      return { fresh, changed };
    });
    if (!stored.fresh) return { received: true as const, duplicate: true as const };
    if (shipment && stored.changed)
      await this.onTracked(shipment.id).catch((error: unknown) =>
        this.context.log.error({ err: error, shipment: shipment.id }, 'looking for a box at risk failed'),
      );
    return { received: true as const, outcome: shipment ? (stored.changed ? 'applied' : 'older') : 'unknown_tracker' };
  }

  /** Buys the labels of every order of a delivery date not shipped yet, one outcome per order. */
  async buyDay(date: string, staff: StaffPrincipal): Promise<LabelDayAnswer> {
    const orders = await this.db
      .selectFrom('orders')
      .select(['id', 'increment_id'])
      .where('delivery_date', '=', date)
      .where('status', 'in', ['processing', 'pending', 'packed'])
      .where('shipping_address', 'is not', null)
      .where((where) => where.or([where('shipping_carrier_code', 'is', null), where('shipping_carrier_code', '!=', PICKUP.carrier)]))
      .orderBy('id')
      .execute();
    const outcomes: LabelDayAnswer['orders'] = [];
    for (const order of orders) {
      try {
        const label = await this.buy(order.id, staff);
        outcomes.push({ order_id: order.id, increment_id: order.increment_id, outcome: label.outcome, reason: null, message: null, label });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        outcomes.push({
          order_id: order.id,
          increment_id: order.increment_id,
          outcome: 'refused',
          reason: error.reason,
          message: error.message,
          label: null,
        });
      }
    }
    const bought = outcomes.filter((entry) => entry.outcome === 'bought').length;
    await audit(this.db, {
      staffId: staff.id,
      action: 'shipment.label_batch',
      entityType: 'packing_list',
      entityId: date,
      after: { orders: outcomes.length, bought, refused: outcomes.filter((entry) => entry.outcome === 'refused').length },
    });
    return { date, bought, refused: outcomes.filter((entry) => entry.outcome === 'refused').length, orders: outcomes };
  }
}
