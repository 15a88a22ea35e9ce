import { describe, expect, it } from 'vitest';
import { pricedOrderAddsUp, segmentsSum } from '@shoreline/domain/pricing/priced-order';
import type { OrderItemRow, OrderRow } from './storage.js';
import { extrasOf, handoverOf, optionsByItem, pricedOrderOfOrder } from './pricing-parts.js';
import { BALTIMORE } from '../../../../tools/test-support/addresses.js';

const address = {
  firstname: 'Jane',
  lastname: 'Doe',
  company: '',
  ...BALTIMORE,
  street: ['1 Pier Rd', 'Apt 2'],
  telephone: '4105550100',
};

/** An order row as stored before priced orders were kept: corn, overnight, a fee the wire totals did not itemise. */
function row(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id: 7,
    increment_id: '000000007',
    store_code: 'main',
    customer_id: null,
    cart_id: 'cart',
    client_order_id: null,
    status: 'processing',
    customer_email: 'jane@example.com',
    customer_firstname: 'Jane',
    customer_lastname: 'Doe',
    shipping_carrier_code: 'shoreline',
    shipping_method_code: 'overnight',
    shipping_description: 'Shoreline - Overnight delivery',
    delivery_date: '2026-12-01',
    payment_method_code: 'checkmo',
    payment_title: 'Check',
    coupon_code: 'WELCOME10',
    currency_code: 'USD',
    subtotal_cents: 1200,
    shipping_cents: 2499,
    discount_cents: 120,
    tax_cents: 0,
    grand_total_cents: 4274,
    store_credit_cents: 0,
    gift_card_cents: 0,
    shipping_address: JSON.stringify(address),
    billing_address: JSON.stringify(address),
    totals: JSON.stringify({ total_segments: [{ code: 'subtotal', value: 12 }] }),
    priced_order: null,
    payment_state: 'pending',
    created_at: '2026-11-26T10:00:00.000Z',
    updated_at: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

function item(id: number, sku: string, productOption: unknown = { extension_attributes: {} }): OrderItemRow {
  return {
    id,
    order_id: 7,
    sku,
    product_id: id,
    parent_sku: null,
    name: sku,
    product_type: 'simple',
    qty: 2,
    price_cents: 600,
    price_incl_tax_cents: 600,
    row_total_cents: 1200,
    row_total_incl_tax_cents: 1200,
    discount_cents: 120,
    tax_cents: 0,
    tax_rate_ppm: 0,
    product_option: JSON.stringify(productOption),
    stock_units: null,
  };
}

describe('the back office reading an order stored before priced orders', () => {
  it('keeps what the columns do not itemise as an extra fee, so the segments still add up', () => {
    const priced = pricedOrderOfOrder(row(), [item(1, 'SIDE-CORN')]);
    expect(priced.segments.map((segment) => [segment.code, segment.cents])).toEqual([
      ['subtotal', 1200],
      ['discount', -120],
      ['shipping', 2499],
      ['fee', 695],
      ['tax', 0],
    ]);
    expect(pricedOrderAddsUp(priced)).toBe(true);
    expect(extrasOf(priced)).toEqual([{ name: 'Extra fees', options: [], cents: 695 }]);
  });

  it('names a virtual order as nothing to ship and a pickup by who collects it', () => {
    const virtual = row({
      shipping_carrier_code: null,
      shipping_method_code: null,
      shipping_description: 'No shipping (virtual order)',
      shipping_address: null,
      delivery_date: null,
      shipping_cents: 0,
      grand_total_cents: 1080,
    });
    const ecard = item(1, 'GIFT-E', {
      extension_attributes: { giftcard_item_option: { giftcard_amount: 25, giftcard_recipient_email: 'sam@example.com' } },
    });
    const priced = pricedOrderOfOrder(virtual, [ecard]);
    expect(segmentsSum(priced)).toBe(1080);
    expect(priced.segments.some((segment) => segment.code === 'shipping')).toBe(false);
    expect(handoverOf(virtual, priced)).toEqual({ fulfilment: { mode: 'none', method: null, date: null }, ship_to: null, pickup: null });
    expect(optionsByItem(priced, [ecard]).get(1)).toEqual([{ label: 'Recipient e-mail', value: 'sam@example.com' }]);

    const pickup = row({
      shipping_carrier_code: 'pickup',
      shipping_description: 'Pickup - Pick up at the Crab House',
      shipping_cents: 0,
      grand_total_cents: 1775,
    });
    const handover = handoverOf(pickup, pricedOrderOfOrder(pickup, [item(1, 'SIDE-CORN')]));
    expect(handover).toEqual({
      fulfilment: { mode: 'pickup', method: 'Pick up at the Crab House', date: '2026-12-01' },
      ship_to: null,
      pickup: { name: 'Jane Doe', telephone: '4105550100', date: '2026-12-01', time: null },
    });
  });

  it('pairs priced lines with items by sku when their order differs', () => {
    const stored = pricedOrderOfOrder(row(), [item(1, 'A'), item(2, 'B')]);
    stored.lines[0].options = [{ label: 'Sauce', value: 'No sauce' }];
    const options = optionsByItem(stored, [item(2, 'B'), item(1, 'A'), item(3, 'C')]);
    expect(options.get(1)).toEqual([{ label: 'Sauce', value: 'No sauce' }]);
    expect(options.get(3)).toEqual([]);
  });

  it('gives the delivery address with every street line and the phone', () => {
    const order = row();
    expect(handoverOf(order, pricedOrderOfOrder(order, [])).ship_to).toEqual({
      name: 'Jane Doe',
      company: '',
      street: ['1 Pier Rd', 'Apt 2'],
      city: 'Baltimore',
      region: 'MD',
      postcode: '21201',
      country_id: 'US',
      telephone: '4105550100',
      vat_id: '',
    });
  });
});
