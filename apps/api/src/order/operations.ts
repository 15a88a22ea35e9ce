import { paysBalance } from './order-changes/pay-balance.js';
import type { z } from 'zod';
import type { cancelOrderForm, orderStatusForm, refundForm, refundPreviewForm, shipmentForm } from '@shoreline/domain/forms/admin';
import { orderHistory } from './money/refund-parts.js';
import { shownPaymentState } from './money/payment-state.js';
import type { Insertable, Kysely } from 'kysely';
import type { ApiContext } from '../context.js';
import type { Database, OrderShipmentsTable } from '../db/index.js';
import { Conflict, Forbidden, NotFound } from '../errors.js';
import { holdOrder, recordStatusChange, type OrderRow } from './storage.js';
import { OrderRefunds } from './money/refunds.js';
import { paymentProblem } from './money/payment-problem.js';
import { releaseOrder } from './release.js';
import { GatewayUnavailableError, type PaymentService } from '../payment/index.js';
import { audit, ROLE_REFUSED, type StaffPrincipal } from '../audit/index.js';
import { shipmentMail } from './mails/shipment-mail.js';
import { sendCancelMail } from './mails/cancel-mail.js';
import { rescheduleOrder } from './reschedule.js';
import type { rescheduleForm } from '@shoreline/domain/forms/admin-delivery';
import { giftOfOrder, giftRecipientMail } from './gift.js';
import { dayInWords } from './mails/confirmation-mail.js';
import { orderMailStore } from './mails/mail-links.js';
import { findItems, findOrder, findOrderPayment, orderRecords, refundableCents, refundedQtyByItem } from './queries.js';
import { RefundStoppedPartWay } from './money/order-payments.js';
import { refusedByGateway, unanswered, type RefundSends } from './money/refund-sends.js';
import { cancelPart, setAsideCancel, undoCancelClaim, voidUntaken, type CancelClaim, type CancelOutcome } from './money/cancel-refund.js';
import { billToOf, extrasOf, handoverOf, optionsByItem, pricedOrderOfOrder } from './pricing-parts.js';
import { allowedMoves, canMove, effectiveStatus, isWorkflowMove, storedStatusesOf, type OrderStatus } from './workflow.js';
import { joinTakeBacks, NOTHING_TAKEN, takeBackGiftCards } from '../gift-cards/index.js';
import { lineRefundCents } from '@shoreline/domain/pricing/line-share';
import { giveBackLedger, leftToGiveBack, type LeftToGiveBack } from '../give-back/index.js';

const NOT_FOUND = 'Order not found.';

/** What a carrier label adds to a shipment row (shipment/ buys it). */
export type ShipmentLabelColumns = Omit<
  Insertable<OrderShipmentsTable>,
  'id' | 'order_id' | 'carrier' | 'track_number' | 'staff_id' | 'shipped_at'
>;

type ShipmentForMail = { carrier: string; trackingNumber: string; trackingUrl: string | null };

/** The boxes of a shipment as the mails name them. */
const trackedParcels = (parcels: readonly ShipmentForMail[]) =>
  parcels.map((parcel) => ({ carrier: parcel.carrier, trackNumber: parcel.trackingNumber, trackingUrl: parcel.trackingUrl }));

const CHANGED_MEANWHILE = 'The order changed meanwhile. Reload it and try again.';

export { lineRefundCents };

/** Told of each status move inside its transaction (lots/ assigns an order's lots when it is packed or shipped). */
export type StatusMoveListener = (
  trx: Kysely<Database>,
  move: { orderId: number; from: OrderStatus; to: OrderStatus; staffId: number | null; stamp: string },
) => Promise<void>;
/** Who changes an order: a member of staff, or the customer themselves (no staff id; said in the history and audit). */
export interface OrderActor {
  staffId: number | null;
  by: 'staff' | 'customer';
}
const staffActor = (staff: StaffPrincipal): OrderActor => ({ staffId: staff.id, by: 'staff' });
const CUSTOMER: OrderActor = { staffId: null, by: 'customer' };
const noteBy = (actor: OrderActor, note: string) => (actor.by === 'customer' ? `By the customer${note ? `: ${note}` : ''}` : note);

/** Order actions of the back office: status moves, shipping, cancel and refunds, each audited in its own transaction. */
export class OrderOperations {
  private readonly refunds: OrderRefunds;
  private readonly moveListeners: StatusMoveListener[] = [];

  constructor(
    private readonly context: ApiContext,
    private readonly payments: PaymentService,
    /** Refunds to the payment, from their row to their gateways (money/refund-sends.ts), and their sweep. */
    readonly sends: RefundSends,
  ) {
    this.refunds = new OrderRefunds(context, sends);
  }

  private get db() {
    return this.context.db;
  }

  /** Adds a listener of status moves (the composition root wires lots/ here). */
  onStatusMove(listener: StatusMoveListener): void {
    this.moveListeners.push(listener);
  }

  private async load(id: number): Promise<OrderRow> {
    const order = await findOrder(this.db, id);
    if (!order) throw new NotFound(NOT_FOUND);
    return order;
  }

  private refuseMove(order: OrderRow, to: OrderStatus, staff: StaffPrincipal): void {
    if (canMove(order.status, to, staff.role)) return;
    if (isWorkflowMove(order.status, to)) throw new Forbidden(ROLE_REFUSED);
    throw new Conflict(`A ${effectiveStatus(order.status)} order cannot become ${to}.`);
  }

  async detail(id: number, staff: StaffPrincipal) {
    const order = await this.load(id);
    const [items, records, refundedQty, ledger, giveBacks, { left, paid, refunded }] = await Promise.all([
      findItems(this.db, id),
      orderRecords(this.db, id),
      refundedQtyByItem(this.db, id),
      leftToGiveBack(this.db, id),
      giveBackLedger(this.db, id),
      refundableCents(this.db, id),
    ]);
    // The priced order replaces the stored wire totals here: they repeat it and name gift cards by their whole code.
    const {
      totals: _wire,
      shipping_address,
      billing_address,
      priced_order: _stored,
      // The gift's columns answer as one `gift`.
      is_gift: _gift,
      gift_message: _message,
      gift_notify_recipient: _notify,
      gift_recipient_email: _email,
      gift_notified_at: _notified,
      // A gift whose recipient chooses the day: answered as gift.recipient_chooses.
      recipient_choose_until: _until,
      recipient_chose_at: _chose,
      recipient_lapsed_at: _lapsed,
      // The key to the shopper's cart and the checkout's own order id are no staff member's business.
      cart_id: _cart,
      client_order_id: _clientOrder,
      ...fields
    } = order;
    const mayRefund = staff.role !== 'packer';
    const priced = pricedOrderOfOrder(order, items);
    const options = optionsByItem(priced, items);
    return {
      ...fields,
      status: effectiveStatus(order.status),
      customer_name: `${order.customer_firstname} ${order.customer_lastname}`.trim(),
      items: items.map(({ product_option, stock_units: _units, ...item }) => ({
        ...item,
        product_option: JSON.parse(product_option) as unknown,
        options: options.get(item.id) ?? [],
        qty_refunded: refundedQty.get(item.id) ?? 0,
        given_back: givenBackOf(ledger, item.id),
      })),
      shipping_address: shipping_address ? (JSON.parse(shipping_address) as unknown) : null,
      billing_address: JSON.parse(billing_address) as unknown,
      ...handoverOf(order, priced),
      bill_to: billToOf(order),
      gift: giftOfOrder(order),
      priced_order: priced,
      extras: extrasOf(priced),
      ...records,
      // What the gateways confirmed: a refund still waiting for its gateway's word is not shown as returned.
      payment_state: shownPaymentState({ state: order.payment_state, refunded: refunded.confirmed, paid }),
      history: orderHistory(records.history, records.refunds, giveBacks, items),
      paid_cents: paid,
      refunded_cents: refunded.confirmed,
      refundable_cents: mayRefund ? Math.max(0, left) : 0,
      give_backs: giveBacks,
      shipping_cents_left: ledger.shippingCentsLeft,
      allowed: allowedMoves(order.status, staff.role),
      may_refund: mayRefund && left > 0,
    };
  }

  /** One status move in a transaction: the row moves only from the status it was read in. */
  private async move(
    order: OrderRow,
    to: OrderStatus,
    actor: OrderActor,
    note: string,
    extra?: (trx: Kysely<Database>, stamp: string) => Promise<Record<string, unknown> | void>,
  ): Promise<void> {
    const from = effectiveStatus(order.status);
    await this.context.dialect.writeTransaction(this.db, async (trx) => {
      const stamp = new Date().toISOString();
      const moved = await trx
        .updateTable('orders')
        .set({ status: to, updated_at: stamp })
        .where('id', '=', order.id)
        .where('status', 'in', storedStatusesOf(from))
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new Conflict(CHANGED_MEANWHILE);
      await recordStatusChange(trx, { orderId: order.id, from, to, note: noteBy(actor, note), staffId: actor.staffId, stamp });
      const details = (await extra?.(trx, stamp)) ?? {};
      for (const listener of this.moveListeners) await listener(trx, { orderId: order.id, from, to, staffId: actor.staffId, stamp });
      await audit(trx, {
        staffId: actor.staffId,
        action: `order.${to === 'canceled' ? 'cancel' : to === 'shipped' ? 'ship' : 'status'}`,
        entityType: 'order',
        entityId: order.id,
        before: { status: from },
        after: { status: to, ...(note ? { note } : {}), ...details, ...(actor.by === 'customer' ? { by: 'customer' } : {}) },
      });
    });
  }

  async setStatus(id: number, input: z.output<typeof orderStatusForm>, staff: StaffPrincipal) {
    const order = await this.load(id);
    this.refuseMove(order, input.status, staff);
    await this.move(order, input.status, staffActor(staff), input.note ?? '');
    return this.detail(id, staff);
  }

  /**
   * Ships a packed order; `label` is the carrier label bought for it (shipment/), kept on the shipment row; `moreBoxes`
   * the labels of its other boxes when it ships in several, each a shipment row of its own (box 2, 3, …).
   */
  async ship(
    id: number,
    input: z.output<typeof shipmentForm>,
    staff: StaffPrincipal,
    label?: ShipmentLabelColumns,
    moreBoxes: ReadonlyArray<{ carrier: string; trackingNumber: string; label: ShipmentLabelColumns }> = [],
  ) {
    const order = await this.load(id);
    this.refuseMove(order, 'shipped', staff);
    const shipped = [input, ...moreBoxes].map((box) => `${box.carrier} ${box.trackingNumber}`).join(', ');
    await this.move(order, 'shipped', staffActor(staff), input.note ? `${shipped}: ${input.note}` : shipped, async (trx, stamp) => {
      const boxes = [{ carrier: input.carrier, trackingNumber: input.trackingNumber, label }, ...moreBoxes];
      await trx
        .insertInto('order_shipments')
        .values(
          boxes.map((box, index) => ({
            ...box.label,
            ...(moreBoxes.length ? { box_number: index + 1 } : {}),
            order_id: id,
            carrier: box.carrier,
            track_number: box.trackingNumber,
            staff_id: staff.id,
            shipped_at: stamp,
          })),
        )
        .execute();
      return {
        carrier: input.carrier,
        track_number: input.trackingNumber,
        ...(label ? { provider: label.provider, service: label.service } : {}),
      };
    });
    const shipment = { ...input, trackingUrl: label?.tracking_url ?? null };
    const parcels = [shipment, ...moreBoxes.map((box) => ({ ...box, trackingUrl: box.label.tracking_url ?? null }))];
    void this.sendShipmentMail(order, parcels);
    if (order.is_gift === 1 && order.gift_notify_recipient === 1 && order.gift_recipient_email) void this.tellGiftRecipient(order, parcels);
    return this.detail(id, staff);
  }

  /**
   * A shipped order whose carrier labels were voided (shipment/: the parcels never left) goes back to packed, so it
   * can be shipped again; an order in any other status is left as it is.
   */
  async backToPacked(id: number, staff: StaffPrincipal, note: string): Promise<void> {
    const order = await this.load(id);
    if (effectiveStatus(order.status) === 'shipped') await this.move(order, 'packed', staffActor(staff), note);
  }

  /** Moves a delivery that has not shipped to another date (order/reschedule.ts); the customer is mailed the new date. */
  async reschedule(id: number, input: z.output<typeof rescheduleForm>, staff: StaffPrincipal) {
    await rescheduleOrder(this.context, id, input, staff);
    return this.detail(id, staff);
  }

  /**
   * A gift whose buyer asked for it: the recipient's own "on its way" e-mail (the buyer still gets theirs), with the
   * message and every box's tracking number and no price. When it went out is kept on the order (the back office
   * shows it).
   */
  private async tellGiftRecipient(order: OrderRow, parcels: readonly ShipmentForMail[]): Promise<void> {
    try {
      const { brand } = await orderMailStore(this.context, order);
      const arrival = order.delivery_date
        ? dayInWords(order.delivery_date, brand.locale, this.context.config.shipping.calendar.timeZone)
        : null;
      const mail = giftRecipientMail(order, { brand, arrival }, trackedParcels(parcels));
      await this.context.mailer.send({ from: this.context.config.mailFrom, to: order.gift_recipient_email ?? '', ...mail });
      await this.db.updateTable('orders').set({ gift_notified_at: new Date().toISOString() }).where('id', '=', order.id).execute();
    } catch (error) {
      this.context.log.error({ err: error, order: order.increment_id }, 'gift recipient e-mail failed');
    }
  }

  /** The customer's "on its way" mail, with every box's tracking. */
  private async sendShipmentMail(order: OrderRow, parcels: readonly ShipmentForMail[]): Promise<void> {
    try {
      const mail = shipmentMail(order, await orderMailStore(this.context, order), trackedParcels(parcels));
      await this.context.mailer.send({ from: this.context.config.mailFrom, to: order.customer_email, ...mail });
    } catch (error) {
      this.context.log.error({ err: error, order: order.increment_id }, 'shipment e-mail failed');
    }
  }

  /**
   * Gives the money back before the order is canceled, so a gateway refusal leaves the order as it was (money/cancel-refund.ts):
   * a payment that took nothing yet (authorized, pending, or captured outside any gateway) is voided; what the claim
   * holds goes back over the payments taken through a gateway, the newest first (a balance a change left due before
   * the first payment). A gateway that does not answer leaves that refund pending for the sweep, and the cancel goes on.
   */
  private async reversePayments(orderId: number, claim: CancelClaim | null, reason: string): Promise<void> {
    await voidUntaken(this.db, this.payments, orderId, reason);
    if (!claim?.throughGateways) return;
    try {
      await this.sends.sendStored(orderId, claim.refundId, cancelPart(this.payments, reason));
    } catch (error) {
      if (!unanswered(error)) throw error;
      this.context.log.warn({ err: error, refund: claim.refundId }, 'a cancel’s refund is unconfirmed: left to the sweep');
    }
  }

  /**
   * Cancels an order that has not shipped: claims what is left to give back (as a refund does, so a
   * refund at the same moment cannot give it too), voids or refunds the payment, then moves the
   * order to canceled and puts every line back on stock in one transaction.
   */
  async cancel(id: number, { reason, notifyCustomer, customerMessage }: z.output<typeof cancelOrderForm>, staff: StaffPrincipal) {
    const order = await this.load(id);
    this.refuseMove(order, 'canceled', staff);
    const outcome = await this.cancelOrder(order, reason, staffActor(staff));
    if (notifyCustomer) {
      const canceled = await this.load(id);
      void sendCancelMail(this.context, canceled, outcome, { by: 'shop', message: customerMessage || null });
    }
    return this.detail(id, staff);
  }

  /**
   * The customer's own cancel (order/self-service/self-service.ts decides when it is still allowed): the staff's cancel without
   * a role, named as the customer's in the history and the audit log.
   */
  async cancelForCustomer(id: number, reason: string): Promise<CancelOutcome> {
    const order = await this.load(id);
    if (!isWorkflowMove(order.status, 'canceled')) throw new Conflict(`A ${effectiveStatus(order.status)} order cannot be canceled.`);
    return this.cancelOrder(order, reason, CUSTOMER);
  }

  private async cancelOrder(order: OrderRow, reason: string, actor: OrderActor): Promise<CancelOutcome> {
    const { id } = order;
    const payment = await findOrderPayment(this.db, id);
    // The gateway holds the capture (an eCheck clearing): it can be neither voided nor refunded until the gateway decides.
    const provider = payment ? this.context.payments.of(payment) : undefined;
    if (payment?.state === 'pending' && provider?.holdsPendingCaptures) {
      const name = provider.method.title;
      // A held payment of a change's balance: a denial puts the balance back due, it does not cancel the order.
      const ifDenied = (await paysBalance(this.db, payment.id)) ? 'the balance falls due again' : 'it is canceled';
      throw new Conflict(
        `${name} has not completed this payment yet. Cancel the order once ${name} completes it (or ${ifDenied} if ${name} denies it).`,
      );
    }
    let giftCards = NOTHING_TAKEN;
    const claim = await this.context.dialect.writeTransaction(this.db, async (trx): Promise<CancelClaim | null> => {
      const stamp = new Date().toISOString();
      await holdOrder(trx, id, stamp);
      const current = await findOrder(trx, id);
      if (!current || !isWorkflowMove(current.status, 'canceled')) throw new Conflict(CHANGED_MEANWHILE);
      // The cards the order bought go first, so none is spent while the money goes back; what was spent stays paid.
      giftCards = await takeBackGiftCards(trx, id, 'all', stamp);
      const left = (await refundableCents(trx, id)).left - giftCards.spentCents;
      if (left <= 0) return null;
      return setAsideCancel(trx, { orderId: id, paymentId: payment?.id ?? null, left, reason, staffId: actor.staffId, stamp, giftCards });
    });
    try {
      await this.reversePayments(id, claim, `order canceled: ${reason}`);
    } catch (error) {
      // Only a refusal (or a void that did not answer) says no money went: anything else leaves the refund to the sweep.
      if (!refusedByGateway(error) && !(error instanceof GatewayUnavailableError)) throw error;
      await this.context.dialect.writeTransaction(this.db, (trx) =>
        undoCancelClaim(trx, { orderId: id, claim, giftCards, staffId: actor.staffId }, error),
      );
      paymentProblem(error instanceof RefundStoppedPartWay ? error.failure : error, 'cancel');
    }
    const [items, after] = await Promise.all([findItems(this.db, id), findOrderPayment(this.db, id)]);
    const outcome: CancelOutcome = {
      refundId: claim?.refundId ?? null,
      returnedCents: claim?.amount ?? 0,
      storeCreditCents: 0,
      giftCardCents: 0,
      authorizationReleased: payment?.state === 'authorized' && after?.state === 'voided',
    };
    try {
      await this.move(order, 'canceled', actor, reason, async (trx, stamp) => {
        if (after) await trx.updateTable('orders').set({ payment_state: after.state }).where('id', '=', id).execute();
        // Stock, store credit and gift-card balances go back; cards issued since the claim (none while the payment is given back) go too.
        const released = await releaseOrder(trx, order, items, stamp, actor.staffId);
        outcome.storeCreditCents = released.storeCreditReturned;
        outcome.giftCardCents = released.giftCardReturned;
        const taken = joinTakeBacks(giftCards, released.giftCardsTakenBack);
        return {
          gift_cards_taken_back: taken.cards.map((card) => ({ id: card.cardId, unspent_cents: card.unspentCents })),
          payment_state: after?.state ?? null,
          returned_cents: claim?.amount ?? 0,
          store_credit_returned_cents: released.storeCreditReturned,
          gift_card_returned_cents: released.giftCardReturned,
          restocked_products: released.restocked,
        };
      });
    } catch (error) {
      this.context.log.error({ err: error, order: order.increment_id }, 'the payment was given back but the order was not canceled');
      throw error;
    }
    void this.context.readModel.refreshIfChanged().catch(() => undefined);
    return outcome;
  }

  /**
   * Refunds chosen units (and/or the shipping), an amount, or the whole order (order/money/refunds.ts), and answers the
   * order as GET does.
   */
  async refund(id: number, input: z.output<typeof refundForm>, staff: StaffPrincipal) {
    await this.refunds.refund(id, input, staff);
    return this.detail(id, staff);
  }

  /** What a refund would give back, without giving anything (order/money/refunds.ts). */
  previewRefund(id: number, input: z.output<typeof refundPreviewForm>, staff: StaffPrincipal) {
    return this.refunds.preview(id, input, staff);
  }

  /** Gives an amount back through the payment's gateway, not tied to units: a freshness claim's approval (order/money/refunds.ts). */
  refundAmount(...args: Parameters<OrderRefunds['refundAmount']>) {
    return this.refunds.refundAmount(...args);
  }
}

/** A line's part of the back office's ledger: what was given back on it and what is left, in units and cents. */
function givenBackOf(ledger: LeftToGiveBack, itemId: number) {
  const line = ledger.lines.get(itemId);
  return {
    qty: line?.givenQty ?? 0,
    cents: line?.givenCents ?? 0,
    qty_left: line?.qtyLeft ?? 0,
    cents_left: line?.centsLeft ?? 0,
  };
}
