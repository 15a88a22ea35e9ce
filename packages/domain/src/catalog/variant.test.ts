import { describe, expect, it } from 'vitest';
import { SPEC_DEFAULTS } from '../config.js';
import {
  DISABLED_STATUS_FROM,
  LIST_OUT_OF_STOCK_PRODUCTS,
  NO_AVAILABLE_VARIANTS,
  NO_SUCH_CONFIGURATION,
  chooseConfigurableVariant,
  findConfigurableVariant,
  isVariantAvailable,
  matchesSelectionExactly,
  selectionOfVariant,
  variantAttributeValue,
  variantMatchLevel,
  type VariantCandidate,
} from './variant.js';

interface Child extends VariantCandidate {
  color?: string;
  size?: string;
}

function child(sku: string, fields: Partial<Child> = {}): Child {
  return { sku, status: 1, stock: { is_in_stock: true }, price_incl_tax: 10, original_price_incl_tax: 10, ...fields };
}

const tee = {
  configurable_children: [
    child('TEE-RED-S', { color: '49', size: '167', price_incl_tax: 20, original_price_incl_tax: 20 }),
    child('TEE-RED-M', { color: '49', size: '168', price_incl_tax: 22, original_price_incl_tax: 22 }),
    child('TEE-BLUE-S', { color: '50', size: '167', price_incl_tax: 18, original_price_incl_tax: 18 }),
    child('TEE-BLUE-M', { color: '50', size: '168', price_incl_tax: 18, original_price_incl_tax: 18 }),
  ],
};

const skuOf = (found: VariantCandidate | null) => found?.sku ?? null;

describe('variant availability', () => {
  it('uses the spec constants', () => {
    expect(DISABLED_STATUS_FROM).toBe(SPEC_DEFAULTS.catalog.disabledStatusFrom);
    expect(LIST_OUT_OF_STOCK_PRODUCTS).toBe(SPEC_DEFAULTS.catalog.listOutOfStockProducts);
  });

  it('skips disabled children (status 2 or more); a missing status is enabled', () => {
    expect(isVariantAvailable(child('A', { status: 2 }))).toBe(false);
    expect(isVariantAvailable(child('A', { status: 3 }))).toBe(false);
    expect(isVariantAvailable(child('A', { status: undefined }))).toBe(true);
  });

  it('keeps out-of-stock children while out-of-stock products are listed (the store default)', () => {
    const soldOut = child('A', { stock: { is_in_stock: false } });
    expect(isVariantAvailable(soldOut)).toBe(true);
    expect(isVariantAvailable(soldOut, { listOutOfStockProducts: false })).toBe(false);
    expect(isVariantAvailable(soldOut, { listOutOfStockProducts: false, availabilityCheck: false })).toBe(true);
    expect(isVariantAvailable(child('A', { stock: null }), { listOutOfStockProducts: false })).toBe(true);
  });
});

describe('match level', () => {
  it('counts the selected values a child has, compared as strings, ignoring price and sku', () => {
    const redS = tee.configurable_children[0];
    expect(variantMatchLevel(redS, { color: '49', size: '167' })).toBe(2);
    expect(variantMatchLevel(redS, { color: 49, size: '168' })).toBe(1);
    expect(variantMatchLevel(redS, { color: ['50', '49'] })).toBe(1);
    expect(variantMatchLevel(redS, { color: { id: 49 } })).toBe(1);
    expect(variantMatchLevel(redS, { color: null, price: 20, sku: 'TEE-RED-S' })).toBe(0);
  });

  it('reads custom attributes when the field is missing', () => {
    const fromCustom = child('X', { custom_attributes: [{ attribute_code: 'crab_size', value: '211' }] });
    expect(variantAttributeValue(fromCustom, 'crab_size')).toBe('211');
    expect(variantMatchLevel(fromCustom, { crab_size: '211' })).toBe(1);
    expect(variantAttributeValue(fromCustom, 'crab_count')).toBeNull();
  });
});

describe('findConfigurableVariant', () => {
  it('finds the child matching every selected value', () => {
    expect(skuOf(findConfigurableVariant(tee, { color: '49', size: '168' }))).toBe('TEE-RED-M');
  });

  it('lets an exact, available sku match win outright, even over a cheaper better match', () => {
    expect(skuOf(findConfigurableVariant(tee, { sku: 'TEE-RED-M', color: '50' }))).toBe('TEE-RED-M');
  });

  it('ignores an sku match on a disabled child', () => {
    const product = { configurable_children: [child('A', { status: 2, color: '1' }), child('B', { color: '1' })] };
    expect(skuOf(findConfigurableVariant(product, { sku: 'A' }))).toBe('B');
  });

  it('picks the child with most matching values, the cheaper one on a tie', () => {
    expect(skuOf(findConfigurableVariant(tee, { color: '49' }))).toBe('TEE-RED-S');
    expect(skuOf(findConfigurableVariant(tee, { size: '167' }))).toBe('TEE-BLUE-S');
  });

  it('keeps the earlier child when tied children cost the same', () => {
    expect(skuOf(findConfigurableVariant(tee, { color: '50' }))).toBe('TEE-BLUE-S');
  });

  it('takes the cheapest available child when nothing is selected', () => {
    expect(skuOf(findConfigurableVariant(tee, {}))).toBe('TEE-BLUE-S');
  });

  it('lets the lower price win even when the incumbent lacks original_price_incl_tax (spec, not VSF1)', () => {
    const product = {
      configurable_children: [
        child('CHEAP', { price_incl_tax: 5, original_price_incl_tax: null }),
        child('DEAR', { price_incl_tax: 9, original_price_incl_tax: null }),
      ],
    };
    expect(skuOf(findConfigurableVariant(product, {}))).toBe('CHEAP');
  });

  it('returns the cheapest best partial match when the exact combination does not exist', () => {
    const product = { configurable_children: tee.configurable_children.filter((c) => c.sku !== 'TEE-RED-M') };
    // RED-S (color) and BLUE-M (size) both match one value; BLUE-M is cheaper.
    expect(skuOf(findConfigurableVariant(product, { color: '49', size: '168' }))).toBe('TEE-BLUE-M');
  });

  it('skips disabled children and, when out-of-stock products are not listed, sold-out ones', () => {
    const product = {
      configurable_children: [
        child('OFF', { status: 2, color: '1', price_incl_tax: 1 }),
        child('SOLD', { stock: { is_in_stock: false }, color: '1', price_incl_tax: 2 }),
        child('OK', { color: '2', price_incl_tax: 3 }),
      ],
    };
    expect(skuOf(findConfigurableVariant(product, { color: '1' }))).toBe('SOLD');
    expect(skuOf(findConfigurableVariant(product, { color: '1' }, { listOutOfStockProducts: false }))).toBe('OK');
  });

  it('finds nothing when every child is disabled', () => {
    const product = { configurable_children: [child('A', { status: 2 }), child('B', { status: 2 })] };
    expect(findConfigurableVariant(product, {})).toBeNull();
    expect(findConfigurableVariant({}, {})).toBeNull();
  });
});

describe('chooseConfigurableVariant', () => {
  it('reports no error or warning for an existing combination', () => {
    expect(chooseConfigurableVariant(tee, { color: '50', size: '168' })).toEqual({
      variant: tee.configurable_children[3],
      error: null,
      warning: null,
    });
  });

  it('warns when the chosen combination has no variant, still returning the best partial match', () => {
    const product = { configurable_children: tee.configurable_children.slice(0, 1) };
    const choice = chooseConfigurableVariant(product, { color: '49', size: '168' });
    expect(skuOf(choice.variant)).toBe('TEE-RED-S');
    expect(choice.warning).toBe(NO_SUCH_CONFIGURATION);
  });

  it("gives the product error 'No available product variants' when nothing can be chosen", () => {
    const choice = chooseConfigurableVariant({ configurable_children: [child('A', { status: 2 })] }, {});
    expect(choice).toEqual({ variant: null, error: NO_AVAILABLE_VARIANTS, warning: NO_SUCH_CONFIGURATION });
  });
});

describe('selection helpers', () => {
  it('rebuilds the selection from a child and checks exact matches', () => {
    const blueM = tee.configurable_children[3];
    const selection = selectionOfVariant(blueM, ['color', 'size', 'material']);
    expect(selection).toEqual({ color: '50', size: '168' });
    expect(matchesSelectionExactly(blueM, selection)).toBe(true);
    expect(matchesSelectionExactly(blueM, { color: '49' })).toBe(false);
    expect(matchesSelectionExactly(blueM, {})).toBe(true);
  });
});
