/** A publish date for <time>: the machine value and the label in the store's locale. */
export interface DisplayDate {
  iso: string;
  label: string;
}

/**
 * Formats a publish date ("2026-05-04" or a full timestamp) for the store locale,
 * on the server, so every visitor sees the same text. Date-only values are
 * calendar dates: formatted in UTC so no time zone moves them a day.
 */
export function formatPublishDate(value: string, locale: string): DisplayDate | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const label = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  return { iso: /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : date.toISOString(), label };
}
