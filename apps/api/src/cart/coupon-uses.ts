import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { isUniqueViolation } from '../db/index.js';
import { Conflict } from '../errors.js';
import type { Address } from './address.js';
import type { CartRow } from './storage.js';

/**
 * Per-customer coupon limits (the coupon's uses_per_customer). A use belongs to a holder: the
 * customer when one is known (logged in, or a guest order with a customer's e-mail), otherwise
 * the guest's normalised e-mail. The order transaction records each use with the next number;
 * the unique key (coupon_code, holder, use_number) refuses a second order taking the same number.
 */
export interface CouponLimit {
  code: string;
  uses_per_customer: number | null;
  /** Uses in all, by anyone (null: no limit). */
  uses_total: number | null;
}

export interface CouponHolder {
  key: string;
  /** Keys the same person used before becoming a customer (guest orders with their e-mail). */
  earlierKeys: string[];
}

/** The coupon's uses (in all, or this customer's) were taken meanwhile. */
export class CouponUsedUpError extends Conflict {}

export function couponUsedUpMessage(coupon: Pick<CouponLimit, 'code' | 'uses_per_customer'>): string {
  const times = coupon.uses_per_customer === 1 ? 'once' : `${coupon.uses_per_customer ?? 0} times`;
  return `You have already used the coupon code ${coupon.code}. It can be used ${times} per customer.`;
}

export const couponExhaustedMessage = (code: string) => `The coupon code ${code} has been used up.`;

/** For an early answer when the code is applied; the order transaction decides (takeTotalUse). */
export const isExhausted = (coupon: { uses_total: number | null; times_used: number }) =>
  coupon.uses_total !== null && coupon.times_used >= coupon.uses_total;

/**
 * Takes one of the coupon's uses in all with one conditional update, so parallel orders cannot take more than there
 * are. Every use is counted (a limit set later counts the uses before it), and a released order gives its use back.
 */
async function takeTotalUse(trx: Kysely<Database>, coupon: CouponLimit): Promise<void> {
  const usesTotal = coupon.uses_total;
  const taken = await trx
    .updateTable('coupons')
    .set((eb) => ({ times_used: eb('times_used', '+', 1) }))
    .where('code', '=', coupon.code)
    .$if(usesTotal !== null, (query) => query.where('times_used', '<', usesTotal ?? 0))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw new CouponUsedUpError(couponExhaustedMessage(coupon.code));
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const customerKey = (customerId: number) => `customer:${customerId}`;
const emailKey = (email: string) => `email:${normaliseEmail(email)}`;

/** Who a coupon use counts for; null when neither a customer nor an e-mail is known yet. */
export async function couponHolderOf(
  db: Kysely<Database>,
  who: { customerId: number | null; email: string | null },
): Promise<CouponHolder | null> {
  if (who.customerId !== null) {
    const customer = await db.selectFrom('customers').select('email').where('id', '=', who.customerId).executeTakeFirst();
    return { key: customerKey(who.customerId), earlierKeys: customer ? [emailKey(customer.email)] : [] };
  }
  if (!who.email?.trim()) return null;
  const email = normaliseEmail(who.email);
  const customer = await db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirst();
  return customer ? { key: customerKey(customer.id), earlierKeys: [emailKey(email)] } : { key: emailKey(email), earlierKeys: [] };
}

/** The holder's highest use number: the next use takes the one after it (a use given back leaves its number free). */
async function lastUseNumber(db: Kysely<Database>, code: string, holder: CouponHolder): Promise<number> {
  const row = await db
    .selectFrom('coupon_uses')
    .select((eb) => eb.fn.max<number | string | null>('use_number').as('last'))
    .where('coupon_code', '=', code)
    .where('holder', '=', holder.key)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

async function countUses(db: Kysely<Database>, code: string, holder: CouponHolder): Promise<number> {
  const row = await db
    .selectFrom('coupon_uses')
    .select((eb) => eb.fn.countAll<number | string>().as('uses'))
    .where('coupon_code', '=', code)
    .where('holder', 'in', [holder.key, ...holder.earlierKeys])
    .executeTakeFirstOrThrow();
  return Number(row.uses);
}

export async function hasUsedUp(db: Kysely<Database>, coupon: CouponLimit, holder: CouponHolder): Promise<boolean> {
  if (coupon.uses_per_customer === null) return false;
  return (await countUses(db, coupon.code, holder)) >= coupon.uses_per_customer;
}

/**
 * Records one use inside the order's transaction, or throws CouponUsedUpError: one of the uses in all,
 * then one of the holder's. Two transactions counting a holder's uses at once compute the same next
 * number; the primary key lets only one of them insert it.
 */
export async function recordCouponUse(
  trx: Kysely<Database>,
  coupon: CouponLimit,
  holder: CouponHolder | null,
  orderId: number,
  stamp: string,
): Promise<void> {
  await takeTotalUse(trx, coupon);
  if (coupon.uses_per_customer === null || holder === null) return;
  const used = await countUses(trx, coupon.code, holder);
  if (used >= coupon.uses_per_customer) throw new CouponUsedUpError(couponUsedUpMessage(coupon));
  const useNumber = (await lastUseNumber(trx, coupon.code, holder)) + 1;
  try {
    await trx
      .insertInto('coupon_uses')
      .values({ coupon_code: coupon.code, holder: holder.key, use_number: useNumber, order_id: orderId, created_at: stamp })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new CouponUsedUpError(couponUsedUpMessage(coupon));
    throw error;
  }
}

/**
 * A released order (canceled, not paid in time, its payment denied) gives its coupon use back, in the release's
 * transaction: one of the uses in all and the holder's use. Answers whether it had one to give back.
 */
export async function giveBackCouponUse(trx: Kysely<Database>, order: { id: number; coupon_code: string | null }): Promise<boolean> {
  if (!order.coupon_code) return false;
  await trx
    .updateTable('coupons')
    .set((eb) => ({ times_used: eb('times_used', '-', 1) }))
    .where('code', '=', order.coupon_code)
    .where('times_used', '>', 0)
    .execute();
  await trx.deleteFrom('coupon_uses').where('order_id', '=', order.id).execute();
  return true;
}

/** The e-mail a cart already knows (from its billing or shipping address), for refusing a used-up coupon early. */
export function knownEmailOf(cart: Pick<CartRow, 'billing_address' | 'shipping_address'>): string | null {
  for (const stored of [cart.billing_address, cart.shipping_address]) {
    const email = stored ? (JSON.parse(stored) as Partial<Address>).email : undefined;
    if (typeof email === 'string' && email.trim()) return email;
  }
  return null;
}
