import type { Translate } from '~/i18n/translate';

/**
 * "Order within 3 h 12 min for delivery on Thursday": the line a product page and the cart show from the
 * delivery calendar's next cut-offs (the API's /api/stores). Server and browser render it from the same data
 * attributes; an inline script (cutoff-ticker.server.ts) keeps every such line on the page true as time
 * passes, also on a page the host's cache kept: the element carries the next cut-offs, not just the first.
 */
export interface Cutoff {
  orderBy: string;
  deliveryDate: string;
}

/** Closer than this the line counts down; further away (a weekend) it names the day only. */
export const COUNTDOWN_WITHIN_MS = 24 * 60 * 60 * 1000;

/** The data attributes of a cut-off line: the cut-offs ("ms|day;…") and its texts with their placeholders. */
export function cutoffAttributes(cutoffs: readonly Cutoff[], locale: string, t: Translate): Record<string, string> {
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return {
    'data-cutoffs': cutoffs.map((c) => `${Date.parse(c.orderBy)}|${day.format(new Date(`${c.deliveryDate}T00:00:00Z`))}`).join(';'),
    'data-countdown': t('delivery.cutoff.countdown', { time: '{time}', day: '{day}' }),
    'data-later': t('delivery.cutoff.later', { day: '{day}' }),
    'data-hm': t('delivery.cutoff.hoursMinutes', { hours: '{h}', minutes: '{m}' }),
    'data-m': t('delivery.cutoff.minutes', { minutes: '{m}' }),
  };
}

/** The line for `now`, or null once every cut-off it knows has passed (the ticker script does the same). */
export function cutoffLine(attributes: Record<string, string>, now: number): string | null {
  const next = attributes['data-cutoffs']
    .split(';')
    .map((entry) => entry.split('|'))
    .find(([at]) => Number(at) > now);
  if (!next) return null;
  const left = Number(next[0]) - now;
  if (left > COUNTDOWN_WITHIN_MS) return attributes['data-later'].replace('{day}', next[1]);
  const minutes = Math.ceil(left / 60_000);
  const hours = Math.floor(minutes / 60);
  const time = (hours > 0 ? attributes['data-hm'].replace('{h}', String(hours)) : attributes['data-m']).replace(
    '{m}',
    String(minutes % 60),
  );
  return attributes['data-countdown'].replace('{time}', time).replace('{day}', next[1]);
}
