import { fromCents } from '@shoreline/domain';
import type { Address } from '../cart/address.js';
import type { OrderItemRow, OrderRow } from './storage.js';

const money = (cents: number, sign: string) => `${cents < 0 ? '-' : ''}${sign}${fromCents(Math.abs(cents)).toFixed(2)}`;

/** "scheme://..." links and "www..." addresses. */
const LINK = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*/gi;
/** Bare domains and e-mail addresses ("pills.example/buy", "x@y.example"); lower-case endings only, so "St.Louis" stays. */
const BARE_DOMAIN = /\S+\.[a-z]{2,}(?:[/?#]\S*)?(?![\w-])/g;

/**
 * A shopper-typed text as the mail echoes it: one line, without links, at most `max` characters.
 * The names and address come from whoever placed the order, so they are never worth more than that.
 */
export function echoText(value: string, max: number): string {
  const tidy = value
    .replace(/\p{Cc}+/gu, ' ')
    .replace(LINK, ' ')
    .replace(BARE_DOMAIN, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return tidy.length > max ? `${tidy.slice(0, max - 1).trimEnd()}…` : tidy;
}

function addressLines(address: Address): string[] {
  return [
    echoText(`${address.firstname} ${address.lastname}`, 60),
    ...address.street.map((line) => echoText(line, 60)),
    echoText(`${address.city}, ${address.region_code || address.region} ${address.postcode}`, 80),
    echoText(address.country_id, 2),
    echoText(address.telephone, 20),
  ].filter(Boolean);
}

/**
 * The order confirmation e-mail, as plain text (every mail client shows it).
 *
 * `toAccountOwner` is true only when the order's e-mail is the logged-in customer's own account
 * address. Any other address (a guest's, typed by whoever placed the order) gets the items and
 * totals only: no name, no address, nothing typed at checkout, so an order cannot carry a message
 * to a stranger.
 */
export function confirmationMail(order: OrderRow, items: OrderItemRow[], storeName: string, sign: string, toAccountOwner: boolean) {
  const shipping = order.shipping_address ? (JSON.parse(order.shipping_address) as Address) : null;
  const greeting = toAccountOwner ? `Hi ${echoText(order.customer_firstname, 40)},` : 'Hello,';
  const lines = [
    greeting,
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
    ...(shipping && toAccountOwner ? ['Delivery address:', ...addressLines(shipping), ''] : []),
    ...(shipping && !toAccountOwner ? ['We deliver to the address given with the order.', ''] : []),
    'Questions? Just reply to this e-mail.',
    storeName,
  ];
  return {
    subject: `Your ${storeName} order ${order.increment_id}`,
    text: lines.filter((line, index, all) => line !== '' || all[index - 1] !== '').join('\n'),
  };
}
