import type { Kysely } from 'kysely';
import type { RecallOrderWire } from '@shoreline/domain/wire/lots';
import type { Database } from '../db/index.js';
import { csvCell } from '../http/index.js';

const ORDER_COLUMNS = [
  'orders.id',
  'orders.increment_id',
  'orders.status',
  'orders.customer_firstname',
  'orders.customer_lastname',
  'orders.customer_email',
  'orders.store_code',
] as const;

/** Every order that received units of the lot, with its customer and its shipments (carrier, tracking, latest status). */
export async function recallOrders(db: Kysely<Database>, lotId: number): Promise<RecallOrderWire[]> {
  const orders = await db
    .selectFrom('lot_assignments')
    .innerJoin('orders', 'orders.id', 'lot_assignments.order_id')
    .select((eb) => [...ORDER_COLUMNS, eb.fn.sum<number | string>('lot_assignments.qty').as('qty')])
    .where('lot_assignments.lot_id', '=', lotId)
    .groupBy([...ORDER_COLUMNS])
    .orderBy('orders.id')
    .execute();
  const ids = orders.map((order) => order.id);
  const shipments = ids.length
    ? await db
        .selectFrom('order_shipments')
        .select(['order_id', 'carrier', 'track_number', 'status'])
        .where('order_id', 'in', ids)
        .orderBy('id')
        .execute()
    : [];
  return orders.map((order) => ({
    order_id: order.id,
    increment_id: order.increment_id,
    status: order.status,
    customer_name: `${order.customer_firstname} ${order.customer_lastname}`.trim(),
    customer_email: order.customer_email,
    store_code: order.store_code,
    qty: Number(order.qty),
    shipments: shipments
      .filter((shipment) => shipment.order_id === order.id)
      .map((shipment) => ({ carrier: shipment.carrier, tracking_number: shipment.track_number, status: shipment.status })),
  }));
}

const CSV_HEADER = [
  'lot_code',
  'sku',
  'order',
  'order_status',
  'customer_name',
  'customer_email',
  'qty',
  'carrier',
  'tracking_number',
  'tracking_status',
];

/**
 * The recall as CSV (RFC 4180: every cell quoted, quotes doubled, CRLF between rows): one row per shipment of each
 * order, or one row with empty shipment cells for an order not shipped yet.
 */
export function recallCsv(lot: { code: string; sku: string }, orders: readonly RecallOrderWire[]): string {
  const rows = orders.flatMap((order) => {
    const head = [lot.code, lot.sku, order.increment_id, order.status, order.customer_name, order.customer_email, String(order.qty)];
    if (order.shipments.length === 0) return [[...head, '', '', '']];
    return order.shipments.map((shipment) => [...head, shipment.carrier, shipment.tracking_number, shipment.status ?? '']);
  });
  return [CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
