/** The languages the shop's mails are written in; a store view's locale picks one (de-DE, it-IT; any other reads English). */
export type MailLanguage = 'en' | 'de' | 'it';

export const mailLanguageOf = (locale: string): MailLanguage => (locale.startsWith('de') ? 'de' : locale.startsWith('it') ? 'it' : 'en');

/** A mail's own words in the store view's language. */
export const inLanguage = <Texts>(locale: string, texts: Readonly<Record<MailLanguage, Texts>>): Texts => texts[mailLanguageOf(locale)];

/** A calendar day ("2027-03-01") as the view's language writes it in words: "March 1, 2027", "1. März 2027", "1 marzo 2027". */
export function calendarDayIn(date: string, locale: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(day);
}

/** An instant as the view's language writes it, in the shop's time zone: "Tuesday, December 1, 2026 at 10:30 AM EST", "Dienstag, 1. Dezember 2026 um 10:30 GMT-5". */
export const momentIn = (instant: Date, locale: string, timeZone: string): string =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(instant);
