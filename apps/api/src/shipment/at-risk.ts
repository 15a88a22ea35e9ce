import type { Kysely } from 'kysely';
import type { ApiContext } from '../context.js';
import type { Database } from '../db/index.js';
import { audit, type StaffPrincipal } from '../audit/index.js';
import { Conflict, NotFound, Unavailable } from '../errors.js';
import { shopClock } from '../delivery/index.js';
import { appendCredit } from '../store-credit/index.js';
import { holdOrderLedger, leftToGiveBack, recordOrderGiveBack } from '../give-back/index.js';
import {
  atRiskMail,
  atRiskResolvedMail,
  findOrder,
  gatewayRefundableCents,
  orderMailStore,
  REFUND_WAITING,
  refundStanding,
  type LateOutcome,
  type OrderOperations,
  type ReplacementOrders,
} from '../order/index.js';
import {
  boxOfRefund,
  claimMail,
  claimResolution,
  findAtRisk,
  listAtRisk,
  recordAtRisk,
  releaseMail,
  reopen,
  resolvedUnmailed,
  setResolutionCents,
  riskOf,
  trackedShipment,
  unmailed,
  unseenCandidates,
  type AtRiskListRow,
  type AtRiskReason,
  type AtRiskRow,
  type BoxMail,
  type Resolution,
} from './at-risk-storage.js';
import type { AtRiskAction, AtRiskBox, AtRiskDates } from '@shoreline/domain/wire/boxes-at-risk';
import { RoundCursor } from '../background-loop.js';

/** How many shipments one round of the loop looks at (the rest wait for the next round). */
const ROUND_SIZE = 200;
const HOUR_MS = 3_600_000;
/** A replacement claimed this long ago and not finished was abandoned (a process stopped mid-way). */
const ABANDONED_MS = 5 * 60_000;

/** A retried or concurrent request found the box resolved already (thrown inside a transaction to undo its writes). */
class AlreadyResolved extends Error {}

function regionOf(shippingAddress: string | null): string | null {
  if (!shippingAddress) return null;
  const address = JSON.parse(shippingAddress) as { region_code?: unknown };
  return typeof address.region_code === 'string' && address.region_code ? address.region_code : null;
}

function boxOf(row: AtRiskListRow, now: number): AtRiskBox {
  return {
    id: row.id,
    order_id: row.order_id,
    increment_id: row.increment_id,
    customer: { name: `${row.customer_firstname} ${row.customer_lastname}`.trim(), email: row.customer_email },
    order_total_cents: row.grand_total_cents + row.store_credit_cents + row.gift_card_cents,
    delivery_date: row.delivery_date,
    carrier: row.carrier,
    tracking_code: row.track_number,
    tracking_url: row.tracking_url,
    region_code: row.region_code,
    reason: row.reason as AtRiskReason,
    detected_at: row.detected_at,
    age_hours: Math.max(0, Math.round(((now - Date.parse(row.detected_at)) / HOUR_MS) * 10) / 10),
    latest_event: {
      status: row.shipment_status ?? row.latest_status,
      status_detail: row.shipment_detail ?? row.latest_detail,
      message: row.last_event ?? row.latest_event,
      at: row.last_event_at ?? row.latest_event_at,
    },
    mailed_at: row.mailed_at,
    resolution: row.resolution as AtRiskBox['resolution'],
    resolution_cents: row.resolution_cents,
    replacement:
      row.replacement_order_id !== null && row.replacement_increment_id
        ? { order_id: row.replacement_order_id, increment_id: row.replacement_increment_id, delivery_date: row.replacement_delivery_date }
        : null,
    resolved_at: row.resolved_at,
    resolved_by: row.resolved_by !== null ? { id: row.resolved_by, name: row.resolved_by_name ?? '' } : null,
  };
}

/**
 * Boxes at risk (issue 37): a parcel with a carrier exception, or not delivered by the end of its delivery date (in
 * the shop's time zone), is stored once with its latest event; its customer is mailed first, once, in the store
 * view's language; managers and owners resolve it with a $0 replacement, store credit or a refund, each audited
 * and each done once however often it is asked.
 */
export class BoxesAtRisk {
  /** Mails that keep failing hold no newer one back: each round goes on after the last this process tried. */
  private readonly unmailedCursor = new RoundCursor();
  private readonly resolvedCursor = new RoundCursor();

  constructor(
    private readonly context: ApiContext,
    private readonly orders: OrderOperations,
    private readonly replacements: ReplacementOrders,
  ) {
    orders.sends.onLateOutcome((refundId, outcome) => this.refundSettledLate(refundId, outcome));
  }

  private get db() {
    return this.context.db;
  }

  private today(now: Date): string {
    return shopClock(now, this.context.config.shipping.calendar.timeZone).date;
  }

  /** Looks at one shipment (after a tracking webhook): stores and mails it when it is newly at risk. */
  async check(shipmentId: number, now = new Date()): Promise<boolean> {
    const shipment = await trackedShipment(this.db, shipmentId);
    if (!shipment?.provider) return false;
    const reason = riskOf(shipment, this.today(now));
    if (!reason) return false;
    const id = await this.context.dialect.writeTransaction(this.db, async (trx) => {
      const stored = await recordAtRisk(trx, {
        orderId: shipment.order_id,
        shipmentId: shipment.id,
        reason,
        carrier: shipment.carrier,
        regionCode: regionOf(shipment.shipping_address),
        latest: { status: shipment.status, detail: shipment.status_detail, event: shipment.last_event, at: shipment.last_event_at },
        stamp: now.toISOString(),
      });
      if (stored !== null)
        await audit(trx, {
          staffId: null,
          action: 'shipment.at_risk',
          entityType: 'order',
          entityId: shipment.order_id,
          after: { reason, status: shipment.status, status_detail: shipment.status_detail, at_risk_id: stored },
        });
      return stored;
    });
    if (id === null) return false;
    await this.mailCustomer(id);
    return true;
  }

  /** One round of the loop: shipments past their date or with an exception not seen yet, and mails not sent yet. */
  async sweep(now = new Date()): Promise<number> {
    let found = 0;
    for (const { shipment_id: shipmentId } of await unseenCandidates(this.db, this.today(now), ROUND_SIZE))
      if (await this.check(shipmentId, now)) found++;
    await this.mailLeftOvers(now);
    return found;
  }

  /** One round of mails not sent yet (a send failed): the first word of a box, and the word it was made good. */
  private async mailLeftOvers(now: Date): Promise<void> {
    const firstWords = await unmailed(this.db, ROUND_SIZE, this.unmailedCursor.after);
    this.unmailedCursor.advance(firstWords, ROUND_SIZE);
    for (const { id } of firstWords) await this.mailCustomer(id);
    const settled = new Date(now.getTime() - ABANDONED_MS).toISOString();
    const madeGood = await resolvedUnmailed(this.db, settled, ROUND_SIZE, this.resolvedCursor.after);
    this.resolvedCursor.advance(madeGood, ROUND_SIZE);
    for (const { id } of madeGood) await this.mailCustomer(id, 'resolution_mailed_at');
  }

  /**
   * One of the customer's mails of a box, sent once: claimed first, given back when the send fails (the loop tries
   * again). `mailed_at`: the box is at risk; `resolution_mailed_at`: it was made good with credit or a refund.
   */
  private async mailCustomer(id: number, which: BoxMail = 'mailed_at'): Promise<void> {
    const stamp = new Date().toISOString();
    if (!(await claimMail(this.db, id, stamp, which))) return;
    try {
      const box = await findAtRisk(this.db, id);
      const order = box ? await findOrder(this.db, box.order_id) : undefined;
      if (!box || !order) return;
      const store = await orderMailStore(this.context, order);
      const resolution = box.resolution === 'credit' || box.resolution === 'refund' ? box.resolution : null;
      if (which === 'resolution_mailed_at' && (!resolution || box.resolution_cents === null)) return;
      // A refund its gateways have not confirmed is mailed once they do (refundSettledLate), never before.
      if (which === 'resolution_mailed_at' && box.refund_id !== null && (await refundStanding(this.db, box.refund_id)) !== 'sent')
        return releaseMail(this.db, id, stamp, which);
      const mail =
        which === 'resolution_mailed_at' && resolution
          ? atRiskResolvedMail(order, store, { resolution, amountCents: box.resolution_cents ?? 0 })
          : atRiskMail(order, store, {
              reason: box.reason as AtRiskReason,
              latestEvent: box.latest_event,
              latestStatus: box.latest_status,
            });
      await this.context.mailer.send({ from: this.context.config.mailFrom, to: order.customer_email, ...mail });
    } catch (error) {
      this.context.log.error({ err: error, at_risk: id, mail: which }, 'a box-at-risk e-mail failed');
      await releaseMail(this.db, id, stamp, which);
    }
  }

  async list(status: 'open' | 'resolved' | 'all'): Promise<{ items: AtRiskBox[]; total_count: number }> {
    const now = Date.now();
    const items = (await listAtRisk(this.db, status)).map((row) => boxOf(row, now));
    return { items, total_count: items.length };
  }

  /** The dates a replacement of the box may go out for: on offer and open for its order's address. */
  async dates(id: number): Promise<AtRiskDates> {
    const box = await findAtRisk(this.db, id);
    const order = box ? await findOrder(this.db, box.order_id) : undefined;
    if (!box || !order) throw new NotFound('No such box at risk.');
    const store = this.context.readModel.current().byStore.get(order.store_code);
    if (!store) throw new NotFound('The store of this box is gone.');
    return { dates: await this.replacements.openDates(order, store) };
  }

  private async answer(id: number, outcome: AtRiskAction['outcome']): Promise<AtRiskAction> {
    const [row] = await listAtRisk(this.db, 'all', id);
    if (!row) throw new NotFound('No such box at risk.');
    return { ...boxOf(row, Date.now()), outcome };
  }

  /**
   * The open box, or the answer a retry gets when it was resolved already the same way (another way: refused). A
   * replacement claimed longer than ABANDONED_MS ago and never finished (a process stopped) may be taken over: its
   * order, if it was placed, is found again by its key.
   */
  private async openBox(id: number, resolution: Resolution): Promise<{ box: AtRiskRow } | { done: AtRiskAction }> {
    const box = await findAtRisk(this.db, id);
    if (!box) throw new NotFound('No such box at risk.');
    if (box.resolution === resolution) return { done: await this.answer(id, 'already_resolved') };
    const abandoned = box.resolution === 'replacing' && Date.now() - Date.parse(box.resolved_at ?? '') > ABANDONED_MS;
    if (abandoned && resolution === 'replacement') return { box };
    if (box.resolution === 'replacing') throw new Conflict('A replacement is being placed for this box right now. Try again in a moment.');
    if (box.resolution !== null) throw new Conflict(`This box was resolved already (${box.resolution}).`);
    return { box };
  }

  /**
   * Sends the box again: a $0 order with the same lines for the next open delivery date (or the one given), through
   * the placement's own checks (capacity, holds, stock); linked to the box and audited on the original order.
   */
  async replace(id: number, input: { deliveryDate: string | null }, staff: StaffPrincipal): Promise<AtRiskAction> {
    const open = await this.openBox(id, 'replacement');
    if ('done' in open) return open.done;
    const original = await findOrder(this.db, open.box.order_id);
    const store = original ? this.context.readModel.current().byStore.get(original.store_code) : undefined;
    if (!original || !store) throw new NotFound('The order of this box is gone.');
    const stamp = new Date().toISOString();
    const taking =
      open.box.resolution === 'replacing' && open.box.resolved_at
        ? { resolution: 'replacing' as const, resolvedAt: open.box.resolved_at }
        : undefined;
    if (!(await claimResolution(this.db, id, 'replacing', { staffId: staff.id, stamp, ...(taking ? { from: taking } : {}) })))
      return this.replace(id, input, staff);
    let placed: Awaited<ReturnType<ReplacementOrders['place']>>;
    try {
      placed = await this.replacements.place({ original, store, deliveryDate: input.deliveryDate, key: `at-risk-${id}-replacement` });
    } catch (error) {
      await reopen(this.db, id, 'replacing');
      throw error;
    }
    await this.context.dialect.writeTransaction(this.db, async (trx) => {
      await claimResolution(trx, id, 'replacement', {
        staffId: staff.id,
        stamp,
        cents: 0,
        replacementOrderId: placed.order.id,
        from: { resolution: 'replacing', resolvedAt: stamp },
      });
      await this.auditResolution(trx, open.box, staff, 'replacement', {
        replacement_order_id: placed.order.id,
        replacement_increment_id: placed.order.increment_id,
        delivery_date: placed.order.delivery_date,
      });
      // The replacement names its original too (the original's audit names the replacement).
      await audit(trx, {
        staffId: staff.id,
        action: 'order.replacement',
        entityType: 'order',
        entityId: placed.order.id,
        after: { original_order_id: original.id, original_increment_id: original.increment_id, at_risk_id: id },
      });
    });
    return this.answer(id, 'resolved');
  }

  /** Store credit for what is left to give back on the order (or the amount given), in the give-back ledger. */
  async credit(id: number, input: { amountCents: number | null }, staff: StaffPrincipal): Promise<AtRiskAction> {
    const open = await this.openBox(id, 'credit');
    if ('done' in open) return open.done;
    const order = await findOrder(this.db, open.box.order_id);
    if (!order) throw new NotFound('The order of this box is gone.');
    const customerId = order.customer_id;
    if (customerId === null) throw new Conflict('A guest order has no account to credit: refund it, or send a replacement.');
    try {
      await this.context.dialect.writeTransaction(this.db, async (trx) => {
        const stamp = new Date().toISOString();
        await holdOrderLedger(trx, order.id, stamp);
        // Claimed before the amount is read: a twin request waiting on the order's row then finds the box resolved.
        if (!(await claimResolution(trx, id, 'credit', { staffId: staff.id, stamp }))) throw new AlreadyResolved();
        const left = await leftToGiveBack(trx, order.id);
        const leftCents = [...left.lines.values()].reduce((sum, line) => sum + line.centsLeft, 0) + left.shippingCentsLeft;
        const amount = input.amountCents ?? leftCents;
        if (amount <= 0 || amount > leftCents)
          throw new Conflict(`Store credit for a box at risk is at most what is left to give back on its order (${leftCents} cents).`);
        await setResolutionCents(trx, id, amount);
        const note = `box at risk ${id} on order ${order.increment_id}`;
        await recordOrderGiveBack(
          trx,
          { orderId: order.id, source: 'at_risk_credit', destination: 'store_credit', staffId: staff.id, note, stamp },
          amount,
        );
        const balance = await appendCredit(
          trx,
          { customerId, amountCents: amount, reason: note, orderId: order.id, staffId: staff.id },
          stamp,
        );
        await this.auditResolution(trx, open.box, staff, 'credit', { amount_cents: amount, store_credit_balance_cents: balance });
      });
    } catch (error) {
      if (error instanceof AlreadyResolved) return this.credit(id, input, staff);
      throw error;
    }
    await this.mailCustomer(id, 'resolution_mailed_at');
    return this.answer(id, 'resolved');
  }

  /**
   * A refund to the order's payment through the order's refund operation (the amount left to refund, or the amount
   * given), its row naming the box. The customer is mailed once its gateways confirmed it. A refusal that took the
   * refund back opens the box again; a refund its gateway has not confirmed (no answer, or an error once its row was
   * stored) waits for the refund sweep with the box resolved, and staff are told so (503), so nobody refunds it twice.
   */
  async refund(id: number, input: { amountCents: number | null }, staff: StaffPrincipal): Promise<AtRiskAction> {
    const open = await this.openBox(id, 'refund');
    if ('done' in open) return open.done;
    const orderId = open.box.order_id;
    const amount = input.amountCents ?? (await gatewayRefundableCents(this.db, orderId));
    if (amount <= 0) throw new Conflict('Nothing is left to refund at the payment gateway for this order: give store credit instead.');
    let stored: number | null = null;
    let sent: boolean;
    try {
      const refund = await this.orders.refundAmount(
        orderId,
        { amountCents: amount, reason: `box at risk ${id}` },
        staff,
        async (trx, refundId) => {
          const stamp = new Date().toISOString();
          if (!(await claimResolution(trx, id, 'refund', { staffId: staff.id, stamp, cents: amount, refundId })))
            throw new AlreadyResolved();
          stored = refundId;
          await recordOrderGiveBack(
            trx,
            { orderId, source: 'order_refund', destination: 'original', refundId, staffId: staff.id, note: `box at risk ${id}`, stamp },
            amount,
          );
          await this.auditResolution(trx, open.box, staff, 'refund', { amount_cents: amount, refund_id: refundId });
        },
      );
      sent = refund.sent;
    } catch (error) {
      if (error instanceof AlreadyResolved) return this.refund(id, input, staff);
      if (stored !== null) await this.afterRefundFailed(id, stored, error);
      throw error;
    }
    if (!sent) throw new Unavailable(REFUND_WAITING);
    await this.mailCustomer(id, 'resolution_mailed_at');
    return this.answer(id, 'resolved');
  }

  /**
   * A box's refund that failed in its request: a refusal took it back (or kept only what went back before it), so the
   * box is open again; one still pending waits for the refund sweep, and the box stays resolved.
   */
  private async afterRefundFailed(id: number, refundId: number, error: unknown): Promise<void> {
    const standing = await refundStanding(this.db, refundId);
    if (standing === 'pending') {
      this.context.log.warn({ err: error, at_risk: id, refund: refundId }, 'a box’s refund is unconfirmed: left to the refund sweep');
      throw new Unavailable(REFUND_WAITING);
    }
    if (standing !== 'sent') await reopen(this.db, id, 'refund');
  }

  /**
   * A box's refund the refund sweep settled after its request: confirmed, the customer gets the resolution's mail; a
   * refusal (of all of it, or of its rest) opens the box again, as in the request.
   */
  private async refundSettledLate(refundId: number, outcome: LateOutcome): Promise<void> {
    const box = await boxOfRefund(this.db, refundId);
    if (box?.resolution !== 'refund') return;
    if (outcome === 'sent') await this.mailCustomer(box.id, 'resolution_mailed_at');
    else await reopen(this.db, box.id, 'refund');
  }

  private auditResolution(
    trx: Kysely<Database>,
    box: AtRiskRow,
    staff: StaffPrincipal,
    resolution: Resolution,
    details: Record<string, unknown>,
  ): Promise<void> {
    return audit(trx, {
      staffId: staff.id,
      action: `shipment.at_risk_${resolution}`,
      entityType: 'order',
      entityId: box.order_id,
      before: { at_risk_id: box.id, resolution: null },
      after: { at_risk_id: box.id, resolution, ...details },
    });
  }
}
