import { availableDeliveryDates, addDays, freeDeliveryFromCents, shopClock, weekday, type ShippingConfig } from '../shipping/index.js';
import type { FeedShipping } from './google-feed.js';

/** Merchant Center counts handling in business days, Monday to Friday unless the account says otherwise. */
function businessDaysAfter(today: string, until: string): number {
  let days = 0;
  for (let date = addDays(today, 1); date <= until; date = addDays(date, 1)) {
    const day = weekday(date);
    if (day !== 0 && day !== 6) days += 1;
  }
  return days;
}

/** Overnight shipping as the feed states it for an order placed now: price, threshold, handling and transit days. */
export function feedShippingFor(config: ShippingConfig, storeCode: string, now: Date): FeedShipping {
  const firstDelivery = availableDeliveryDates(now, config.calendar)[0];
  const today = shopClock(now, config.calendar.timeZone).date;
  return {
    overnightCents: config.overnightCents,
    freeFromCents: freeDeliveryFromCents(config, storeCode),
    handlingDays: firstDelivery ? businessDaysAfter(today, addDays(firstDelivery, -1)) : 0,
    transitDays: 1,
  };
}
