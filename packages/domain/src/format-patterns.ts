/**
 * The patterns of formats.ts without its zod schemas, for code that only tests text (the browser's address checks),
 * so importing them does not bring zod along.
 */

/** A calendar date as the shop writes it: YYYY-MM-DD. */
export const CALENDAR_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a YYYY-MM-DD date that exists (2026-02-30 does not). */
export const isCalendarDay = (value: string): boolean =>
  CALENDAR_DAY_PATTERN.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** A US ZIP code as the USPS writes it: five digits, or ZIP+4 ("21201-1234"). */
export const US_ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;
