import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/index.js';
import { addDays, availableDeliveryDates, shopClock, type DeliveryCalendarConfig } from '../../delivery/index.js';
import { refundedQtyByItem } from '../queries.js';
import { extrasOf, handoverOf, optionsByItem, pricedOrderOfOrder } from '../pricing-parts.js';
import { isGiftOrder, recipientNameOf } from '../gift.js';
import { calendarDay } from '@shoreline/domain/formats';
import { changesOfOrders, movedAwayFrom } from './order-changes-log.js';

export const packingQuerySchema = z.object({
  date: calendarDay('date: use YYYY-MM-DD').optional(),
  store: z.string().max(64).optional(),
});

/** Orders still to pack or hand over: not waiting for payment, not shipped, not canceled. */
const TO_PACK = ['processing', 'pending', 'packed'];

/** Tomorrow in the shop's time zone (the delivery calendar's): the day the orders packed today arrive. */
export const tomorrowInShopTime = (timeZone: string, now = new Date()) => addDays(shopClock(now, timeZone).date, 1);

/** Who marked each order packed last, and when: the packing list says who packed a box, not only that it was. */
async function whoPacked(db: Kysely<Database>, orderIds: number[]) {
  const byOrder = new Map<number, { staff_name: string | null; at: string }>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_status_history')
    .leftJoin('staff', 'staff.id', 'order_status_history.staff_id')
    .select(['order_status_history.order_id', 'staff.name as staff_name', 'order_status_history.created_at'])
    .where('order_status_history.order_id', 'in', orderIds)
    .where('order_status_history.to_status', '=', 'packed')
    .orderBy('order_status_history.id')
    .execute();
  for (const row of rows) byOrder.set(row.order_id, { staff_name: row.staff_name, at: row.created_at });
  return byOrder;
}

/**
 * The day the packing list opens on: the next date from tomorrow (what is packed today arrives then) that has orders
 * to pack, else the next delivery date of the calendar, never a day with nothing to do because it is not a delivery day.
 */
export async function nextPackingDate(
  db: Kysely<Database>,
  store: string | undefined,
  calendar: DeliveryCalendarConfig,
  now = new Date(),
): Promise<string> {
  const from = tomorrowInShopTime(calendar.timeZone, now);
  let next = db
    .selectFrom('orders')
    .select((eb) => eb.fn.min('delivery_date').as('date'))
    .where('delivery_date', '>=', from)
    .where('status', 'in', TO_PACK);
  if (store) next = next.where('store_code', '=', store);
  const row = await next.executeTakeFirst();
  return row?.date ?? availableDeliveryDates(now, calendar)[0] ?? from;
}

/** What to pack (and steam) for one delivery date, per order and in total per sku; refunded units are left out. */
export async function packingList(db: Kysely<Database>, input: z.output<typeof packingQuerySchema>, calendar: DeliveryCalendarConfig) {
  const date = input.date ?? (await nextPackingDate(db, input.store, calendar));
  let orders = db.selectFrom('orders').where('delivery_date', '=', date).where('status', 'in', TO_PACK);
  if (input.store) orders = orders.where('store_code', '=', input.store);
  const rows = await orders.selectAll().orderBy('id').execute();
  const ids = rows.map((row) => row.id);
  const items = ids.length ? await db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).orderBy('id').execute() : [];
  const [refunded, packedBy, changes] = await Promise.all([refundedQtyByItem(db, ids), whoPacked(db, ids), changesOfOrders(db, ids)]);
  // Mailed gift cards travel in the box: their codes are printed with the line.
  const mailedCards = ids.length
    ? await db
        .selectFrom('gift_cards')
        .select(['order_item_id', 'code', 'initial_cents'])
        .where('order_id', 'in', ids)
        .where('kind', 'in', [2, 3])
        .where('status', '=', 'active')
        .orderBy('unit')
        .execute()
    : [];
  const totals = new Map<string, { sku: string; name: string; qty: number }>();
  const packed = rows.map((row) => {
    const own = items.filter((item) => item.order_id === row.id);
    const priced = pricedOrderOfOrder(row, own);
    const options = optionsByItem(priced, own);
    // A gift's slip travels in the recipient's box: no price of any kind on it (not even a mailed card's amount).
    const gift = isGiftOrder(row);
    const lines = own
      .map((item) => ({
        item_id: item.id,
        sku: item.sku,
        name: item.name,
        qty: item.qty - (refunded.get(item.id) ?? 0),
        options: options.get(item.id) ?? [],
        gift_cards: mailedCards
          .filter((card) => card.order_item_id === item.id)
          .map((card) => ({ code: card.code, amount_cents: gift ? null : card.initial_cents })),
      }))
      .filter((line) => line.qty > 0);
    for (const { item_id: _line, ...line } of lines) {
      const total = totals.get(line.sku) ?? { sku: line.sku, name: line.name, qty: 0 };
      total.qty += line.qty;
      totals.set(line.sku, total);
    }
    return {
      id: row.id,
      increment_id: row.increment_id,
      store_code: row.store_code,
      status: row.status === 'pending' ? 'processing' : row.status,
      customer_name: `${row.customer_firstname} ${row.customer_lastname}`.trim(),
      delivery_date: row.delivery_date,
      ...handoverOf(row, priced),
      shipping_address: row.shipping_address ? (JSON.parse(row.shipping_address) as unknown) : null,
      shipping_description: row.shipping_description,
      items: lines,
      extras: extrasOf(priced).map(({ name, options: chosen }) => ({ name, options: chosen })),
      gift: gift ? { recipient_name: recipientNameOf(row).full, from_name: row.customer_firstname, message: row.gift_message ?? '' } : null,
      packed_by: packedBy.get(row.id) ?? null,
      changes: changes.get(row.id) ?? [],
    };
  });
  return {
    date,
    orders: packed,
    moved_out: await movedOut(db, date, input.store),
    totals: [...totals.values()].sort((a, b) => a.sku.localeCompare(b.sku)),
  };
}

/** The orders moved away from the date (not back on it), each with its last move away: no box to pack for them that day. */
async function movedOut(db: Kysely<Database>, date: string, store: string | undefined) {
  const moves = new Map((await movedAwayFrom(db, date)).map((move) => [move.order_id, move]));
  if (moves.size === 0) return [];
  let query = db
    .selectFrom('orders')
    .select(['id', 'increment_id', 'customer_firstname', 'customer_lastname', 'delivery_date', 'status', 'store_code'])
    .where('id', 'in', [...moves.keys()])
    .where('delivery_date', '!=', date);
  if (store) query = query.where('store_code', '=', store);
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => {
    const { order_id: _id, ...move } = moves.get(row.id)!;
    return {
      id: row.id,
      increment_id: row.increment_id,
      customer_name: `${row.customer_firstname} ${row.customer_lastname}`.trim(),
      status: row.status === 'pending' ? 'processing' : row.status,
      delivery_date: row.delivery_date,
      ...move,
    };
  });
}
