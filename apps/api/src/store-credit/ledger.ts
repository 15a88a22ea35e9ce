import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';

/**
 * Store credit as a ledger: every change is a row with the balance after it. A change first takes
 * the customer's row lock (a no-op update: PostgreSQL locks the row, SQLite the database), so two
 * changes for one customer never compute from the same balance; the table's check refuses a
 * balance below zero.
 */
export class InsufficientStoreCredit extends Error {
  constructor(readonly balanceCents: number) {
    super('Not enough store credit');
    this.name = 'InsufficientStoreCredit';
  }
}

export interface CreditEntry {
  customerId: number;
  /** Signed: credit given is positive, credit spent negative. */
  amountCents: number;
  reason: string;
  orderId?: number | null;
  staffId?: number | null;
}

export async function balanceOf(db: Kysely<Database>, customerId: number): Promise<number> {
  const last = await db
    .selectFrom('store_credit_transactions')
    .select('balance_after_cents')
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return last?.balance_after_cents ?? 0;
}

/** Appends a change inside the caller's transaction; answers the new balance. */
export async function appendCredit(trx: Kysely<Database>, entry: CreditEntry, stamp = new Date().toISOString()): Promise<number> {
  await trx
    .updateTable('customers')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', entry.customerId)
    .execute();
  const balance = await balanceOf(trx, entry.customerId);
  const after = balance + entry.amountCents;
  if (after < 0) throw new InsufficientStoreCredit(balance);
  await trx
    .insertInto('store_credit_transactions')
    .values({
      customer_id: entry.customerId,
      amount_cents: entry.amountCents,
      balance_after_cents: after,
      reason: entry.reason.slice(0, 1000),
      order_id: entry.orderId ?? null,
      staff_id: entry.staffId ?? null,
      created_at: stamp,
    })
    .execute();
  return after;
}

export interface CreditTransaction {
  id: number;
  amount_cents: number;
  balance_after_cents: number;
  reason: string;
  order_increment_id: string | null;
  created_at: string;
}

export async function listTransactions(
  db: Kysely<Database>,
  customerId: number,
  limit: number,
  offset: number,
): Promise<CreditTransaction[]> {
  return db
    .selectFrom('store_credit_transactions')
    .leftJoin('orders', 'orders.id', 'store_credit_transactions.order_id')
    .select([
      'store_credit_transactions.id',
      'store_credit_transactions.amount_cents',
      'store_credit_transactions.balance_after_cents',
      'store_credit_transactions.reason',
      'store_credit_transactions.created_at',
      'orders.increment_id as order_increment_id',
    ])
    .where('store_credit_transactions.customer_id', '=', customerId)
    .orderBy('store_credit_transactions.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
