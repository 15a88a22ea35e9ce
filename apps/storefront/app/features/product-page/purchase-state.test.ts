import { describe, expect, it } from 'vitest';
import {
  bundleTotal,
  customOptionsSurcharge,
  initialBundleState,
  initialCustomChoice,
  readChoices,
  readPurchaseForm,
  startingPurchase,
} from './purchase-state';
import { priceView, withSurcharge } from './price-view';

/** Cents as a plain text, enough to see which amount was formatted. */
const format = (cents: number) => `$${(cents / 100).toFixed(2)}`;
import { US_DOLLAR_FORMAT } from '@shoreline/domain/money';
import { formDataOf } from '~/lib/form-data-of';
import type { BundleOptionView, CustomOptionView } from './types';

const link = (id: number, unitPriceCents: number, fields: Partial<BundleOptionView['links'][number]> = {}) => ({
  id,
  sku: `SKU-${id}`,
  name: `Link ${id}`,
  label: `Link ${id}`,
  qty: 1,
  canChangeQty: false,
  isDefault: false,
  unitPriceCents,
  inStock: true,
  ...fields,
});

const feast: BundleOptionView[] = [
  { id: 1, title: 'Crabs', required: true, type: 'radio', links: [link(1, 9499, { qty: 2, isDefault: true }), link(2, 12999, { qty: 2 })] },
  { id: 2, title: 'Soup', required: true, type: 'select', links: [link(4, 1999, { canChangeQty: true }), link(5, 2199)] },
  {
    id: 3,
    title: 'Sides',
    required: false,
    type: 'checkbox',
    links: [link(7, 1299, { isDefault: true }), link(8, 999, { isDefault: true }), link(9, 1199)],
  },
];

/** An optional custom option with no surcharge of its own unless `fields` say otherwise. */
const customOption = (
  id: number,
  title: string,
  type: CustomOptionView['type'],
  fields: Partial<CustomOptionView> = {},
): CustomOptionView => ({
  id,
  title,
  type,
  required: false,
  maxCharacters: null,
  surchargeCents: 0,
  surchargeText: '',
  initialValue: null,
  values: [],
  ...fields,
});

const cakeOptions: CustomOptionView[] = [
  customOption(1, 'Sauce', 'drop_down', {
    initialValue: '1',
    values: [
      { id: 1, label: 'No sauce', surchargeCents: 0 },
      { id: 2, label: 'Remoulade (+$3.99)', surchargeCents: 399 },
    ],
  }),
  customOption(2, 'Extras', 'checkbox', {
    values: [
      { id: 6, label: 'Extra lump (+$7.50)', surchargeCents: 750 },
      { id: 7, label: 'Lemon (+$0.50)', surchargeCents: 50 },
    ],
  }),
  customOption(3, 'Message', 'field', { maxCharacters: 140, surchargeCents: 100, surchargeText: ' (+$1.00)' }),
];

describe('bundle state', () => {
  it('starts with the defaults (the first link of a required option without one) at their quantities', () => {
    const state = initialBundleState(feast);
    expect(state.selected).toEqual({ 1: [1], 2: [4], 3: [7, 8] });
    expect(state.qty[1]).toBe(2);
    expect(bundleTotal(feast, state)).toBe(9499 * 2 + 1999 + 1299 + 999);
  });

  it('follows changed choices and quantities', () => {
    const state = initialBundleState(feast);
    const changed = { selected: { ...state.selected, 1: [2], 3: [] }, qty: { ...state.qty, 4: 3 } };
    expect(bundleTotal(feast, changed)).toBe(12999 * 2 + 1999 * 3);
  });
});

describe('custom option choice', () => {
  it('starts single-choice options on their free value without a sku', () => {
    expect(initialCustomChoice(cakeOptions)).toEqual({ 1: '1' });
  });

  it('adds the chosen values and filled-in text options', () => {
    const choice = { 1: '2', 2: ['6', '7'], 3: 'Happy birthday' };
    expect(customOptionsSurcharge(cakeOptions, choice)).toBe(399 + 750 + 50 + 100);
    expect(customOptionsSurcharge(cakeOptions, { 3: '   ' })).toBe(0);
    expect(withSurcharge(priceView(4999, 5999, format), 1299, format)).toEqual({
      finalCents: 6298,
      regularCents: 7298,
      finalText: '$62.98',
      regularText: '$72.98',
    });
    expect(withSurcharge(priceView(4999, null, format), 0, format)).toEqual(priceView(4999, null, format));
  });
});

describe('reading the purchase form', () => {
  it('reads bundle links, quantities, custom options and the gift card amount back', () => {
    const form = formDataOf([
      ['bundle_option[1]', '2'],
      ['bundle_option[2]', '4'],
      ['bundle_option_qty[2]', '3'],
      ['bundle_option[3][]', '9'],
      ['options[1]', '2'],
      ['options[2][]', '7'],
      ['options[3]', 'Hi'],
      ['giftcard_amount', '50.00'],
    ]);
    const sources = {
      bundle: feast,
      customOptions: cakeOptions,
      giftCard: { kind: 1 as const, amountsCents: [2500, 5000], amountLabels: ['$25.00', '$50.00'] },
    };
    const choices = readChoices(form, sources);
    expect(choices.bundle.selected).toEqual({ 1: [2], 2: [4], 3: [9] });
    expect(bundleTotal(feast, choices.bundle)).toBe(12999 * 2 + 1999 * 3 + 1199);
    expect(choices.custom).toEqual({ 1: '2', 2: ['7'], 3: 'Hi' });
    expect(choices.giftCents).toBe(5000);
    // Priced as the form shows them: the bundle's total and the gift card's amount set the price, options add to it.
    const reading = readPurchaseForm(form, { ...sources, priceFormat: US_DOLLAR_FORMAT });
    expect(reading.choices).toEqual(choices);
    expect(reading.priceOn(priceView(100, null, format))).toMatchObject({ finalCents: 5000 + 399 + 50 + 100, finalText: '$55.49' });
  });

  it('starts with the price a bundle or a gift card sets, formatted on the server, else none (the product or variant price)', () => {
    expect(startingPurchase({ bundle: feast, customOptions: null, giftCard: null }, priceView(1, null, format), format).price).toEqual(
      priceView(9499 * 2 + 1999 + 1299 + 999, null, format),
    );
    expect(startingPurchase({ bundle: null, customOptions: cakeOptions, giftCard: null }, priceView(4999, null, format), format)).toEqual({
      choices: { bundle: { selected: {}, qty: {} }, custom: { 1: '1' }, giftCents: null },
      price: null,
    });
  });
});
