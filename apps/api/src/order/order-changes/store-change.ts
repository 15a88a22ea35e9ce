import { recordOrderEvent } from '../order-event.js';
import type { Kysely } from 'kysely';
import type { ChangeSettlement } from '@shoreline/domain/wire/order-changes';
import type { ApiContext } from '../../context.js';
import type { Database } from '../../db/index.js';
import { Conflict } from '../../errors.js';
import { moveSlot, placeCapacity, placeOf, refuseHeld, regionOf, takeSlot } from '../../delivery/index.js';
import { addStock } from '../../stock/index.js';
import { totalsColumnsOf } from '../placement/commit.js';
import { orderedLinesOf, soldOutOf } from '../placement/sold-out.js';
import {
  findOrderItems,
  itemColumnsOf,
  OutOfStockError,
  recordStockEvents,
  takeStock,
  type OrderItemRow,
  type OrderRow,
} from '../storage.js';
import { orderRegion } from '../reschedule.js';
import type { Repriced } from './reprice.js';
import { returnGiftCards } from '../../gift-cards/index.js';
import { appendCredit } from '../../store-credit/index.js';

const STORED_CHANGEABLE = ['pending_payment', 'processing', 'pending', 'packed', 'awaiting_payment'];

/** What a change stores: the order as it was, as it is to be, and how its difference is settled. */
export interface ChangeToStore {
  order: OrderRow;
  items: OrderItemRow[];
  repriced: Repriced;
  key: string;
  settlement: ChangeSettlement;
  /** The order's payment whose amount follows the total (an offline payment not yet taken); null for none. */
  amountDuePaymentId: number | null;
  summary: string;
  /** What it did, as the packing list reads it from the audit row (order-changes-log.ts). */
  kinds: ChangeKind[];
}

export type ChangeKind = 'lines_changed' | 'address_changed' | 'date_moved';

/** Another request with the same key stored the change first: its row answers. */
export class ChangeStoredMeanwhile extends Error {}

type Units = Map<number, { productId: number; sku: string; name: string; qty: number }>;

/** The managed stock units lines use, per product. */
function unitsOf(
  lines: ReadonlyArray<{ qty: number; units: ReadonlyArray<{ productId: number; sku?: string; name?: string; qty: number }> }>,
) {
  const units: Units = new Map();
  for (const line of lines)
    for (const unit of line.units) {
      const entry = units.get(unit.productId) ?? { productId: unit.productId, sku: unit.sku ?? '', name: unit.name ?? '', qty: 0 };
      entry.qty += unit.qty * line.qty;
      units.set(unit.productId, entry);
    }
  return units;
}

const itemUnits = (item: OrderItemRow) =>
  item.stock_units ? (JSON.parse(item.stock_units) as Array<{ productId: number; qty: number }>) : [{ productId: item.product_id, qty: 1 }];

/** Takes the units a line adds; the last units gone meanwhile refuse the change, naming the line. */
async function takeShort(
  trx: Kysely<Database>,
  unit: Parameters<typeof takeStock>[1],
  change: ChangeToStore,
  stamp: string,
  locale: string,
) {
  try {
    return await takeStock(trx, unit, stamp);
  } catch (error) {
    if (!(error instanceof OutOfStockError)) throw error;
    throw soldOutOf(orderedLinesOf(change.repriced.priced.totals, []), new Set([unit.productId]), locale);
  }
}

/** Takes the units the change adds and gives back those it removes, per product; answers the products whose stock moved. */
async function moveStock(trx: Kysely<Database>, change: ChangeToStore, stamp: string, locale: string): Promise<number[]> {
  const before = unitsOf(change.items.map((item) => ({ qty: item.qty, units: itemUnits(item) })));
  const after = unitsOf(change.repriced.priced.totals.lines.map((line) => ({ qty: line.qty, units: line.line.stockUnits })));
  const moved: number[] = [];
  for (const productId of new Set([...before.keys(), ...after.keys()])) {
    const wanted = after.get(productId);
    const delta = (wanted?.qty ?? 0) - (before.get(productId)?.qty ?? 0);
    if (delta > 0 && wanted && (await takeShort(trx, { ...wanted, qty: delta }, change, stamp, locale))) moved.push(productId);
    if (delta < 0 && (await addStock(trx, productId, -delta, stamp, { managedOnly: true }))) moved.push(productId);
  }
  return moved;
}

/** The delivery's booking: moved to the new date, and the date re-checked for a hold on the new address's state. */
async function moveBooking(context: ApiContext, trx: Kysely<Database>, change: ChangeToStore, stamp: string, locale: string) {
  const { order, repriced } = change;
  const region = regionOf(repriced.address);
  // A gift still waiting for its recipient's day holds no slot until a day is chosen.
  if (!repriced.date) return;
  if (repriced.date === order.delivery_date && region === orderRegion(order)) return;
  const place = await placeOf(trx, order.store_code);
  const to = { place, date: repriced.date, locale };
  await refuseHeld(trx, context.dialect.engine, to, region);
  const capacity = placeCapacity(context.config.shipping, place);
  // Its buyer chose the day instead: the day's slot is taken now, as a new order's would be.
  if (!order.delivery_date) await takeSlot(trx, to, capacity, stamp);
  else if (repriced.date !== order.delivery_date) await moveSlot(trx, { place, date: order.delivery_date }, to, capacity, stamp);
}

/** The order's lines as priced: existing ones updated in place, new ones added, those the change dropped removed. */
async function storeLines(trx: Kysely<Database>, change: ChangeToStore): Promise<void> {
  const lines = change.repriced.priced.totals.lines;
  const kept = new Set(lines.map((line) => line.itemId).filter((id) => id > 0));
  const dropped = change.items.filter((item) => !kept.has(item.id)).map((item) => item.id);
  if (dropped.length) await trx.deleteFrom('order_items').where('id', 'in', dropped).execute();
  for (const line of lines) {
    if (line.itemId > 0) await trx.updateTable('order_items').set(itemColumnsOf(line)).where('id', '=', line.itemId).execute();
    else
      await trx
        .insertInto('order_items')
        .values({ order_id: change.order.id, ...itemColumnsOf(line) })
        .execute();
  }
}

/**
 * What a lower total no longer spends of the order's gift cards and store credit goes back to them (the change spends
 * them first, up to what the order spent: reprice.ts); answers the cents given back to each.
 */
async function giveBackTenders(trx: Kysely<Database>, change: ChangeToStore, stamp: string) {
  const { order, repriced } = change;
  const totals = repriced.priced.totals;
  const giftCards = await returnGiftCards(trx, order.id, stamp, totals.giftCards);
  const storeCredit = order.customer_id === null ? 0 : Math.max(0, order.store_credit_cents - totals.storeCreditCents);
  if (storeCredit > 0 && order.customer_id !== null)
    await appendCredit(
      trx,
      {
        customerId: order.customer_id,
        amountCents: storeCredit,
        reason: `order ${order.increment_id} changed`,
        orderId: order.id,
        staffId: null,
      },
      stamp,
    );
  return { gift_card_returned_cents: giftCards, store_credit_returned_cents: storeCredit };
}

/**
 * Stores a change in one transaction: the order row held (a twin with the same key then finds its row), the stock
 * moved for the changed quantities, the booking moved, the lines, totals, address and date written, an offline
 * payment's amount set to the new total, what gift cards and store credit no longer pay given back to them, the change
 * row, the history (by the customer) and the audit log.
 */
export async function storeChange(context: ApiContext, change: ChangeToStore, locale: string): Promise<OrderRow> {
  const { order, repriced } = change;
  const difference = repriced.priced.totals.grandTotalCents - order.grand_total_cents;
  return context.dialect.writeTransaction(context.db, async (trx) => {
    const stamp = new Date().toISOString();
    const held = await trx
      .updateTable('orders')
      .set({ updated_at: stamp })
      .where('id', '=', order.id)
      .where('updated_at', '=', order.updated_at)
      .where('status', 'in', STORED_CHANGEABLE)
      .executeTakeFirst();
    if (Number(held.numUpdatedRows) !== 1) {
      const twin = await trx.selectFrom('order_changes').select('id').where('order_id', '=', order.id).where('change_key', '=', change.key);
      if (await twin.executeTakeFirst()) throw new ChangeStoredMeanwhile();
      throw new Conflict('The order changed meanwhile. Reload it and try again.');
    }
    const stockMoved = await moveStock(trx, change, stamp, locale);
    await moveBooking(context, trx, change, stamp, locale);
    await storeLines(trx, change);
    const extension = { delivery_date: repriced.date || null };
    await trx
      .updateTable('orders')
      .set({
        ...totalsColumnsOf(repriced.priced, order.currency_code),
        shipping_description: repriced.priced.shippingDescription || order.shipping_description,
        delivery_date: repriced.date || order.delivery_date,
        shipping_address: JSON.stringify({ ...repriced.address, extension_attributes: extension }),
        balance_due_cents: change.settlement === 'due' ? difference : 0,
        updated_at: stamp,
      })
      .where('id', '=', order.id)
      .execute();
    if (change.amountDuePaymentId !== null)
      await trx
        .updateTable('payments')
        .set({ amount_cents: repriced.priced.totals.grandTotalCents, updated_at: stamp })
        .where('id', '=', change.amountDuePaymentId)
        .execute();
    await trx
      .insertInto('order_changes')
      .values({
        order_id: order.id,
        change_key: change.key,
        before_cents: order.grand_total_cents,
        after_cents: repriced.priced.totals.grandTotalCents,
        difference_cents: difference,
        // A refund is owed until the refund made after this transaction claims and records it (service.ts).
        settlement: change.settlement === 'refunded' ? 'refund_pending' : change.settlement,
        refund_id: null,
        refund_claimed_at: null,
        payment_id: null,
        summary: change.summary,
        created_at: stamp,
      })
      .execute();
    const tendersBack = await giveBackTenders(trx, change, stamp);
    await recordStockEvents(trx, stockMoved, stamp);
    await recordOrderEvent(trx, order, {
      note: `${change.summary} by the customer`,
      action: 'order.change',
      stamp,
      before: { grand_total_cents: order.grand_total_cents, delivery_date: order.delivery_date, lines: change.items.length },
      after: {
        by: 'customer',
        kinds: change.kinds,
        change_key: change.key,
        grand_total_cents: repriced.priced.totals.grandTotalCents,
        difference_cents: difference,
        settlement: change.settlement,
        delivery_date: repriced.date,
        lines: (await findOrderItems(trx, order.id)).length,
        ...tendersBack,
      },
    });
    return trx.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
  });
}
