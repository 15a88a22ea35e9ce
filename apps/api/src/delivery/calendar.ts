import { SHOP_TIME_ZONE } from '@shoreline/domain/shop-time';
/**
 * The shop's one delivery calendar. When can an overnight order arrive? Orders placed before the cut-off in the
 * shop's time zone ship that day (if it ships that day); the parcel arrives the next day if we deliver on that
 * weekday and it is not a US federal holiday. Dates are plain "YYYY-MM-DD" strings in the shop's time zone, which
 * is the configured one (SHOP_TIME_ZONE, delivery/config.ts); SHOP_TIME_ZONE of packages/domain is its default.
 */
export interface DeliveryCalendarConfig {
  timeZone: string;
  /** Hour (0-23) in the shop's time zone after which orders ship the next shipping day. */
  cutoffHour: number;
  /** Weekdays (0 Sunday .. 6 Saturday) parcels leave the kitchen. */
  shipDays: number[];
  /** Weekdays parcels are delivered. */
  deliveryDays: number[];
  /** How many delivery dates to offer. */
  horizon: number;
}

export const DEFAULT_DELIVERY_CALENDAR: DeliveryCalendarConfig = {
  timeZone: SHOP_TIME_ZONE,
  cutoffHour: 14,
  shipDays: [1, 2, 3, 4, 5],
  deliveryDays: [2, 3, 4, 5, 6],
  horizon: 14,
};

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDate = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

function utcDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  const d = utcDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function weekday(date: string): number {
  return utcDate(date).getUTCDay();
}

/** The nth (1-based; -1 for last) given weekday of a month. */
function nthWeekday(year: number, month: number, day: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return isoDate(year, month, 1 + ((day - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDate = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = new Date(Date.UTC(year, month - 1, lastDate)).getUTCDay();
  return isoDate(year, month, lastDate - ((last - day + 7) % 7));
}

/** A fixed-date holiday on a weekend is observed on the Friday before or the Monday after. */
function observed(date: string): string {
  const day = weekday(date);
  return day === 6 ? addDays(date, -1) : day === 0 ? addDays(date, 1) : date;
}

/** US federal holidays of a year (observed dates), when carriers do not deliver. */
export function usFederalHolidays(year: number): Set<string> {
  return new Set([
    observed(isoDate(year, 1, 1)),
    nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    observed(isoDate(year, 6, 19)),
    observed(isoDate(year, 7, 4)),
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    observed(isoDate(year, 11, 11)),
    nthWeekday(year, 11, 4, 4), // Thanksgiving
    observed(isoDate(year, 12, 25)),
  ]);
}

function isHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  return usFederalHolidays(year).has(date) || usFederalHolidays(year + 1).has(date);
}

/** Building a date formatter costs far more than using one; every price quote reads the shop's clock. */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/** Today's date and hour in the shop's time zone. */
export function shopClock(now: Date, timeZone: string): { date: string; hour: number } {
  const parts = clockFormat(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '0';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

const ships = (date: string, config: DeliveryCalendarConfig) => config.shipDays.includes(weekday(date)) && !isHoliday(date);
const delivers = (date: string, config: DeliveryCalendarConfig) => config.deliveryDays.includes(weekday(date)) && !isHoliday(date);

/** The dates an order placed now can be delivered on, earliest first. */
export function availableDeliveryDates(now: Date, config: DeliveryCalendarConfig = DEFAULT_DELIVERY_CALENDAR): string[] {
  const clock = shopClock(now, config.timeZone);
  let shipDay = clock.hour < config.cutoffHour ? clock.date : addDays(clock.date, 1);
  const dates: string[] = [];
  for (let guard = 0; dates.length < config.horizon && guard < 120; guard++) {
    // Overnight: a date can be chosen when the day before it is a ship day we can still make.
    const arrival = addDays(shipDay, 1);
    if (ships(shipDay, config) && delivers(arrival, config)) dates.push(arrival);
    shipDay = addDays(shipDay, 1);
  }
  return dates;
}
