import { describe, expect, it } from 'vitest';
import type { CartTotals } from '../../cart/totals.js';
import { breakdownOf, payPalOrderRequest } from './order-request.js';

const totals = (over: Partial<CartTotals>) =>
  ({
    lines: [{ qty: 2, line: { name: 'Crab cakes', sku: 'CRAB-CAKE', unitCents: 1250 } }],
    subtotalCents: 2500,
    discountCents: 250,
    shippingCents: 2499,
    taxCents: 135,
    grandTotalCents: 2500 - 250 + 2499 + 135,
    ...over,
  }) as CartTotals;

describe('PayPal order request', () => {
  it('sends the server totals with a breakdown that adds up, items as physical goods', () => {
    const body = payPalOrderRequest(totals({}), {
      cartId: 'c1',
      currency: 'USD',
      brandName: 'Shoreline',
      locale: 'en-US',
      returnUrl: 'https://shop.example/r',
      cancelUrl: 'https://shop.example/c',
    });
    const unit = body.purchase_units[0];
    expect(unit.amount).toMatchObject({ currency_code: 'USD', value: '48.84' });
    expect(unit.amount.breakdown).toEqual({
      item_total: { currency_code: 'USD', value: '25.00' },
      shipping: { currency_code: 'USD', value: '24.99' },
      tax_total: { currency_code: 'USD', value: '1.35' },
      discount: { currency_code: 'USD', value: '2.50' },
    });
    expect(unit.items).toEqual([
      {
        name: 'Crab cakes',
        sku: 'CRAB-CAKE',
        quantity: '2',
        unit_amount: { currency_code: 'USD', value: '12.50' },
        category: 'PHYSICAL_GOODS',
      },
    ]);
    expect(body.payment_source.paypal.experience_context).toMatchObject({
      return_url: 'https://shop.example/r',
      cancel_url: 'https://shop.example/c',
    });
  });

  it('puts whatever else the grand total charges (extra fees) in handling', () => {
    const withFee = totals({ grandTotalCents: 2500 - 250 + 2499 + 135 + 695 });
    expect(breakdownOf(withFee, 'USD')).toMatchObject({ handling: { currency_code: 'USD', value: '6.95' } });
  });
});
