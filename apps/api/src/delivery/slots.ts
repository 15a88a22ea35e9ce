import { sql, type Kysely, type Selectable } from 'kysely';
import { REASON } from '@shoreline/domain/error-reasons';
import type { Database, Engine, ShippingHoldsTable } from '../db/index.js';
import { Conflict } from '../errors.js';
import { holdCovers } from './regions.js';
import type { Place } from './places.js';
import { deliveryDateFullText, deliveryDatePausedText } from '../method-names/index.js';

/** The place's delivery orders for the date are all booked. */
export class DeliveryDateFull extends Conflict {
  /** locale: the store view the shopper reads the refusal in (English by default). */
  constructor(
    readonly date: string,
    locale = 'en-US',
  ) {
    super(deliveryDateFullText(date, locale), { reason: REASON.deliveryDateFull });
  }
}

/** A shipping hold pauses deliveries on the date to the destination. */
export class DeliveryDatePaused extends Conflict {
  constructor(
    readonly date: string,
    readonly holdReason: string,
    locale = 'en-US',
  ) {
    super(deliveryDatePausedText(date, holdReason, locale), { reason: REASON.deliveryDatePaused });
  }
}

/** A delivery date of a place: the kitchen and trucks of every store view the place sells through. */
export interface Slot {
  place: Pick<Place, 'id'>;
  date: string;
  /** The store view the shopper reads a refusal in; English when not given (staff's moves). */
  locale?: string;
}

/**
 * Takes one of the place's orders for the date, in the order's transaction: the row is made if it is missing,
 * then counted up only while it is below its capacity (the staff's for the day, else `defaultCapacity`; null: no
 * limit). On PostgreSQL the update waits for another transaction holding the row and checks the count it
 * committed, so the last slot goes once; SQLite's write transaction runs one at a time anyway.
 */
export async function takeSlot(trx: Kysely<Database>, slot: Slot, defaultCapacity: number | null, stamp: string): Promise<void> {
  await trx
    .insertInto('delivery_slots')
    .values({ website_id: slot.place.id, delivery_date: slot.date, booked: 0, capacity: null, updated_at: stamp })
    .onConflict((conflict) => conflict.columns(['website_id', 'delivery_date']).doNothing())
    .execute();
  const taken = await trx
    .updateTable('delivery_slots')
    .set((eb) => ({ booked: eb('booked', '+', 1), updated_at: stamp }))
    .where('website_id', '=', slot.place.id)
    .where('delivery_date', '=', slot.date)
    .where((eb) =>
      defaultCapacity === null
        ? eb.or([eb('capacity', 'is', null), eb('booked', '<', eb.ref('capacity'))])
        : eb('booked', '<', eb.fn.coalesce('capacity', eb.val(defaultCapacity))),
    )
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw new DeliveryDateFull(slot.date, slot.locale);
}

/** A date's bookings and the staff's capacity for it, as stored (none: nothing booked, no capacity set). */
type SlotCount = { booked: number; capacity: number | null } | undefined;

/** The date's capacity as takeSlot counts it: the staff's for the day, else `defaultCapacity`; null: no limit. */
export const capacityOf = (count: SlotCount, defaultCapacity: number | null): number | null => count?.capacity ?? defaultCapacity;

/** Whether the date's orders reached its capacity. */
export function isFull(count: SlotCount, defaultCapacity: number | null): boolean {
  const capacity = capacityOf(count, defaultCapacity);
  return capacity !== null && (count?.booked ?? 0) >= capacity;
}

function slotCount(db: Kysely<Database>, slot: Slot): Promise<SlotCount> {
  return db
    .selectFrom('delivery_slots')
    .select(['booked', 'capacity'])
    .where('website_id', '=', slot.place.id)
    .where('delivery_date', '=', slot.date)
    .executeTakeFirst();
}

/** The date's capacity as takeSlot counts it, read from the database. */
export async function slotCapacity(db: Kysely<Database>, slot: Slot, defaultCapacity: number | null): Promise<number | null> {
  return capacityOf(await slotCount(db, slot), defaultCapacity);
}

/**
 * Before a payment is taken: refuses a date that is full or paused for the destination now, as a plain read. The
 * order's transaction still decides (takeSlot, refuseHeld); this keeps a gateway from charging for a date that is
 * already gone.
 */
export async function refuseUnavailableDate(
  db: Kysely<Database>,
  slot: Slot,
  defaultCapacity: number | null,
  region: string | null,
): Promise<void> {
  const hold = await holdOn(db, slot, region);
  if (hold) throw new DeliveryDatePaused(slot.date, hold.reason, slot.locale);
  if (isFull(await slotCount(db, slot), defaultCapacity)) throw new DeliveryDateFull(slot.date, slot.locale);
}

/** Gives one of the date's orders back (a canceled order, one moved to another date). */
export async function releaseSlot(trx: Kysely<Database>, slot: Slot, stamp: string): Promise<void> {
  await trx
    .updateTable('delivery_slots')
    .set((eb) => ({ booked: eb('booked', '-', 1), updated_at: stamp }))
    .where('website_id', '=', slot.place.id)
    .where('delivery_date', '=', slot.date)
    .where('booked', '>', 0)
    .execute();
}

/**
 * Moves an order from one date to another: the new date must have room. Rows are locked in date order, so two
 * moves in opposite directions at once wait for each other instead of deadlocking.
 */
export async function moveSlot(trx: Kysely<Database>, from: Slot, to: Slot, defaultCapacity: number | null, stamp: string): Promise<void> {
  if (from.date < to.date) {
    await releaseSlot(trx, from, stamp);
    await takeSlot(trx, to, defaultCapacity, stamp);
  } else {
    await takeSlot(trx, to, defaultCapacity, stamp);
    await releaseSlot(trx, from, stamp);
  }
}

/** A shipping hold as stored. */
export type HoldRow = Selectable<ShippingHoldsTable>;

/** The holds of a place (or of all places) that overlap from..to, oldest first. */
export function holdsBetween(db: Kysely<Database>, placeId: number, from: string, to: string): Promise<HoldRow[]> {
  return db
    .selectFrom('shipping_holds')
    .selectAll()
    .where('from_date', '<=', to)
    .where('to_date', '>=', from)
    .where((eb) => eb.or([eb('website_id', 'is', null), eb('website_id', '=', placeId)]))
    .orderBy('id')
    .execute();
}

/** The hold that pauses deliveries on the date to the destination's state, if one does. */
export async function holdOn(db: Kysely<Database>, slot: Slot, region: string | null): Promise<HoldRow | undefined> {
  const holds = await holdsBetween(db, slot.place.id, slot.date, slot.date);
  return holds.find((hold) => holdCovers(hold.regions, region));
}

/**
 * Orders' hold checks and the creation of holds exclude each other on PostgreSQL, where a check is a plain read:
 * without this, an order could read "no hold", a hold for its date could commit, and the order commit after it.
 * A transaction-scoped advisory lock per place (and one for holds of all places) does it: an order shares it for
 * the rest of its transaction before reading the holds, a hold's creation takes it alone before writing the hold.
 * So a hold waits for the orders already checking, and orders arriving meanwhile wait for the hold and see it.
 * Orders never wait for each other (shared), and the locks are per place, not per date or store view, so a hold
 * of any length takes one lock and an order in any of the place's views waits for it. SQLite needs none: its
 * write transactions run one at a time.
 */
const HOLD_LOCK_CLASS = 'shoreline:shipping-holds';
/** The lock of holds for one place, or for every place (null); keyed by the schema, so other deployments never wait. */
const holdLockKey = (placeId: number | null) => sql`hashtext(current_schema() || ${placeId === null ? '*' : `:place:${placeId}`})`;

async function shareHoldLocks(trx: Kysely<Database>, engine: Engine, placeId: number): Promise<void> {
  if (engine !== 'postgres') return;
  for (const place of [null, placeId])
    await sql`select pg_advisory_xact_lock_shared(hashtext(${HOLD_LOCK_CLASS}), ${holdLockKey(place)})`.execute(trx);
}

/** In a hold's transaction before it is written: waits for the orders of the place (null: all places) checking holds now. */
export async function excludeHoldChecks(trx: Kysely<Database>, engine: Engine, placeId: number | null): Promise<void> {
  if (engine !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtext(${HOLD_LOCK_CLASS}), ${holdLockKey(placeId)})`.execute(trx);
}

/**
 * Refuses a date a hold pauses for the destination, in the caller's write transaction: the holds are read after
 * the place's hold lock is shared, so a hold being created meanwhile is either seen or created after this commits.
 */
export async function refuseHeld(trx: Kysely<Database>, engine: Engine, slot: Slot, region: string | null): Promise<void> {
  await shareHoldLocks(trx, engine, slot.place.id);
  const hold = await holdOn(trx, slot, region);
  if (hold) throw new DeliveryDatePaused(slot.date, hold.reason, slot.locale);
}
