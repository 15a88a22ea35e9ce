import { formatCents, type PriceFormat } from '@shoreline/domain/money';
import type { PricedOrder, PricedSegment } from '@shoreline/domain/pricing/priced-order';
import { countryName } from '@shoreline/domain/geo/countries';
import type { Address } from '../cart/index.js';
import { escapeHtml } from '../mail/index.js';
import type { OrderRow } from './storage.js';
import { mailTexts, type MailTexts } from './mail-texts.js';
import { paymentName, shippingName, type ShopperView } from '../method-names/index.js';
import { echoText } from './echo-text.js';
import { mailTextOf } from './shipment-mail.js';
import { isGiftOrder, mailedGiftMessage, recipientNameOf } from './gift.js';

/** The store as the mail speaks: its name, language, money format and the shop's clock. */
export interface MailStore {
  name: string;
  locale: string;
  priceFormat: PriceFormat;
  timeZone: string;
}

export interface ConfirmationInput {
  order: OrderRow;
  priced: PricedOrder;
  store: MailStore;
  /**
   * True only when the order's e-mail is the logged-in customer's own account address. Any other
   * address was typed by whoever placed the order, so it gets no name, street or phone from the order
   * (nothing an order could use to carry a message to a stranger): only where the parcel goes.
   */
  toAccountOwner: boolean;
}

/** "Tuesday, December 1, 2026": a calendar day in the store's language, read on the shop's clock. */
export function dayInWords(date: string, locale: string, timeZone: string): string {
  const noon = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(noon.getTime())) return date;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone }).format(noon);
  } catch {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(noon);
  }
}

/**
 * A segment's line: a fee as the shopper chose it ("Gift wrap (Gift wrap with a card)", or just its name when that
 * is the only option, in the store's own words); the others in the mail's language (English: the shop's wording).
 */
function segmentTitle(segment: PricedSegment, texts: MailTexts, english: boolean, view: ShopperView): string {
  if (segment.code === 'fee') {
    if (!segment.fee) return segment.title;
    const options = segment.fee.options.filter((option) => option !== segment.fee?.name);
    return options.length ? `${segment.fee.name} (${options.join(', ')})` : segment.fee.name;
  }
  if (english) return segment.title;
  const named = segment.shipping
    ? { ...segment, shipping: { ...segment.shipping, method: shippingName(segment.shipping.method, view) } }
    : segment;
  return texts.segment[segment.code](named);
}

interface Receipt {
  texts: MailTexts;
  greeting: string;
  intro: string[];
  /** A gift order's message and notice (the message only to the account owner: see giftBlock). */
  gift: { heading: string; lines: string[] } | null;
  lines: Array<{ text: string; amount: string; options: string[] }>;
  segments: Array<{ title: string; amount: string }>;
  grandTotal: string;
  payment: string;
  address: { heading: string; lines: string[] } | null;
  billing: { heading: string; lines: string[] } | null;
  storeName: string;
}

function fullAddress(address: Address, locale: string): string[] {
  return [
    echoText(`${address.firstname} ${address.lastname}`, 60),
    echoText(address.company ?? '', 80),
    ...address.street.map((line) => echoText(line, 60)),
    echoText(`${address.city}, ${[address.region_code || address.region, address.postcode].filter(Boolean).join(' ')}`, 80),
    countryLine(address.country_id, locale),
    echoText(address.telephone, 20),
    taxIdLine(address.vat_id),
  ].filter(Boolean);
}

/** The country by name in the store's language ("Germany"). */
const countryLine = (code: string | undefined, locale: string): string =>
  code && /^[A-Z]{2}$/.test(code) ? countryName(code, locale) : '';

/** A tax id carries letters and digits only (any other character is dropped), so it can carry no message. */
const taxIdLine = (vatId: string | undefined): string => {
  const id = (vatId ?? '').replace(/[^\p{L}\p{N}]/gu, '').slice(0, 40);
  return id ? `Tax ID: ${id}` : '';
};

/** Where the parcel goes, without the names and street lines a stranger's order could fill with a message. */
const placeOnly = (address: Address, locale: string): string[] =>
  [
    echoText(`${address.city}, ${[address.region_code || address.region, address.postcode].filter(Boolean).join(' ')}`, 60),
    countryLine(address.country_id, locale),
  ].filter(Boolean);

/** "5:30 PM": a store-time slot start ("17:30") in the store's language. */
export function timeInWords(time: string, locale: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (!Number.isInteger(hours) || !Number.isInteger(minutes)) return time;
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hours, minutes)),
  );
}

/** When (and for a pickup, where) the order is handed over; the pickup place is the shop's own, not typed by anyone. */
function fulfilmentIntro(priced: PricedOrder, store: MailStore, texts: MailTexts): string[] {
  const { mode, method, date, time, place } = priced.fulfilment;
  const day = (value: string) => dayInWords(value, store.locale, store.timeZone);
  if (mode === 'pickup') {
    const when = [date ? texts.onDay(day(date)) : '', time ? texts.atTime(timeInWords(time, store.locale)) : ''].filter(Boolean).join(' ');
    const where = place
      ? [place.name, ...place.street, `${place.city}, ${place.region_code || place.region} ${place.postcode}`].filter(Boolean).join(', ')
      : (method ?? texts.ourStore);
    return [texts.pickUp(when, where), ...(place?.telephone ? [texts.storePhone(place.telephone)] : [])];
  }
  if (mode === 'delivery' && date) return [texts.arrives(day(date))];
  return [];
}

/**
 * A gift: to whom and when it arrives, the message, whether the recipient is told when it ships, and that its
 * packing slip shows no price. The recipient's name and the message are text whoever placed the order typed, so
 * only the account owner's own address reads them (as with the delivery address); any other address reads that
 * the order is a gift and when it arrives.
 */
function giftIntro(order: OrderRow, priced: PricedOrder, store: MailStore, texts: MailTexts, toAccountOwner: boolean): string[] {
  const date = priced.fulfilment.date;
  const day = date ? dayInWords(date, store.locale, store.timeZone) : null;
  const recipient = toAccountOwner ? echoText(recipientNameOf(order).full, 60) : '';
  return [texts.giftTo(recipient, day)];
}

function giftBlock(order: OrderRow, texts: MailTexts, toAccountOwner: boolean): Receipt['gift'] {
  const message = toAccountOwner ? mailedGiftMessage(order.gift_message) : [];
  const notice = order.gift_notify_recipient === 1 ? [texts.giftNotify] : [];
  return { heading: texts.giftMessage, lines: [...message, ...(message.length ? [''] : []), ...notice, texts.giftNoPrices] };
}

function addressBlock(order: OrderRow, priced: PricedOrder, toAccountOwner: boolean, texts: MailTexts, locale: string): Receipt['address'] {
  if (priced.fulfilment.mode !== 'delivery' || !order.shipping_address) return null;
  const address = JSON.parse(order.shipping_address) as Address;
  return toAccountOwner
    ? { heading: texts.deliveryAddress, lines: fullAddress(address, locale) }
    : { heading: texts.deliveryTo, lines: placeOnly(address, locale) };
}

/**
 * Who is billed. The account owner reads the whole address (a business buyer's company and tax id too);
 * anyone else reads the country billed and the tax id, never a name or company typed by whoever ordered.
 */
function billingBlock(order: OrderRow, toAccountOwner: boolean, texts: MailTexts, locale: string): Receipt['billing'] {
  const billing = JSON.parse(order.billing_address) as Partial<Address> | null;
  if (!billing) return null;
  const lines = toAccountOwner
    ? fullAddress({ street: [], firstname: '', lastname: '', city: '', postcode: '', telephone: '', ...billing } as Address, locale)
    : [countryLine(billing.country_id, locale), taxIdLine(billing.vat_id)].filter(Boolean);
  return lines.length ? { heading: texts.billingAddress, lines } : null;
}

function receiptOf({ order, priced, store, toAccountOwner }: ConfirmationInput): Receipt {
  const money = (cents: number) => formatCents(cents, store.priceFormat);
  const texts = mailTexts(store.locale);
  const english = texts === mailTexts('en-US');
  const gift = isGiftOrder(order) && priced.fulfilment.mode === 'delivery';
  return {
    texts,
    greeting: toAccountOwner ? texts.greetingNamed(echoText(order.customer_firstname, 40)) : texts.greeting,
    intro: [
      texts.thanks(order.increment_id, store.name),
      ...(gift ? giftIntro(order, priced, store, texts, toAccountOwner) : fulfilmentIntro(priced, store, texts)),
    ],
    gift: gift ? giftBlock(order, texts, toAccountOwner) : null,
    lines: priced.lines.map((line) => ({
      text: `${line.qty} x ${line.name} (${line.sku})`,
      amount: money(line.rowCents),
      options: line.options
        .map((option) => ({ label: echoText(option.label, 40), value: echoText(option.value, 120) }))
        .filter((option) => option.label && option.value)
        .map((option) => `${option.label}: ${option.value}`),
    })),
    segments: priced.segments.map((segment) => ({ title: segmentTitle(segment, texts, english, store), amount: money(segment.cents) })),
    grandTotal: money(priced.grandTotalCents),
    payment: paymentName(order.payment_title, store.locale),
    address: addressBlock(order, priced, toAccountOwner, texts, store.locale),
    billing: billingBlock(order, toAccountOwner, texts, store.locale),
    storeName: store.name,
  };
}

function textOf(receipt: Receipt): string {
  const lines = [
    receipt.greeting,
    '',
    ...receipt.intro,
    '',
    ...(receipt.gift ? [receipt.gift.heading, ...receipt.gift.lines, ''] : []),
    receipt.texts.yourOrder,
    ...receipt.lines.flatMap((line) => [`${line.text}: ${line.amount}`, ...line.options.map((option) => `    ${option}`)]),
    '',
    ...receipt.segments.map((segment) => `${segment.title}: ${segment.amount}`),
    `${receipt.texts.grandTotal}: ${receipt.grandTotal}`,
    '',
    `${receipt.texts.payment}: ${receipt.payment}`,
    '',
    ...[receipt.address, receipt.billing].flatMap((block) => (block ? [block.heading, ...block.lines, ''] : [])),
    receipt.texts.questions,
    receipt.storeName,
  ];
  return mailTextOf(lines);
}

const cell = 'padding:4px 0;vertical-align:top';
const amountCell = `${cell};text-align:right;white-space:nowrap;padding-left:16px`;

function htmlOf(receipt: Receipt, subject: string, locale: string): string {
  const e = escapeHtml;
  const row = (title: string, amount: string, extra = '') =>
    `<tr><td style="${cell}${extra}">${title}</td><td style="${amountCell}${extra}">${e(amount)}</td></tr>`;
  const lineRows = receipt.lines.map((line) =>
    row(
      `${e(line.text)}${line.options.map((option) => `<br><span style="color:#4a5568;font-size:14px">${e(option)}</span>`).join('')}`,
      line.amount,
    ),
  );
  const segmentRows = receipt.segments.map((segment, index) =>
    row(e(segment.title), segment.amount, index === 0 ? ';border-top:1px solid #cbd5e0' : ''),
  );
  const block = (part: Receipt['address']) =>
    part ? `<p style="margin:16px 0 0"><strong>${e(part.heading)}</strong><br>${part.lines.map(e).join('<br>')}</p>` : '';
  const address = block(receipt.address) + block(receipt.billing);
  return [
    '<!doctype html>',
    `<html lang="${e(locale)}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>`,
    '<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a202c;background:#ffffff">',
    `<p>${e(receipt.greeting)}</p>`,
    ...receipt.intro.map((text) => `<p>${e(text)}</p>`),
    receipt.gift
      ? `<p style="margin:16px 0;padding:12px;border-left:4px solid #1a202c;background:#f7fafc"><strong>${e(receipt.gift.heading)}</strong><br>${receipt.gift.lines.map(e).join('<br>')}</p>`
      : '',
    '<table role="presentation" style="border-collapse:collapse;width:100%;max-width:560px">',
    ...lineRows,
    ...segmentRows,
    row(`<strong>${e(receipt.texts.grandTotal)}</strong>`, receipt.grandTotal, ';border-top:2px solid #1a202c;font-weight:bold'),
    '</table>',
    `<p>${e(receipt.texts.payment)}: ${e(receipt.payment)}</p>`,
    address,
    `<p>${e(receipt.texts.questions)}<br>${e(receipt.storeName)}</p>`,
    '</body></html>',
  ].join('\n');
}

/**
 * The order confirmation e-mail, as plain text and HTML from the same receipt: every line with its
 * options, every amount the order's priced segments list (so they add up to the grand total), the day
 * it arrives or is collected, and where it goes.
 */
export function confirmationMail(input: ConfirmationInput) {
  const receipt = receiptOf(input);
  const subject = receipt.texts.subject(input.store.name, input.order.increment_id);
  return { subject, text: textOf(receipt), html: htmlOf(receipt, subject, input.store.locale) };
}
