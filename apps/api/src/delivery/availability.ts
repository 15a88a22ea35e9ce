import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import type { ShippingConfig } from './config.js';
import type { DateStatus } from './methods.js';
import { placeCapacity, placeOf } from './places.js';
import { holdCovers } from './regions.js';
import { holdsBetween, isFull } from './slots.js';

/**
 * Which of the dates on offer cannot be chosen for a store view and destination: paused by a hold covering the
 * destination's state (a hold for some states pauses nothing while the state is unknown), else full when the
 * day's orders reached its capacity. Both belong to the view's place, so every view of a place sees the same
 * dates. Dates left out are open. The order's transaction decides; this is what the
 * date picker shows.
 */
export async function dateAvailability(
  db: Kysely<Database>,
  shipping: ShippingConfig,
  storeCode: string,
  region: string | null,
  dates: readonly string[],
): Promise<Map<string, DateStatus>> {
  const found = new Map<string, DateStatus>();
  if (dates.length === 0) return found;
  const sorted = [...dates].sort();
  const [first, last] = [sorted[0], sorted[sorted.length - 1]];
  const place = await placeOf(db, storeCode);
  const [slots, holds] = await Promise.all([
    db
      .selectFrom('delivery_slots')
      .select(['delivery_date', 'booked', 'capacity'])
      .where('website_id', '=', place.id)
      .where('delivery_date', '>=', first)
      .where('delivery_date', '<=', last)
      .execute(),
    holdsBetween(db, place.id, first, last),
  ]);
  const fallback = placeCapacity(shipping, place);
  const byDate = new Map(slots.map((slot) => [slot.delivery_date, slot]));
  for (const date of dates) {
    const hold = holds.find(
      (candidate) => candidate.from_date <= date && date <= candidate.to_date && holdCovers(candidate.regions, region),
    );
    if (hold) {
      found.set(date, { status: 'paused', reason: hold.reason });
      continue;
    }
    if (isFull(byDate.get(date), fallback)) found.set(date, { status: 'full' });
  }
  return found;
}
