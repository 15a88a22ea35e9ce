import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

describe('account formatting', () => {
  it('keeps a delivery day on its calendar day', () => {
    expect(formatDate('2026-03-05', 'en-US')).toBe('Mar 5, 2026');
  });
});
