/**
 * The shop's one time zone: the delivery calendar, pickup slots, the packing list's day and every time the back
 * office shows are read in it. Shoreline ships from Maryland: Eastern Time unless the shop sets SHOP_TIME_ZONE (the API
 * reads it; the back office learns it from its session, setShopTimeZone). Its short name is said once per page.
 */
export const SHOP_TIME_ZONE = 'America/New_York';

interface ZoneFormats {
  moment: Intl.DateTimeFormat;
  dayAndTime: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
  name: string;
}

const formatsByZone = new Map<string, ZoneFormats>();

/** A zone's formats, made once per zone (Intl formatters are costly to build; mails and pages ask for them often). */
function formatsOf(timeZone: string): ZoneFormats {
  const known = formatsByZone.get(timeZone);
  if (known) return known;
  const made = makeFormats(timeZone);
  formatsByZone.set(timeZone, made);
  return made;
}

function makeFormats(timeZone: string): ZoneFormats {
  const zoneName = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortGeneric' })
    .formatToParts(new Date(0))
    .find((part) => part.type === 'timeZoneName')?.value;
  return {
    moment: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    dayAndTime: new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone }),
    day: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }),
    name: zoneName ?? timeZone,
  };
}

let current = formatsOf(SHOP_TIME_ZONE);

/** The zone the shop's times are read in from now on (the back office sets it from its session's answer). */
export function setShopTimeZone(timeZone: string | undefined): void {
  // Intl reads no zone as the machine's own: an answer without one keeps the zone in use.
  if (!timeZone) return;
  try {
    current = formatsOf(timeZone);
  } catch {
    // An unknown zone name keeps the one in use: the API checks SHOP_TIME_ZONE when it starts.
  }
}

/** The zone's short name in words ("ET", "CT", "PT"), as the back office and the shop's notices say it once. */
export const shopTimeZoneName = (timeZone?: string): string => (timeZone ? formatsOf(timeZone).name : current.name);

/** A stored instant ("2026-11-26T10:45:00.000Z") as a moment in the shop's time, or as it is when it is not one. */
function formatted(stamp: string, format: Intl.DateTimeFormat): string {
  const moment = new Date(stamp);
  return Number.isNaN(moment.getTime()) ? stamp : format.format(moment);
}

/** When something happened, in the shop's time ("Nov 26, 2026, 5:45 AM"). */
export const shopMomentText = (stamp: string): string => formatted(stamp, current.moment);

/** A moment with its day in words ("Thursday, November 26, 2026 at 5:45 AM"), in the shop's time. */
export const shopDayAndTimeText = (stamp: string): string => formatted(stamp, current.dayAndTime);

/** The day an instant falls on in the shop's time ("Nov 26, 2026"). */
export const shopDayText = (stamp: string): string => formatted(stamp, current.day);
