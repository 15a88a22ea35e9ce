import { describe, expect, it } from 'vitest';
import { listedPrice } from './listed-price.js';

const prices = (special: number | null) => ({
  final_price: special ?? 40,
  final_price_incl_tax: special === null ? 42.4 : special * 1.06,
  original_price: 40,
  original_price_incl_tax: 42.4,
  special_price: special,
  special_price_incl_tax: special === null ? null : special * 1.06,
});

describe('listedPrice', () => {
  it('shows the final price alone without a special price', () => {
    expect(listedPrice(prices(null), false)).toEqual({ priceCents: 4000, regularCents: null });
    expect(listedPrice(prices(null), true)).toEqual({ priceCents: 4240, regularCents: null });
  });

  it('strikes the original through while a special price is below it, in the display mode', () => {
    expect(listedPrice(prices(30), false)).toEqual({ priceCents: 3000, regularCents: 4000 });
    expect(listedPrice(prices(30), true)).toEqual({ priceCents: 3180, regularCents: 4240 });
  });

  it('is no sale when the special price is not below the original', () => {
    expect(listedPrice({ ...prices(45), final_price: 40, final_price_incl_tax: 42.4 }, false)).toEqual({
      priceCents: 4000,
      regularCents: null,
    });
    expect(listedPrice(prices(0), false).regularCents).toBeNull();
  });
});
