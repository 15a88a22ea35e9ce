import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '~/features/session';
import { addressBookErrors, addressBookValues, savedAddressInput, withAddress } from './address-book';
import { readRecentlyViewed } from './blocks/MyRecentlyViewed';
import { reorderLines } from './reorder';
import type { OrderLine } from './types';

const saved = (id: number, flags: Partial<SavedAddress> = {}): SavedAddress => ({
  id,
  customer_id: 7,
  firstname: 'Jane',
  lastname: 'Doe',
  street: ['1 Pier Rd', ''],
  city: 'Baltimore',
  postcode: '21201',
  country_id: 'US',
  region: { region: 'Maryland', region_code: 'MD', region_id: 31 },
  telephone: '4105550100',
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
    product_option: { extension_attributes: {} },
    ...fields,
  });

  it('adds each line with its quantity, keeping configurable parents and leaving bundle children to their bundle', () => {
    const lines = reorderLines({
      items: [
        line({}),
        line({ item_id: 2, sku: 'CRAB-STEAM-LG-HD', parent_sku: 'CRAB-STEAM', product_type: 'configurable', qty_ordered: 1 }),
        line({ item_id: 3, sku: 'FEAST-4', product_type: 'bundle' }),
        line({ item_id: 4, sku: 'FEAST-CORN', parent_sku: 'FEAST-4' }),
      ],
    });
    expect(lines.map((l) => [l.sku, l.qty, l.parentSku])).toEqual([
      ['SIDE-CORN-6', 2, undefined],
      ['CRAB-STEAM-LG-HD', 1, 'CRAB-STEAM'],
      ['FEAST-4', 2, undefined],
    ]);
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
