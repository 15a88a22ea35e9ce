import type { z } from 'zod';
import type { Kysely } from 'kysely';
import { HOLD_REGIONS_INVALID, type shippingHoldForm } from '@shoreline/domain/forms/admin-delivery';
import { usStateByCode } from '@shoreline/domain/geo/us-states';
import { REASON } from '@shoreline/domain/error-reasons';
import type { ShippingHold } from '@shoreline/domain/wire/admin-delivery';
import type { DeliveryContext } from './staff-context.js';
import type { Database } from '../db/index.js';
import { InvalidInput, NotFound } from '../errors.js';
import { audit, type StaffPrincipal } from '../audit/index.js';
import { shopClock } from './calendar.js';
import { allPlaces, placeOf, placeToWire, type Place } from './places.js';
import { regionsOf } from './regions.js';
import { excludeHoldChecks, type HoldRow } from './slots.js';

/** Shipping holds as staff keep them: a date range paused for a place (or all) and some states (or everywhere). */

const NO_HOLD = 'No shipping hold with this id.';

/** Staff names by id, for who set a hold. */
export const staffNames = async (db: Kysely<Database>, ids: Array<number | null>) => {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db.selectFrom('staff').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
};

/** The places holds name, by id: a hold for a place no store has any more names none. */
export const placesById = async (db: Kysely<Database>) => new Map((await allPlaces(db)).map((place) => [place.id, place]));

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

async function holdRow(db: Kysely<Database>, id: number): Promise<HoldRow> {
  const hold = await db.selectFrom('shipping_holds').selectAll().where('id', '=', id).executeTakeFirst();
  if (!hold) throw new NotFound(NO_HOLD);
  return hold;
}

/** The holds that still matter (ending today, in the shop's time zone, or later), soonest first. */
export async function listHolds(context: DeliveryContext) {
  const today = shopClock(new Date(), context.config.shipping.calendar.timeZone).date;
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

export async function shippingHold(context: DeliveryContext, id: number): Promise<ShippingHold> {
  const row = await holdRow(context.db, id);
  return holdToWire(row, await staffNames(context.db, [row.staff_id]), await placesById(context.db));
}

/**
 * Pauses deliveries for a date range (a place, named by any of its views' codes, or all; some states or
 * everywhere): shoppers of every view of the place see it at once.
 */
export async function createHold(
  context: DeliveryContext,
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
export async function liftHold(context: DeliveryContext, id: number, staff: StaffPrincipal): Promise<{ id: number; deleted: boolean }> {
  await context.dialect.writeTransaction(context.db, async (trx) => {
    const hold = await holdRow(trx, id);
    await trx.deleteFrom('shipping_holds').where('id', '=', id).execute();
    await audit(trx, { staffId: staff.id, action: 'delivery.hold_lift', entityType: 'shipping_hold', entityId: id, before: { ...hold } });
  });
  return { id, deleted: true };
}

/** A hold by id (the orders-to-reschedule list reads its dates, store and states). */
export const findHold = holdRow;
