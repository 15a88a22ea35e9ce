import { describe, expect, it } from 'vitest';
import {
  bundleTotalCents,
  compositeSku,
  customOptionSurchargeCents,
  defaultBundleLink,
  defaultBundleSelection,
  defaultBundleQty,
  priceWithCustomOptionsCents,
} from './options.js';

describe('custom option prices', () => {
  it('adds a fixed amount as it is', () => {
    expect(customOptionSurchargeCents(4999, { option_type_id: 2, price: 3.99, price_type: 'fixed' })).toBe(399);
  });

  it('adds a percentage as that share of the product price', () => {
    expect(customOptionSurchargeCents(4999, { option_type_id: 6, price: 15, price_type: 'percent' })).toBe(750);
    expect(customOptionSurchargeCents(10000, { price: 12.5, price_type: 'percent' })).toBe(1250);
  });

  it('ignores values without a positive option_type_id', () => {
    expect(customOptionSurchargeCents(4999, { option_type_id: 0, price: 5, price_type: 'fixed' })).toBe(0);
  });

  it('computes every chosen value from the product price, not from the running total', () => {
    const chosen = [
      { option_type_id: 2, price: 3.99, price_type: 'fixed' as const },
      { option_type_id: 6, price: 15, price_type: 'percent' as const },
    ];
    expect(priceWithCustomOptionsCents(4999, chosen)).toBe(4999 + 399 + 750);
    expect(priceWithCustomOptionsCents(4999, [])).toBe(4999);
  });
});

describe('bundle prices', () => {
  it('sums each chosen link price times its quantity', () => {
    expect(
      bundleTotalCents([
        { unitPriceCents: 9499, qty: 2 },
        { unitPriceCents: 1999, qty: 1 },
        { unitPriceCents: 1299, qty: 1 },
        { unitPriceCents: 699, qty: 1 },
      ]),
    ).toBe(22995);
  });

  it('counts negative quantities as none', () => {
    expect(bundleTotalCents([{ unitPriceCents: 500, qty: -2 }])).toBe(0);
  });

  it('starts each option with its default link, or the first', () => {
    const links = [
      { id: 1, is_default: false, qty: 1 },
      { id: 2, is_default: true, qty: 2 },
    ];
    expect(defaultBundleLink(links)?.id).toBe(2);
    expect(defaultBundleLink(links.map((link) => ({ ...link, is_default: false })))?.id).toBe(1);
    expect(defaultBundleLink([])).toBeNull();
  });

  it('preselects every default of a checkbox option and one link of a select or radio option', () => {
    const links = [
      { id: 7, is_default: true, qty: 1 },
      { id: 8, is_default: true, qty: 1 },
      { id: 9, is_default: false, qty: 1 },
    ];
    const ids = (found: Array<{ id: number }>) => found.map((link) => link.id);
    expect(ids(defaultBundleSelection({ type: 'checkbox', required: false }, links))).toEqual([7, 8]);
    expect(ids(defaultBundleSelection({ type: 'radio', required: true }, links))).toEqual([7]);
    const noDefault = links.map((link) => ({ ...link, is_default: false }));
    expect(ids(defaultBundleSelection({ type: 'select', required: true }, noDefault))).toEqual([7]);
    expect(ids(defaultBundleSelection({ type: 'select', required: false }, noDefault))).toEqual([]);
    expect(ids(defaultBundleSelection({ type: 'multi', required: true }, noDefault))).toEqual([]);
  });

  it('starts with the integer link quantity, 0 becoming 1', () => {
    expect(defaultBundleQty({ qty: 2 })).toBe(2);
    expect(defaultBundleQty({ qty: 0 })).toBe(1);
    expect(defaultBundleQty({ qty: 1.7 })).toBe(1);
  });
});

describe('composite sku', () => {
  it('appends the chosen value skus to the product sku', () => {
    expect(compositeSku('CRAB-CAKE-JUMBO-2', ['RMD', '', 'XL'])).toBe('CRAB-CAKE-JUMBO-2-RMD-XL');
    expect(compositeSku('CRAB-CAKE-JUMBO-2', [])).toBe('CRAB-CAKE-JUMBO-2');
  });
});
