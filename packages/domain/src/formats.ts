import { z } from 'zod';

/**
 * The text formats the shop checks wherever they occur, for the forms and the API alike (and so for the OpenAPI
 * document, which reads its patterns from these schemas): calendar dates, US ZIP codes, SKUs and amounts in cents.
 */

/** A calendar date as the shop writes it: YYYY-MM-DD. */
export const CALENDAR_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a YYYY-MM-DD date that exists (2026-02-30 does not). */
export const isCalendarDay = (value: string): boolean =>
  CALENDAR_DAY_PATTERN.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

export const CALENDAR_DAY_MESSAGE = 'Enter a date as YYYY-MM-DD.';

/** A date that exists, written YYYY-MM-DD; `message` words a refusal (the form's or a field's own). */
export const calendarDay = (message = CALENDAR_DAY_MESSAGE) =>
  z
    .string()
    .regex(CALENDAR_DAY_PATTERN, message)
    .refine(isCalendarDay, message)
    .meta({ format: 'date' });

/** A US ZIP code as the USPS writes it: five digits, or ZIP+4 ("21201-1234"). */
export const US_ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;

/** A SKU as the catalog import takes it (and so as every product has one): letters, digits, - and _. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
export const SKU_MAX_LENGTH = 64;

export const sku = z.string().min(1).max(SKU_MAX_LENGTH).regex(SKU_PATTERN, 'A SKU has letters, digits, - and _ only.');

/** The largest amount a form or call takes, in cents ($1,000,000.00). */
export const MAX_CENTS = 100_000_000;

/** An amount of money in whole cents, 0 or more. */
export const cents = z.number().int().min(0).max(MAX_CENTS);
