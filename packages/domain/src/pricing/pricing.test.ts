import { describe, expect, it } from 'vitest';
import { isSpecialPriceActive, isSpecialPriceWindowActive, nextWindowChange } from './special-price.js';
import { addTax, taxRatePpm, type TaxRuleForPricing } from './tax.js';
import { computePriceCents, sumPriceCents } from './product-price.js';

const now = new Date('2026-11-21T12:00:00Z');

describe('special price window', () => {
  it.each([
    [null, null, true],
    ['2026-11-01', null, true],
    ['2026-11-22', null, false],
    [null, '2026-11-21', true],
    [null, '2026-11-20', false],
    ['2026-01-01', '2026-12-31', true],
    ['2025-01-01', '2025-12-31', false],
  ])('from %s to %s is active: %s', (from, to, active) => {
    expect(isSpecialPriceWindowActive(from, to, now)).toBe(active);
  });

  it('applies only below the original price', () => {
    expect(isSpecialPriceActive(1000, 900, null, null, now)).toBe(true);
    expect(isSpecialPriceActive(1000, 1000, null, null, now)).toBe(false);
    expect(isSpecialPriceActive(1000, null, null, null, now)).toBe(false);
  });

  it('knows when the next window edge is', () => {
    expect(nextWindowChange('2026-12-01T00:00:00Z', null, now)).toBe(Date.parse('2026-12-01T00:00:00Z'));
    expect(nextWindowChange(null, '2025-01-01', now)).toBeNull();
  });
});

describe('tax rate selection', () => {
  const rules: TaxRuleForPricing[] = [
    {
      product_tax_class_ids: [2],
      customer_tax_class_ids: [3],
      rates: [{ tax_country_id: 'US', tax_region_id: 31, region_code: 'MD', region_name: 'Maryland', rate_ppm: 60_000 }],
    },
  ];

  it('taxes merchandise shipped to Maryland at 6%', () => {
    expect(taxRatePpm(2, rules, { country: 'US', region: 'MD' })).toBe(60_000);
    expect(taxRatePpm(2, rules, { country: 'US', region: 'Maryland' })).toBe(60_000);
  });

  it('does not tax food, other states or an unknown region', () => {
    expect(taxRatePpm(5, rules, { country: 'US', region: 'MD' })).toBe(0);
    expect(taxRatePpm(2, rules, { country: 'US', region: 'VA' })).toBe(0);
    expect(taxRatePpm(2, rules, { country: 'US', region: '' })).toBe(0);
    expect(taxRatePpm(0, rules, { country: 'US', region: 'MD' })).toBe(0);
  });

  it('adds tax on top of net prices and rounds once', () => {
    expect(addTax(2499, 60_000)).toEqual({ net: 2499, tax: 150, inclTax: 2649 });
  });
});

describe('product prices', () => {
  it('lowers the price to an active special price and keeps the original', () => {
    const prices = computePriceCents(
      { priceCents: 8999, specialPriceCents: 7999, specialFromDate: null, specialToDate: null },
      60_000,
      now,
    );
    expect(prices).toMatchObject({
      price: 7999,
      final_price: 7999,
      special_price: 7999,
      original_price: 8999,
      price_tax: 480,
      price_incl_tax: 8479,
    });
  });

  it('ignores an inactive special price', () => {
    const prices = computePriceCents(
      { priceCents: 8999, specialPriceCents: 7999, specialFromDate: '2030-01-01', specialToDate: null },
      0,
      now,
    );
    expect(prices).toMatchObject({ price: 8999, special_price: null, special_price_incl_tax: 0, original_special_price: 7999 });
  });

  it('sums parts times quantity for grouped and bundle prices', () => {
    const crab = computePriceCents({ priceCents: 1000, specialPriceCents: 800, specialFromDate: null, specialToDate: null }, 0, now);
    const corn = computePriceCents({ priceCents: 300, specialPriceCents: null, specialFromDate: null, specialToDate: null }, 0, now);
    const sum = sumPriceCents([
      { prices: crab, qty: 2 },
      { prices: corn, qty: 3 },
      { prices: corn, qty: -1 },
    ]);
    expect(sum).toMatchObject({ price: 2500, original_price: 2900, special_price: 2500 });
  });
});
