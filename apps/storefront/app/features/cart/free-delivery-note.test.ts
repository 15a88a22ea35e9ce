import { describe, expect, it } from 'vitest';
import { freeDeliveryGap } from './FreeDeliveryNote';

describe('free delivery in the cart', () => {
  it("measures the server's subtotal after discount against the store's threshold", () => {
    expect(freeDeliveryGap(150, { subtotal: 129.99, subtotal_with_discount: 116.99 }, false)).toBe(33.01);
    expect(freeDeliveryGap(150, { subtotal_with_discount: 150 }, false)).toBe(0);
    expect(freeDeliveryGap(150, { subtotal_with_discount: 249.99 }, false)).toBe(0);
  });

  it('says nothing without the rule, without server totals or with nothing to deliver', () => {
    expect(freeDeliveryGap(null, { subtotal_with_discount: 20 }, false)).toBeNull();
    expect(freeDeliveryGap(150, null, false)).toBeNull();
    expect(freeDeliveryGap(150, { subtotal: 20 }, false)).toBeNull();
    expect(freeDeliveryGap(150, { subtotal_with_discount: 20 }, true)).toBeNull();
  });
});
