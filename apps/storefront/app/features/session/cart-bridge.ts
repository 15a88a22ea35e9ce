import type { CartRuntime } from '~/features/cart/contract';

/**
 * The cart runtime, when the cart feature provides one. The glob keeps this working (as a no-op)
 * while the cart module does not exist, and keeps the cart code out of the session's chunk.
 */
const cartContracts = import.meta.glob<{ loadCart: () => Promise<CartRuntime> }>('../cart/contract.ts');

export async function loadCartRuntime(): Promise<CartRuntime | null> {
  const load = Object.values(cartContracts)[0];
  if (!load) return null;
  try {
    return await (await load()).loadCart();
  } catch (error) {
    console.warn('The cart is not available', error);
    return null;
  }
}

/** After login: merge the guest cart into the customer's cart. */
export async function authorizeCart(): Promise<void> {
  try {
    await (await loadCartRuntime())?.authorize();
  } catch (error) {
    console.warn('Could not connect the customer cart', error);
  }
}

/** After logout: clear the local cart and its token. */
export async function clearCart(): Promise<void> {
  try {
    await (await loadCartRuntime())?.clear();
  } catch (error) {
    console.warn('Could not clear the cart', error);
  }
}
