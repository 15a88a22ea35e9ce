import { describe, expect, it } from 'vitest';
import { cartHash, itemChecksum, itemsEqual } from './types.js';
import type { CartItem } from './types.js';

const configurableOptions = [
  { option_id: 93, option_value: 53 },
  { option_id: '142', option_value: 169 },
];
const bundleOptions = [1, 2, 3, 4].map((id, index) => ({ option_id: id, option_qty: 1, option_selections: [[2, 4, 5, 8][index]] }));

function item(fields: Partial<CartItem>): CartItem {
  return { sku: 'SKU', qty: 1, ...fields };
}

describe('itemChecksum (reference digests)', () => {
  it('hashes configurable options with numbers turned into strings', () => {
    const configured = item({ product_option: { extension_attributes: { configurable_item_options: configurableOptions } } });
    expect(itemChecksum(configured)).toBe('357e8f9f8918873f12ed993c3073ddd3e8980c933034b5e2fdab10b6');
  });

  it('hashes the bundle list, before the custom and configurable lists', () => {
    const bundle = item({
      product_option: {
        extension_attributes: {
          bundle_options: bundleOptions,
          custom_options: [{ option_id: 1 }],
          configurable_item_options: configurableOptions,
        },
      },
    });
    expect(itemChecksum(bundle)).toBe('3e183f026489207a9cd535d20f141e07ddfea729af58a9088b82612f');
  });

  it('hashes null without product_option', () => {
    expect(itemChecksum(item({}))).toBe('d766ca7cf2167ba1bd6a1263080ff36ff2fb21d96b15ab943891df44');
  });

  it('uses the values of an object-shaped list', () => {
    const asObject = item({
      product_option: { extension_attributes: { configurable_item_options: { a: configurableOptions[0], b: configurableOptions[1] } } },
    });
    expect(itemChecksum(asObject)).toBe('357e8f9f8918873f12ed993c3073ddd3e8980c933034b5e2fdab10b6');
  });

  it('hashes the whole product_option, numbers untouched, when every list is empty', () => {
    const withNumber = item({ product_option: { extension_attributes: { custom_options: [] }, other: 1 } });
    const withString = item({ product_option: { extension_attributes: { custom_options: [] }, other: '1' } });
    expect(itemChecksum(withNumber)).not.toBe(itemChecksum(withString));
  });

  it('depends on the order of options', () => {
    const reversed = item({ product_option: { extension_attributes: { configurable_item_options: [...configurableOptions].reverse() } } });
    expect(itemChecksum(reversed)).not.toBe('357e8f9f8918873f12ed993c3073ddd3e8980c933034b5e2fdab10b6');
  });
});

describe('itemsEqual', () => {
  const bundle = (fields: Partial<CartItem>) =>
    item({ product_option: { extension_attributes: { bundle_options: bundleOptions } }, ...fields });
  const custom = (optionId: number, fields: Partial<CartItem> = {}) =>
    item({ product_option: { extension_attributes: { custom_options: [{ option_id: optionId, option_value: 'x' }] } }, ...fields });
  const configurable = (sku: string, fields: Partial<CartItem> = {}) =>
    item({ sku, product_option: { extension_attributes: { configurable_item_options: configurableOptions } }, ...fields });

  it('is false when an item is missing', () => {
    expect(itemsEqual(item({}), null)).toBe(false);
    expect(itemsEqual(undefined, item({}))).toBe(false);
  });

  it('bundles: id, else checksum', () => {
    expect(itemsEqual(bundle({ server_item_id: 5, sku: 'A' }), bundle({ item_id: 5, sku: 'B' }))).toBe(true);
    expect(itemsEqual(bundle({ sku: 'A' }), bundle({ sku: 'B' }))).toBe(true);
    expect(itemsEqual(bundle({}), item({ checksum: 'other' }))).toBe(false);
  });

  it('custom options: id, else checksum, never sku alone', () => {
    expect(itemsEqual(custom(1), custom(2))).toBe(false);
    expect(itemsEqual(custom(1, { server_item_id: 7 }), custom(2, { item_id: 7 }))).toBe(true);
    expect(itemsEqual(custom(1), custom(1))).toBe(true);
  });

  it('configurables: sku only, ids are ignored', () => {
    expect(itemsEqual(configurable('WS06-XS', { server_item_id: 1 }), configurable('WS06-XS', { server_item_id: 2 }))).toBe(true);
    expect(itemsEqual(configurable('WS06-XS', { server_item_id: 1 }), configurable('WS06-M', { server_item_id: 1 }))).toBe(false);
  });

  it('simple items: id (strictly), else sku compared as strings', () => {
    expect(itemsEqual(item({ sku: 'A', server_item_id: 5 }), item({ sku: 'B', item_id: 5 }))).toBe(true);
    expect(itemsEqual(item({ sku: 'A', server_item_id: 5 }), item({ sku: 'B', item_id: '5' }))).toBe(false);
    expect(itemsEqual(item({ sku: '123' }), { sku: 123 as unknown as string })).toBe(true);
  });
});

describe('cartHash', () => {
  it('ignores stock and totals, and changes with any other field and the token', () => {
    const base = [item({ sku: 'A' })];
    const hash = cartHash(base, 'T');
    expect(cartHash([{ ...base[0], stock: { is_in_stock: false }, totals: { item_id: 1, qty: 1 } }], 'T')).toBe(hash);
    expect(cartHash([{ ...base[0], qty: 2 }], 'T')).not.toBe(hash);
    expect(cartHash(base, 'U')).not.toBe(hash);
  });
});
