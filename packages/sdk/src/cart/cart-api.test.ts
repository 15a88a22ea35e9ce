import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Task } from '../tasks/task.js';
import {
  applyCouponTask,
  pullTask,
  removeGiftCardTask,
  shippingInformationTask,
  totalsTask,
  updateTask,
  type CartCall,
  type TotalsAnswer,
} from './cart-api.js';
import type { CartContext } from './context.js';
import type { ServerCartItem } from './types.js';

describe('cart endpoints', () => {
  it('name the cart and the token the same way in every call, with their own query and body', () => {
    expect(pullTask()).toEqual({ url: '/api/cart/pull?token={{token}}&cartId={{cartId}}', payload: { method: 'GET' }, silent: true });
    expect(applyCouponTask('CRABFEAST15')).toEqual({
      url: '/api/cart/apply-coupon?token={{token}}&cartId={{cartId}}&coupon={{coupon}}',
      payload: { method: 'POST' },
      params: { coupon: 'CRABFEAST15' },
    });
    expect(removeGiftCardTask('GC-1').url).toBe('/api/ext/gift-cards/remove/{{giftCard}}?token={{token}}&cartId={{cartId}}');
    expect(updateTask({ sku: 'CRAB-STEAM', qty: 2, quoteId: 'c1' }).payload).toEqual({
      method: 'POST',
      body: { cartItem: { sku: 'CRAB-STEAM', qty: 2, quoteId: 'c1' } },
    });
  });

  it('type the answer the engine gets back', () => {
    expectTypeOf(pullTask()).toEqualTypeOf<CartCall<ServerCartItem[]>>();
    expectTypeOf(totalsTask()).toEqualTypeOf<CartCall<TotalsAnswer>>();
    const ctx = {} as CartContext;
    expectTypeOf(() => ctx.call(pullTask())).returns.toEqualTypeOf<Promise<Task<ServerCartItem[]>>>();
  });
});

describe('the shipping-information call', () => {
  const details = {
    shipping: { firstName: 'Ann', country: 'US', state: 'MD', shippingMethod: 'overnight' },
    payment: { firstName: 'Greta', country: 'DE', company: 'Krabben Import GmbH', taxId: 'DE123456789' },
  };

  it("sends each address with its own country, and a business buyer's company and tax id", () => {
    // The payment methods' sync passes the billing country: the delivery still goes to the USA.
    const body = shippingInformationTask('DE', details, { shippingCarrierCode: 'shoreline', shippingMethodCode: 'overnight' }).payload
      .body as { addressInformation: { shippingAddress: Record<string, unknown>; billingAddress: Record<string, unknown> } };
    expect(body.addressInformation.shippingAddress).toMatchObject({ countryId: 'US', region: 'MD' });
    expect(body.addressInformation.billingAddress).toMatchObject({
      countryId: 'DE',
      company: 'Krabben Import GmbH',
      vat_id: 'DE123456789',
    });
  });

  it('falls back to the given country for an address without one', () => {
    const body = shippingInformationTask('US', {}, {}).payload.body as {
      addressInformation: { shippingAddress: Record<string, unknown>; billingAddress: Record<string, unknown> };
    };
    expect(body.addressInformation.shippingAddress.countryId).toBe('US');
    expect(body.addressInformation.billingAddress.countryId).toBe('US');
  });
});
