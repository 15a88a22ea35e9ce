/** Dates and amounts as the shopper's store shows them (browser only: personal data never renders on the server). */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  // A bare date (a delivery day) is a calendar day, not an instant: keep it from shifting with the time zone.
  const bareDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(bareDate ? `${value}T00:00:00Z` : value.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...(bareDate ? { timeZone: 'UTC' } : {}) }).format(date);
}
