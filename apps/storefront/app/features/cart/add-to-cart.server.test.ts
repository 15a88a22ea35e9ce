import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { formDataOf } from '~/lib/form-data-of';
import { addToServerCart } from './add-to-cart.server';

/** Posts the product form with these fields to a context whose API records the calls and answers a cart id. */
async function post(entries: Array<[string, string]>) {
  const call = vi.fn(async () => 'cart-1');
  const answer = await addToServerCart(formDataOf(entries), { api: { call } } as unknown as AppLoadContext);
  return { answer, call };
}

describe('addToServerCart (the product form without JavaScript)', () => {
  it('refuses a configurable with options still to choose, and says so: no cart, no default variant', async () => {
    const { answer, call } = await post([
      ['sku', ''],
      ['parent_sku', 'MERCH-TEE'],
      ['qty', '1'],
    ]);
    expect(answer).toMatchObject({ data: { form: 'cart', ok: false, optionsToChoose: true }, init: { status: 400 } });
    expect(call).not.toHaveBeenCalled();
  });

  it('adds a chosen variant by its parent sku and continues at the checkout', async () => {
    const { answer, call } = await post([
      ['sku', 'MERCH-TEE-OLDBAYYEL-M'],
      ['parent_sku', 'MERCH-TEE'],
      ['super_attribute[93]', '5'],
      ['super_attribute[144]', '7'],
    ]);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/checkout?cartId=cart-1');
    expect(call).toHaveBeenLastCalledWith('POST', '/api/cart/update?cartId=cart-1', {
      cartItem: expect.objectContaining({ sku: 'MERCH-TEE', qty: 1 }),
    });
  });
});
