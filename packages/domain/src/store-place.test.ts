import { describe, expect, it } from 'vitest';
import { addressLines, telephoneText, weeklyHoursSchema, weeklyHoursText } from './store-place.js';
import { CRAB_HOUSE_ADDRESS, CRAB_HOUSE_PLACE } from './store-place.fixture.js';

const CRAB_HOUSE = CRAB_HOUSE_PLACE.openingHours;

describe('a store record in words', () => {
  it('joins days with the same hours into one run, across the weekend, in the view language', () => {
    expect(weeklyHoursText(CRAB_HOUSE, 'en-US')).toBe('Wednesday–Sunday, 11:30 AM–9 PM');
    expect(weeklyHoursText(CRAB_HOUSE, 'de-DE')).toBe('Mittwoch–Sonntag, 11:30–21 Uhr');
    expect(weeklyHoursText(CRAB_HOUSE, 'it-IT')).toBe('mercoledì–domenica, 11:30–21');
  });

  it('names runs of different hours apart and leaves closed days out', () => {
    const hours = {
      mon: { open: '08:00', close: '18:00' },
      tue: { open: '08:00', close: '18:00' },
      sat: { open: '09:00', close: '12:00' },
    };
    expect(weeklyHoursText(hours, 'en-US')).toBe('Monday–Tuesday, 8 AM–6 PM; Saturday, 9 AM–12 PM');
    expect(weeklyHoursText({}, 'en-US')).toBe('');
  });

  it('writes a US phone and the address as people read them', () => {
    expect(telephoneText('4105550187')).toBe('(410) 555-0187');
    expect(addressLines(CRAB_HOUSE_ADDRESS)).toEqual(['410 Harbor Road', 'Grasonville, MD 21638']);
  });

  it('refuses a day that closes before it opens or a time off the clock', () => {
    expect(weeklyHoursSchema.safeParse({ wed: { open: '21:00', close: '11:30' } }).success).toBe(false);
    expect(weeklyHoursSchema.safeParse({ wed: { open: '25:00', close: '26:00' } }).success).toBe(false);
    expect(weeklyHoursSchema.safeParse({ funday: { open: '11:00', close: '12:00' } }).success).toBe(false);
  });
});
