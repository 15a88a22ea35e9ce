import type { DeliveryDay, ShippingHold } from '@shoreline/domain/wire/admin-delivery';
import { deliveryDayText } from '@shoreline/domain/messages';

/** "Thursday, December 3": a delivery date as the shop's messages name it. */
export const dayText = deliveryDayText;

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
  const main = day.status === 'paused' ? `Paused: ${everywhere.map((hold) => hold.reason).join('; ')}` : day.status === 'full' ? 'Full' : 'Open';
  return [main, ...some].join('; ');
}

/** "2026-12-03 to 2026-12-05", or the one date. */
export const datesText = (hold: Pick<ShippingHold, 'from_date' | 'to_date'>) =>
  hold.from_date === hold.to_date ? hold.from_date : `${hold.from_date} to ${hold.to_date}`;
