import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import type { PaymentRow } from '../../payment/index.js';

/**
 * The money an order took. Most orders have one payment; a customer's change that raised the total adds a second
 * (the balance paid on the pay page, order-changes/pay-balance.ts), and every refund and cancel must see both: what
 * was paid is their sum, and a refund goes back over them, the newest first.
 */

/** The states in which a payment holds (or held, before its refunds) money the order took. */
const TOOK_MONEY = ['captured', 'refunded'];

/** The payments that took money for the order, newest first. */
export function paymentsTaken(db: Kysely<Database>, orderId: number): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('state', 'in', TOOK_MONEY)
    .orderBy('id', 'desc')
    .execute();
}

type Taken = Pick<PaymentRow, 'state' | 'amount_cents' | 'refunded_cents'>;

/** What the order took over all its payments. */
export function takenCents(payments: readonly Taken[]): number {
  return payments.filter((payment) => TOOK_MONEY.includes(payment.state)).reduce((sum, payment) => sum + payment.amount_cents, 0);
}

/** What the gateways report refunded over all the order's payments (their webhooks included). */
export function refundedAtGateways(payments: ReadonlyArray<Pick<Taken, 'refunded_cents'>>): number {
  return payments.reduce((sum, payment) => sum + payment.refunded_cents, 0);
}

/** One payment's share of a refund. */
export interface RefundPart<P extends Taken = PaymentRow> {
  payment: P;
  cents: number;
}

/**
 * Spreads a refund over the captured payments, the newest first (a balance goes back before the first payment), each
 * up to what it has not given back yet. A payment taken outside any gateway (a check) is refunded by hand, its
 * provider only records it. Answers null when they cannot hold the amount.
 */
export function refundParts<P extends Taken>(payments: readonly P[], amount: number): RefundPart<P>[] | null {
  const parts: RefundPart<P>[] = [];
  let rest = amount;
  for (const payment of payments) {
    if (rest <= 0) break;
    if (payment.state !== 'captured') continue;
    const cents = Math.min(rest, payment.amount_cents - payment.refunded_cents);
    if (cents <= 0) continue;
    parts.push({ payment, cents });
    rest -= cents;
  }
  return rest > 0 ? null : parts;
}

/** What a refund spread over several payments gave back before one of them refused. */
export class RefundStoppedPartWay extends Error {
  constructor(
    readonly givenCents: number,
    readonly failure: unknown,
  ) {
    super(failure instanceof Error ? failure.message : 'a payment refused its part of the refund');
  }
}

/**
 * Gives each part back through `refundOne` in order. Should a part fail after others went back, the failure
 * answers what was given (RefundStoppedPartWay), so the caller keeps the refund at that and no more.
 */
export async function refundEachPart<P extends Taken>(
  parts: readonly RefundPart<P>[],
  refundOne: (part: RefundPart<P>) => Promise<void>,
): Promise<void> {
  let given = 0;
  for (const part of parts) {
    try {
      await refundOne(part);
    } catch (error) {
      if (given === 0) throw error;
      throw new RefundStoppedPartWay(given, error);
    }
    given += part.cents;
  }
}
