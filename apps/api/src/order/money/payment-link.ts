import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import { GATEWAYS_HOLDING_CAPTURES } from '../../payment/index.js';
import { findOrder } from '../queries.js';
import { recordStatusChange, type OrderRow } from '../storage.js';
import { initialStatus } from '../workflow.js';

/**
 * How an order gets its payment, inside the order's own transaction: a gateway payment taken
 * just before (it must still be unclaimed), or a new row for an offline or free order.
 */
export type PaymentLink =
  | { kind: 'existing'; paymentId: number }
  | { kind: 'new'; method: string; state: 'pending' | 'captured'; amountCents: number; currency: string }
  /** Placed offline with a gateway method: no payment yet; the shopper pays it through its pay link (awaiting-payment.ts). */
  | { kind: 'awaiting' };

/** The gateway payment was claimed by another order, or is no longer captured: the order must not use it. */
export class PaymentNotUsable extends Error {
  constructor(readonly paymentId: number) {
    super(`Payment ${paymentId} cannot pay this order`);
    this.name = 'PaymentNotUsable';
  }
}

/** Another request stored the cart's order first (its own payment); ours has to be given back. */
export class OrderPlacedMeanwhile extends Error {
  constructor(readonly order: OrderRow) {
    super(`The cart's order ${order.increment_id} was placed by another request`);
    this.name = 'OrderPlacedMeanwhile';
  }
}

export async function linkPayment(
  trx: Kysely<Database>,
  order: { id: number; cartId: string; storeCode: string },
  link: PaymentLink,
  stamp: string,
): Promise<void> {
  let state: string;
  if (link.kind === 'awaiting') {
    await trx.updateTable('orders').set({ payment_state: 'pending', status: 'awaiting_payment' }).where('id', '=', order.id).execute();
    await recordStatusChange(trx, {
      orderId: order.id,
      from: null,
      to: 'awaiting_payment',
      note: 'placed offline, awaiting payment',
      staffId: null,
      stamp,
    });
    return;
  }
  if (link.kind === 'existing') {
    const claimed = await trx
      .updateTable('payments')
      .set({ order_id: order.id, updated_at: stamp })
      .where('id', '=', link.paymentId)
      .where('order_id', 'is', null)
      // A gateway payment is still pending only when the gateway holds its capture (payment/port.ts): the order then waits for it.
      .where((eb) =>
        eb.or([
          eb('state', 'in', ['captured', 'authorized']),
          eb.and([eb('state', '=', 'pending'), eb('gateway', 'in', [...GATEWAYS_HOLDING_CAPTURES, ''])]),
        ]),
      )
      .returning(['state'])
      .executeTakeFirst();
    if (!claimed) throw new PaymentNotUsable(link.paymentId);
    state = claimed.state;
  } else {
    const inserted = await trx
      .insertInto('payments')
      .values({
        order_id: order.id,
        cart_id: order.cartId,
        store_code: order.storeCode,
        method: link.method,
        state: link.state,
        amount_cents: link.amountCents,
        currency: link.currency,
        gateway: null,
        gateway_reference: null,
        idempotency_key: `${link.method}-${order.cartId}`,
        failure_reason: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('payment_events')
      .values({
        payment_id: inserted.id,
        kind: 'record',
        amount_cents: link.amountCents,
        gateway_reference: null,
        status: `${link.method}: ${link.state}`,
        created_at: stamp,
      })
      .execute();
    state = link.state;
  }
  // Paid, authorized, offline and free orders are prepared at once; others wait for their payment.
  const status = initialStatus(state, link.kind === 'existing');
  await trx.updateTable('orders').set({ payment_state: state, status }).where('id', '=', order.id).execute();
  await recordStatusChange(trx, { orderId: order.id, from: null, to: status, note: `placed, payment ${state}`, staffId: null, stamp });
}

export async function orderOfPayment(db: Kysely<Database>, paymentId: number): Promise<OrderRow | undefined> {
  const payment = await db.selectFrom('payments').select('order_id').where('id', '=', paymentId).executeTakeFirst();
  if (!payment || payment.order_id === null) return undefined;
  return findOrder(db, payment.order_id);
}
