import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Task } from '../tasks/task.js';
import { applyCouponTask, pullTask, removeGiftCardTask, totalsTask, updateTask, type CartCall, type TotalsAnswer } from './cart-api.js';
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
