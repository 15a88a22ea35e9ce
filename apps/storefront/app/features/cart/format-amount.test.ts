import { describe, expect, it } from 'vitest';
import { formatCents, type PriceFormat } from '@shoreline/domain/money';
import { USD_FORMAT } from '~/lib/test-price-format';
import { formatAmount } from './format-amount';

const usd = USD_FORMAT;
const eur: PriceFormat = {
  currencySign: '€',
  currencyCode: 'EUR',
  fractionDigits: 2,
  template: '{amount} {sign}',
  decimal: ',',
  group: '.',
};

describe('formatAmount', () => {
  it('formats decimals exactly as formatCents formats their cents', () => {
    for (const amount of [0, 52.99, 1234.5, -56.29, 1000000]) {
      expect(formatAmount(amount, usd)).toBe(formatCents(Math.round(amount * 100), usd));
      expect(formatAmount(amount, eur)).toBe(formatCents(Math.round(amount * 100), eur));
    }
    expect(formatAmount(1234.5, eur)).toBe('1.234,50 €');
  });
});
