import type { Rate } from './port.js';

/**
 * The rate a perishable box ships at: overnight (one day in transit, or a carrier date that says so) and arriving by
 * the order's delivery date, the cheapest of those; null when none does.
 */
export function overnightRateBy(rates: readonly Rate[], deliveryDate: string | null): Rate | null {
  const arriving = rates.filter((rate) => {
    const overnight = rate.deliveryDays === null ? rate.deliveryDate !== null : rate.deliveryDays <= 1;
    const inTime = deliveryDate === null || rate.deliveryDate === null || rate.deliveryDate <= deliveryDate;
    return overnight && inTime;
  });
  return arriving.reduce<Rate | null>((best, rate) => (best === null || rate.cents < best.cents ? rate : best), null);
}
