import { GIFT_MESSAGE_MAX, plainGiftMessage } from '@shoreline/domain/forms/gift-rules';
import { REASON } from '@shoreline/domain/error-reasons';
import type { ApiContext } from '../../context.js';
import { Conflict, InvalidInput } from '../../errors.js';
import { findOrder } from '../queries.js';
import type { OrderRow } from '../storage.js';
import { recordOrderEvent } from '../order-event.js';
import { isGiftOrder } from '../gift.js';
import { giftMessageMail, sendDayMail } from './recipient-day-mail.js';

const NOT_A_GIFT = 'This order is not a gift: it has no gift message to change.';

/**
 * The customer changes the gift message of their order themselves (issue 38), in the same window as a date change
 * (the caller refuses a closed one): kept as plain text like the checkout's, recorded in the history (by the
 * customer) and the audit log, and mailed. Sent again with the same message, it changes nothing and mails nothing.
 */
export async function changeGiftMessage(context: ApiContext, order: OrderRow, raw: string): Promise<OrderRow> {
  if (!isGiftOrder(order)) throw new Conflict(NOT_A_GIFT, { reason: REASON.conflict });
  const message = plainGiftMessage(raw);
  if (message.length > GIFT_MESSAGE_MAX)
    throw new InvalidInput(`The gift message is at most ${GIFT_MESSAGE_MAX} characters.`, {
      reason: REASON.validationFailed,
      errors: [{ field: 'message', code: 'too_long', message: `At most ${GIFT_MESSAGE_MAX} characters.` }],
    });
  if (message === (order.gift_message ?? '')) return order;
  const stamp = new Date().toISOString();
  const changed = await context.dialect.writeTransaction(context.db, async (trx) => {
    const updated = await trx
      .updateTable('orders')
      .set({ gift_message: message, updated_at: stamp })
      .where('id', '=', order.id)
      .where('gift_message', order.gift_message === null ? 'is' : '=', order.gift_message)
      .executeTakeFirst();
    // A twin request changed it meanwhile: its change stands, recorded once.
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await recordOrderEvent(trx, order, {
      note: 'Gift message changed by the customer',
      action: 'order.gift_message',
      before: { gift_message: order.gift_message },
      after: { gift_message: message, by: 'customer' },
      stamp,
    });
    return true;
  });
  const current = (await findOrder(context.db, order.id)) ?? order;
  if (changed)
    void sendDayMail(context, current, current.customer_email, (store) => giftMessageMail(current, store), 'gift message e-mail failed');
  return current;
}
