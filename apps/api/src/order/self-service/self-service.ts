import { fromCents } from '@shoreline/domain';
import { REASON, type ErrorReason } from '@shoreline/domain/error-reasons';
import { deliveryDayText } from '@shoreline/domain/messages';
import type { ChangeOptionsWire, ChangesClosedReason } from '@shoreline/domain/wire/order-changes';
import type { ApiContext } from '../../context.js';
import { Conflict, Forbidden, NotFound } from '../../errors.js';
import { rowId } from '../../http/index.js';
import { availableDeliveryDates, cutoffFor, dateAvailability, OVERNIGHT } from '../../delivery/index.js';
import { deliveryPriceDifference } from './date-price.js';
import { contactOf, localeOf } from '../order-store.js';
import { findOrder } from '../queries.js';
import type { OrderRow } from '../storage.js';
import { effectiveStatus } from '../workflow.js';
import { isReceiptLink } from '../receipt-link.js';
import { RECEIPT_NOT_VALID } from '../receipt.js';
import { awaitsDay, MOVABLE, moveDeliveryDate, orderRegion } from '../reschedule.js';
import type { OrderOperations } from '../operations.js';
import { sendCancelMail } from '../mails/cancel-mail.js';
import type { CancelOutcome } from '../money/cancel-refund.js';
import { changesCloseHours, selfServiceOn, unchangeableProduct } from './self-service-setting.js';

const NOT_FOUND = 'Order not found.';
const CANCEL_REASON = 'canceled by the customer before the cut-off';
/** How long a refused twin cancel waits for the one in flight: 30 steps of 100 ms. */
const TWIN_WAIT_STEPS = 30;
const TWIN_WAIT_MS = 100;

/** Whether the order can still change, and if not, why (null: it can). */
interface ChangeWindow {
  closesAt: Date | null;
  closed: ChangesClosedReason | null;
  /** The product that keeps the order from changing online (product_not_changeable). */
  product?: string;
}

/**
 * A customer's own changes to their order until the cut-off of its ship day (issue 38, first slice): the dates it
 * can move to, the move, and the cancel. Each goes through what staff use (order/reschedule.ts moves the slot in
 * one transaction, OrderOperations cancels and gives everything back), named as the customer's in the history and
 * the audit log, and is mailed in the order's store view language. Sent again, a move or a cancel answers the
 * order as it now is, without doing it twice.
 */
export class OrderSelfService {
  constructor(
    private readonly context: ApiContext,
    private readonly operations: OrderOperations,
  ) {}

  /** The signed-in customer's order; another's is not found. */
  async ofCustomer(customerId: number, orderId: string): Promise<OrderRow> {
    const order = await findOrder(this.context.db, rowId(orderId) ?? 0);
    if (!order || order.customer_id !== customerId) throw new NotFound(NOT_FOUND);
    return order;
  }

  /** The order a signed receipt link names (a guest's way in); a link that does not verify is refused. */
  async ofReceiptLink(link: { order: string; expires: string; sig: string }): Promise<OrderRow> {
    const id = rowId(link.order);
    if (id === null || !isReceiptLink(this.context.secret, id, link.expires, link.sig)) throw new Forbidden(RECEIPT_NOT_VALID);
    const order = await findOrder(this.context.db, id);
    if (!order) throw new Forbidden(RECEIPT_NOT_VALID);
    return order;
  }

  async options(order: OrderRow, now = new Date()): Promise<ChangeOptionsWire> {
    const window = await this.windowOf(order, now);
    const contact = this.contactOf(order);
    return {
      order_id: order.id,
      increment_id: order.increment_id,
      status: effectiveStatus(order.status),
      delivery_date: order.delivery_date,
      can_change: window.closed === null,
      closes_at: window.closesAt?.toISOString() ?? null,
      closed_reason: window.closed,
      closed_message: window.closed ? closedMessage(order, window, contact) : null,
      contact,
      dates: window.closed === null ? await this.datesFor(order, now) : [],
    };
  }

  /** Moves the delivery to another date a new order could have at the same delivery price. */
  async move(order: OrderRow, to: string): Promise<ChangeOptionsWire> {
    if (order.delivery_date === to) return this.options(order);
    await this.refuseClosed(order);
    refuseOtherPrice(this.context, order, to);
    try {
      await moveDeliveryDate(this.context, order.id, to, {
        staffId: null,
        by: 'customer',
        horizon: this.context.config.shipping.calendar.horizon,
        locale: this.localeOf(order),
      });
    } catch (error) {
      // A twin request moved it meanwhile: the same outcome, answered once.
      if ((await findOrder(this.context.db, order.id))?.delivery_date !== to) throw error;
    }
    return this.options(await this.reload(order));
  }

  /** Cancels before the cut-off: the payment voided or refunded in full, stock, slot, coupon, credit and gift cards given back. */
  async cancel(order: OrderRow): Promise<ChangeOptionsWire> {
    if (effectiveStatus(order.status) === 'canceled') return this.options(order);
    await this.refuseClosed(order);
    let outcome: CancelOutcome;
    try {
      outcome = await this.operations.cancelForCustomer(order.id, CANCEL_REASON);
    } catch (error) {
      // A twin request cancels it meanwhile (the payment's state lets only one void or refund through): its outcome.
      const canceled = await this.canceledMeanwhile(order);
      if (!canceled) throw error;
      return this.options(canceled);
    }
    const canceled = await this.reload(order);
    void sendCancelMail(this.context, canceled, outcome);
    return this.options(canceled);
  }

  /** The order once a cancel in flight has stored it canceled (a few seconds at most), else null. */
  private async canceledMeanwhile(order: OrderRow): Promise<OrderRow | null> {
    for (let attempt = 0; attempt < TWIN_WAIT_STEPS; attempt++) {
      const current = await this.reload(order);
      if (effectiveStatus(current.status) === 'canceled') return current;
      await new Promise((resolve) => setTimeout(resolve, TWIN_WAIT_MS));
    }
    return null;
  }

  private async reload(order: OrderRow): Promise<OrderRow> {
    const found = await findOrder(this.context.db, order.id);
    if (!found) throw new NotFound(NOT_FOUND);
    return found;
  }

  /** Refuses a change once changes closed (the cut-off, the store's switch, the status), saying why and how to reach the shop. */
  async refuseClosed(order: OrderRow): Promise<void> {
    const window = await this.windowOf(order, new Date());
    if (window.closed) throw new Conflict(closedMessage(order, window, this.contactOf(order)), { reason: closedReasonCode(window.closed) });
  }

  /** What the delivery costs more (or less) on `date` than on the order's date, by the same pricing as a new order. */
  private priceDifference(order: OrderRow, date: string): number {
    return deliveryPriceDifference(this.context.config.shipping, order, date);
  }

  private async windowOf(order: OrderRow, now: Date): Promise<ChangeWindow> {
    const cutoff = order.delivery_date ? cutoffFor(order.delivery_date, this.context.config.shipping.calendar) : null;
    const hours = await changesCloseHours(this.context, order.store_code);
    const closesAt = cutoff ? new Date(cutoff.getTime() - hours * 3600_000) : null;
    if (!(await selfServiceOn(this.context.db, order.store_code))) return { closesAt, closed: 'self_service_off' };
    const product = await unchangeableProduct(this.context.db, order.id);
    if (product) return { closesAt, closed: 'product_not_changeable', product };
    // A pickup (or any order not delivered overnight) has no delivery cut-off: it is changed by asking the shop.
    if ((!order.delivery_date && !awaitsDay(order)) || order.shipping_carrier_code !== OVERNIGHT.carrier)
      return { closesAt: null, closed: 'not_delivered' };
    if (!MOVABLE.includes(effectiveStatus(order.status))) return { closesAt, closed: 'not_changeable' };
    // A gift waiting for its recipient's day holds no date yet: its buyer may choose one (recipient-day.ts).
    if (awaitsDay(order)) return { closesAt: null, closed: null };
    if (!closesAt || now.getTime() >= closesAt.getTime()) return { closesAt, closed: 'cutoff_passed' };
    return { closesAt, closed: null };
  }

  /** The dates a new order for the order's address would be offered, with their status and price against the order's. */
  private async datesFor(order: OrderRow, now: Date): Promise<ChangeOptionsWire['dates']> {
    const { shipping } = this.context.config;
    const dates = availableDeliveryDates(now, shipping.calendar).filter((date) => date !== order.delivery_date);
    const availability = await dateAvailability(this.context.db, shipping, order.store_code, orderRegion(order), dates);
    return dates.map((date) => {
      const state = availability.get(date) ?? { status: 'open' as const };
      const difference = this.priceDifference(order, date);
      return {
        date,
        status: state.status,
        ...(state.status === 'paused' ? { pause_reason: state.reason } : {}),
        amount: fromCents(order.shipping_cents + difference),
        same_price: difference === 0,
      };
    });
  }

  private localeOf(order: OrderRow): string {
    return localeOf(this.context, order);
  }

  private contactOf(order: OrderRow): ChangeOptionsWire['contact'] {
    return contactOf(this.context, order);
  }
}

/**
 * Refuses a plain move of the order to `to` when its delivery costs otherwise there (a customer's own move, the answer
 * to a shipping hold), saying how to move with the difference instead and how to reach the shop.
 */
export function refuseOtherPrice(context: ApiContext, order: OrderRow, to: string): void {
  const difference = deliveryPriceDifference(context.config.shipping, order, to);
  if (difference === 0) return;
  const { telephone, email } = contactOf(context, order);
  throw new Conflict(
    `Delivery on ${deliveryDayText(to)} costs ${difference > 0 ? 'more' : 'less'} than on the date you have: ` +
      `move the order there with "Change your order" on its page, which shows the new total before you confirm ` +
      `(POST /api/user/orders/:id/change, or /api/order/change with the receipt link), or call us at ${telephone || 'the shop'} ` +
      `or write to ${email}.`,
    { reason: REASON.orderDatePriceDiffers },
  );
}

const CLOSED_REASON_CODES: Partial<Record<ChangesClosedReason, ErrorReason>> = {
  self_service_off: REASON.orderSelfServiceOff,
  product_not_changeable: REASON.orderProductNotChangeable,
};
const closedReasonCode = (closed: ChangesClosedReason) => CLOSED_REASON_CODES[closed] ?? REASON.orderChangesClosed;

/** Why nothing can change any more, and how to reach the shop to ask anyway. */
function closedMessage(order: OrderRow, window: ChangeWindow, contact: ChangeOptionsWire['contact']): string {
  const reach = `To change it, call us at ${contact.telephone || 'the shop'} or write to ${contact.email}.`;
  const number = order.increment_id;
  switch (window.closed) {
    case 'self_service_off':
      return `Orders of this shop are not changed online. ${reach}`;
    case 'not_delivered':
      return order.delivery_date
        ? `Order ${number} is collected in person, not delivered: it is not changed online. ${reach}`
        : `Order ${number} has no delivery date to change online. ${reach}`;
    case 'product_not_changeable':
      return `Order ${number} holds ${window.product ?? 'a product'}, which we prepare specially: orders with it are not changed online. ${reach}`;
    case 'not_changeable':
      return `Order ${number} is ${effectiveStatus(order.status)}: it can no longer be changed online. ${reach}`;
    default:
      return `Changes to order ${number} closed at ${window.closesAt?.toISOString() ?? 'its cut-off'}: it is being prepared for its delivery date. ${reach}`;
  }
}
