import type { Kysely, Selectable } from 'kysely';
import { REASON } from '@shoreline/domain/error-reasons';
import type { Database, ShippingHoldsTable } from '../db/index.js';
import { Conflict } from '../errors.js';
import { holdCovers } from './regions.js';
import { deliveryDateFullText, deliveryDatePausedText } from '../method-names/index.js';

/** The store's delivery orders for the date are all booked. */
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

export interface Slot {
  storeCode: string;
  date: string;
  /** The store view the shopper reads a refusal in; English when not given (staff's moves). */
  locale?: string;
}

/**
 * Takes one of the store's orders for the date, in the order's transaction: the row is made if it is missing,
 * then counted up only while it is below its capacity (the staff's for the day, else `defaultCapacity`; null: no
 * limit). On PostgreSQL the update waits for another transaction holding the row and checks the count it
 * committed, so the last slot goes once; SQLite's write transaction runs one at a time anyway.
 */
export async function takeSlot(trx: Kysely<Database>, slot: Slot, defaultCapacity: number | null, stamp: string): Promise<void> {
  await trx
    .insertInto('delivery_slots')
    .values({ store_code: slot.storeCode, delivery_date: slot.date, booked: 0, capacity: null, updated_at: stamp })
    .onConflict((conflict) => conflict.columns(['store_code', 'delivery_date']).doNothing())
    .execute();
  const taken = await trx
    .updateTable('delivery_slots')
    .set((eb) => ({ booked: eb('booked', '+', 1), updated_at: stamp }))
    .where('store_code', '=', slot.storeCode)
    .where('delivery_date', '=', slot.date)
    .where((eb) =>
      defaultCapacity === null
        ? eb.or([eb('capacity', 'is', null), eb('booked', '<', eb.ref('capacity'))])
        : eb('booked', '<', eb.fn.coalesce('capacity', eb.val(defaultCapacity))),
    )
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw new DeliveryDateFull(slot.date, slot.locale);
}

/** Gives one of the date's orders back (a canceled order, one moved to another date). */
export async function releaseSlot(trx: Kysely<Database>, slot: Slot, stamp: string): Promise<void> {
  await trx
    .updateTable('delivery_slots')
    .set((eb) => ({ booked: eb('booked', '-', 1), updated_at: stamp }))
    .where('store_code', '=', slot.storeCode)
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

/** The holds of a store (or of all stores) that overlap from..to, oldest first. */
export function holdsBetween(db: Kysely<Database>, storeCode: string, from: string, to: string): Promise<HoldRow[]> {
  return db
    .selectFrom('shipping_holds')
    .selectAll()
    .where('from_date', '<=', to)
    .where('to_date', '>=', from)
    .where((eb) => eb.or([eb('store_code', 'is', null), eb('store_code', '=', storeCode)]))
    .orderBy('id')
    .execute();
}

/** The hold that pauses deliveries on the date to the destination's state, if one does. */
export async function holdOn(db: Kysely<Database>, slot: Slot, region: string | null): Promise<HoldRow | undefined> {
  const holds = await holdsBetween(db, slot.storeCode, slot.date, slot.date);
  return holds.find((hold) => holdCovers(hold.regions, region));
}

/** Refuses a date a hold pauses for the destination (the order's transaction reads the holds as they are now). */
export async function refuseHeld(db: Kysely<Database>, slot: Slot, region: string | null): Promise<void> {
  const hold = await holdOn(db, slot, region);
  if (hold) throw new DeliveryDatePaused(slot.date, hold.reason, slot.locale);
}
