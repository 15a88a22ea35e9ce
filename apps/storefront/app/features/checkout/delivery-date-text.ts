/** "Tuesday, November 24" in the store's language (dates are calendar days, read as UTC). */
export function formatDeliveryDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
