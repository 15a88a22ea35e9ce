import { sql, type Expression, type SqlBool } from 'kysely';
import type { PaymentState } from '@shoreline/domain/forms/admin';

/**
 * An order's payment state as the back office shows it: a captured payment stays captured at the gateway while
 * parts of it are refunded, but staff read "partially refunded", and "refunded" once refunds (to the card or to
 * store credit) reached what was paid.
 */
export function shownPaymentState(order: { state: string; refunded: number; paid: number }): string {
  if (order.state !== 'captured' || order.refunded <= 0) return order.state;
  return order.refunded >= order.paid ? 'refunded' : 'partially_refunded';
}

/** What the order's refund rows gave back as their gateways confirmed, in SQL (the order list): refundedCents()'s `confirmed` of the rows. */
const refundedSql = sql<number>`coalesce((select sum(r.amount_cents) from order_refunds r where r.order_id = orders.id and r.state = 'sent'), 0)`;
/** What the order's payments took (its first payment and any balance a change left due): takenCents() in SQL. */
const paidSql = sql<number>`coalesce((select sum(p.amount_cents) from payments p where p.order_id = orders.id and p.state in ('captured', 'refunded')), 0)`;

/** shownPaymentState() as a column of the order list. */
export const shownPaymentStateSql = sql<string>`case when orders.payment_state = 'captured' and ${refundedSql} > 0
  then case when ${refundedSql} >= ${paidSql} then 'refunded' else 'partially_refunded' end
  else orders.payment_state end`;

/** Orders whose shown payment state is `state`. */
export const paymentStateIs = (state: PaymentState): Expression<SqlBool> => sql<SqlBool>`${shownPaymentStateSql} = ${state}`;
