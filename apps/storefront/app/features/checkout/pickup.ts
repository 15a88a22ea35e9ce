import type { ShippingMethod } from '@shoreline/sdk/cart/types';

/** The place a pickup order is collected from, as the shipping method describes it. */
export interface PickupPlace {
  name: string;
  street: string[];
  city: string;
  region_code: string;
  postcode: string;
  telephone: string;
}

export interface PickupOffer {
  place: PickupPlace;
  /** Days with their slot start times ("17:30"), earliest first. */
  slots: Array<{ date: string; times: string[] }>;
}

/** The pickup a method offers, or null for a delivery method. */
export function pickupOf(method: ShippingMethod | null | undefined): PickupOffer | null {
  const ext = method?.extension_attributes as { pickup?: { location?: PickupPlace; slots?: PickupOffer['slots'] } } | undefined;
  const pickup = ext?.pickup;
  if (!pickup?.location || !Array.isArray(pickup.slots)) return null;
  return { place: pickup.location, slots: pickup.slots };
}

/** The time the shopper chose on that day, else the day's first slot. */
export function pickupTimeFor(offer: PickupOffer | null, date: string, chosen: string): string {
  const times = offer?.slots.find((slot) => slot.date === date)?.times ?? [];
  return times.includes(chosen) ? chosen : (times[0] ?? '');
}

/** "5:30 PM" in the shopper's language, for a store-time "17:30". */
export function formatPickupTime(time: string, locale: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hours, minutes)),
  );
}
