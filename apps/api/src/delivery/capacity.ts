import type { z } from 'zod';
import type { dayCapacityForm } from '@shoreline/domain/forms/admin-delivery';
import type { DeliveryDay } from '@shoreline/domain/wire/admin-delivery';
import { deliveryDayText } from '@shoreline/domain/messages';
import type { DeliveryContext } from './staff-context.js';
import { InvalidInput } from '../errors.js';
import { audit, type StaffPrincipal } from '../audit/index.js';
import { availableDeliveryDates } from './calendar.js';
import { holdToWire, placesById, staffNames } from './holds.js';
import { allPlaces, placeCapacity, placeOf, placeToWire, type Place } from './places.js';
import { regionsOf } from './regions.js';
import { capacityOf, holdsBetween, isFull } from './slots.js';

/**
 * The back office's view of the calendar: each coming delivery date of a place with what is booked, its capacity
 * (the staff's for the day, else DELIVERY_CAPACITY's) and the holds on it; staff set a day's capacity here.
 */

/** How many delivery dates the back office's calendar lists, from the first a shopper can choose now. */
export const CALENDAR_DAYS = 28;
/** How far ahead staff may set a day's capacity (in delivery dates). */
const SETTABLE_DAYS = 120;

/** The shop's places for the back office's picker, the default store's first. */
export async function listPlaces(context: DeliveryContext) {
  const items = (await allPlaces(context.db)).map(placeToWire);
  return { items, total: items.length, page: 1, pageSize: Math.max(items.length, 1) };
}

/** The place's delivery dates as staff see them: booked, capacity, and the holds on each. */
async function daysOf(context: DeliveryContext, place: Place, dates: string[]): Promise<DeliveryDay[]> {
  if (dates.length === 0) return [];
  const { db } = context;
  const [slots, holds] = await Promise.all([
    db
      .selectFrom('delivery_slots')
      .select(['delivery_date', 'booked', 'capacity'])
      .where('website_id', '=', place.id)
      .where('delivery_date', 'in', dates)
      .execute(),
    holdsBetween(db, place.id, dates[0], dates[dates.length - 1]),
  ]);
  const names = await staffNames(
    db,
    holds.map((hold) => hold.staff_id),
  );
  const places = await placesById(db);
  const fallback = placeCapacity(context.config.shipping, place);
  const byDate = new Map(slots.map((slot) => [slot.delivery_date, slot]));
  return dates.map((date) => {
    const slot = byDate.get(date);
    const booked = slot?.booked ?? 0;
    const on = holds.filter((hold) => hold.from_date <= date && date <= hold.to_date);
    const paused = on.some((hold) => regionsOf(hold.regions).length === 0);
    return {
      store_code: place.code,
      place: placeToWire(place),
      date,
      booked,
      capacity: capacityOf(slot, fallback),
      capacity_set: slot?.capacity ?? null,
      default_capacity: fallback,
      status: paused ? 'paused' : isFull(slot, fallback) ? 'full' : 'open',
      holds: on.map((hold) => holdToWire(hold, names, places)),
    };
  });
}

const deliveryDates = (context: DeliveryContext, count: number) =>
  availableDeliveryDates(new Date(), { ...context.config.shipping.calendar, horizon: count });

/** The next delivery dates of a place (named by any of its views' codes), as a page (the back office's list). */
export async function deliveryCalendar(context: DeliveryContext, storeCode: string) {
  const place = await placeOf(context.db, storeCode);
  const items = await daysOf(context, place, deliveryDates(context, CALENDAR_DAYS));
  return { items, total: items.length, page: 1, pageSize: CALENDAR_DAYS };
}

function settableDate(context: DeliveryContext, date: string): void {
  if (!deliveryDates(context, SETTABLE_DAYS).includes(date))
    throw new InvalidInput(`We take no deliveries on ${deliveryDayText(date)} (${date}): choose one of the coming delivery dates.`);
}

export async function deliveryDay(context: DeliveryContext, storeCode: string, date: string): Promise<DeliveryDay> {
  const place = await placeOf(context.db, storeCode);
  settableDate(context, date);
  const [day] = await daysOf(context, place, [date]);
  return day;
}

/**
 * Sets how many orders the place takes on the date (null: the default again), named by any of its views' codes. A number below what is booked
 * already refuses new orders for the date and keeps those placed; audited with the write.
 */
export async function setDayCapacity(
  context: DeliveryContext,
  storeCode: string,
  date: string,
  { capacity }: z.output<typeof dayCapacityForm>,
  staff: StaffPrincipal,
): Promise<DeliveryDay> {
  const place = await placeOf(context.db, storeCode);
  settableDate(context, date);
  await context.dialect.writeTransaction(context.db, async (trx) => {
    const stamp = new Date().toISOString();
    const before = await trx
      .selectFrom('delivery_slots')
      .select(['booked', 'capacity'])
      .where('website_id', '=', place.id)
      .where('delivery_date', '=', date)
      .executeTakeFirst();
    await trx
      .insertInto('delivery_slots')
      .values({ website_id: place.id, delivery_date: date, booked: 0, capacity, updated_at: stamp })
      .onConflict((conflict) => conflict.columns(['website_id', 'delivery_date']).doUpdateSet({ capacity, updated_at: stamp }))
      .execute();
    await audit(trx, {
      staffId: staff.id,
      action: 'delivery.capacity',
      entityType: 'delivery_day',
      entityId: `${place.code}:${date}`,
      before: { capacity: before?.capacity ?? null },
      after: { capacity, booked: before?.booked ?? 0 },
    });
  });
  return deliveryDay(context, place.code, date);
}
