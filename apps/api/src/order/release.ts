import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { returnGiftCards, takeBackGiftCards, type TakeBack } from '../gift-cards/index.js';
import { appendCredit } from '../store-credit/index.js';
import { findPlace, OVERNIGHT, releaseSlot } from '../delivery/index.js';
import { giveBackCouponUse } from '../cart/index.js';
import { addStock } from '../stock/index.js';
import type { OrderItemRow, OrderRow } from './storage.js';

interface StockUnit {
  productId: number;
  qty: number;
}

function stockUnitsOf(item: OrderItemRow): StockUnit[] {
  if (!item.stock_units) return [{ productId: item.product_id, qty: item.qty }];
  const units = JSON.parse(item.stock_units) as StockUnit[];
  return units.map((unit) => ({ productId: unit.productId, qty: unit.qty * item.qty }));
}

/** Puts the order's units back on managed stock items; answers the products whose stock changed. */
export async function restock(trx: Kysely<Database>, items: OrderItemRow[], stamp: string): Promise<number[]> {
  const totals = new Map<number, number>();
  for (const item of items) for (const unit of stockUnitsOf(item)) totals.set(unit.productId, (totals.get(unit.productId) ?? 0) + unit.qty);
  const changed: number[] = [];
  for (const [productId, qty] of totals) if (await addStock(trx, productId, qty, stamp, { managedOnly: true })) changed.push(productId);
  return changed;
}

export interface Released {
  restocked: number[];
  /** The order's coupon use went back (the code may be used again within its limits). */
  couponReturned: boolean;
  storeCreditReturned: number;
  giftCardReturned: number;
  giftCardsTakenBack: TakeBack;
}

/**
/**
 * What a canceled order gives back besides money, inside the cancel's transaction: the store credit and gift-card
 * balances it spent, its coupon use, its delivery slot and its units to stock (the reverse of the order they were
 * taken in at its placing, order/placement/commit.ts), and then the gift cards it bought. Every release goes through here: the
 * staff's cancel, the end of an unpaid order's hold, a declined or denied payment.
 */
export async function releaseOrder(
  trx: Kysely<Database>,
  order: OrderRow,
  items: OrderItemRow[],
  stamp: string,
  staffId: number | null,
): Promise<Released> {
  const credited = order.store_credit_cents > 0 && order.customer_id !== null ? order.store_credit_cents : 0;
  if (credited > 0 && order.customer_id !== null) {
    await appendCredit(
      trx,
      { customerId: order.customer_id, amountCents: credited, reason: `order ${order.increment_id} canceled`, orderId: order.id, staffId },
      stamp,
    );
  }
  const giftCardReturned = await returnGiftCards(trx, order.id, stamp);
  const couponReturned = await giveBackCouponUse(trx, order);
  // The date's slot goes back to the order's place: a shopper in any of its store views can take it.
  if (order.delivery_date && order.shipping_carrier_code === OVERNIGHT.carrier) {
    const place = await findPlace(trx, order.store_code);
    if (place) await releaseSlot(trx, { place, date: order.delivery_date }, stamp);
  }
  const restocked = await restock(trx, items, stamp);
  const giftCardsTakenBack = await takeBackGiftCards(trx, order.id, 'all', stamp);
  return { restocked, couponReturned, storeCreditReturned: credited, giftCardReturned, giftCardsTakenBack };
}
