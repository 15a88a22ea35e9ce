import { describe, expect, it } from 'vitest';
import { lineQuantity } from './quantity.js';
import { readQuantity } from './quantity-rules.js';

describe("a cart line's quantity", () => {
  it('is a whole number from 1 to 10,000, given as a number or as a form sends it', () => {
    expect(readQuantity(3)).toEqual({ qty: 3 });
    expect(readQuantity(' 12 ')).toEqual({ qty: 12 });
    expect(readQuantity(10_000)).toEqual({ qty: 10_000 });
  });

  it('refuses a fraction instead of rounding it, and says which rule is broken', () => {
    expect(readQuantity(1.5)).toEqual({ problem: 'not_integer', message: 'Quantity must be positive integer' });
    expect(readQuantity('two')).toMatchObject({ problem: 'not_integer' });
    expect(readQuantity('')).toMatchObject({ problem: 'not_integer' });
    expect(readQuantity(0)).toEqual({ problem: 'too_small', message: 'Quantity must be above 0' });
    expect(readQuantity(10_001)).toEqual({ problem: 'too_big', message: 'Quantity must be below 10000' });
  });

  it('as a zod schema: the number, or an issue naming the problem', () => {
    expect(lineQuantity.parse('4')).toBe(4);
    expect(lineQuantity.safeParse(-1).error?.issues[0]).toMatchObject({
      message: 'Quantity must be above 0',
      params: { problem: 'too_small' },
    });
  });
});
