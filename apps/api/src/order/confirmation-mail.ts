import { fromCents } from '@shoreline/domain';
import type { Address } from '../cart/address.js';
import type { OrderItemRow, OrderRow } from './storage.js';

const money = (cents: number, sign: string) => `${cents < 0 ? '-' : ''}${sign}${fromCents(Math.abs(cents)).toFixed(2)}`;

function addressLines(address: Address | null): string[] {
  if (!address) return [];
  return [
    `${address.firstname} ${address.lastname}`,
    ...address.street,
    `${address.city}, ${address.region_code || address.region} ${address.postcode}`,
    address.country_id,
    address.telephone,
  ].filter(Boolean);
}

/** The order confirmation e-mail, as plain text (every mail client shows it). */
export function confirmationMail(order: OrderRow, items: OrderItemRow[], storeName: string, sign: string) {
  const shipping = order.shipping_address ? (JSON.parse(order.shipping_address) as Address) : null;
  const lines = [
    `Hi ${order.customer_firstname},`,
    '',
    `thank you for your order ${order.increment_id} at ${storeName}.`,
    order.delivery_date ? `It arrives on ${order.delivery_date}, packed cold.` : '',
    '',
    ...items.map((item) => `${item.qty} x ${item.name} (${item.sku})  ${money(item.row_total_incl_tax_cents, sign)}`),
    '',
    `Subtotal: ${money(order.subtotal_cents, sign)}`,
    order.discount_cents ? `Discount${order.coupon_code ? ` (${order.coupon_code})` : ''}: ${money(-order.discount_cents, sign)}` : '',
    `Shipping (${order.shipping_description}): ${money(order.shipping_cents, sign)}`,
    `Tax: ${money(order.tax_cents, sign)}`,
    `Grand total: ${money(order.grand_total_cents, sign)}`,
    `Payment: ${order.payment_title}`,
    '',
    ...(shipping ? ['Delivery address:', ...addressLines(shipping), ''] : []),
    'Questions? Just reply to this e-mail.',
    storeName,
  ];
  return {
    subject: `Your ${storeName} order ${order.increment_id}`,
    text: lines.filter((line, index, all) => line !== '' || all[index - 1] !== '').join('\n'),
  };
}
