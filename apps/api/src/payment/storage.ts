import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/index.js';
import { isUniqueViolation } from '../db/index.js';
import { centsToDecimal } from './amount.js';

export type PaymentRow = Selectable<Database['payments']>;
export type PaymentEventRow = Selectable<Database['payment_events']>;
export type NewPayment = Omit<Insertable<Database['payments']>, 'id' | 'created_at' | 'updated_at'>;

import type { PaymentRowState as PaymentState } from '@shoreline/domain/forms/admin';
export { PAYMENT_ROW_STATES as PAYMENT_STATES, type PaymentRowState as PaymentState } from '@shoreline/domain/forms/admin';
/** A provider's gateway name (port.ts: PaymentProvider.gateway). */
export type Gateway = string;

const now = () => new Date().toISOString();

export async function insertPayment(db: Kysely<Database>, payment: NewPayment): Promise<PaymentRow> {
  const stamp = now();
  return db
    .insertInto('payments')
    .values({ ...payment, created_at: stamp, updated_at: stamp })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Inserts the attempt, or answers null when a unique key (idempotency key, one card attempt per cart) already holds one. */
export async function tryInsertPayment(db: Kysely<Database>, payment: NewPayment): Promise<PaymentRow | null> {
  try {
    return await insertPayment(db, payment);
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function findPayment(db: Kysely<Database>, id: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findPaymentByKey(db: Kysely<Database>, key: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

export async function findPaymentByReference(db: Kysely<Database>, gateway: Gateway, reference: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('gateway', '=', gateway)
    .where('gateway_reference', '=', reference)
    .orderBy('id')
    .executeTakeFirst();
}

export async function findPaymentsOfCart(
  db: Kysely<Database>,
  cartId: string,
  gateway: Gateway,
  state: PaymentState,
): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('cart_id', '=', cartId)
    .where('gateway', '=', gateway)
    .where('state', '=', state)
    .orderBy('id')
    .execute();
}

export async function findPaymentsOfOrder(db: Kysely<Database>, orderId: number): Promise<PaymentRow[]> {
  return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/**
 * Moves a payment from one state to another only if it is still in `from` (a concurrent change
 * makes this answer false), and keeps the order's copy of the state in step.
 */
export async function updatePaymentState(
  db: Kysely<Database>,
  id: number,
  from: PaymentState,
  changes: Partial<Pick<PaymentRow, 'state' | 'gateway_reference' | 'failure_reason' | 'refunded_cents'>>,
): Promise<boolean> {
  const stamp = now();
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('payments')
      .set({ ...changes, updated_at: stamp })
      .where('id', '=', id)
      .where('state', '=', from)
      .returning(['order_id', 'state'])
      .executeTakeFirst();
    if (!updated) return false;
    if (updated.order_id !== null) {
      await trx.updateTable('orders').set({ payment_state: updated.state, updated_at: stamp }).where('id', '=', updated.order_id).execute();
    }
    return true;
  });
}

/**
 * Records a refund its gateway confirmed, in the caller's transaction: the payment's refunded total rises to
 * `atLeastCents` and never falls (the gateway's webhook may have brought its own total first, this refund in it), and
 * the payment is refunded, with its order's copy of the state, once nothing is left. A payment no longer captured is
 * left as it is.
 */
export async function raiseRefundedTotal(trx: Kysely<Database>, paymentId: number, atLeastCents: number, reason: string): Promise<void> {
  const payment = await findPayment(trx, paymentId);
  if (!payment || payment.state !== 'captured') return;
  const refunded = Math.min(payment.amount_cents, Math.max(payment.refunded_cents, atLeastCents));
  if (refunded === payment.refunded_cents) return;
  const whole = refunded === payment.amount_cents;
  const stamp = now();
  await trx
    .updateTable('payments')
    .set(
      whole
        ? { state: 'refunded', refunded_cents: refunded, failure_reason: reason.slice(0, 500), updated_at: stamp }
        : { refunded_cents: refunded, updated_at: stamp },
    )
    .where('id', '=', paymentId)
    .where('state', '=', 'captured')
    .execute();
  if (whole && payment.order_id !== null)
    await trx.updateTable('orders').set({ payment_state: 'refunded', updated_at: stamp }).where('id', '=', payment.order_id).execute();
  if (!whole)
    await recordEvent(trx, {
      paymentId,
      kind: 'record',
      amountCents: refunded - payment.refunded_cents,
      gatewayReference: null,
      status: `partial refund, ${centsToDecimal(refunded)} refunded so far`,
    });
}

/** Notes why a payment is stuck without changing its state (e.g. the gateway did not answer). */
export async function notePayment(db: Kysely<Database>, id: number, failureReason: string): Promise<void> {
  await db
    .updateTable('payments')
    .set({ failure_reason: failureReason.slice(0, 500), updated_at: now() })
    .where('id', '=', id)
    .execute();
}

export async function recordEvent(
  db: Kysely<Database>,
  event: { paymentId: number; kind: string; amountCents: number | null; gatewayReference: string | null; status: string },
): Promise<void> {
  await db
    .insertInto('payment_events')
    .values({
      payment_id: event.paymentId,
      kind: event.kind,
      amount_cents: event.amountCents,
      gateway_reference: event.gatewayReference ? event.gatewayReference.slice(0, 128) : null,
      status: event.status.slice(0, 500),
      created_at: now(),
    })
    .execute();
}

export async function listEvents(db: Kysely<Database>, paymentId: number): Promise<PaymentEventRow[]> {
  return db.selectFrom('payment_events').selectAll().where('payment_id', '=', paymentId).orderBy('id').execute();
}
