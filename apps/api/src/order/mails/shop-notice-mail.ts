import type { PricedOrder } from '@shoreline/domain/pricing/priced-order';
import type { ApiContext } from '../../context.js';
import type { StoreCatalog } from '../../catalog/index.js';
import { countryName } from '@shoreline/domain/geo/countries';
import { echoText } from '../echo-text.js';
import { billToOf } from '../pricing-parts.js';
import { isGiftOrder, recipientNameOf } from '../gift.js';
import { pricedOrderOfOrder } from '../priced-order-of-row.js';
import { findOrderItems, type OrderRow } from '../storage.js';
import { timeInWords } from './confirmation-mail.js';
import { shopTimeZoneName } from '@shoreline/domain/shop-time';
import { renderMail, viewMailBrand, type MailBlock, type MailBrand, type MailContent } from '../../mail/index.js';

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

/** When the order is handed over: the delivery date, or a pickup's place, day and time (staff prepare it for then). */
function handoverLines(order: Pick<OrderRow, 'delivery_date'>, priced: PricedOrder, timeZone: string): string[] {
  const { mode, date, time, place } = priced.fulfilment;
  if (mode !== 'pickup') return [`Delivery date: ${order.delivery_date ?? 'none (no shipping)'}`];
  const when = [
    date ?? order.delivery_date ?? 'no day chosen',
    time ? `at ${timeInWords(time, 'en-US')} (${shopTimeZoneName(timeZone)})` : '',
  ];
  return [`Pickup: ${[place?.name ?? 'in store', 'on', ...when].filter(Boolean).join(' ')}`];
}

/** Who each e-gift card goes to: the recipient's name and e-mail address, as the buyer typed them. */
function giftCardRecipientLines(priced: PricedOrder): string[] {
  return priced.lines
    .filter((line) => line.productType === 'giftcard')
    .flatMap((line) => {
      const option = (label: string) => line.options.find((candidate) => candidate.label === label)?.value ?? '';
      const name = option('To');
      const email = option('Recipient e-mail');
      if (!name && !email) return [];
      // The address was checked as one when the line went into the cart; echoText() would drop it as a link.
      return [
        `E-gift card ${echoText(line.name, 80)} for ${echoText(name || '—', 80)}${email ? ` <${email.replace(/\s+/g, '').slice(0, 254)}>` : ''}`,
      ];
    });
}

/** Money as the view's language writes it in the order's currency ("$53.98", "53,98 USD" for it-IT), as Intl gives it. */
export function moneyInLanguage(locale: string, currency: string): (cents: number) => string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return (cents) => format.format(cents / 100);
}

/**
 * The lines and the amounts from the order's priced order, as the customer's mail, the thank-you page and the back
 * office list them: the segments add up to the grand total, so staff read the same figures the customer was charged.
 */
function pricedBlocks(priced: PricedOrder, money: (cents: number) => string): MailBlock[] {
  return [
    {
      kind: 'items',
      heading: 'Lines:',
      items: priced.lines.map((line) => ({
        text: `${line.qty} x ${line.name} (${line.sku})`,
        amount: money(line.rowCents),
        options: line.options.map((option) => `${option.label}: ${echoText(option.value, 120)}`),
      })),
    },
    {
      kind: 'totals',
      rows: priced.segments.map((segment) => ({ title: segment.title, amount: money(segment.cents) })),
      total: { title: 'Grand total', amount: money(priced.grandTotalCents) },
    },
  ];
}

/** The store view an order came from, as the shop's notice names it: its brand, and the language its amounts are written in. */
export interface NoticeStore {
  brand: MailBrand;
  /** The back office's page of the order (the mail's button). */
  adminUrl: string;
  /** The shop's time zone (SHOP_TIME_ZONE): a pickup's time is said in it. */
  timeZone: string;
}

/**
 * The shop's "New order #…" e-mail: what came in, for when, how it is paid, and every amount it was priced at. Staff
 * read it in English; its amounts are written as the view's language writes them.
 */
export function newOrderMail(order: OrderRow, priced: PricedOrder, store: NoticeStore) {
  const storeName = store.brand.storeName;
  const gift = isGiftOrder(order)
    ? `Gift for ${echoText(recipientNameOf(order).full, 80)}: message on the packing slip, no prices` +
      (order.gift_notify_recipient === 1 ? '; the recipient is e-mailed when it ships' : '')
    : '';
  const content: MailContent = {
    subject: `New order #${order.increment_id}`,
    preview: `New order #${order.increment_id} at ${storeName} (${order.store_code}).`,
    greeting: `New order #${order.increment_id} at ${storeName} (${order.store_code}).`,
    blocks: [
      {
        kind: 'paragraph',
        lines: [
          `Customer: ${echoText(`${order.customer_firstname} ${order.customer_lastname}`, 80)} <${order.customer_email}>`,
          ...billingLines(order),
          ...handoverLines(order, priced, store.timeZone),
          ...giftCardRecipientLines(priced),
          gift,
          `Shipping: ${order.shipping_description}`,
          `Payment: ${order.payment_title} (${order.payment_state})`,
          `Status: ${order.status}`,
        ],
      },
      ...pricedBlocks(priced, moneyInLanguage(store.brand.locale, priced.currencyCode)),
      { kind: 'action', label: 'Open the order in the back office', url: store.adminUrl },
    ],
    closing: [],
  };
  return renderMail(content, { ...store.brand, locale: 'en-US' });
}

/** Sent after the order is committed; a failed e-mail is logged and never undoes the order. */
export async function sendNewOrderNotice(context: ApiContext, store: StoreCatalog, order: OrderRow): Promise<void> {
  try {
    const priced = pricedOrderOfOrder(order, await findOrderItems(context.db, order.id));
    const mail = newOrderMail(order, priced, {
      brand: viewMailBrand(context.config, store.store),
      adminUrl: `${context.config.publicUrl}/admin/orders/${order.id}`,
      timeZone: context.config.shipping.calendar.timeZone,
    });
    await context.mailer.send({ from: context.config.mailFrom, to: context.config.shopEmail, ...mail });
  } catch (error) {
    context.log.error({ err: error, order: order.increment_id }, 'new-order e-mail to the shop failed');
  }
}
