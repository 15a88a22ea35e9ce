import { describe, expect, it } from 'vitest';
import {
  applyTotalsToItems,
  couponOf,
  isVirtualCart,
  itemsCount,
  localTotals,
  mergePaymentMethods,
  prepareShippingMethods,
  refusedShippingMethods,
  visiblePaymentMethods,
} from './totals.js';
import type { CartItem } from './types.js';

describe('applyTotalsToItems', () => {
  it('matches totals items by numeric server_item_id with strict equality, sets totals and qty, parses options', () => {
    const items: CartItem[] = [
      { sku: 'A', qty: 1, server_item_id: 15016 },
      { sku: 'B', qty: 1, server_item_id: '15017' },
      { sku: 'C', qty: 4 },
    ];
    const result = applyTotalsToItems(items, [
      { item_id: 15016, qty: 3, options: '[{"value":"Gray","label":"Color"}]' },
      { item_id: 15017, qty: 9 },
    ]);
    expect(result[0]).toMatchObject({ qty: 3, totals: { item_id: 15016, options: [{ value: 'Gray', label: 'Color' }] } });
    expect(result[1]).toBe(items[1]);
    expect(result[2]).toBe(items[2]);
  });
});

describe('methods', () => {
  it('flags shipping methods as server methods and drops available:false', () => {
    const methods = prepareShippingMethods([
      { carrier_code: 'flatrate', method_code: 'flatrate', available: true },
      { carrier_code: 'ups', method_code: 'ground', available: false },
      { carrier_code: 'pickup', method_code: 'pickup' },
    ]);
    expect(methods.map((method) => method.method_code)).toEqual(['flatrate', 'pickup']);
    expect(methods.every((method) => method.is_server_method)).toBe(true);
  });

  it('keeps the refused methods that say why, for the shopper to read', () => {
    const refused = refusedShippingMethods([
      {
        carrier_code: 'shoreline',
        method_code: 'overnight',
        available: false,
        error_message: 'Live crabs ship only within the lower 48 states.',
      },
      { carrier_code: 'ups', method_code: 'ground', available: false, error_message: '' },
      { carrier_code: 'pickup', method_code: 'pickup', available: true },
    ]);
    expect(refused.map((method) => method.method_code)).toEqual(['overnight']);
  });

  it('keeps local payment methods and appends new backend codes', () => {
    const merged = mergePaymentMethods(
      [
        { code: 'paypal_express', title: 'PayPal' },
        { code: 'old', is_server_method: true },
      ],
      [{ code: 'checkmo' }, { code: 'paypal_express' }],
    );
    expect(merged).toEqual([
      { code: 'paypal_express', title: 'PayPal' },
      { code: 'checkmo', is_server_method: true },
    ]);
  });

  it('hides cash on delivery for a virtual cart only', () => {
    const methods = [{ code: 'checkmo' }, { code: 'cashondelivery' }];
    expect(visiblePaymentMethods(methods, true).map((method) => method.code)).toEqual(['checkmo']);
    expect(visiblePaymentMethods(methods, false)).toHaveLength(2);
  });
});

describe('isVirtualCart', () => {
  it('is true when every item is downloadable, virtual or a gift card of type 1 or 2', () => {
    expect(isVirtualCart([])).toBe(false);
    expect(
      isVirtualCart([
        { sku: 'E', qty: 1, type_id: 'virtual' },
        { sku: 'D', qty: 1, type_id: 'downloadable' },
      ]),
    ).toBe(true);
    expect(isVirtualCart([{ sku: 'G', qty: 1, type_id: 'giftcard', giftcard: { giftcard_type: 1 } }])).toBe(true);
    expect(isVirtualCart([{ sku: 'G', qty: 1, type_id: 'giftcard', giftcard: { giftcard_type: 3 } }])).toBe(false);
    expect(
      isVirtualCart([
        { sku: 'V', qty: 1, type_id: 'virtual' },
        { sku: 'CRAB', qty: 1, type_id: 'simple' },
      ]),
    ).toBe(false);
  });
});

describe('local totals and counts', () => {
  it('adds shipping once and the payment cost, in cents', () => {
    const items: CartItem[] = [
      { sku: 'A', qty: 3, price_incl_tax: 0.1 },
      { sku: 'B', qty: 2, price_incl_tax: 24.99 },
    ];
    const segments = localTotals(items, { carrier_code: 'f', method_code: 'f', price_incl_tax: 10 }, { code: 'cod', cost_incl_tax: 1.5 });
    expect(segments.map((segment) => [segment.code, segment.value])).toEqual([
      ['subtotal_incl_tax', 50.28],
      ['payment', 1.5],
      ['shipping', 10],
      ['grand_total', 61.78],
    ]);
  });

  it('counts quantities', () => {
    const items: CartItem[] = [
      { sku: 'A', qty: 3 },
      { sku: 'B', qty: 2 },
    ];
    expect(itemsCount(items)).toBe(5);
  });

  it('reads the coupon from the platform totals', () => {
    expect(couponOf({ coupon_code: 'CRAB10', discount_amount: -2.5 })).toEqual({ code: 'CRAB10', discount: -2.5 });
    expect(couponOf({ grand_total: 1 })).toBeNull();
    expect(couponOf(null)).toBeNull();
  });
});
