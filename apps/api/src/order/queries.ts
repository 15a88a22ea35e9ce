import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/index.js';
import { maskedCardCode } from './priced-order.js';
import type { OrderItemRow, OrderRow } from './storage.js';
import { effectiveStatus, ORDER_STATUSES, storedStatusesOf } from './workflow.js';
import { pageOfQuery, type Paging, relatedCount, textSearch } from '../http/index.js';
import { PAYMENT_STATES } from '@shoreline/domain/forms/admin';
import { leftToGiveBack } from '../give-back/index.js';
import { paymentStateIs, shownPaymentStateSql } from './money/payment-state.js';
import { paymentsTaken, refundedAtGateways, takenCents } from './money/order-payments.js';
import type { PaymentRow } from '../payment/index.js';
import { CALENDAR_DAY_PATTERN } from '@shoreline/domain/formats';

export const orderFilterSchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  deliveryDate: z.string().regex(CALENDAR_DAY_PATTERN, 'deliveryDate: use YYYY-MM-DD').meta({ format: 'date' }).optional(),
  store: z.string().max(64).optional(),
  paymentState: z.enum(PAYMENT_STATES).optional(),
});
export type OrderFilter = z.infer<typeof orderFilterSchema>;

export async function listOrders(db: Kysely<Database>, filter: OrderFilter, paging: Paging) {
  let query = db.selectFrom('orders');
  if (filter.status) query = query.where('orders.status', 'in', storedStatusesOf(filter.status));
  if (filter.deliveryDate) query = query.where('orders.delivery_date', '=', filter.deliveryDate);
  if (filter.store) query = query.where('orders.store_code', '=', filter.store);
  if (filter.paymentState) query = query.where(paymentStateIs(filter.paymentState));
  if (filter.q) {
    const name = sql`orders.customer_firstname || ' ' || orders.customer_lastname`;
    query = query.where(textSearch(filter.q, [sql`orders.increment_id`, sql`orders.customer_email`, name]));
  }
  const page = await pageOfQuery(
    query,
    (query) =>
      query
        .select([
          'orders.id',
          'orders.increment_id',
          'orders.created_at',
          'orders.status',
          shownPaymentStateSql.as('payment_state'),
          'orders.store_code',
          'orders.customer_email',
          'orders.customer_firstname',
          'orders.customer_lastname',
          'orders.delivery_date',
          'orders.grand_total_cents',
          'orders.currency_code',
          relatedCount('order_items', 'order_items.order_id', 'orders.id').as('items_count'),
        ])
        .orderBy('orders.id', 'desc'),
    paging,
  );
  return {
    ...page,
    items: page.items.map(({ customer_firstname, customer_lastname, ...row }) => ({
      ...row,
      status: effectiveStatus(row.status),
      customer_name: `${customer_firstname} ${customer_lastname}`.trim(),
    })),
  };
}

/** A page of a customer's orders, newest first, with their lines, and how many orders the customer has in all. */
export async function customerOrderPage(db: Kysely<Database>, customerId: number, pageSize: number, currentPage: number) {
  const [orders, count] = await Promise.all([
    db
      .selectFrom('orders')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow(),
  ]);
  const items = orders.length
    ? await db
        .selectFrom('order_items')
        .selectAll()
        .where(
          'order_id',
          'in',
          orders.map((o) => o.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return { orders, items, total: Number(count.n) };
}

export function findOrder(db: Kysely<Database>, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findItems(db: Kysely<Database>, orderId: number): Promise<OrderItemRow[]> {
  return db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** The order's payment: the one attempt that is attached to it (the latest, should there be more). */
export function findOrderPayment(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').executeTakeFirst();
}

/**
 * What the order gave back so far: store credit plus what went back to the payment, which is the
 * larger of our refund rows and what the gateway reports (a refund made in the gateway's own
 * dashboard reaches payments.refunded_cents through its webhook, never our refund rows). `total`
 * counts every refund set aside, its gateway's word pending or not (so nothing is given twice);
 * `confirmed` only those the gateways confirmed, what the order may show as returned. A failed
 * refund gave nothing.
 */
export async function refundedCents(
  db: Kysely<Database>,
  orderId: number,
  payments: ReadonlyArray<{ refunded_cents: number }>,
): Promise<{ total: number; shipping: number; confirmed: number }> {
  const rows = await db
    .selectFrom('order_refunds')
    .select((eb) => [
      'destination',
      'state',
      eb.fn.sum<number>('amount_cents').as('amount'),
      eb.fn.sum<number>('shipping_cents').as('shipping'),
    ])
    .where('order_id', '=', orderId)
    .where('state', '!=', 'failed')
    .groupBy(['destination', 'state'])
    .execute();
  const of = (destination: string, sentOnly = false) =>
    rows
      .filter((row) => row.destination === destination && (!sentOnly || row.state === 'sent'))
      .reduce((sum, row) => sum + Number(row.amount ?? 0), 0);
  const atGateways = refundedAtGateways(payments);
  return {
    total: of('store_credit') + Math.max(of('original'), atGateways),
    shipping: rows.reduce((sum, row) => sum + Number(row.shipping ?? 0), 0),
    confirmed: of('store_credit') + Math.max(of('original', true), atGateways),
  };
}

/** Units refunded so far per order item, for one order or many. */
export async function refundedQtyByItem(db: Kysely<Database>, orderIds: number | number[]): Promise<Map<number, number>> {
  const ids = Array.isArray(orderIds) ? orderIds : [orderIds];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_refund_lines')
    .innerJoin('order_refunds', 'order_refunds.id', 'order_refund_lines.refund_id')
    .select((eb) => ['order_refund_lines.order_item_id', eb.fn.sum<number>('order_refund_lines.qty').as('qty')])
    .where('order_refunds.order_id', 'in', ids)
    .groupBy('order_refund_lines.order_item_id')
    .execute();
  return new Map(rows.map((row) => [row.order_item_id, Number(row.qty)]));
}

/** Gateway calls that only read (a status query): they change nothing the order's payment history shows. */
const READ_ONLY_PAYMENT_CALLS = ['query', 'get'];

export async function orderRecords(db: Kysely<Database>, orderId: number) {
  const [payments, paymentEvents, shipments, refunds, refundLines, history, giftCards] = await Promise.all([
    db
      .selectFrom('payments')
      .select([
        'id',
        'method',
        'state',
        'amount_cents',
        'refunded_cents',
        'currency',
        'gateway',
        'gateway_reference',
        'test_mode',
        'created_at',
      ])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('payment_events')
      .innerJoin('payments', 'payments.id', 'payment_events.payment_id')
      .select([
        'payment_events.payment_id',
        'payment_events.kind',
        'payment_events.amount_cents',
        'payment_events.status',
        'payment_events.created_at',
      ])
      .where('payments.order_id', '=', orderId)
      .where('payment_events.kind', 'not in', READ_ONLY_PAYMENT_CALLS)
      .orderBy('payment_events.id')
      .execute(),
    db
      .selectFrom('order_shipments')
      .select(['id', 'carrier', 'track_number', 'shipped_at', 'staff_id', 'provider'])
      .select(['service', 'cost_cents', 'tracking_url', 'status', 'est_delivery_date', 'voided_at', 'box_number'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute()
      .then((rows) => rows.map(({ provider, ...shipment }) => ({ ...shipment, label: provider !== null }))),
    db
      .selectFrom('order_refunds')
      .leftJoin('staff', 'staff.id', 'order_refunds.staff_id')
      .select([
        'order_refunds.id',
        'order_refunds.amount_cents',
        'order_refunds.shipping_cents',
        'order_refunds.destination',
        'order_refunds.reason',
        'order_refunds.staff_id',
        'staff.name as staff_name',
        'order_refunds.created_at',
        'order_refunds.state',
        'order_refunds.failure',
      ])
      .where('order_refunds.order_id', '=', orderId)
      .orderBy('order_refunds.id')
      .execute(),
    db
      .selectFrom('order_refund_lines')
      .innerJoin('order_refunds', 'order_refunds.id', 'order_refund_lines.refund_id')
      .select([
        'order_refund_lines.refund_id',
        'order_refund_lines.order_item_id',
        'order_refund_lines.qty',
        'order_refund_lines.amount_cents',
      ])
      .where('order_refunds.order_id', '=', orderId)
      .orderBy('order_refund_lines.id')
      .execute(),
    db
      .selectFrom('order_status_history')
      .leftJoin('staff', 'staff.id', 'order_status_history.staff_id')
      .select([
        'order_status_history.from_status',
        'order_status_history.to_status',
        'order_status_history.note',
        'order_status_history.staff_id',
        'staff.name as staff_name',
        'order_status_history.created_at',
      ])
      .where('order_status_history.order_id', '=', orderId)
      .orderBy('order_status_history.id')
      .execute(),
    db
      .selectFrom('gift_cards')
      .select([
        'order_item_id',
        'unit',
        'code',
        'kind',
        'initial_cents',
        'status',
        'recipient_name',
        'recipient_email',
        'message',
        'delivered_at',
      ])
      .where('order_id', '=', orderId)
      .orderBy('order_item_id')
      .orderBy('unit')
      .execute(),
  ]);
  return {
    payments,
    payment_events: paymentEvents,
    // Staff see which card went where, never a card's whole code (a bearer secret).
    gift_cards: giftCards.map(({ code, ...card }) => ({ ...card, code: maskedCardCode(code) })),
    shipments,
    refunds: refunds.map((refund) => ({
      ...refund,
      lines: refundLines.filter((line) => line.refund_id === refund.id).map(({ refund_id: _ignored, ...line }) => line),
    })),
    history,
  };
}

/**
 * A shipment as its customer reads it: carrier, number and date; a label bought through a carrier (shipment/) adds
 * the parcel's latest tracking (a shipment typed in by hand answers as it always did).
 */
export interface CustomerShipment {
  carrier: string;
  track_number: string;
  shipped_at: string;
  status?: string | null;
  status_detail?: string | null;
  est_delivery_date?: string | null;
  tracking_url?: string | null;
}

/** Shipments of many orders at once (the customer's order history, the receipt). */
export async function shipmentsOf(db: Kysely<Database>, orderIds: number[]) {
  const byOrder = new Map<number, CustomerShipment[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_shipments')
    .select([
      'order_id',
      'carrier',
      'track_number',
      'shipped_at',
      'provider',
      'status',
      'status_detail',
      'est_delivery_date',
      'tracking_url',
    ])
    .where('order_id', 'in', orderIds)
    .where('voided_at', 'is', null)
    .orderBy('id')
    .execute();
  for (const { order_id, provider, status, status_detail, est_delivery_date, tracking_url, ...shipment } of rows) {
    const tracked = provider === null ? shipment : { ...shipment, status, status_detail, est_delivery_date, tracking_url };
    byOrder.set(order_id, [...(byOrder.get(order_id) ?? []), tracked]);
  }
  return byOrder;
}

/**
 * What the order can still pay back: what its payments took, minus every refund so far and the store credit
 * approved claims gave (the give-back ledger holds those; no refund row does).
 */
export async function refundableCents(
  db: Kysely<Database>,
  orderId: number,
  taken?: PaymentRow[],
): Promise<{ left: number; paid: number; refunded: { total: number; shipping: number; confirmed: number } }> {
  const payments = taken ?? (await paymentsTaken(db, orderId));
  const [refunded, ledger] = await Promise.all([refundedCents(db, orderId, payments), leftToGiveBack(db, orderId)]);
  const paid = takenCents(payments);
  return { left: paid - refunded.total - ledger.claimCreditCents, paid, refunded };
}

/**
 * What the customer got back on the order, as their order page and receipt say it: refunds to the payment the
 * gateways confirmed (their own included) and to store credit, and the store credit claims and late boxes gave.
 */
export async function givenBackCents(db: Kysely<Database>, orderId: number): Promise<number> {
  const payments = await paymentsTaken(db, orderId);
  const [refunded, ledger] = await Promise.all([refundedCents(db, orderId, payments), leftToGiveBack(db, orderId)]);
  return refunded.confirmed + ledger.claimCreditCents;
}

/** What a refund to the order's payments can still give back: what gateways took, minus every give-back so far. */
export async function gatewayRefundableCents(db: Kysely<Database>, orderId: number): Promise<number> {
  const payments = await paymentsTaken(db, orderId);
  const gatewayHolds = payments
    .filter((payment) => payment.gateway !== null && payment.state === 'captured')
    .reduce((sum, payment) => sum + payment.amount_cents - payment.refunded_cents, 0);
  if (gatewayHolds <= 0) return 0;
  return Math.max(0, Math.min(gatewayHolds, (await refundableCents(db, orderId, payments)).left));
}
