import { describe, expect, it } from 'vitest';
import { formatPublishDate } from './publish-date';

describe('publish date', () => {
  it('formats a calendar date for the store locale without shifting the day', () => {
    expect(formatPublishDate('2026-05-04', 'en-US')).toEqual({ iso: '2026-05-04', label: 'May 4, 2026' });
    expect(formatPublishDate('2026-05-04', 'de-DE')?.label).toBe('4. Mai 2026');
    expect(formatPublishDate('2026-05-04', 'it-IT')?.label).toBe('4 maggio 2026');
  });

  it('keeps a timestamp as ISO', () => {
    expect(formatPublishDate('2026-05-04T23:30:00Z', 'en-US')).toEqual({ iso: '2026-05-04T23:30:00.000Z', label: 'May 4, 2026' });
  });

  it('gives null for what is not a date', () => {
    expect(formatPublishDate('someday', 'en-US')).toBeNull();
  });
});
