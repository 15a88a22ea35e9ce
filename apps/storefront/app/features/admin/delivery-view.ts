import type { DeliveryDay, ShippingHold } from '@shoreline/domain/wire/admin-delivery';

const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * "Thursday, December 3": a delivery date as the API's messages name it (deliveryDayText there; not imported, so
 * the shop's shared messages chunk, which every shopper page loads, stays as it is).
 */
export const dayText = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));

/** "FL, GA", or "every destination". */
export const regionsText = (hold: Pick<ShippingHold, 'regions'>) => (hold.regions.length ? hold.regions.join(', ') : 'every destination');

/** "200 (default)", "3", "No limit". */
export function capacityText(day: DeliveryDay): string {
  if (day.capacity === null) return 'No limit';
  return day.capacity_set === null ? `${day.capacity} (default)` : String(day.capacity);
}

/** "Full", "Paused: Hurricane Ida", "Open; paused for FL, GA: Hurricane Ida". */
export function statusText(day: DeliveryDay): string {
  const everywhere = day.holds.filter((hold) => hold.regions.length === 0);
  const some = day.holds.filter((hold) => hold.regions.length > 0).map((hold) => `paused for ${regionsText(hold)}: ${hold.reason}`);
  const main =
    day.status === 'paused' ? `Paused: ${everywhere.map((hold) => hold.reason).join('; ')}` : day.status === 'full' ? 'Full' : 'Open';
  return [main, ...some].join('; ');
}

/** "2026-12-03 to 2026-12-05", or the one date. */
export const datesText = (hold: Pick<ShippingHold, 'from_date' | 'to_date'>) =>
  hold.from_date === hold.to_date ? hold.from_date : `${hold.from_date} to ${hold.to_date}`;
