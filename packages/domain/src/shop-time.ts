/**
 * The shop's one time zone: the delivery calendar, pickup slots, the packing list's day and every time the back
 * office shows are read in it (Shoreline ships from Maryland). Its short name is what the back office says once per page.
 */
export const SHOP_TIME_ZONE = 'America/New_York';
export const SHOP_TIME_ZONE_NAME = 'ET';

const MOMENT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });
const DAY_AND_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });

/** A stored instant ("2026-11-26T10:45:00.000Z") as a moment in the shop's time, or as it is when it is not one. */
function formatted(stamp: string, format: Intl.DateTimeFormat): string {
  const moment = new Date(stamp);
  return Number.isNaN(moment.getTime()) ? stamp : format.format(moment);
}

/** When something happened, in the shop's time ("Nov 26, 2026, 5:45 AM"). */
export const shopMomentText = (stamp: string): string => formatted(stamp, MOMENT);

/** A moment with its day in words ("Thursday, November 26, 2026 at 5:45 AM"), in the shop's time. */
export const shopDayAndTimeText = (stamp: string): string => formatted(stamp, DAY_AND_TIME);

/** The day an instant falls on in the shop's time ("Nov 26, 2026"). */
export const shopDayText = (stamp: string): string => formatted(stamp, DAY);
