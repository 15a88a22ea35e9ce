import { recordOrderEvent } from '../order-event.js';
import type { Kysely } from 'kysely';
import { REASON } from '@shoreline/domain/error-reasons';
import type { HoldAnswerKind, HoldAnswerRow, HoldChoicesWire, HoldLinkInput } from '@shoreline/domain/wire/hold-answers';
import type { ApiContext } from '../../context.js';
import type { Database } from '../../db/index.js';
import { Conflict, Forbidden, InvalidInput, NotFound } from '../../errors.js';
import { rowId } from '../../http/index.js';
import { availableDeliveryDates, dateAvailability, findHold, type HoldRow } from '../../delivery/index.js';
import { findOrder } from '../queries.js';
import type { OrderRow } from '../storage.js';
import { effectiveStatus } from '../workflow.js';
import { MOVABLE, moveDeliveryDate, orderRegion } from '../reschedule.js';
import type { OrderOperations } from '../operations.js';
import { sendCancelMail } from '../mails/cancel-mail.js';
import type { CancelOutcome } from '../money/cancel-refund.js';
import { deliveryPriceDifference } from '../self-service/date-price.js';
import { isHoldLink } from './hold-link.js';
import { refuseOtherPrice } from '../self-service/self-service.js';
import { contactOf, localeOf } from '../order-store.js';

const LINK_NOT_VALID = 'This link is not valid any more. Please write to the shop.';
const CANCEL_REASON = 'canceled by the customer: shipping hold on the delivery date';
/** How many of the next good dates a hold's mail and answer page offer. */
export const HOLD_DATES_OFFERED = 3;

/** An order a hold asked about, the hold, and what the customer answered so far. */
export interface HoldQuestion {
  order: OrderRow;
  hold: HoldRow;
  answer: { answer: HoldAnswerKind | null; answer_date: string | null; answered_at: string | null };
}

/** Whether every product of the order lets its customer keep a held date at their own risk (products gone: no). */
export async function keepAllowed(db: Kysely<Database>, orderId: number): Promise<boolean> {
  const rows = await db
    .selectFrom('order_items')
    .leftJoin('products', 'products.id', 'order_items.product_id')
    .select('products.keep_held_date')
    .where('order_items.order_id', '=', orderId)
    .execute();
  return rows.length > 0 && rows.every((row) => row.keep_held_date === 1);
}

/** The next good dates for the order: open for its state, with room, at the same delivery price; soonest first. */
export async function nextGoodDates(context: ApiContext, order: OrderRow, now = new Date()): Promise<string[]> {
  const { shipping } = context.config;
  const dates = availableDeliveryDates(now, shipping.calendar).filter((date) => date !== order.delivery_date);
  const availability = await dateAvailability(context.db, shipping, order.store_code, orderRegion(order), dates);
  return dates
    .filter((date) => (availability.get(date)?.status ?? 'open') === 'open' && deliveryPriceDifference(shipping, order, date) === 0)
    .slice(0, HOLD_DATES_OFFERED);
}

/**
 * A customer's answer to a shipping hold over their order's date (issue 38: holds ask the customer), through the
 * signed link of the hold's mail: move to one of the next good dates (moveDeliveryDate re-checks capacity and holds),
 * cancel with a full refund (cancelForCustomer), or keep the date at their own risk where every product allows it.
 * The answer is claimed once in hold_answers before it is applied (given back if applying it fails), so a second
 * answer, a retry or a twin, answers the state without applying anything twice. The product's own switch for
 * customers' changes does not apply here: the shop asked.
 */
export class HoldAnswers {
  constructor(
    private readonly context: ApiContext,
    private readonly operations: OrderOperations,
  ) {}

  /** The order and hold a signed link names, with the answer so far; an altered or expired link is refused. */
  async ofLink(link: HoldLinkInput): Promise<HoldQuestion> {
    const [orderId, holdId] = [rowId(link.order), rowId(link.hold)];
    if (orderId === null || holdId === null || !isHoldLink(this.context.secret, orderId, holdId, link.expires, link.sig))
      throw new Forbidden(LINK_NOT_VALID);
    const { db } = this.context;
    const answer = await db
      .selectFrom('hold_answers')
      .select(['answer', 'answer_date', 'answered_at'])
      .where('hold_id', '=', holdId)
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    const order = await findOrder(db, orderId);
    if (!answer || !order) throw new Forbidden(LINK_NOT_VALID);
    const hold = await db.selectFrom('shipping_holds').selectAll().where('id', '=', holdId).executeTakeFirst();
    if (!hold) throw new NotFound('The shop lifted this pause: your order keeps its delivery date and nothing else is needed.');
    return { order, hold, answer };
  }

  async choices({ order, hold, answer }: HoldQuestion): Promise<HoldChoicesWire> {
    const open = answer.answer === null && MOVABLE.includes(effectiveStatus(order.status));
    return {
      order_id: order.id,
      increment_id: order.increment_id,
      status: effectiveStatus(order.status),
      delivery_date: order.delivery_date,
      hold: { from_date: hold.from_date, to_date: hold.to_date, reason: hold.reason },
      dates: open ? await nextGoodDates(this.context, order) : [],
      can_cancel: open,
      can_keep: open && (await keepAllowed(this.context.db, order.id)),
      ...answer,
      contact: contactOf(this.context, order),
    };
  }

  /** Applies the customer's answer once; a second answer (a retry, a twin, another choice) answers the state. */
  async answer(link: HoldLinkInput, choice: 'move' | 'cancel' | 'keep', date: string | undefined): Promise<HoldChoicesWire> {
    const question = await this.ofLink(link);
    if (question.answer.answer !== null) return this.choices(question);
    const { order } = question;
    if (!MOVABLE.includes(effectiveStatus(order.status)))
      throw new Conflict(`Order ${order.increment_id} is ${effectiveStatus(order.status)}: it can no longer be changed online.`);
    if (choice === 'move') await this.move(question, date);
    else if (choice === 'cancel') await this.cancel(question);
    else await this.keep(question);
    return this.choices(await this.ofLink(link));
  }

  private async move({ order, hold }: HoldQuestion, date: string | undefined): Promise<void> {
    if (!date) throw new InvalidInput('delivery_date: choose the new delivery date.');
    refuseOtherPrice(this.context, order, date);
    await this.applied(hold.id, order.id, { answer: 'moved', answer_date: date }, () =>
      moveDeliveryDate(this.context, order.id, date, {
        staffId: null,
        by: 'customer',
        horizon: this.context.config.shipping.calendar.horizon,
        note: `answer to the pause "${hold.reason}"`,
        locale: localeOf(this.context, order),
      }),
    );
  }

  private async cancel({ order, hold }: HoldQuestion): Promise<void> {
    let outcome: CancelOutcome | undefined;
    const applied = await this.applied(hold.id, order.id, { answer: 'canceled', answer_date: null }, async () => {
      outcome = await this.operations.cancelForCustomer(order.id, CANCEL_REASON);
    });
    // A twin answer that found this one applying it mails nothing: the cancel is mailed once.
    const canceled = applied ? await findOrder(this.context.db, order.id) : undefined;
    if (canceled && outcome) void sendCancelMail(this.context, canceled, outcome);
  }

  /** Keeps the held date at the customer's own risk: the order ships on it despite the hold; recorded in the history and audit log. */
  private async keep({ order, hold }: HoldQuestion): Promise<void> {
    if (!(await keepAllowed(this.context.db, order.id)))
      throw new Conflict(
        `Order ${order.increment_id} holds a product we cannot ship on a paused date: choose a new date or cancel, or write to the shop.`,
        { reason: REASON.holdKeepNotAllowed },
      );
    await this.applied(hold.id, order.id, { answer: 'kept', answer_date: order.delivery_date }, () =>
      this.context.dialect.writeTransaction(this.context.db, (trx) =>
        recordOrderEvent(trx, order, {
          note: `Delivery date ${order.delivery_date ?? ''} kept by the customer at their own risk despite the pause "${hold.reason}"`,
          action: 'order.hold_keep',
          before: {},
          after: { hold_id: hold.id, delivery_date: order.delivery_date, by: 'customer' },
          stamp: new Date().toISOString(),
        }),
      ),
    );
  }

  /** Claims the answer (none given yet) and applies it: false when another request holds the claim; the claim is given back when applying fails. */
  private async applied(
    holdId: number,
    orderId: number,
    answer: { answer: HoldAnswerKind; answer_date: string | null },
    apply: () => Promise<unknown>,
  ): Promise<boolean> {
    const { db } = this.context;
    const mine = (query: ReturnType<typeof db.updateTable<'hold_answers'>>) =>
      query.where('hold_id', '=', holdId).where('order_id', '=', orderId);
    const claimed = await mine(db.updateTable('hold_answers').set({ ...answer, answered_at: new Date().toISOString() }))
      .where('answer', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    try {
      await apply();
      return true;
    } catch (error) {
      await mine(db.updateTable('hold_answers').set({ answer: null, answer_date: null, answered_at: null }))
        .where('answer', '=', answer.answer)
        .execute();
      throw error;
    }
  }
}

/** The orders a hold asked about, for staff next to "Orders to reschedule": when each was asked and what the customer answered. */
export async function holdAnswerRows(db: Kysely<Database>, holdId: number): Promise<{ items: HoldAnswerRow[]; total: number }> {
  await findHold(db, holdId);
  const rows = await db
    .selectFrom('hold_answers')
    .innerJoin('orders', 'orders.id', 'hold_answers.order_id')
    .selectAll('hold_answers')
    .select(['orders.increment_id', 'orders.customer_firstname', 'orders.customer_lastname', 'orders.customer_email'])
    .select(['orders.delivery_date', 'orders.status'])
    .where('hold_answers.hold_id', '=', holdId)
    .orderBy('orders.id')
    .execute();
  const items = rows.map(({ customer_firstname: first, customer_lastname: last, status, hold_id: _hold, ...row }) => ({
    ...row,
    customer_name: `${first} ${last}`.trim(),
    status: effectiveStatus(status),
  }));
  return { items, total: items.length };
}
