import { describe, expect, it } from 'vitest';
import { groupPricesText, parseGroupPrices } from './group-prices-text';

const GROUPS = [
  { id: 1, code: 'retail', name: 'Retail', tax_class_id: 3, is_default: true },
  { id: 2, code: 'wholesale', name: 'Wholesale', tax_class_id: 3, is_default: false },
];

describe("the product form's group prices", () => {
  it('reads one price per line and writes the stored ones back the same way', () => {
    const parsed = parseGroupPrices('wholesale 1 69.99\n\n  Wholesale, 5, 64,99 \nretail 10 75', GROUPS);
    expect(parsed).toEqual({
      ok: true,
      prices: [
        { group_id: 2, qty: 1, price_cents: 6999 },
        { group_id: 2, qty: 5, price_cents: 6499 },
        { group_id: 1, qty: 10, price_cents: 7500 },
      ],
    });
    expect(groupPricesText([{ group_id: 2, group_code: 'wholesale', qty: 5, price_cents: 6499 }])).toBe('wholesale 5 64.99');
    expect(parseGroupPrices('', GROUPS)).toEqual({ ok: true, prices: [] });
  });

  it('names the line and what is wrong with it', () => {
    expect(parseGroupPrices('wholesale 5', GROUPS)).toMatchObject({ ok: false, error: expect.stringMatching(/^Line 1: write the group/) });
    expect(parseGroupPrices('retail 2 1\nvip 2 1', GROUPS)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Line 2: there is no/),
    });
    expect(parseGroupPrices('wholesale 0 1', GROUPS)).toMatchObject({ ok: false, error: expect.stringContaining('quantity') });
    expect(parseGroupPrices('wholesale 2 1.999', GROUPS)).toMatchObject({ ok: false, error: expect.stringContaining('price') });
  });
});
