import { describe, expect, it } from 'vitest';
import { calendarDay, cents, isCalendarDay, sku, US_ZIP_PATTERN } from './formats.js';

describe('the shared formats', () => {
  it('a calendar date is YYYY-MM-DD and exists', () => {
    expect(isCalendarDay('2026-12-04')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(calendarDay().safeParse('4/12/2026').success).toBe(false);
  });

  it('a US ZIP code is five digits or ZIP+4', () => {
    expect(['02110', '21201-1234'].every((zip) => US_ZIP_PATTERN.test(zip))).toBe(true);
    expect(['2110', '021101234', '02110-12'].some((zip) => US_ZIP_PATTERN.test(zip))).toBe(false);
  });

  it('a SKU has letters, digits, - and _ as the catalog import takes them', () => {
    expect(sku.safeParse('CRAB-CAKE_2').success).toBe(true);
    expect(sku.safeParse('-CRAB').success).toBe(false);
    expect(sku.safeParse('crab cake').success).toBe(false);
  });

  it('money is whole cents, 0 or more', () => {
    expect(cents.safeParse(1999).success).toBe(true);
    expect(cents.safeParse(19.99).success).toBe(false);
    expect(cents.safeParse(-1).success).toBe(false);
  });
});
