import { describe, expect, it } from 'vitest';
import { PIER_ROAD_ADDRESS } from '@shoreline/domain/address.fixture';
import type { SavedAddress } from '~/features/session';
import { addressBookErrors, addressBookValues, savedAddressInput, withAddress } from './address-book';
import { readRecentlyViewed } from './blocks/MyRecentlyViewed';
import type { DiffLog } from '@shoreline/sdk/cart/types';
import { refusalOfAdd, reorderItems } from './reorder';
import type { OrderLine } from './types';

const saved = (id: number, flags: Partial<SavedAddress> = {}): SavedAddress => ({
  id,
  customer_id: 7,
  ...PIER_ROAD_ADDRESS,
  street: ['1 Pier Rd', ''],
  ...flags,
});

describe('the address book list', () => {
  it('appends a new address and moves the default flags to it', () => {
    const list = withAddress([saved(1, { default_shipping: true, default_billing: true })], {
      ...saved(0),
      id: undefined,
      default_shipping: true,
      default_billing: false,
    });
    expect(list.map((a) => [a.id, a.default_shipping, a.default_billing])).toEqual([
      [1, false, true],
      [undefined, true, false],
    ]);
  });

  it('replaces an edited address in place and sends the full list', () => {
    const list = withAddress([saved(1), saved(2)], { ...saved(2), city: 'Annapolis' });
    expect(list.map((a) => [a.id, a.city])).toEqual([
      [1, 'Baltimore'],
      [2, 'Annapolis'],
    ]);
  });
});

describe('the address form', () => {
  const filled = { ...addressBookValues(saved(3), { firstname: '', lastname: '' }), apartment: 'Apt 2' };

  it('fills in a saved address and saves it back with its region object', () => {
    expect(filled).toMatchObject({ firstName: 'Jane', street: '1 Pier Rd', regionId: '31', zip: '21201', defaultShipping: false });
    // The saved address as it was, with the apartment line, the default flags and the flat fields the form adds.
    expect(savedAddressInput({ ...filled, defaultShipping: true }, saved(3))).toEqual({
      ...saved(3),
      company: '',
      vat_id: '',
      street: ['1 Pier Rd', 'Apt 2'],
      region_id: 31,
      default_shipping: true,
      default_billing: false,
    });
  });

  it('starts a new address with the account name', () => {
    expect(addressBookValues(null, { firstname: 'Dee', lastname: 'Shore' })).toMatchObject({
      firstName: 'Dee',
      lastName: 'Shore',
      street: '',
    });
  });

  it('shows the address rules as the account texts', () => {
    expect(addressBookErrors(filled)).toEqual({});
    expect(addressBookErrors({ ...filled, firstName: 'J', city: 'Baltimore 1', regionId: '', zip: '21', phone: '4-1' })).toEqual({
      firstName: 'account.error.nameLength',
      city: 'account.error.city',
      regionId: 'account.error.required',
      zip: 'account.error.zip',
      phone: 'account.error.codeLength',
    });
  });
});

describe('reorder', () => {
  const line = (fields: Partial<OrderLine>): OrderLine => ({
    item_id: 1,
    sku: 'SIDE-CORN-6',
    name: 'Corn',
    qty_ordered: 2,
    price: 12.99,
    price_incl_tax: 12.99,
    row_total: 25.98,
    row_total_incl_tax: 25.98,
    product_type: 'simple',
    parent_sku: null,
    product_sku: fields.sku ?? 'SIDE-CORN-6',
    product_option: { extension_attributes: {} },
    ...fields,
  });
  const sauce = { extension_attributes: { custom_options: [{ option_id: '1', option_value: '3' }] } };
  const size = { extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: '2' }] } };
  const feast = { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [11] }] } };

  it('asks the cart for the product itself with the options it was bought with, never the sku its options derived', () => {
    const items = reorderItems({
      items: [
        line({}),
        line({
          item_id: 2,
          sku: 'CRAB-CAKE-JUMBO-2-TTR',
          product_sku: 'CRAB-CAKE-JUMBO-2',
          name: 'Crab cakes',
          qty_ordered: 1,
          product_option: sauce,
        }),
        line({
          item_id: 3,
          sku: 'MERCH-TEE-M',
          product_sku: 'MERCH-TEE-M',
          parent_sku: 'MERCH-TEE',
          product_type: 'configurable',
          product_option: size,
        }),
        line({ item_id: 4, sku: 'FEAST-4', product_sku: 'FEAST-4', product_type: 'bundle', product_option: feast }),
        line({ item_id: 5, sku: 'FEAST-CORN', product_sku: 'FEAST-CORN', parent_sku: 'FEAST-4' }),
      ],
      extension_attributes: {
        priced_order: {
          lines: [{ sku: 'CRAB-CAKE-JUMBO-2-TTR', options: [{ label: 'Sauce', value: 'Tartar sauce' }] }],
        } as never,
      },
    });
    expect(items.map(({ product }) => [product?.sku, product?.qty, product?.parentSku, product?.product_option])).toEqual([
      ['SIDE-CORN-6', 2, undefined, { extension_attributes: {} }],
      ['CRAB-CAKE-JUMBO-2', 1, undefined, sauce],
      ['MERCH-TEE-M', 2, 'MERCH-TEE', size],
      ['FEAST-4', 2, undefined, feast],
    ]);
    expect(items[1]?.product?.option_labels).toEqual([{ label: 'Sauce', value: 'Tartar sauce' }]);
  });

  it('names a line the store no longer sells instead of asking the cart for it', () => {
    expect(reorderItems({ items: [line({ name: 'Old pot', product_sku: null })] })).toEqual([{ name: 'Old pot', product: null }]);
  });

  it('tells an added line from a refused one, and why it was refused', () => {
    const diff = (serverResponses: DiffLog['serverResponses'], clientNotifications: DiffLog['clientNotifications'] = []): DiffLog => ({
      serverResponses,
      clientNotifications,
    });
    expect(refusalOfAdd(diff([{ status: 200, sku: 'A', result: {} }]))).toBeNull();
    expect(refusalOfAdd(diff([{ status: 404, sku: 'A', result: 'Product that you are trying to add does not exist: A' }]))).toBe('gone');
    expect(refusalOfAdd(diff([{ status: 400, sku: 'A', result: 'Sauce: choose one of the offered values' }]))).toBe('options');
    expect(refusalOfAdd(diff([{ status: 400, sku: 'A', result: 'Sold out', reason: 'cart.out_of_stock' }]))).toBe('soldOut');
    expect(refusalOfAdd(diff([], [{ type: 'error', message: 'Out of stock', reason: 'cart.out_of_stock' }]))).toBe('soldOut');
    expect(refusalOfAdd(diff([{ status: 500, sku: 'A', result: 'Internal error' }]))).toBe('failed');
  });
});

describe('recently viewed', () => {
  it('keeps only readable entries with shop links', () => {
    const raw = JSON.stringify([
      { sku: 'A', name: 'Crabs', url: '/p/A/crabs', image: null, price: '$1.00' },
      { sku: 'B', name: 'Evil', url: 'https://evil.example/', image: null, price: '' },
      null,
    ]);
    expect(readRecentlyViewed(raw).map((entry) => entry.sku)).toEqual(['A']);
    expect(readRecentlyViewed('{broken')).toEqual([]);
  });
});
