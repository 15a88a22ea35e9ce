import { describe, expect, it } from 'vitest';
import type { ShippingMethod } from '@shoreline/sdk/cart/types';
import { methodPrice } from './DeliveryOptions';

// As the API answers a $89.99 cart whose first date is a Saturday: the method is quoted at that date.
const overnight: ShippingMethod = {
  carrier_code: 'shoreline',
  method_code: 'overnight',
  amount: 39.99,
  price_incl_tax: 39.99,
  extension_attributes: {
    delivery_dates: [
      { date: '2026-12-05', surcharge: 15, amount: 39.99 },
      { date: '2026-12-09', surcharge: 0, amount: 24.99 },
    ],
  },
};

describe("a shipping method's price", () => {
  it("follows the chosen date with the server's price for it", () => {
    expect(methodPrice(overnight, '2026-12-09')).toBe(24.99);
    expect(methodPrice(overnight, '2026-12-05')).toBe(39.99);
  });

  it('is the quoted price for a method without dates or a date it does not offer', () => {
    expect(methodPrice(overnight, null)).toBe(39.99);
    expect(methodPrice(overnight, '2027-01-01')).toBe(39.99);
    expect(methodPrice({ carrier_code: 'pickup', method_code: 'crabhouse', amount: 0 }, '2026-12-09')).toBe(0);
  });
});
