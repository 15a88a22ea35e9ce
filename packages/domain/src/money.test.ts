import { describe, expect, it } from 'vitest';
import { applyRatePpm, formatCents, fromCents, toCents, US_DOLLAR_FORMAT } from './money.js';

describe('money', () => {
  it.each([
    [89.99, 8999],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [19.999, 2000],
    [0, 0],
    [-2.5, -250],
  ])('turns %d into %d cents, rounding once', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it('refuses amounts that are not finite', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });

  it('speaks decimals with two fraction digits', () => {
    expect(fromCents(8999)).toBe(89.99);
    expect(fromCents(-250)).toBe(-2.5);
  });

  it('applies a tax rate in parts per million, half away from zero', () => {
    expect(applyRatePpm(1000, 60_000)).toBe(60);
    expect(applyRatePpm(2499, 60_000)).toBe(150); // 149.94
    expect(applyRatePpm(25, 60_000)).toBe(2); // 1.5 rounds up
  });

  it('formats with the store price format', () => {
    expect(formatCents(123456, US_DOLLAR_FORMAT)).toBe('$1,234.56');
    expect(formatCents(-500, US_DOLLAR_FORMAT)).toBe('-$5.00');
    const de = { ...US_DOLLAR_FORMAT, template: '{amount} {sign}', decimal: ',', group: '.' };
    expect(formatCents(123456, de)).toBe('1.234,56 $');
  });
});
