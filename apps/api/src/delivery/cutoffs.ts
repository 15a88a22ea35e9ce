import { addDays, shopClock, weekday, type DeliveryCalendarConfig } from './calendar.js';
import { availableDeliveryDates } from './calendar.js';

/** An order placed before `orderBy` (an instant, ISO 8601 in UTC) arrives on `deliveryDate` (the shop's calendar day). */
export interface Cutoff {
  orderBy: string;
  deliveryDate: string;
}

/** The UTC offset of a time zone at an instant, in minutes (New York in winter: -300). */
function offsetMinutes(timeZone: string, at: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(at))
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The instant a wall-clock hour of a day is reached in a time zone (a daylight-saving change is taken into account). */
export function zonedInstant(date: string, hour: number, timeZone: string): number {
  const wall = Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
  const first = wall - offsetMinutes(timeZone, wall) * 60_000;
  return wall - offsetMinutes(timeZone, first) * 60_000;
}

/**
 * The next cut-offs, earliest first: for each ship day from today, the moment orders stop going out that day and
 * the date they then arrive (the first delivery date the calendar offers from then on). What a product page and
 * the cart count down to; a page kept in a cache still has the later ones when the first has passed.
 */
export function upcomingCutoffs(now: Date, calendar: DeliveryCalendarConfig, count = 6): Cutoff[] {
  const cutoffs: Cutoff[] = [];
  let day = shopClock(now, calendar.timeZone).date;
  for (let guard = 0; cutoffs.length < count && guard < 60; guard++, day = addDays(day, 1)) {
    if (!calendar.shipDays.includes(weekday(day))) continue;
    const orderBy = zonedInstant(day, calendar.cutoffHour, calendar.timeZone);
    if (orderBy <= now.getTime()) continue;
    // The dates an order placed a minute before this cut-off can have: the first is the one it makes.
    const [deliveryDate] = availableDeliveryDates(new Date(orderBy - 60_000), calendar);
    if (!deliveryDate || cutoffs.some((cutoff) => cutoff.deliveryDate === deliveryDate)) continue;
    cutoffs.push({ orderBy: new Date(orderBy).toISOString(), deliveryDate });
  }
  return cutoffs;
}

/**
 * The last moment an order for `deliveryDate` still makes it: the cut-off of the ship day that sends it (the
 * latest ship day from which the calendar still offers that date). Null when no ship day within a week does.
 */
export function cutoffFor(deliveryDate: string, calendar: DeliveryCalendarConfig): Date | null {
  for (let back = 1; back <= 7; back++) {
    const day = addDays(deliveryDate, -back);
    if (!calendar.shipDays.includes(weekday(day))) continue;
    const orderBy = zonedInstant(day, calendar.cutoffHour, calendar.timeZone);
    if (availableDeliveryDates(new Date(orderBy - 60_000), calendar).includes(deliveryDate)) return new Date(orderBy);
  }
  return null;
}
