import { storePagesUrlOf } from '../../config.js';
import type { ApiContext } from '../../context.js';
import { findHold, type HoldRow } from '../../delivery/index.js';
import type { OrderRow } from '../storage.js';
import { heldOrders } from '../reschedule.js';
import { orderMailStore } from '../mails/mail-links.js';
import { holdAskMail } from './hold-ask-mail.js';
import { holdLinkOf } from './hold-link.js';
import { keepAllowed, nextGoodDates } from './hold-answers.js';
import { viewOfOrder } from '../order-store.js';

/** The answer page of a hold's mail for one order, in the order's store view, signed. */
export function holdAnswerUrl(context: ApiContext, order: OrderRow, hold: HoldRow): string {
  const link = holdLinkOf(context.secret, order.id, hold);
  const query = new URLSearchParams({ order: String(link.order), hold: String(link.hold), expires: String(link.expires), sig: link.sig });
  return `${storePagesUrlOf(context.config, viewOfOrder(context, order))}/order/hold?${query}`;
}

/**
 * Asks each customer whose order a new hold pauses what to do (issue 38): a mail in the store view's language with
 * the next good dates, a full-refund cancel and, where every product allows it, keeping the date at their own risk,
 * through the signed answer link. Each order is claimed in hold_answers first (its primary key: hold and order), so
 * however many processes or calls ask for the same hold, each customer is mailed once; a mail that fails gives its
 * claim back so asking again mails it. Answers how many were mailed.
 */
export async function askHoldCustomers(context: ApiContext, holdId: number): Promise<number> {
  const { db } = context;
  const hold = await findHold(db, holdId);
  let mailed = 0;
  for (const order of await heldOrders(db, hold)) {
    const claim = await db
      .insertInto('hold_answers')
      .values({ hold_id: hold.id, order_id: order.id, asked_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.columns(['hold_id', 'order_id']).doNothing())
      .executeTakeFirst();
    if (Number(claim.numInsertedOrUpdatedRows ?? 0) !== 1) continue;
    try {
      const ask = {
        reason: hold.reason,
        dates: await nextGoodDates(context, order),
        canKeep: await keepAllowed(db, order.id),
        answerUrl: holdAnswerUrl(context, order, hold),
      };
      const mail = holdAskMail(order, await orderMailStore(context, order), ask);
      await context.mailer.send({ from: context.config.mailFrom, to: order.customer_email, ...mail });
      mailed++;
    } catch (error) {
      context.log.error({ err: error, order: order.increment_id, hold: hold.id }, 'hold e-mail failed');
      await db
        .deleteFrom('hold_answers')
        .where('hold_id', '=', hold.id)
        .where('order_id', '=', order.id)
        .where('answer', 'is', null)
        .execute();
    }
  }
  return mailed;
}
