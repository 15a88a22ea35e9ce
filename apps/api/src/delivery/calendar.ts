import type { z } from 'zod';
import type { Kysely } from 'kysely';
import { HOLD_REGIONS_INVALID, type dayCapacityForm, type shippingHoldForm } from '@shoreline/domain/forms/admin-delivery';
import { usStateByCode } from '@shoreline/domain/geo/us-states';
import { REASON } from '@shoreline/domain/error-reasons';
import type { DeliveryDay, DeliveryPlace, ShippingHold } from '@shoreline/domain/wire/admin-delivery';
import { deliveryDayText } from '@shoreline/domain/messages';
import type { ApiContext } from '../context.js';
import type { Database } from '../db/index.js';
import { InvalidInput, NotFound } from '../errors.js';
import { audit, type StaffPrincipal } from '../audit/index.js';
import { availableDeliveryDates } from '../shipping/index.js';
import { allPlaces, placeCapacity, placeOf, type Place } from './places.js';
import { regionsOf } from './regions.js';
import { capacityOf, excludeHoldChecks, holdsBetween, isFull, type HoldRow } from './slots.js';

/** How many delivery dates the back office's calendar lists, from the first a shopper can choose now. */
export const CALENDAR_DAYS = 28;
/** How far ahead staff may set a day's capacity (in delivery dates). */
const SETTABLE_DAYS = 120;
const NO_HOLD = 'No shipping hold with this id.';

/** A place as the back office reads it. */
export const placeToWire = (place: Place): DeliveryPlace => ({
  id: place.id,
  code: place.code,
  name: place.name,
  store_codes: place.storeCodes,
});

/** The shop's places for the back office's picker, the default store's first. */
export async function listPlaces(context: ApiContext) {
  const items = (await allPlaces(context.db)).map(placeToWire);
  return { items, total: items.length, page: 1, pageSize: Math.max(items.length, 1) };
}

const staffNames = async (db: Kysely<Database>, ids: Array<number | null>) => {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db.selectFrom('staff').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
};

/** The places holds name, by id: a hold for a place no store has any more names none. */
const placesById = async (db: Kysely<Database>) => new Map((await allPlaces(db)).map((place) => [place.id, place]));

export function holdToWire(hold: HoldRow, names: Map<number, string>, places: Map<number, Place>): ShippingHold {
  const place = hold.website_id === null ? undefined : places.get(hold.website_id);
  return {
    id: hold.id,
    store_code: place?.code ?? null,
    place: place ? placeToWire(place) : null,
    from_date: hold.from_date,
    to_date: hold.to_date,
    regions: regionsOf(hold.regions),
    reason: hold.reason,
    staff_name: hold.staff_id === null ? null : (names.get(hold.staff_id) ?? null),
    created_at: hold.created_at,
  };
}

/** The place's delivery dates as staff see them: booked, capacity, and the holds on each. */
async function daysOf(context: ApiContext, place: Place, dates: string[]): Promise<DeliveryDay[]> {
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

const deliveryDates = (context: ApiContext, count: number) =>
  availableDeliveryDates(new Date(), { ...context.config.shipping.calendar, horizon: count });

/** The next delivery dates of a place (named by any of its views' codes), as a page (the back office's list). */
export async function deliveryCalendar(context: ApiContext, storeCode: string) {
  const place = await placeOf(context.db, storeCode);
  const items = await daysOf(context, place, deliveryDates(context, CALENDAR_DAYS));
  return { items, total: items.length, page: 1, pageSize: CALENDAR_DAYS };
}

function settableDate(context: ApiContext, date: string): void {
  if (!deliveryDates(context, SETTABLE_DAYS).includes(date))
    throw new InvalidInput(`We take no deliveries on ${deliveryDayText(date)} (${date}): choose one of the coming delivery dates.`);
}

export async function deliveryDay(context: ApiContext, storeCode: string, date: string): Promise<DeliveryDay> {
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
  context: ApiContext,
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

async function holdRow(db: Kysely<Database>, id: number): Promise<HoldRow> {
  const hold = await db.selectFrom('shipping_holds').selectAll().where('id', '=', id).executeTakeFirst();
  if (!hold) throw new NotFound(NO_HOLD);
  return hold;
}

/** The holds that still matter (ending today or later), soonest first. */
export async function listHolds(context: ApiContext) {
  const today = new Date().toISOString().slice(0, 10);
  const rows = await context.db
    .selectFrom('shipping_holds')
    .selectAll()
    .where('to_date', '>=', today)
    .orderBy('from_date')
    .orderBy('id')
    .execute();
  const names = await staffNames(
    context.db,
    rows.map((row) => row.staff_id),
  );
  const places = await placesById(context.db);
  const items = rows.map((row) => holdToWire(row, names, places));
  return { items, total: items.length, page: 1, pageSize: Math.max(items.length, 1) };
}

export async function shippingHold(context: ApiContext, id: number): Promise<ShippingHold> {
  const row = await holdRow(context.db, id);
  return holdToWire(row, await staffNames(context.db, [row.staff_id]), await placesById(context.db));
}

/**
 * Pauses deliveries for a date range (a place, named by any of its views' codes, or all; some states or
 * everywhere): shoppers of every view of the place see it at once.
 */
export async function createHold(
  context: ApiContext,
  input: z.output<typeof shippingHoldForm>,
  staff: StaffPrincipal,
): Promise<ShippingHold> {
  const place = input.store_code === null ? null : await placeOf(context.db, input.store_code);
  const unknown = input.regions.filter((code) => !usStateByCode(code));
  if (unknown.length)
    throw new InvalidInput(`regions: ${HOLD_REGIONS_INVALID}`, {
      reason: REASON.validationFailed,
      errors: [{ field: 'regions', code: 'unknown_region', message: `${HOLD_REGIONS_INVALID} (${unknown.join(', ')} is not one.)` }],
    });
  const id = await context.dialect.writeTransaction(context.db, async (trx) => {
    // Orders checking holds for the place now finish first; those after see this hold.
    await excludeHoldChecks(trx, context.dialect.engine, place?.id ?? null);
    const values = {
      website_id: place?.id ?? null,
      from_date: input.from_date,
      to_date: input.to_date,
      regions: input.regions.join(','),
      reason: input.reason,
      staff_id: staff.id,
      created_at: new Date().toISOString(),
    };
    const created = await trx.insertInto('shipping_holds').values(values).returning('id').executeTakeFirstOrThrow();
    await audit(trx, { staffId: staff.id, action: 'delivery.hold', entityType: 'shipping_hold', entityId: created.id, after: values });
    return created.id;
  });
  return shippingHold(context, id);
}

/** Lifts a hold: its dates open again (orders already moved stay where they are). */
export async function liftHold(context: ApiContext, id: number, staff: StaffPrincipal): Promise<{ id: number; deleted: boolean }> {
  await context.dialect.writeTransaction(context.db, async (trx) => {
    const hold = await holdRow(trx, id);
    await trx.deleteFrom('shipping_holds').where('id', '=', id).execute();
    await audit(trx, { staffId: staff.id, action: 'delivery.hold_lift', entityType: 'shipping_hold', entityId: id, before: { ...hold } });
  });
  return { id, deleted: true };
}

/** A hold by id (the orders-to-reschedule list reads its dates, store and states). */
export const findHold = holdRow;
