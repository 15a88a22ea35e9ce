import type { ApiContext } from '../context.js';
import type { Address } from '@shoreline/domain/forms/address-rules';
import { profileOf } from './track.js';

/** The shopper of a guest cart once the checkout gave an e-mail; null while unknown (their events wait). */
export async function cartShopperProfile(context: Pick<ApiContext, 'db'>, cartId: string) {
  const cart = await context.db.selectFrom('carts').select(['shipping_address', 'customer_id']).where('id', '=', cartId).executeTakeFirst();
  if (!cart?.shipping_address) return null;
  try {
    return profileOf(JSON.parse(cart.shipping_address) as Partial<Address>, cart.customer_id);
  } catch {
    return null;
  }
}
