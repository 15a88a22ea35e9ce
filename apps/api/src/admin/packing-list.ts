import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { addDays, shopClock } from '../shipping/delivery-calendar.js';
import { refundedQtyByItem } from './order-queries.js';

export const packingQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date: use YYYY-MM-DD')
    .optional(),
  store: z.string().max(64).optional(),
});

const SHOP_TIME_ZONE = 'America/New_York';
/** Orders still to pack or hand over: not waiting for payment, not shipped, not canceled. */
const TO_PACK = ['processing', 'pending', 'packed'];

/** Tomorrow in the shop's time zone: the day the orders packed today arrive. */
export const tomorrowInShopTime = (now = new Date()) => addDays(shopClock(now, SHOP_TIME_ZONE).date, 1);

/** The label of a line's chosen options (a configurable's size, a bundle's parts), as the packer reads them. */
function optionsOf(productOption: string): string[] {
  const option = JSON.parse(productOption) as { extension_attributes?: Record<string, unknown> };
  const attributes = option.extension_attributes ?? {};
  const labels: string[] = [];
  for (const list of Object.values(attributes)) {
    if (!Array.isArray(list)) continue;
    for (const entry of list as Array<Record<string, unknown>>) {
      const label = entry.option_label ?? entry.label ?? entry.title;
      const value = entry.option_value_label ?? entry.value_label ?? entry.option_value ?? entry.value;
      if (typeof label === 'string' && (typeof value === 'string' || typeof value === 'number')) labels.push(`${label}: ${value}`);
    }
  }
  return labels;
}

/** What to pack (and steam) for one delivery date, per order and in total per sku; refunded units are left out. */
export async function packingList(db: Kysely<Database>, input: z.output<typeof packingQuerySchema>) {
  const date = input.date ?? tomorrowInShopTime();
  let orders = db.selectFrom('orders').where('delivery_date', '=', date).where('status', 'in', TO_PACK);
  if (input.store) orders = orders.where('store_code', '=', input.store);
  const rows = await orders
    .select([
      'id',
      'increment_id',
      'store_code',
      'status',
      'customer_firstname',
      'customer_lastname',
      'shipping_address',
      'shipping_description',
    ])
    .orderBy('id')
    .execute();
  const ids = rows.map((row) => row.id);
  const items = ids.length ? await db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).orderBy('id').execute() : [];
  const refunded = await refundedQtyByItem(db, ids);
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
    const lines = items
      .filter((item) => item.order_id === row.id)
      .map((item) => ({
        sku: item.sku,
        name: item.name,
        qty: item.qty - (refunded.get(item.id) ?? 0),
        options: optionsOf(item.product_option),
        gift_cards: mailedCards
          .filter((card) => card.order_item_id === item.id)
          .map((card) => ({ code: card.code, amount_cents: card.initial_cents })),
      }))
      .filter((line) => line.qty > 0);
    for (const line of lines) {
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
      shipping_address: row.shipping_address ? (JSON.parse(row.shipping_address) as unknown) : null,
      shipping_description: row.shipping_description,
      items: lines,
    };
  });
  return { date, orders: packed, totals: [...totals.values()].sort((a, b) => a.sku.localeCompare(b.sku)) };
}
