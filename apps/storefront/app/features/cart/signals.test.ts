import { describe, expect, it } from 'vitest';
import { cartItemsKey, countFromStoredItems } from './signals';

describe('cart signals', () => {
  it('keeps a cart per store', () => {
    expect(cartItemsKey('main')).toBe('main-shop/cart/current-cart');
    expect(cartItemsKey(undefined)).toBe('shop/cart/current-cart');
  });

  it('counts the quantities of the stored lines and survives bad data', () => {
    expect(countFromStoredItems(JSON.stringify([{ qty: 2 }, { qty: 3 }]))).toBe(5);
    expect(countFromStoredItems(null)).toBe(0);
    expect(countFromStoredItems('{nope')).toBe(0);
    expect(countFromStoredItems('{"qty":1}')).toBe(0);
    expect(countFromStoredItems('[{"qty":"2"},{}]')).toBe(2);
  });
});
