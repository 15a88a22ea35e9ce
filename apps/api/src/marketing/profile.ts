import type { ApiContext } from '../context.js';
import { findCustomer } from '../user/index.js';
import type { Address } from '@shoreline/domain/forms/address-rules';
import { profileOf } from './track.js';

/** A customer's marketing profile from their account. */
export async function customerProfile(context: Pick<ApiContext, 'db'>, customerId: number) {
  const customer = await findCustomer(context.db, customerId);
  return customer ? profileOf({ email: customer.email, firstname: customer.firstname, lastname: customer.lastname }, customerId) : null;
}

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
