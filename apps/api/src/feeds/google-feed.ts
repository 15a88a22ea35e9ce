import {
  SPEC_DEFAULTS,
  isSpecialPriceActive,
  mediaPath,
  productPath,
  toCents,
  type Cents,
  type ConfigurableChild,
  type ProductDocument,
  type StoreView,
} from '@shoreline/domain';
import { shippingRows, type FeedLoad, type FeedShipping } from './feed-shipping.js';

/**
 * The Google Merchant Center product feed (RSS 2.0 with the g: namespace) for one store: every product that
 * has its own page, a configurable product as one item per variant grouped by the parent's SKU, with the
 * price, the sale price and its window, availability and overnight shipping with handling and transit days
 * from the delivery calendar, per state it reaches. Gift cards and downloads are left out: they are not shipped goods.
 */
export interface FeedInput {
  store: StoreView;
  origin: string;
  products: readonly ProductDocument[];
  shipping: FeedShipping;
  now: Date;
}

const NOT_SHIPPED = new Set(['giftcard', 'downloadable', 'virtual']);
/** The catalog attribute that says a product ships live or perishable (the cart reads the same one). */
const SHIPPING_CLASS = 'shipping_class';

interface FeedItem {
  id: string;
  groupId: string | null;
  title: string;
  description: string;
  link: string;
  image: string | null;
  priceCents: Cents;
  sale: { cents: Cents; from: string | null; to: string | null } | null;
  inStock: boolean;
  bundle: boolean;
  weightLb: number;
  /** The catalog's shipping class (live, perishable), which decides where the item may go and how it is cooled. */
  shippingClass: string | null;
  identifiers: { gtin: string | null; mpn: string | null };
  productType: string | null;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Merchant Center wants plain text: the product's HTML description without its tags, at most 5,000 characters. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 5000);

const amount = (cents: Cents, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

const stringAttribute = (document: Record<string, unknown>, code: string): string | null => {
  const value = document[code];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/** A window bound as ISO 8601 in UTC; a date-only end means the whole of that day (as the catalog reads it). */
function windowBound(value: string, end: boolean): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const time = Date.parse(dateOnly ? `${value}T00:00:00Z` : value) + (dateOnly && end ? 86_400_000 - 60_000 : 0);
  return `${new Date(time).toISOString().slice(0, 16)}+0000`;
}

function saleOf(prices: ProductDocument | ConfigurableChild, now: Date): FeedItem['sale'] {
  const special = prices.original_special_price ?? prices.special_price;
  if (special === null) return null;
  const priceCents = toCents(prices.original_price);
  const saleCents = toCents(special);
  const { special_from_date: from, special_to_date: to } = prices;
  // A window still to come is announced with its dates; one that has ended is not.
  const upcoming = from !== null && Date.parse(from) > now.getTime();
  if (!upcoming && !isSpecialPriceActive(priceCents, saleCents, from, to, now)) return null;
  if (saleCents >= priceCents) return null;
  return { cents: saleCents, from, to };
}

function itemsOf(product: ProductDocument, origin: string, prefix: string, now: Date): FeedItem[] {
  const common = {
    description: plainText(product.description || product.short_description || product.name),
    productType: product.category[0]?.name ?? null,
    weightLb: product.weight,
    shippingClass: stringAttribute(product, SHIPPING_CLASS),
  };
  const children = product.type_id === 'configurable' ? (product.configurable_children ?? []) : [];
  if (children.length > 0) {
    return children
      .filter((child) => child.status === 1)
      .map((child) => ({
        ...common,
        id: child.sku,
        groupId: product.sku,
        title: child.name || product.name,
        link: `${origin}${prefix}${productPath(product.sku, product.url_key, child.sku)}`,
        image: mediaPath(child.image || product.image),
        priceCents: toCents(child.original_price),
        sale: saleOf(child, now),
        inStock: child.stock.is_in_stock,
        bundle: false,
        identifiers: { gtin: stringAttribute(child, 'gtin'), mpn: stringAttribute(child, 'mpn') },
      }));
  }
  return [
    {
      ...common,
      id: product.sku,
      groupId: null,
      title: product.name,
      link: `${origin}${prefix}${productPath(product.sku, product.url_key)}`,
      image: mediaPath(product.image),
      priceCents: toCents(product.original_price),
      sale: saleOf(product, now),
      inStock: product.stock.is_in_stock,
      bundle: product.type_id === 'bundle' || product.type_id === 'grouped',
      identifiers: { gtin: stringAttribute(product, 'gtin'), mpn: stringAttribute(product, 'mpn') },
    },
  ];
}

/** The products a feed lists: enabled, with a page of their own, and shipped. */
export function feedProducts(products: readonly ProductDocument[]): ProductDocument[] {
  const visible = SPEC_DEFAULTS.catalog.listVisibility as readonly number[];
  return products.filter((p) => p.status === 1 && visible.includes(p.visibility) && !NOT_SHIPPED.has(p.type_id));
}

/**
 * The item's g:shipping rows, one delivery area each as Merchant Center allows (a US state as g:region, or no area
 * for the whole country): together they name every place the item ships to, so a place without a row is not offered.
 */
function shippingXml(item: FeedItem, shipping: FeedShipping, currency: string): string {
  const effectiveCents = item.sale?.cents ?? item.priceCents;
  const free = shipping.freeFromCents !== null && effectiveCents >= shipping.freeFromCents;
  const load: FeedLoad = { shippingClass: item.shippingClass, weightLb: item.weightLb };
  return shippingRows(shipping, load, free)
    .map((row) =>
      [
        '<g:shipping>',
        '<g:country>US</g:country>',
        row.region === null ? '' : `<g:region>${row.region}</g:region>`,
        '<g:service>Overnight</g:service>',
        `<g:price>${amount(row.cents, currency)}</g:price>`,
        `<g:min_handling_time>${shipping.handlingDays}</g:min_handling_time>`,
        `<g:max_handling_time>${shipping.handlingDays}</g:max_handling_time>`,
        `<g:min_transit_time>${row.transitDays}</g:min_transit_time>`,
        `<g:max_transit_time>${row.transitDays}</g:max_transit_time>`,
        '</g:shipping>',
      ].join(''),
    )
    .join('');
}

function itemXml(item: FeedItem, input: FeedInput): string {
  const currency = input.store.i18n.currencyCode;
  const tag = (name: string, value: string | null) => (value === null ? '' : `<${name}>${escapeXml(value)}</${name}>`);
  const { gtin, mpn } = item.identifiers;
  return [
    '<item>',
    tag('g:id', item.id),
    tag('g:item_group_id', item.groupId),
    tag('title', item.title.slice(0, 150)),
    tag('description', item.description),
    tag('link', item.link),
    tag('g:image_link', item.image === null ? null : new URL(item.image, input.origin).href),
    tag('g:condition', 'new'),
    tag('g:availability', item.inStock ? 'in_stock' : 'out_of_stock'),
    tag('g:price', amount(item.priceCents, currency)),
    tag('g:sale_price', item.sale ? amount(item.sale.cents, currency) : null),
    tag(
      'g:sale_price_effective_date',
      item.sale && (item.sale.from || item.sale.to)
        ? `${item.sale.from ? windowBound(item.sale.from, false) : windowBound('2000-01-01', false)}/${
            item.sale.to ? windowBound(item.sale.to, true) : windowBound('2099-12-31', true)
          }`
        : null,
    ),
    tag('g:brand', input.store.name),
    tag('g:gtin', gtin),
    tag('g:mpn', mpn),
    tag('g:identifier_exists', gtin || mpn ? null : 'no'),
    tag('g:is_bundle', item.bundle ? 'yes' : null),
    tag('g:product_type', item.productType),
    tag('g:shipping_weight', item.weightLb > 0 ? `${item.weightLb} lb` : null),
    shippingXml(item, input.shipping, currency),
    input.shipping.freeFromCents === null
      ? ''
      : `<g:free_shipping_threshold><g:country>US</g:country><g:price_threshold>${amount(
          input.shipping.freeFromCents,
          currency,
        )}</g:price_threshold></g:free_shipping_threshold>`,
    '</item>',
  ].join('');
}

export function googleFeedXml(input: FeedInput): string {
  const prefix = input.store.appendStoreCode && input.store.urlPrefix ? input.store.urlPrefix : '';
  const items = feedProducts(input.products).flatMap((product) => itemsOf(product, input.origin, prefix, input.now));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    `<title>${escapeXml(input.store.name)}</title>`,
    `<link>${escapeXml(`${input.origin}${prefix}/`)}</link>`,
    `<description>${escapeXml(input.store.seo.defaultDescription || input.store.tagline)}</description>`,
    ...items.map((item) => itemXml(item, input)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
