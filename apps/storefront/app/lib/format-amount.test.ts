import { describe, expect, it } from 'vitest';
import { formatCents, US_DOLLAR_FORMAT, type PriceFormat } from '@shoreline/domain/money';
import { formatAmount } from './format-amount';

const usd = US_DOLLAR_FORMAT;
/** The German and Italian store views' price formats as the seed catalog defines them (still US dollars). */
const seedView = (currencySign: string): PriceFormat => ({
  currencySign,
  currencyCode: 'USD',
  fractionDigits: 2,
  template: '{amount}\u00a0{sign}',
  decimal: ',',
  group: '.',
});
const eur: PriceFormat = { ...seedView('€'), currencyCode: 'EUR', template: '{amount} {sign}' };

describe('formatAmount', () => {
  it('formats decimals exactly as formatCents formats their cents', () => {
    for (const amount of [0, 52.99, 1234.5, -56.29, 1000000]) {
      expect(formatAmount(amount, usd)).toBe(formatCents(Math.round(amount * 100), usd));
      expect(formatAmount(amount, eur)).toBe(formatCents(Math.round(amount * 100), eur));
    }
    expect(formatAmount(1234.5, eur)).toBe('1.234,50 €');
  });
});

describe('store views write US dollars as their language does', () => {
  it('matches what Intl writes for de-DE and it-IT, on pages, minicart and mails alike', () => {
    const views = { 'de-DE': seedView('$'), 'it-IT': seedView('USD') };
    for (const [locale, format] of Object.entries(views)) {
      const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
      for (const amount of [13.98, 0.5, 999.99, -13.98]) {
        expect(formatAmount(amount, format)).toBe(intl.format(amount));
        expect(formatCents(Math.round(amount * 100), format)).toBe(intl.format(amount));
      }
    }
    expect(formatAmount(13.98, views['de-DE'])).toBe('13,98\u00a0$');
    expect(formatAmount(13.98, views['it-IT'])).toBe('13,98\u00a0USD');
    // A thousand: both views group as German writes it (Intl's it-IT leaves four digits ungrouped).
    expect(formatAmount(1234.5, views['it-IT'])).toBe('1.234,50\u00a0USD');
  });
});
