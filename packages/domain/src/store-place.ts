import { z } from 'zod';

/**
 * A store's own record: where it is, its phone, when it is open and when orders can be collected. One definition
 * (the store's configuration, the `stores` table) that the footer, the banner, the pickup form and its slots, the
 * order's pickup address and the thank-you page all read.
 */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'use HH:MM on a 24-hour clock');
const dayHours = z
  .strictObject({ open: clockTime, close: clockTime })
  .refine((hours) => hours.open < hours.close, { message: 'a day closes after it opens', path: ['close'] });

/** Hours by weekday ("wed": {open: "11:30", close: "21:00"}); a day left out is closed. */
export const weeklyHoursSchema = z.partialRecord(z.enum(WEEKDAYS), dayHours);
export type DayHours = z.infer<typeof dayHours>;
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

export const storeAddressSchema = z.strictObject({
  street: z.array(z.string().min(1)).min(1).max(3),
  city: z.string().min(1),
  region: z.string().min(1),
  region_code: z.string().min(1).max(3),
  postcode: z.string().min(1).max(10),
  country_id: z.string().length(2),
});
export type StoreAddress = z.infer<typeof storeAddressSchema>;

/** A phone number as the record keeps it: digits only, up to 15 (empty: none). */
export const storeTelephoneSchema = z.string().regex(/^\d{0,15}$/, 'digits only');

export interface StorePlace {
  /** Where the store is; null: a store with no place of its own to name. */
  address: StoreAddress | null;
  /** Digits only ("4105550187"); empty: none. */
  telephone: string;
  openingHours: WeeklyHours;
  /** When orders can be collected; none: the store offers no pickup. */
  pickupHours: WeeklyHours;
}

export const NO_PLACE: StorePlace = { address: null, telephone: '', openingHours: {}, pickupHours: {} };

/** The hours of a day of the week (0 Sunday .. 6 Saturday, as Date#getUTCDay counts). */
export const hoursOn = (hours: WeeklyHours, weekdayIndex: number): DayHours | undefined => hours[WEEKDAYS[weekdayIndex]];

/** Whether the store offers pickup at all. */
export const offersPickup = (place: StorePlace): boolean => Object.keys(place.pickupHours).length > 0;

export { addressLines, telephoneText } from './place-text.js';

// A fixed week (2024-01-07 was a Sunday) names the days in the view's language.
const dayName = (index: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + index)));

function clockText(time: string, locale: string): string {
  const [hour, minute] = time.split(':').map(Number);
  const format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: minute ? '2-digit' : undefined, timeZone: 'UTC' });
  return format.format(new Date(Date.UTC(2024, 0, 7, hour, minute)));
}

/**
 * The hours in words in the view's language, days with the same hours joined into a run:
 * "Wednesday–Sunday, 11:30 AM–9 PM" (runs separated by "; "). Empty when every day is closed.
 */
export function weeklyHoursText(hours: WeeklyHours, locale: string): string {
  const runs: Array<{ from: number; to: number; hours: DayHours }> = [];
  // Monday first: a run that crosses the weekend ("Wednesday–Sunday") reads as one.
  for (const index of [1, 2, 3, 4, 5, 6, 0]) {
    const day = hoursOn(hours, index);
    const last = runs.at(-1);
    if (!day) runs.push({ from: -1, to: -1, hours: { open: '', close: '' } });
    else if (last && last.from >= 0 && last.hours.open === day.open && last.hours.close === day.close) last.to = index;
    else runs.push({ from: index, to: index, hours: day });
  }
  return runs
    .filter((run) => run.from >= 0)
    .map((run) => {
      const days = run.from === run.to ? dayName(run.from, locale) : `${dayName(run.from, locale)}–${dayName(run.to, locale)}`;
      return `${days}, ${clockText(run.hours.open, locale)}–${clockText(run.hours.close, locale)}`;
    })
    .join('; ');
}
