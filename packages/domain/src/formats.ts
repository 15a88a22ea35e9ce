import { z } from 'zod';
import { CALENDAR_DAY_PATTERN, isCalendarDay } from './format-patterns.js';

/**
 * The text formats the shop checks wherever they occur, for the forms and the API alike (and so for the OpenAPI
 * document, which reads its patterns from these schemas): calendar dates, US ZIP codes, SKUs and amounts in cents.
 * The bare patterns live in format-patterns.ts, which browser code can take without zod.
 */

export { CALENDAR_DAY_PATTERN, isCalendarDay, US_ZIP_PATTERN } from './format-patterns.js';

export const CALENDAR_DAY_MESSAGE = 'Enter a date as YYYY-MM-DD.';

/** A date that exists, written YYYY-MM-DD; `message` words a refusal (the form's or a field's own). */
export const calendarDay = (message = CALENDAR_DAY_MESSAGE) =>
  z.string().regex(CALENDAR_DAY_PATTERN, message).refine(isCalendarDay, message).meta({ format: 'date' });

/** A SKU as the catalog import takes it (and so as every product has one): letters, digits, - and _. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
export const SKU_MAX_LENGTH = 64;

export const sku = z.string().min(1).max(SKU_MAX_LENGTH).regex(SKU_PATTERN, 'A SKU has letters, digits, - and _ only.');

/** The largest amount a form or call takes, in cents ($1,000,000.00). */
export const MAX_CENTS = 100_000_000;

/** An amount of money in whole cents, 0 or more. */
export const cents = z.number().int().min(0).max(MAX_CENTS);
