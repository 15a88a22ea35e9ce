import type { z } from 'zod';
import type { Kysely } from 'kysely';
import type { rescheduleForm } from '@shoreline/domain/forms/admin-delivery';
import { deliveryDayText } from '@shoreline/domain/messages';
import type { ApiContext } from '../context.js';
import type { Database } from '../db/index.js';
import { Conflict, InvalidInput, NotFound } from '../errors.js';
import { audit, type StaffPrincipal } from '../audit/index.js';
import {
  findHold,
  holdCovers,
  holdOn,
  moveSlot,
  placeById,
  placeCapacity,
  placeOf,
  refuseHeld,
  regionOf,
  takeSlot,
  type HoldRow,
  availableDeliveryDates,
  OVERNIGHT,
} from '../delivery/index.js';
import { pageOf, type Paging } from '../http/index.js';
import type { Address } from '../cart/index.js';
import { findOrder } from './queries.js';
import { recordStatusChange, type OrderRow } from './storage.js';
import { effectiveStatus, type OrderStatus } from './workflow.js';
import { rescheduleMail, type RescheduleMove } from './mails/reschedule-mail.js';
import { sendRecipientChangeMail } from './recipient-day/recipient-day-mail.js';
import { orderMailStore } from './mails/mail-links.js';

/** Orders that have not left the kitchen can still move to another date. */
export const MOVABLE: readonly OrderStatus[] = ['pending_payment', 'processing', 'packed'];
export const MOVABLE_STORED = ['pending_payment', 'processing', 'pending', 'packed'];
/** How far ahead (in delivery dates) staff may move an order. */
const RESCHEDULE_DAYS = 120;

const shippingAddressOf = (order: Pick<OrderRow, 'shipping_address'>): (Address & Record<string, unknown>) | null =>
  order.shipping_address ? (JSON.parse(order.shipping_address) as Address & Record<string, unknown>) : null;

/** The order's state as the back office's lists name it (two letters), from its shipping address. */
export const orderRegion = (order: Pick<OrderRow, 'shipping_address'>) => regionOf(shippingAddressOf(order));

/**
 * The delivery orders a hold pauses that have not shipped: on one of its dates, of any store view of its place
 * (or of any place), to one of its states (or anywhere); earliest date first. A hold covers a few days of one shop, so they are read at once.
 */
export async function ordersToReschedule(db: Kysely<Database>, holdId: number, paging: Paging) {
  const held = await heldOrders(db, await findHold(db, holdId));
  const counts = await itemCounts(
    db,
    held.map((row) => row.id),
  );
  const items = held.slice(paging.offset, paging.offset + paging.pageSize).map((row) => ({
    id: row.id,
    increment_id: row.increment_id,
    created_at: row.created_at,
    status: effectiveStatus(row.status),
    payment_state: row.payment_state,
    store_code: row.store_code,
    customer_email: row.customer_email,
    customer_name: `${row.customer_firstname} ${row.customer_lastname}`.trim(),
    delivery_date: row.delivery_date,
    grand_total_cents: row.grand_total_cents,
    currency_code: row.currency_code,
    items_count: counts.get(row.id) ?? 0,
    region: orderRegion(row),
  }));
  return pageOf(items, held.length, paging);
}

/** The orders a hold pauses that have not shipped (what "Orders to reschedule" lists and a hold's mail asks), earliest date first. */
export async function heldOrders(db: Kysely<Database>, hold: HoldRow): Promise<OrderRow[]> {
  let query = db
    .selectFrom('orders')
    .selectAll()
    .where('delivery_date', '>=', hold.from_date)
    .where('delivery_date', '<=', hold.to_date)
    .where('shipping_carrier_code', '=', OVERNIGHT.carrier)
    .where('status', 'in', MOVABLE_STORED);
  if (hold.website_id !== null) {
    const place = await placeById(db, hold.website_id);
    query = query.where('store_code', 'in', place?.storeCodes ?? ['']);
  }
  const rows = await query.orderBy('delivery_date').orderBy('id').execute();
  return rows.filter((row) => holdCovers(hold.regions, orderRegion(row)));
}

async function itemCounts(db: Kysely<Database>, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_items')
    .select((eb) => ['order_id', eb.fn.countAll<number>().as('n')])
    .where('order_id', 'in', ids)
    .groupBy('order_id')
    .execute();
  return new Map(rows.map((row) => [row.order_id, Number(row.n)]));
}

/** The stored JSON with the new date where the order keeps it (the address's extension attributes, the priced order). */
function withDate(order: OrderRow, date: string): Pick<OrderRow, 'shipping_address' | 'priced_order'> {
  const address = shippingAddressOf(order);
  const extension = (address?.extension_attributes ?? {}) as Record<string, unknown>;
  const priced = order.priced_order ? (JSON.parse(order.priced_order) as Record<string, unknown>) : null;
  if (priced) {
    const fulfilment = priced.fulfilment as Record<string, unknown> | undefined;
    if (fulfilment) fulfilment.date = date;
    for (const segment of (priced.segments ?? []) as Array<{ shipping?: { date: string | null } }>)
      if (segment.shipping) segment.shipping.date = date;
  }
  return {
    shipping_address: address ? JSON.stringify({ ...address, extension_attributes: { ...extension, delivery_date: date } }) : null,
    priced_order: priced ? JSON.stringify(priced) : order.priced_order,
  };
}

/**
 * Who moves a delivery and how far ahead: staff (a note, four months of dates), the customer (the dates a new order
 * sees) or a gift's recipient choosing the day of an order placed without one.
 */
export interface DateMover {
  staffId: number | null;
  by: 'staff' | 'customer' | 'recipient';
  /** How many delivery dates ahead the order may move to. */
  horizon: number;
  note?: string | undefined;
  /** The store view the customer reads a refusal in (English for staff). */
  locale?: string;
  /** The shipping address as the recipient corrected it (same state), stored with the date. */
  address?: Record<string, unknown>;
}

/** A gift whose recipient chooses the day, not chosen yet: it holds no slot, and its first date takes one. */
export const awaitsDay = (order: Pick<OrderRow, 'delivery_date' | 'recipient_choose_until'>): boolean =>
  order.delivery_date === null && order.recipient_choose_until !== null;

/** Staff move an order off a paused or full date (the back office's "Orders to reschedule"). */
export async function rescheduleOrder(
  context: ApiContext,
  id: number,
  input: z.output<typeof rescheduleForm>,
  staff: StaffPrincipal,
): Promise<void> {
  await moveDeliveryDate(context, id, input.delivery_date, { staffId: staff.id, by: 'staff', horizon: RESCHEDULE_DAYS, note: input.note });
}

/**
 * Moves a delivery order that has not shipped to another delivery date: the new date must be one the calendar
 * offers, not paused for the order's state and not full (the order takes a slot there and gives back its old
 * one, in one transaction). The date is changed where the order keeps it, the history and the audit log say who
 * moved it, and the customer is mailed the new date once the move is stored. A gift waiting for its day (awaitsDay)
 * gets its first date the same way, taking a slot and giving none back; who chose it mails about it (recipient-day.ts).
 */
export async function moveDeliveryDate(context: ApiContext, id: number, to: string, mover: DateMover): Promise<void> {
  const { db, dialect } = context;
  const order = await findOrder(db, id);
  if (!order) throw new NotFound('Order not found.');
  const from = order.delivery_date;
  if ((from === null && !awaitsDay(order)) || order.shipping_carrier_code !== OVERNIGHT.carrier)
    throw new Conflict('Only a delivery order has a delivery date to move.');
  const status = effectiveStatus(order.status);
  if (!MOVABLE.includes(status)) throw new Conflict(`A ${status} order keeps its delivery date.`);
  if (to === from) throw new InvalidInput('The order is delivered on that date already.');
  const offered = availableDeliveryDates(new Date(), { ...context.config.shipping.calendar, horizon: mover.horizon });
  if (!offered.includes(to))
    throw new InvalidInput(`We take no deliveries on ${deliveryDayText(to)} (${to}): choose one of the coming delivery dates.`);
  const region = orderRegion(order);
  const place = await placeOf(db, order.store_code);
  const locale = mover.locale ? { locale: mover.locale } : {};
  let hold: HoldRow | undefined;
  await dialect.writeTransaction(db, async (trx) => {
    const stamp = new Date().toISOString();
    // Holds the order row: a second move or a cancel waits, then finds the date or status changed.
    const held = await trx
      .updateTable('orders')
      .set({ updated_at: stamp })
      .where('id', '=', id)
      .where('delivery_date', from === null ? 'is' : '=', from)
      .where('status', 'in', MOVABLE_STORED)
      .executeTakeFirst();
    if (Number(held.numUpdatedRows) !== 1) throw new Conflict('The order changed meanwhile. Reload it and try again.');
    const current = await findOrder(trx, id);
    if (!current) throw new NotFound('Order not found.');
    // The booking moves within the order's place: its store views share the kitchen, trucks and holds.
    await refuseHeld(trx, dialect.engine, { place, date: to, ...locale }, region);
    const capacity = placeCapacity(context.config.shipping, place);
    if (from === null) await takeSlot(trx, { place, date: to, ...locale }, capacity, stamp);
    else await moveSlot(trx, { place, date: from }, { place, date: to, ...locale }, capacity, stamp);
    const chosen = mover.by === 'recipient' ? { recipient_chose_at: stamp } : {};
    const readdressed = mover.address ? { ...current, shipping_address: JSON.stringify(mover.address) } : current;
    await trx
      .updateTable('orders')
      .set({ delivery_date: to, ...withDate(readdressed, to), ...chosen, updated_at: stamp })
      .where('id', '=', id)
      .execute();
    hold = from === null ? undefined : await holdOn(trx, { place, date: from }, region);
    const by = mover.by === 'staff' ? '' : ` by the ${mover.by}`;
    const moved = from === null ? `Delivery date ${to} chosen` : `Delivery moved from ${from} to ${to}`;
    const note = `${moved}${by}${mover.address ? ' (address corrected)' : ''}${mover.note ? `: ${mover.note}` : ''}`;
    await recordStatusChange(trx, { orderId: id, from: status, to: status, note, staffId: mover.staffId, stamp });
    await audit(trx, {
      staffId: mover.staffId,
      action: 'order.reschedule',
      entityType: 'order',
      entityId: id,
      before: { delivery_date: from },
      after: {
        delivery_date: to,
        ...(hold ? { hold_id: hold.id } : {}),
        ...(mover.note ? { note: mover.note } : {}),
        ...(mover.by === 'staff' ? {} : { by: mover.by }),
        ...(mover.address ? { shipping_address: mover.address } : {}),
      },
    });
  });
  const moved = await findOrder(db, id);
  // A recipient's choice is mailed by recipient-day.ts (to them and to the buyer).
  if (moved && mover.by !== 'recipient') {
    void sendRescheduleMail(context, moved, { from, to, reason: hold?.reason ?? null, byCustomer: mover.by === 'customer' });
    void sendRecipientChangeMail(context, moved);
  }
}

async function sendRescheduleMail(context: ApiContext, order: OrderRow, move: RescheduleMove) {
  try {
    const mail = rescheduleMail(order, await orderMailStore(context, order), move);
    await context.mailer.send({ from: context.config.mailFrom, to: order.customer_email, ...mail });
  } catch (error) {
    context.log.error({ err: error, order: order.increment_id }, 'delivery date e-mail failed');
  }
}
