import type { PriceFormat, StoreView } from '@shoreline/domain';
import { storePagesUrlOf, type ApiConfig } from '../../config.js';
import type { ApiContext } from '../../context.js';
import { normaliseEmail } from '../../cart/index.js';
import type { OrderRow } from '../storage.js';
import { viewMailBrand, type MailBrand } from '../../mail/index.js';
import { MAIL_RECEIPT_LINK_SECONDS, receiptLinkOf } from '../receipt-link.js';

type LinkConfig = Pick<ApiConfig, 'publicUrl' | 'storePublicUrls' | 'shipping'>;

/**
 * Where an order mail's button leads: the order in the account of a verified owner of the address; for any other
 * address, the order's signed receipt page (the thank-you page; the mail's link reads it for 30 days), never an account page.
 */
export function orderPageUrl(
  config: LinkConfig,
  secret: string,
  view: StoreView,
  order: { id: number; created_at: string },
  toAccountOwner: boolean,
): string {
  const pages = storePagesUrlOf(config, view);
  if (toAccountOwner) return `${pages}/my-account/orders/${order.id}`;
  const link = receiptLinkOf(secret, order, MAIL_RECEIPT_LINK_SECONDS);
  return `${pages}/checkout/thank-you?${new URLSearchParams({ order: String(link.order), expires: String(link.expires), sig: link.sig })}`;
}

/**
 * True only when the order's e-mail is its customer's own account address, verified. Any other address was typed by
 * whoever placed the order: it is not greeted by a typed name and gets no link into an account.
 */
export async function isAccountOwnersAddress(context: Pick<ApiContext, 'db'>, order: OrderRow): Promise<boolean> {
  if (order.customer_id === null) return false;
  const customer = await context.db
    .selectFrom('customers')
    .select(['email', 'email_verified_at'])
    .where('id', '=', order.customer_id)
    .executeTakeFirst();
  return !!customer?.email_verified_at && normaliseEmail(customer.email) === normaliseEmail(order.customer_email);
}

/** What a mail about an order needs of its store: the brand of the view it was placed in, and the order's page. */
export interface OrderMailStore {
  brand: MailBrand;
  orderUrl: string;
  /** How the view writes amounts (as its pages do). */
  priceFormat: PriceFormat;
}

/** The store view an order was placed in (the default view when it no longer exists), as an order's mails speak. */
export async function orderMailStore(context: ApiContext, order: OrderRow): Promise<OrderMailStore> {
  const snapshot = context.readModel.current();
  const view = snapshot.byStore.get(order.store_code)?.store ?? snapshot.defaultStore;
  const owner = await isAccountOwnersAddress(context, order);
  return {
    brand: viewMailBrand(context.config, view),
    orderUrl: orderPageUrl(context.config, context.secret, view, order, owner),
    priceFormat: view.priceFormat,
  };
}
