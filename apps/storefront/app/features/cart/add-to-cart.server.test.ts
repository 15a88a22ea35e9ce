import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { formDataOf } from '~/lib/form-data-of';
import { addToServerCart } from './add-to-cart.server';

/** A context whose API records the calls and answers a cart id. */
function contextWithApi() {
  const call = vi.fn(async () => 'cart-1');
  return { context: { api: { call } } as unknown as AppLoadContext, call };
}

describe('addToServerCart (the product form without JavaScript)', () => {
  it('refuses a configurable with options still to choose, and says so: no cart, no default variant', async () => {
    const { context, call } = contextWithApi();
    const answer = await addToServerCart(
      formDataOf([
        ['sku', ''],
        ['parent_sku', 'MERCH-TEE'],
        ['qty', '1'],
      ]),
      context,
    );
    expect(answer).toMatchObject({ data: { form: 'cart', ok: false, optionsToChoose: true }, init: { status: 400 } });
    expect(call).not.toHaveBeenCalled();
  });

  it('adds a chosen variant by its parent sku and continues at the checkout', async () => {
    const { context, call } = contextWithApi();
    const answer = await addToServerCart(
      formDataOf([
        ['sku', 'MERCH-TEE-OLDBAYYEL-M'],
        ['parent_sku', 'MERCH-TEE'],
        ['super_attribute[93]', '5'],
        ['super_attribute[144]', '7'],
      ]),
      context,
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/checkout?cartId=cart-1');
    expect(call).toHaveBeenLastCalledWith('POST', '/api/cart/update?cartId=cart-1', {
      cartItem: expect.objectContaining({ sku: 'MERCH-TEE', qty: 1 }),
    });
  });
});
