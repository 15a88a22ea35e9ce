/**
 * A special price applies only when it is below the
 * original price and now lies inside its window; either bound may be absent.
 * Both bounds are exclusive: on the exact start or end instant the regular price applies.
 */
export function isSpecialPriceWindowActive(from: string | null, to: string | null, now: Date): boolean {
  const time = now.getTime();
  if (from && !(Date.parse(from) < time)) return false;
  if (to && !(time < endOfDayIfDateOnly(to))) return false;
  return true;
}

/** A date-only "to" bound ("2026-12-31") means the whole of that day. */
function endOfDayIfDateOnly(value: string): number {
  const parsed = Date.parse(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? parsed + 86_400_000 : parsed;
}

export function isSpecialPriceActive(
  priceCents: number,
  specialCents: number | null,
  from: string | null,
  to: string | null,
  now: Date,
): specialCents is number {
  return specialCents !== null && specialCents < priceCents && isSpecialPriceWindowActive(from, to, now);
}

/** The next moment a special-price window opens or closes, so a cache of prices knows when it goes stale. */
export function nextWindowChange(from: string | null, to: string | null, now: Date): number | null {
  const candidates = [from ? Date.parse(from) : NaN, to ? endOfDayIfDateOnly(to) : NaN].filter(
    (time) => Number.isFinite(time) && time > now.getTime(),
  );
  return candidates.length ? Math.min(...candidates) : null;
}
