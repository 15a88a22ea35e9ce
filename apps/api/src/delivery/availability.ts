import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { defaultCapacityOf, type DateStatus, type ShippingConfig } from '../shipping/index.js';
import { holdCovers } from './regions.js';
import { holdsBetween } from './slots.js';

/**
 * Which of the dates on offer cannot be chosen for a store and destination: paused by a hold covering the
 * destination's state (a hold for some states pauses nothing while the state is unknown), else full when the
 * day's orders reached its capacity. Dates left out are open. The order's transaction decides; this is what the
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
  const [slots, holds] = await Promise.all([
    db
      .selectFrom('delivery_slots')
      .select(['delivery_date', 'booked', 'capacity'])
      .where('store_code', '=', storeCode)
      .where('delivery_date', '>=', first)
      .where('delivery_date', '<=', last)
      .execute(),
    holdsBetween(db, storeCode, first, last),
  ]);
  const fallback = defaultCapacityOf(shipping, storeCode);
  const byDate = new Map(slots.map((slot) => [slot.delivery_date, slot]));
  for (const date of dates) {
    const hold = holds.find(
      (candidate) => candidate.from_date <= date && date <= candidate.to_date && holdCovers(candidate.regions, region),
    );
    if (hold) {
      found.set(date, { status: 'paused', reason: hold.reason });
      continue;
    }
    const slot = byDate.get(date);
    const capacity = slot?.capacity ?? fallback;
    if (capacity !== null && (slot?.booked ?? 0) >= capacity) found.set(date, { status: 'full' });
  }
  return found;
}
