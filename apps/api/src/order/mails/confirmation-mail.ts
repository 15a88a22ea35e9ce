import { formatCents, type PriceFormat } from '@shoreline/domain/money';
import type { PricedOrder, PricedSegment } from '@shoreline/domain/pricing/priced-order';
import { countryName } from '@shoreline/domain/geo/countries';
import type { Address } from '../../cart/index.js';
import { renderMail, type MailBlock, type MailBrand, type MailContent, type MailItem } from '../../mail/index.js';
import type { OrderRow } from '../storage.js';
import { mailTexts, type MailTexts } from './mail-texts.js';
import { paymentName, shippingName, type ShopperView } from '../../method-names/index.js';
import { echoText } from '../echo-text.js';
import { isGiftOrder, mailedGiftMessage, recipientNameOf } from '../gift.js';

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
   * True only when the order's e-mail is the logged-in customer's own, verified account address: it is greeted by
   * name and reads a gift's message. Every address reads the delivery and billing addresses typed for this order
   * (without links, each line bounded), so a buyer catches a typo before the parcel leaves; no address reads
   * anything saved in an account.
   */
  toAccountOwner: boolean;
  brand: MailBrand;
  /** The mail's button: the order in the account, or (for any other address) its signed receipt page. */
  orderUrl: string;
  /** The absolute URL of a product's picture, by SKU (null: none). */
  imageOf: (sku: string) => string | null;
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

function giftBlock(order: OrderRow, texts: MailTexts, toAccountOwner: boolean): MailBlock {
  const message = toAccountOwner ? mailedGiftMessage(order.gift_message) : [];
  const notice = order.gift_notify_recipient === 1 ? [texts.giftNotify] : [];
  return {
    kind: 'details',
    heading: texts.giftMessage,
    lines: [...message, ...(message.length ? [''] : []), ...notice, texts.giftNoPrices],
  };
}

const parsedAddress = (json: string | null): Partial<Address> | null => (json ? (JSON.parse(json) as Partial<Address> | null) : null);

const wholeAddress = (address: Partial<Address>, locale: string): string[] =>
  fullAddress({ street: [], firstname: '', lastname: '', city: '', postcode: '', telephone: '', ...address } as Address, locale);

function addressBlock(order: OrderRow, priced: PricedOrder, texts: MailTexts, locale: string): MailBlock | null {
  const address = priced.fulfilment.mode === 'delivery' ? parsedAddress(order.shipping_address) : null;
  return address ? { kind: 'details', heading: texts.deliveryAddress, lines: wholeAddress(address, locale) } : null;
}

/** Who is billed, as typed for this order (a business buyer's company and tax id too); said once when it is the delivery address. */
function billingBlock(order: OrderRow, delivery: MailBlock | null, texts: MailTexts, locale: string): MailBlock | null {
  const billing = parsedAddress(order.billing_address);
  if (!billing) return null;
  const lines = wholeAddress(billing, locale);
  const sameAsDelivery = delivery?.kind === 'details' && delivery.lines.join('\n') === lines.join('\n');
  if (sameAsDelivery) return { kind: 'paragraph', lines: [texts.billingSameAsDelivery] };
  return lines.length ? { kind: 'details', heading: texts.billingAddress, lines } : null;
}

function itemsOf(priced: PricedOrder, money: (cents: number) => string, imageOf: ConfirmationInput['imageOf']): MailItem[] {
  return priced.lines.map((line) => ({
    text: `${line.qty} x ${line.name} (${line.sku})`,
    amount: money(line.rowCents),
    imageUrl: imageOf(line.sku),
    options: line.options
      .map((option) => ({ label: echoText(option.label, 40), value: echoText(option.value, 120) }))
      .filter((option) => option.label && option.value)
      .map((option) => `${option.label}: ${option.value}`),
  }));
}

function contentOf({ order, priced, store, toAccountOwner, orderUrl, imageOf }: ConfirmationInput): MailContent {
  const money = (cents: number) => formatCents(cents, store.priceFormat);
  const texts = mailTexts(store.locale);
  const english = texts === mailTexts('en-US');
  const gift = isGiftOrder(order) && priced.fulfilment.mode === 'delivery';
  const when = gift ? giftIntro(order, priced, store, texts, toAccountOwner) : fulfilmentIntro(priced, store, texts);
  const delivery = addressBlock(order, priced, texts, store.locale);
  const blocks: Array<MailBlock | null> = [
    { kind: 'paragraph', lines: [texts.thanks(order.increment_id, store.name), ...when] },
    gift ? giftBlock(order, texts, toAccountOwner) : null,
    { kind: 'items', heading: texts.yourOrder, items: itemsOf(priced, money, imageOf) },
    {
      kind: 'totals',
      rows: priced.segments.map((segment) => ({ title: segmentTitle(segment, texts, english, store), amount: money(segment.cents) })),
      total: { title: texts.grandTotal, amount: money(priced.grandTotalCents) },
    },
    { kind: 'paragraph', lines: [`${texts.payment}: ${paymentName(order.payment_title, store.locale)}`] },
    delivery,
    billingBlock(order, delivery, texts, store.locale),
    { kind: 'action', label: texts.viewOrder, url: orderUrl },
  ];
  return {
    subject: texts.subject(store.name, order.increment_id),
    preview: [texts.thanks(order.increment_id, store.name), ...when].join(' '),
    greeting: toAccountOwner ? texts.greetingNamed(echoText(order.customer_firstname, 40)) : texts.greeting,
    blocks: blocks.filter((block) => block !== null),
    closing: [texts.questions, store.name],
  };
}

/**
 * The order confirmation e-mail, its HTML and its plain text from the same content: every line with its picture and
 * options, every amount the order's priced segments list (so they add up to the grand total), the day it arrives or
 * is collected, where it goes, and one button back to the order.
 */
export function confirmationMail(input: ConfirmationInput) {
  return renderMail(contentOf(input), input.brand);
}
