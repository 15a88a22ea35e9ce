import type { ReceiptWire } from '@shoreline/domain/wire/order';
import type { ApiContext } from '../context.js';
import { Forbidden } from '../errors.js';
import { rowId } from '../http/index.js';
import { pricedOrderOfOrder } from './priced-order-of-row.js';
import { isReceiptLink } from './receipt-link.js';
import { fromCents } from '@shoreline/domain';
import { findOrderItems } from './storage.js';
import { findOrder, givenBackCents, shipmentsOf, type CustomerShipment } from './queries.js';

/** The receipt's parcels: the latest (as before several boxes), and every one. */
const parcelsOf = (shipments: CustomerShipment[]) => ({ shipment: shipments.at(-1) ?? null, shipments });
import { giftOfOrder } from './gift.js';
import { balanceDueWire } from './order-changes/balance-link.js';
import { paymentName, pricedOrderIn, type ShopperView } from '../method-names/index.js';

export const RECEIPT_NOT_VALID = 'This order link is not valid or has expired. The order confirmation e-mail lists your order.';

/** What the thank-you page shows of the order its link names: the shopper's own order, as it was priced and placed. */
export type ReceiptView = ReceiptWire;

/** The order a signed receipt link names; a link that is not one, or has expired, is refused. */
export async function readReceipt(
  context: Pick<ApiContext, 'db' | 'secret' | 'config'>,
  link: { order: string; expires: string; sig: string },
  /** The view the page is read in: method names in its language (the order keeps the names it was placed with). */
  view: ShopperView,
): Promise<ReceiptView> {
  const { db, secret } = context;
  const id = rowId(link.order);
  if (id === null || !isReceiptLink(secret, id, link.expires, link.sig)) throw new Forbidden(RECEIPT_NOT_VALID);
  const order = await findOrder(db, id);
  if (!order) throw new Forbidden(RECEIPT_NOT_VALID);
  const priced = pricedOrderOfOrder(order, await findOrderItems(db, order.id));
  const delivered = priced.fulfilment.mode === 'delivery' && order.shipping_address;
  return {
    increment_id: order.increment_id,
    created_at: order.created_at,
    customer_email: order.customer_email,
    payment_title: paymentName(order.payment_title, view.locale),
    priced_order: pricedOrderIn(priced, view),
    shipping_address: delivered ? (JSON.parse(order.shipping_address as string) as ReceiptWire['shipping_address']) : null,
    billing_address: JSON.parse(order.billing_address) as ReceiptWire['billing_address'],
    gift: giftOfOrder(order),
    ...parcelsOf((await shipmentsOf(db, [order.id])).get(order.id) ?? []),
    ...balanceDueWire(context, order),
    total_refunded: fromCents(await givenBackCents(db, order.id)),
  };
}
