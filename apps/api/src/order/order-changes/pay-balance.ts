import { recordOrderEvent } from '../order-event.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import { Conflict } from '../../errors.js';
import type { ChargeInput, ChargeOutcome, PaymentService } from '../../payment/index.js';
import type { OrderRow } from '../storage.js';

/** Statuses whose balance can no longer be paid (the order ended). */
const ENDED = ['canceled', 'closed', 'complete'];

/** True when the pay page takes the balance a customer's change left due (not an order's first payment). */
export function owesBalance(order: OrderRow): boolean {
  return order.balance_due_cents > 0 && order.status !== 'awaiting_payment' && !ENDED.includes(order.status);
}

/** The change whose difference is due: the latest one settled as due and not paid yet. */
async function dueChange(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('order_changes')
    .select(['id', 'difference_cents'])
    .where('order_id', '=', orderId)
    .where('settlement', '=', 'due')
    .where('payment_id', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * The charge of a balance: its own "cart" (the order and the change it pays), so the card's idempotency (one attempt
 * per cart, a captured attempt found again on a retry) keys the balance apart from the order's first payment.
 */
export async function balanceChargeOf(db: Kysely<Database>, order: OrderRow, method: string): Promise<ChargeInput> {
  const change = await dueChange(db, order.id);
  if (!change) throw new Conflict('Nothing is due on this order any more.');
  return {
    cartId: `balance-${order.id}-${change.id}`,
    storeCode: order.store_code,
    method,
    amountCents: order.balance_due_cents,
    currency: order.currency_code,
  };
}

/**
 * Gives the balance's payment to the order in one transaction: the payment joins the order, the change row names it,
 * the balance is cleared (only the balance charged: a second hand finds nothing due), history and audit written.
 * False when the balance was no longer the one charged.
 */
async function takeBalance(trx: Kysely<Database>, order: OrderRow, charge: ChargeInput, paymentId: number): Promise<boolean> {
  const stamp = new Date().toISOString();
  const cleared = await trx
    .updateTable('orders')
    .set({ balance_due_cents: 0, updated_at: stamp })
    .where('id', '=', order.id)
    .where('balance_due_cents', '=', charge.amountCents)
    .where('status', 'not in', ENDED)
    .executeTakeFirst();
  if (Number(cleared.numUpdatedRows) !== 1) return false;
  const claimed = await trx
    .updateTable('payments')
    .set({ order_id: order.id, updated_at: stamp })
    .where('id', '=', paymentId)
    .where('order_id', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new Conflict('The payment was taken by another order. Please pay again.');
  const changeId = Number(charge.cartId.split('-')[2]);
  await trx.updateTable('order_changes').set({ payment_id: paymentId }).where('id', '=', changeId).execute();
  await recordOrderEvent(trx, order, {
    note: `balance of ${(charge.amountCents / 100).toFixed(2)} ${charge.currency} paid by the customer on the pay page`,
    action: 'order.balance_paid',
    before: { balance_due_cents: charge.amountCents },
    after: { by: 'customer', balance_due_cents: 0, payment_id: paymentId, change_id: changeId },
    stamp,
  });
  return true;
}

/** What paying a balance needs: the gateway charge, the write transaction, the payments (to give back a charge no balance took). */
export interface BalancePaying {
  db: Kysely<Database>;
  charge(input: ChargeInput): Promise<ChargeOutcome>;
  transaction<T>(run: (trx: Kysely<Database>) => Promise<T>): Promise<T>;
  payments: PaymentService;
  log: (message: string) => void;
}

/**
 * Pays the balance due of `order` (a retry, or a second tab, charges nothing twice: the charge's cart finds the
 * captured attempt, and the order takes one payment per change).
 */
export async function payBalance(paying: BalancePaying, order: OrderRow, method: string): Promise<void> {
  const charge = await balanceChargeOf(paying.db, order, method);
  const outcome = await paying.charge(charge);
  if ('orderId' in outcome) return;
  const taken = await paying.transaction((trx) => takeBalance(trx, order, charge, outcome.paymentId));
  if (taken) return;
  // A twin request with the same card token took this very payment first: paid.
  const payment = await paying.db.selectFrom('payments').select('order_id').where('id', '=', outcome.paymentId).executeTakeFirst();
  if (payment?.order_id === order.id) return;
  await paying.payments.reverseUnplaced(outcome.paymentId, `order ${order.increment_id} no longer owes this balance`, paying.log);
  throw new Conflict('This balance was settled meanwhile: nothing was charged. Reload the order.');
}
