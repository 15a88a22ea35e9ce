import { describe, expect, it } from 'vitest';
import { OK_ACTION } from '@shoreline/sdk/notifications/notifications';
import { messageKey, noticeFromSdk } from './notice-keys';

describe('notice keys', () => {
  it('words an out-of-stock refusal by its reason, whatever text the API sent', () => {
    expect(messageKey('Das Produkt ist ausverkauft.', 'cart.out_of_stock')).toBe('cart.notice.outOfStock');
    expect(noticeFromSdk({ type: 'error', message: 'anything', reason: 'cart.out_of_stock', action1: OK_ACTION })).toMatchObject({
      type: 'error',
      message: 'cart.notice.outOfStock',
      action1: 'cart.notice.ok',
    });
  });

  it('passes a refusal the shop does not word itself as the API worded it', () => {
    expect(messageKey('Only 2 products of this type are available', 'invalid_input')).toBe('Only 2 products of this type are available');
    expect(messageKey('The product is out of stock and cannot be added to the cart!')).toBe(
      'The product is out of stock and cannot be added to the cart!',
    );
  });

  it("words the engine's quantity refusals (the domain's rule) by the catalogue", () => {
    expect(messageKey('Quantity must be positive integer')).toBe('cart.line.qtyInteger');
    expect(messageKey('Quantity must be above 0')).toBe('cart.edit.qtyAboveZero');
  });
});
