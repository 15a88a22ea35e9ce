import { data, redirect, type AppLoadContext } from 'react-router';
import { isApiError } from '@shoreline/sdk';
import { cartRequestsFromForm, hasOptionsToChoose } from './cart-request';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * Add to cart without JavaScript: the form's lines go into a new server cart, and the shopper
 * continues at /checkout?cartId=..., where the browser cart adopts it.
 */
export async function addToServerCart(form: FormData, context: AppLoadContext) {
  const requests = cartRequestsFromForm(form);
  const refused = (optionsToChoose = false) =>
    data({ form: 'cart' as const, ok: false as const, optionsToChoose }, { status: 400, headers: NO_STORE });
  // The page asks for the options still to choose, as it does with JavaScript.
  if (requests.length === 0) return refused(hasOptionsToChoose(form));
  const cartId = await context.api.call<string>('POST', '/api/cart/create');
  let added = 0;
  for (const request of requests) {
    try {
      await context.api.call('POST', `/api/cart/update?cartId=${encodeURIComponent(cartId)}`, {
        cartItem: { sku: request.sku, qty: request.qty, product_option: request.product_option },
      });
      added += 1;
    } catch (error) {
      if (!isApiError(error) || error.code >= 500) throw error;
    }
  }
  if (added === 0) return refused();
  return redirect(`/checkout?cartId=${encodeURIComponent(cartId)}`, { headers: NO_STORE });
}
