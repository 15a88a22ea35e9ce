import { describe, expect, it } from 'vitest';
import { formDataOf } from '~/lib/form-data-of';
import { cartRequestsFromForm } from './cart-request';

/** What the cart is asked for when a product form with these fields is posted. */
const requestsFor = (entries: Array<[string, string]>) => cartRequestsFromForm(formDataOf(entries));

describe('cartRequestsFromForm', () => {
  it('sends a configurable by its parent sku with the chosen options', () => {
    const requests = requestsFor([
      ['sku', 'CRAB-STEAM-LG-DZ'],
      ['parent_sku', 'CRAB-STEAM'],
      ['super_attribute[201]', '11'],
      ['super_attribute[202]', '22'],
      ['qty', '2'],
    ]);
    expect(requests).toEqual([
      {
        sku: 'CRAB-STEAM',
        lineSku: 'CRAB-STEAM-LG-DZ',
        parentSku: 'CRAB-STEAM',
        qty: 2,
        product_option: {
          extension_attributes: {
            configurable_item_options: [
              { option_id: '201', option_value: '11' },
              { option_id: '202', option_value: '22' },
            ],
          },
        },
      },
    ]);
  });

  it('adds nothing for a configurable without a chosen child', () => {
    expect(
      requestsFor([
        ['sku', ''],
        ['parent_sku', 'CRAB-STEAM'],
      ]),
    ).toEqual([]);
  });

  it('reads bundle selections, custom options and gift card amounts', () => {
    const [bundle] = requestsFor([
      ['sku', 'FEAST'],
      ['bundle_option[1]', '3'],
      ['bundle_option_qty[1]', '2'],
      ['bundle_option[3][]', '7'],
      ['bundle_option[3][]', '8'],
      ['options[5][]', '51'],
      ['options[5][]', '52'],
      ['options[6]', ' Happy birthday '],
      ['options[9]', ''],
      ['giftcard_amount', '50.00'],
      ['qty', 'x'],
    ]);
    expect(bundle.qty).toBe(1);
    expect(bundle.product_option?.extension_attributes).toEqual({
      bundle_options: [
        { option_id: 1, option_qty: 2, option_selections: [3] },
        { option_id: 3, option_qty: 1, option_selections: [7, 8] },
      ],
      custom_options: [
        { option_id: '5', option_value: '51,52' },
        { option_id: '6', option_value: ' Happy birthday ' },
      ],
      giftcard_item_option: { giftcard_amount: 50 },
    });
  });

  it('adds each grouped child with a quantity above 0', () => {
    const requests = requestsFor([
      ['super_group[SIDE-A]', '2'],
      ['super_group[SIDE-B]', '0'],
      ['super_group[SIDE-C]', ''],
    ]);
    expect(requests).toEqual([{ sku: 'SIDE-A', lineSku: 'SIDE-A', qty: 2 }]);
  });
});
