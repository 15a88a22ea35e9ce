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
  // A capture the gateway holds (PayPal's eCheck) counts as paid, as a pending first payment places its order; the
  // gateway's DENIED puts the balance back due (reopenBalance).
  const { state } = await trx.selectFrom('payments').select('state').where('id', '=', paymentId).executeTakeFirstOrThrow();
  const held = state === 'pending' ? ' (the gateway holds it pending)' : '';
  await recordOrderEvent(trx, order, {
    note: `balance of ${money(charge.amountCents, charge.currency)} paid by the customer on the pay page${held}`,
    action: 'order.balance_paid',
    before: { balance_due_cents: charge.amountCents },
    after: { by: 'customer', balance_due_cents: 0, payment_id: paymentId, change_id: changeId, payment_state: state },
    stamp,
  });
  return true;
}

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

/** The change whose balance a payment paid (takeBalance named it on the change); undefined for an order's own payment. */
async function changePaidBy(trx: Kysely<Database>, paymentId: number) {
  return trx.selectFrom('order_changes').select(['id', 'order_id']).where('payment_id', '=', paymentId).executeTakeFirst();
}

/** True when the payment paid the balance a customer's change left due, not the order itself. */
export async function paysBalance(trx: Kysely<Database>, paymentId: number): Promise<boolean> {
  return (await changePaidBy(trx, paymentId)) !== undefined;
}

/**
 * The gateway completed the capture it held for a balance's payment: a line in the order's history and the audit log;
 * the balance was counted paid already. False when the payment paid no balance.
 */
export async function balanceCompleted(trx: Kysely<Database>, paymentId: number, note: string, stamp: string): Promise<boolean> {
  const change = await changePaidBy(trx, paymentId);
  if (!change) return false;
  const order = await trx.selectFrom('orders').select(['id', 'status']).where('id', '=', change.order_id).executeTakeFirstOrThrow();
  await recordOrderEvent(trx, order, {
    note,
    action: 'order.balance_payment_completed',
    before: { payment_state: 'pending' },
    after: { payment_state: 'captured', payment_id: paymentId, change_id: change.id },
    stamp,
  });
  return true;
}

/**
 * The gateway denied the capture it held for a balance's payment (PayPal's DENIED of an eCheck): the balance is due
 * again. The payment's amount goes back onto balance_due_cents (added to what a later change may have left due), the
 * change no longer names the payment, so the pay page takes the balance again and a new change is refused until it is
 * paid; history and audit written. The order itself was paid by its own payment: its status and payment_state stay.
 * An order canceled or closed meanwhile owes nothing (the note is still written). True when the balance is due again.
 */
export async function reopenBalance(trx: Kysely<Database>, paymentId: number, note: string, stamp: string): Promise<boolean> {
  const change = await changePaidBy(trx, paymentId);
  if (!change) return false;
  const payment = await trx
    .selectFrom('payments')
    .select(['amount_cents', 'currency'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', change.order_id).executeTakeFirstOrThrow();
  const owes = order.status !== 'canceled' && order.status !== 'closed';
  await trx.updateTable('order_changes').set({ payment_id: null }).where('payment_id', '=', paymentId).execute();
  if (owes)
    await trx
      .updateTable('orders')
      .set((eb) => ({ balance_due_cents: eb('balance_due_cents', '+', payment.amount_cents), updated_at: stamp }))
      .where('id', '=', order.id)
      .execute();
  const due = owes ? order.balance_due_cents + payment.amount_cents : order.balance_due_cents;
  await recordOrderEvent(trx, order, {
    note: owes
      ? `${note}: the balance of ${money(payment.amount_cents, payment.currency)} is due again`
      : `${note}: the order is ${order.status}, nothing is due`,
    action: 'order.balance_reopened',
    before: { balance_due_cents: order.balance_due_cents, payment_id: paymentId, change_id: change.id },
    after: { by: 'gateway', balance_due_cents: due, payment_id: null, change_id: change.id },
    stamp,
  });
  return owes;
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
