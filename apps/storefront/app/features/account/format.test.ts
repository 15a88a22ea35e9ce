import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format';

describe('account formatting', () => {
  it('keeps a delivery day on its calendar day', () => {
    expect(formatDate('2026-03-05', 'en-US')).toBe('Mar 5, 2026');
  });
  it('formats order amounts in their currency', () => {
    expect(formatMoney(89.5, 'USD', 'en-US')).toBe('$89.50');
    expect(formatMoney(null, null, 'en-US')).toBe('$0.00');
  });
});
