import { fromCents } from '@shoreline/domain';
import type { ApiContext } from '../context.js';
import type { StoreCatalog } from '../catalog/index.js';
import { countryName } from '@shoreline/domain/geo/countries';
import { echoText } from './echo-text.js';
import { billToOf } from './pricing-parts.js';
import { isGiftOrder, recipientNameOf } from './gift.js';
import { findOrderItems, type OrderItemRow, type OrderRow } from './storage.js';

const money = (cents: number, sign: string) => `${cents < 0 ? '-' : ''}${sign}${fromCents(Math.abs(cents)).toFixed(2)}`;

/** A business buyer's company and tax id, and the country billed (by name and code), when the order names them. */
function billingLines(order: Pick<OrderRow, 'billing_address'>): string[] {
  const billed = billToOf(order);
  if (!billed) return [];
  return [
    billed.company ? `Company: ${echoText(billed.company, 80)}` : '',
    billed.vat_id ? `Tax ID: ${echoText(billed.vat_id, 40)}` : '',
    billed.country_id ? `Billing country: ${countryName(billed.country_id, 'en-US')} (${billed.country_id})` : '',
  ].filter(Boolean);
}

/** The shop's "New order #…" e-mail: what came in, for when, and how it is paid. */
export function newOrderMail(order: OrderRow, items: OrderItemRow[], storeName: string, sign: string) {
  const lines = [
    `New order #${order.increment_id} at ${storeName} (${order.store_code}).`,
    '',
    `Customer: ${echoText(`${order.customer_firstname} ${order.customer_lastname}`, 80)} <${order.customer_email}>`,
    ...billingLines(order),
    `Delivery date: ${order.delivery_date ?? 'none (no shipping)'}`,
    ...(isGiftOrder(order)
      ? [
          `Gift for ${echoText(recipientNameOf(order).full, 80)}: message on the packing slip, no prices` +
            (order.gift_notify_recipient === 1 ? '; the recipient is e-mailed when it ships' : ''),
        ]
      : []),
    `Shipping: ${order.shipping_description}`,
    `Payment: ${order.payment_title} (${order.payment_state})`,
    `Status: ${order.status}`,
    '',
    ...items.map((item) => `${item.qty} x ${item.name} (${item.sku})  ${money(item.row_total_incl_tax_cents, sign)}`),
    '',
    `Grand total: ${money(order.grand_total_cents, sign)}`,
  ];
  return { subject: `New order #${order.increment_id}`, text: lines.join('\n') };
}

/** Sent after the order is committed; a failed e-mail is logged and never undoes the order. */
export async function sendNewOrderNotice(context: ApiContext, store: StoreCatalog, order: OrderRow): Promise<void> {
  try {
    const items = await findOrderItems(context.db, order.id);
    const mail = newOrderMail(order, items, store.store.name, store.store.priceFormat.currencySign);
    await context.mailer.send({ from: context.config.mailFrom, to: context.config.shopEmail, ...mail });
  } catch (error) {
    context.log.error({ err: error, order: order.increment_id }, 'new-order e-mail to the shop failed');
  }
}
