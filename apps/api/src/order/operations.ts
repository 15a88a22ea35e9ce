import type { z } from 'zod';
import type { cancelOrderForm, orderStatusForm, refundForm, shipmentForm } from '@shoreline/domain/forms/admin';
import type { Kysely } from 'kysely';
import type { ApiContext } from '../context.js';
import type { Database } from '../db/index.js';
import { Conflict, Forbidden, InvalidInput, NotFound, Unavailable, UpstreamFailed } from '../errors.js';
import { recordStatusChange, type OrderItemRow, type OrderRow } from './storage.js';
import { releaseOrder } from './release.js';
import { GatewayUnavailableError, IllegalPaymentTransition, PaymentOperationRefused, type PaymentService } from '../payment/index.js';
import type { PaymentRow } from '../payment/index.js';
import { audit, ROLE_REFUSED, type StaffPrincipal } from '../audit/index.js';
import { shipmentMail } from './shipment-mail.js';
import { rescheduleOrder } from './reschedule.js';
import type { rescheduleForm } from '@shoreline/domain/forms/admin-delivery';
import { giftOfOrder, giftRecipientMail } from './gift.js';
import { dayInWords } from './confirmation-mail.js';
import { orderMailStore } from './mail-links.js';
import { findItems, findOrder, findOrderPayment, orderRecords, paidCents, refundableCents, refundedQtyByItem } from './queries.js';
import { billToOf, extrasOf, handoverOf, optionsByItem, pricedOrderOfOrder } from './pricing-parts.js';
import { allowedMoves, canMove, effectiveStatus, isWorkflowMove, storedStatusesOf, type OrderStatus } from './workflow.js';
import { appendCredit } from '../store-credit/index.js';
import { joinTakeBacks, NOTHING_TAKEN, reinstateGiftCards, spentCardsOf, takeBackGiftCards, type TakeBack } from '../gift-cards/index.js';
import { lineRefundCents } from '@shoreline/domain/pricing/line-share';
import { unitsCents, type LineLeft } from '@shoreline/domain/pricing/give-back';
import { REASON } from '@shoreline/domain/error-reasons';
import { giveBackLedger, leftToGiveBack, recordGiveBack, recordOrderGiveBack, type LeftToGiveBack } from '../give-back/index.js';

const NOT_FOUND = 'Order not found.';
const CHANGED_MEANWHILE = 'The order changed meanwhile. Reload it and try again.';

export { lineRefundCents };

/** What a refund or cancel set aside to give back, before the gateway is asked. */
interface RefundClaim {
  refundId: number;
  amount: number;
}

/** A refund that would give nothing back because the gift cards it covers were spent. */
const spentGiftCards = (taken: TakeBack) =>
  `Gift card ${spentCardsOf(taken).join(', ')} has been spent already, so there is nothing to give back for it: ` +
  'a gift card is refunded only as far as it is unspent (it is disabled either way).';

/** One refund as its row and its audit entry record it. */
interface RefundRecord {
  orderId: number;
  amount: number;
  shippingCents: number;
  to: 'original' | 'store_credit';
  paymentId: number | null;
  reason: string;
  /** What the order had refunded before this refund. */
  refundedBefore: number;
}

/** Writes the refund row, which sets the amount aside before any money moves; answers its id. */
async function insertRefund(trx: Kysely<Database>, refund: RefundRecord, staff: StaffPrincipal, stamp: string): Promise<number> {
  const row = await trx
    .insertInto('order_refunds')
    .values({
      order_id: refund.orderId,
      amount_cents: refund.amount,
      shipping_cents: refund.shippingCents,
      destination: refund.to,
      payment_id: refund.paymentId,
      reason: refund.reason,
      staff_id: staff.id,
      created_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Audits a refund: the order's refunded total before and after, and `more` that the refund did besides. */
async function auditRefund(
  trx: Kysely<Database>,
  refund: RefundRecord,
  refundId: number,
  staff: StaffPrincipal,
  more: Record<string, unknown> = {},
): Promise<void> {
  await audit(trx, {
    staffId: staff.id,
    action: 'order.refund',
    entityType: 'order',
    entityId: refund.orderId,
    before: { refunded_cents: refund.refundedBefore },
    after: {
      refunded_cents: refund.refundedBefore + refund.amount,
      refund_id: refundId,
      amount_cents: refund.amount,
      to: refund.to,
      ...more,
    },
  });
}

/** Holds the order row (PostgreSQL) for the rest of the transaction; SQLite's write transaction holds the whole database. */
async function holdOrder(trx: Kysely<Database>, id: number, stamp: string): Promise<void> {
  await trx.updateTable('orders').set({ updated_at: stamp }).where('id', '=', id).execute();
}

/** Turns a gateway refusal or outage into an answer the back office can show. */
function paymentProblem(error: unknown, what: string): never {
  if (error instanceof PaymentOperationRefused) throw new UpstreamFailed(`${error.message}. The order was not changed (${what}).`);
  if (error instanceof GatewayUnavailableError)
    throw new Unavailable(`The payment service did not answer; nothing was changed (${what}). Try again in a minute.`);
  if (error instanceof IllegalPaymentTransition) throw new Conflict(`The payment cannot be changed now: ${error.message}.`);
  throw error;
}

/** Order actions of the back office: status moves, shipping, cancel and refunds, each audited in its own transaction. */
export class OrderOperations {
  constructor(
    private readonly context: ApiContext,
    private readonly payments: PaymentService,
  ) {}

  private get db() {
    return this.context.db;
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
    const [items, records, refundedQty, payment, ledger, giveBacks] = await Promise.all([
      findItems(this.db, id),
      orderRecords(this.db, id),
      refundedQtyByItem(this.db, id),
      findOrderPayment(this.db, id),
      leftToGiveBack(this.db, id),
      giveBackLedger(this.db, id),
    ]);
    const { left, refunded } = await refundableCents(this.db, id, payment);
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
      paid_cents: paidCents(payment),
      refunded_cents: refunded.total,
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
    staff: StaffPrincipal,
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
      await recordStatusChange(trx, { orderId: order.id, from, to, note, staffId: staff.id, stamp });
      const details = (await extra?.(trx, stamp)) ?? {};
      await audit(trx, {
        staffId: staff.id,
        action: `order.${to === 'canceled' ? 'cancel' : to === 'shipped' ? 'ship' : 'status'}`,
        entityType: 'order',
        entityId: order.id,
        before: { status: from },
        after: { status: to, ...(note ? { note } : {}), ...details },
      });
    });
  }

  async setStatus(id: number, input: z.output<typeof orderStatusForm>, staff: StaffPrincipal) {
    const order = await this.load(id);
    this.refuseMove(order, input.status, staff);
    await this.move(order, input.status, staff, input.note ?? '');
    return this.detail(id, staff);
  }

  async ship(id: number, input: z.output<typeof shipmentForm>, staff: StaffPrincipal) {
    const order = await this.load(id);
    this.refuseMove(order, 'shipped', staff);
    const shipped = `${input.carrier} ${input.trackingNumber}`;
    await this.move(order, 'shipped', staff, input.note ? `${shipped}: ${input.note}` : shipped, async (trx, stamp) => {
      await trx
        .insertInto('order_shipments')
        .values({ order_id: id, carrier: input.carrier, track_number: input.trackingNumber, staff_id: staff.id, shipped_at: stamp })
        .execute();
      return { carrier: input.carrier, track_number: input.trackingNumber };
    });
    void this.sendShipmentMail(order, input);
    if (order.is_gift === 1 && order.gift_notify_recipient === 1 && order.gift_recipient_email) void this.tellGiftRecipient(order, input);
    return this.detail(id, staff);
  }

  /** Moves a delivery that has not shipped to another date (order/reschedule.ts); the customer is mailed the new date. */
  async reschedule(id: number, input: z.output<typeof rescheduleForm>, staff: StaffPrincipal) {
    await rescheduleOrder(this.context, id, input, staff);
    return this.detail(id, staff);
  }

  /**
   * A gift whose buyer asked for it: the recipient's own "on its way" e-mail (the buyer still gets theirs), with the
   * message and the tracking number and no price. When it went out is kept on the order (the back office shows it).
   */
  private async tellGiftRecipient(order: OrderRow, shipment: { carrier: string; trackingNumber: string }): Promise<void> {
    try {
      const { brand } = await orderMailStore(this.context, order);
      const arrival = order.delivery_date
        ? dayInWords(order.delivery_date, brand.locale, this.context.config.shipping.calendar.timeZone)
        : null;
      const mail = giftRecipientMail(
        order,
        { brand, arrival },
        {
          carrier: shipment.carrier,
          trackNumber: shipment.trackingNumber,
        },
      );
      await this.context.mailer.send({ from: this.context.config.mailFrom, to: order.gift_recipient_email ?? '', ...mail });
      await this.db.updateTable('orders').set({ gift_notified_at: new Date().toISOString() }).where('id', '=', order.id).execute();
    } catch (error) {
      this.context.log.error({ err: error, order: order.increment_id }, 'gift recipient e-mail failed');
    }
  }

  private async sendShipmentMail(order: OrderRow, shipment: { carrier: string; trackingNumber: string }): Promise<void> {
    try {
      const mail = shipmentMail(order, await orderMailStore(this.context, order), {
        carrier: shipment.carrier,
        trackNumber: shipment.trackingNumber,
      });
      await this.context.mailer.send({ from: this.context.config.mailFrom, to: order.customer_email, ...mail });
    } catch (error) {
      this.context.log.error({ err: error, order: order.increment_id }, 'shipment e-mail failed');
    }
  }

  /**
   * Gives the money back before the order is canceled, so a gateway refusal leaves the order as
   * it was: a void where the gateway allows it (nothing was refunded yet), else a refund of what
   * the claim holds (what is left after earlier refunds).
   */
  private async reversePayment(payment: PaymentRow | undefined, claim: RefundClaim | null, reason: string): Promise<void> {
    if (!payment) return;
    if (payment.state === 'authorized' || payment.state === 'pending' || (payment.state === 'captured' && payment.gateway === null)) {
      await this.payments.void(payment.id, reason);
      return;
    }
    if (payment.state !== 'captured' || !claim) return;
    if (payment.gateway === 'nmi' && claim.amount === payment.amount_cents) {
      try {
        await this.payments.void(payment.id, reason);
        return;
      } catch (error) {
        // A sale that settled cannot be voided: refund it.
        if (!(error instanceof PaymentOperationRefused)) throw error;
      }
    }
    await this.payments.refund(payment.id, claim.amount, reason);
  }

  /**
   * Cancels an order that has not shipped: claims what is left to give back (as a refund does, so a
   * refund at the same moment cannot give it too), voids or refunds the payment, then moves the
   * order to canceled and puts every line back on stock in one transaction.
   */
  async cancel(id: number, { reason }: z.output<typeof cancelOrderForm>, staff: StaffPrincipal) {
    const order = await this.load(id);
    this.refuseMove(order, 'canceled', staff);
    const payment = await findOrderPayment(this.db, id);
    // PayPal holds the capture (an eCheck clearing): it can be neither voided nor refunded until PayPal decides.
    if (payment?.gateway === 'paypal' && payment.state === 'pending')
      throw new Conflict(
        'PayPal has not completed this payment yet. Cancel the order once PayPal completes it (or it is canceled if PayPal denies it).',
      );
    let giftCards = NOTHING_TAKEN;
    const claim = await this.context.dialect.writeTransaction(this.db, async (trx): Promise<RefundClaim | null> => {
      const stamp = new Date().toISOString();
      await holdOrder(trx, id, stamp);
      const current = await findOrder(trx, id);
      if (!current || !isWorkflowMove(current.status, 'canceled')) throw new Conflict(CHANGED_MEANWHILE);
      // The cards the order bought go first, so none is spent while the money goes back; what was spent stays paid.
      giftCards = await takeBackGiftCards(trx, id, 'all', stamp);
      const left = (await refundableCents(trx, id, payment)).left - giftCards.spentCents;
      if (left <= 0) return null;
      const refund = await trx
        .insertInto('order_refunds')
        .values({
          order_id: id,
          amount_cents: left,
          shipping_cents: 0,
          destination: 'original',
          payment_id: payment?.id ?? null,
          reason: `canceled: ${reason}`,
          staff_id: staff.id,
          created_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordOrderGiveBack(
        trx,
        {
          orderId: id,
          source: 'cancel',
          destination: 'original',
          refundId: refund.id,
          staffId: staff.id,
          note: `canceled: ${reason}`,
          stamp,
        },
        left,
      );
      return { refundId: refund.id, amount: left };
    });
    try {
      await this.reversePayment(payment, claim, `order canceled: ${reason}`);
    } catch (error) {
      await this.context.dialect.writeTransaction(this.db, async (trx) => {
        if (claim) await trx.deleteFrom('order_refunds').where('id', '=', claim.refundId).execute();
        await reinstateGiftCards(trx, giftCards, id, new Date().toISOString());
      });
      paymentProblem(error, 'cancel');
    }
    const [items, after] = await Promise.all([findItems(this.db, id), findOrderPayment(this.db, id)]);
    try {
      await this.move(order, 'canceled', staff, reason, async (trx, stamp) => {
        if (after) await trx.updateTable('orders').set({ payment_state: after.state }).where('id', '=', id).execute();
        // Stock, store credit and gift-card balances go back; cards issued since the claim (none while the payment is given back) go too.
        const released = await releaseOrder(trx, order, items, stamp, staff.id);
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
    return this.detail(id, staff);
  }

  /**
   * Refunds lines (or all that is left) to the payment or to store credit. The refund row is
   * written first, in a transaction that holds the order row, so two refunds at once can never
   * give back more than was paid; should the gateway then refuse, the row is taken back.
   */
  async refund(id: number, input: z.output<typeof refundForm>, staff: StaffPrincipal) {
    const order = await this.load(id);
    if (input.to === 'store_credit' && order.customer_id === null)
      throw new InvalidInput('A guest order cannot be refunded to store credit: refund it to the original payment.');
    const payment = await findOrderPayment(this.db, id);
    const claim = await this.context.dialect.writeTransaction(this.db, async (trx) => {
      const stamp = new Date().toISOString();
      await holdOrder(trx, id, stamp);
      const [items, ledger, { left, refunded }] = await Promise.all([
        findItems(trx, id),
        leftToGiveBack(trx, id),
        refundableCents(trx, id, payment),
      ]);
      if (left <= 0) throw new Conflict('Nothing is left to refund on this order.', { reason: REASON.refundNothingLeft });
      const lines = input.lines ? this.refundLines(items, ledger, input.lines) : [];
      const shippingCents = input.shipping && refunded.shipping === 0 ? order.shipping_cents : 0;
      if (input.shipping && refunded.shipping > 0) throw new Conflict('The shipping was refunded already.');
      const giftCards = await this.takeBackRefundedCards(trx, id, input.lines ? lines : null, stamp);
      const amount = input.lines ? lines.reduce((sum, line) => sum + line.amount, 0) + shippingCents : left - giftCards.spentCents;
      if (amount <= 0 && giftCards.spentCents > 0) throw new Conflict(spentGiftCards(giftCards));
      if (amount <= 0) throw new InvalidInput('The refund is empty.');
      if (amount > left)
        throw new Conflict(`A refund cannot exceed what was paid minus what was given back (${left} cents left).`, {
          reason: REASON.refundNothingLeft,
        });
      const record: RefundRecord = {
        orderId: id,
        amount,
        shippingCents: input.lines ? shippingCents : 0,
        to: input.to,
        paymentId: input.to === 'original' ? (payment?.id ?? null) : null,
        reason: input.reason,
        refundedBefore: refunded.total,
      };
      const refundId = await insertRefund(trx, record, staff, stamp);
      if (lines.length)
        await trx
          .insertInto('order_refund_lines')
          .values(lines.map((line) => ({ refund_id: refundId, order_item_id: line.item.id, qty: line.qty, amount_cents: line.amount })))
          .execute();
      const origin = { orderId: id, destination: input.to, refundId, staffId: staff.id, note: input.reason, stamp };
      if (input.lines)
        await recordGiveBack(
          trx,
          { ...origin, source: 'line_refund' },
          { lines: lines.map((line) => ({ itemId: line.item.id, qty: line.qty, cents: line.amount })), shippingCents },
        );
      else await recordOrderGiveBack(trx, { ...origin, source: 'order_refund' }, amount);
      const credit = input.to === 'store_credit' ? await this.addStoreCredit(trx, order, amount, input.reason, staff, stamp) : null;
      await auditRefund(trx, record, refundId, staff, {
        lines: lines.map((line) => ({ orderItemId: line.item.id, qty: line.qty, amount_cents: line.amount })),
        ...(credit ? { store_credit_balance_cents: credit } : {}),
        ...(giftCards.cards.length
          ? { gift_cards_taken_back: giftCards.cards.map((card) => ({ id: card.cardId, unspent_cents: card.unspentCents })) }
          : {}),
      });
      return { refundId, amount, giftCards };
    });
    if (input.to === 'original') await this.refundAtGateway(order, payment, claim, input.reason, staff);
    return this.detail(id, staff);
  }

  /**
   * Gives an amount back to the order's payment through its gateway, not tied to units (a freshness claim's
   * approval: claims/). As refund() does, the refund row is written first in a transaction that holds the order
   * row, so the amount can never exceed what was paid minus what was refunded; `within` runs in that same
   * transaction (the claim's own write), and a gateway refusal takes the row back and answers 502/503.
   */
  async refundAmount(
    id: number,
    input: { amountCents: number; reason: string },
    staff: StaffPrincipal,
    within?: (trx: Kysely<Database>, refundId: number) => Promise<void>,
  ): Promise<{ refundId: number; paymentState: string | null }> {
    const order = await this.load(id);
    const payment = await findOrderPayment(this.db, id);
    if (!payment || payment.gateway === null)
      throw new Conflict('This order was not paid through a card or PayPal payment: give store credit instead.');
    const claim = await this.context.dialect.writeTransaction(this.db, async (trx) => {
      const stamp = new Date().toISOString();
      await holdOrder(trx, id, stamp);
      const { left, refunded } = await refundableCents(trx, id, payment);
      if (input.amountCents > left)
        throw new Conflict(`A refund cannot exceed what was paid minus what was given back (${Math.max(0, left)} cents left).`, {
          reason: REASON.refundNothingLeft,
        });
      const record: RefundRecord = {
        orderId: id,
        amount: input.amountCents,
        shippingCents: 0,
        to: 'original',
        paymentId: payment.id,
        reason: input.reason,
        refundedBefore: refunded.total,
      };
      const refundId = await insertRefund(trx, record, staff, stamp);
      await within?.(trx, refundId);
      await auditRefund(trx, record, refundId, staff);
      return { refundId, amount: input.amountCents, giftCards: NOTHING_TAKEN };
    });
    await this.refundAtGateway(order, payment, claim, input.reason, staff);
    const after = await findOrderPayment(this.db, id);
    return { refundId: claim.refundId, paymentState: after?.state ?? null };
  }

  /**
   * Gift cards a refund covers are taken back before any money moves: the units of the gift-card lines it
   * names (each line then gives back only what is unspent on its cards), or every card for a refund of all
   * that is left (which then keeps back what the cards' holders spent).
   */
  private async takeBackRefundedCards(
    trx: Kysely<Database>,
    orderId: number,
    lines: Array<{ item: OrderItemRow; qty: number; amount: number }> | null,
    stamp: string,
  ): Promise<TakeBack> {
    if (!lines) return takeBackGiftCards(trx, orderId, 'all', stamp);
    let taken = NOTHING_TAKEN;
    for (const line of lines) {
      if (line.item.product_type !== 'giftcard') continue;
      const cards = await takeBackGiftCards(trx, orderId, { lines: [{ orderItemId: line.item.id, qty: line.qty }] }, stamp);
      line.amount = cards.refundableCents;
      taken = joinTakeBacks(taken, cards);
    }
    return taken;
  }

  /** Each named line's units and cents: never more than the ledger has left on the line (refunds and approved claims counted). */
  private refundLines(items: OrderItemRow[], ledger: LeftToGiveBack, wanted: Array<{ orderItemId: number; qty: number }>) {
    if (new Set(wanted.map((line) => line.orderItemId)).size !== wanted.length)
      throw new InvalidInput('Name each order item once, with the quantity to refund.');
    return wanted.map((line) => {
      const item = items.find((candidate) => candidate.id === line.orderItemId);
      if (!item) throw new InvalidInput(`Order item ${line.orderItemId} is not on this order.`);
      const left: LineLeft | undefined = ledger.lines.get(item.id);
      const qtyLeft = left?.qtyLeft ?? 0;
      if (!left || line.qty > qtyLeft)
        throw new Conflict(`Only ${qtyLeft} of ${item.sku} can still be given back: the rest was refunded or settled by a claim.`, {
          reason: REASON.refundLineGivenBack,
        });
      return { item, qty: line.qty, amount: unitsCents(left, line.qty) };
    });
  }

  private async addStoreCredit(
    trx: Kysely<Database>,
    order: OrderRow,
    amount: number,
    reason: string,
    staff: StaffPrincipal,
    stamp: string,
  ) {
    return appendCredit(
      trx,
      {
        customerId: order.customer_id ?? 0,
        amountCents: amount,
        reason: `refund of order ${order.increment_id}: ${reason}`,
        orderId: order.id,
        staffId: staff.id,
      },
      stamp,
    );
  }

  private async refundAtGateway(
    order: OrderRow,
    payment: PaymentRow | undefined,
    claim: RefundClaim & { giftCards: TakeBack },
    reason: string,
    staff: StaffPrincipal,
  ): Promise<void> {
    try {
      if (!payment) throw new PaymentOperationRefused('The order has no payment to refund to');
      const after = await this.payments.refund(payment.id, claim.amount, reason);
      await this.db.updateTable('orders').set({ payment_state: after.state }).where('id', '=', order.id).execute();
    } catch (error) {
      await this.context.dialect.writeTransaction(this.db, async (trx) => {
        await trx.deleteFrom('order_refunds').where('id', '=', claim.refundId).execute();
        await reinstateGiftCards(trx, claim.giftCards, order.id, new Date().toISOString());
        await audit(trx, {
          staffId: staff.id,
          action: 'order.refund_failed',
          entityType: 'order',
          entityId: order.id,
          before: { refund_id: claim.refundId, amount_cents: claim.amount },
          after: { error: error instanceof Error ? error.message : 'unknown error' },
        });
      });
      paymentProblem(error, 'refund');
    }
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
