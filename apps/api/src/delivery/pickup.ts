import type { PickupPlace } from '@shoreline/domain/pricing/priced-order';
import { hoursOn, offersPickup, type StorePlace, type WeeklyHours } from '@shoreline/domain';
import { addDays, shopClock, weekday } from './calendar.js';

/**
 * How a store's pickup slots are cut: where and when it is open is the store's own record (StorePlace); the time
 * zone its hours are read in is the delivery calendar's.
 */
export interface PickupConfig {
  /** Length of one pickup slot. */
  slotMinutes: number;
  /**
   * The pickup cut-off: the kitchen needs this long between the order and the start of its slot, as
   * the delivery cut-off gives the kitchen until 2 pm to pack an overnight parcel.
   */
  leadMinutes: number;
  /** How many days ahead slots are offered, today included. */
  horizonDays: number;
}

/** The place a store's pickup orders are collected from: the priced order keeps it as it is. */
export type PickupLocation = PickupPlace;

export interface PickupSlots {
  date: string;
  /** Slot start times, "HH:MM" in the store's time zone. */
  times: string[];
}

export const DEFAULT_PICKUP: PickupConfig = {
  slotMinutes: 30,
  leadMinutes: 60,
  horizonDays: 7,
};

/** Where a store's orders are collected, from its record: none when it offers no pickup or names no address. */
export function pickupLocationOf(store: { name: string; place: StorePlace }): PickupLocation | null {
  const { address, telephone } = store.place;
  if (!address || !offersPickup(store.place)) return null;
  return { name: store.name, ...address, telephone };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The minute of the day it is now in the store's time zone. */
function minuteNow(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? '0');
  return part('hour') * 60 + part('minute');
}

/**
 * The pickup slots an order placed now can choose: within the store's pickup hours (read in `timeZone`, the
 * calendar's), each starting after the cut-off.
 */
export function pickupSlots(now: Date, config: PickupConfig, pickupHours: WeeklyHours, timeZone: string): PickupSlots[] {
  const today = shopClock(now, timeZone).date;
  const earliestToday = minuteNow(now, timeZone) + config.leadMinutes;
  const days: PickupSlots[] = [];
  for (let offset = 0; offset < config.horizonDays; offset++) {
    const date = addDays(today, offset);
    const hours = hoursOn(pickupHours, weekday(date));
    if (!hours) continue;
    const times: string[] = [];
    for (let start = minutesOf(hours.open); start + config.slotMinutes <= minutesOf(hours.close); start += config.slotMinutes) {
      if (offset > 0 || start >= earliestToday) times.push(timeOf(start));
    }
    if (times.length) days.push({ date, times });
  }
  return days;
}

/** Whether a date and time is one of the slots on offer. */
export function isOfferedSlot(slots: readonly PickupSlots[], date: string | null, time: string | null): boolean {
  return slots.some((slot) => slot.date === date && time !== null && slot.times.includes(time));
}
