import type { PriceFormat } from '@shoreline/domain/money';
import type { PricedOrder } from '@shoreline/domain/pricing/priced-order';
import type { MailBrand } from '../mail/index.js';
import type { OrderRow } from '../order/index.js';

/** The languages the store views speak; a preview is rendered in one of them. */
export const PREVIEW_LANGUAGES = ['en', 'de', 'it'] as const;
export type PreviewLanguage = (typeof PREVIEW_LANGUAGES)[number];

/** What a preview needs of a store view (a StoreView has all of it). */
export interface PreviewStore {
  storeCode: string;
  name: string;
  urlPrefix: string | null;
  appendStoreCode: boolean;
  urlMappingEnabled: boolean;
  i18n: { defaultLocale: string };
  priceFormat: PriceFormat;
}

/** The store view of each language as the seed sets it up: its code, prefix, language and money format. */
export function sampleStore(language: PreviewLanguage): PreviewStore {
  const base = { name: 'Shoreline', appendStoreCode: language !== 'en', urlMappingEnabled: language === 'en' };
  if (language === 'de') {
    const priceFormat = { currencySign: '$', currencyCode: 'USD', fractionDigits: 2, template: '{amount} {sign}', decimal: ',', group: '.' };
    return { ...base, storeCode: 'de', urlPrefix: '/de', i18n: { defaultLocale: 'de-DE' }, priceFormat };
  }
  if (language === 'it') {
    const priceFormat = { currencySign: 'USD', currencyCode: 'USD', fractionDigits: 2, template: '{amount} {sign}', decimal: ',', group: '.' };
    return { ...base, storeCode: 'it', urlPrefix: '/it', i18n: { defaultLocale: 'it-IT' }, priceFormat };
  }
  const priceFormat = { currencySign: '$', currencyCode: 'USD', fractionDigits: 2, template: '{sign}{amount}', decimal: '.', group: ',' };
  return { ...base, storeCode: 'main', urlPrefix: null, i18n: { defaultLocale: 'en-US' }, priceFormat };
}

const ADDRESS = {
  firstname: 'Jane',
  lastname: 'Chesapeake',
  company: '',
  street: ['1 Pier Rd', 'Apt 4'],
  city: 'Baltimore',
  region: 'Maryland',
  region_code: 'MD',
  region_id: 31,
  postcode: '21201',
  country_id: 'US',
  telephone: '4105550199',
  email: 'jane@example.com',
  vat_id: '',
};

/** A guest's order of two lines with options, delivered on a chosen day, billed to the delivery address. */
export const SAMPLE_ORDER: OrderRow = {
  id: 1001,
  increment_id: '000001001',
  store_code: 'main',
  customer_id: null,
  cart_id: 'sample-cart',
  client_order_id: null,
  status: 'processing',
  customer_email: 'jane@example.com',
  customer_firstname: 'Jane',
  customer_lastname: 'Chesapeake',
  shipping_carrier_code: 'shoreline',
  shipping_method_code: 'overnight',
  shipping_description: 'Overnight delivery',
  delivery_date: '2026-12-03',
  payment_method_code: 'checkmo',
  payment_title: 'Check / Money order',
  coupon_code: null,
  currency_code: 'USD',
  subtotal_cents: 11_497,
  shipping_cents: 2_499,
  discount_cents: 0,
  tax_cents: 0,
  grand_total_cents: 13_996,
  store_credit_cents: 0,
  gift_card_cents: 0,
  shipping_address: JSON.stringify(ADDRESS),
  billing_address: JSON.stringify(ADDRESS),
  totals: '{}',
  priced_order: null,
  payment_state: 'pending',
  is_gift: 0,
  gift_message: null,
  gift_notify_recipient: 0,
  gift_recipient_email: null,
  gift_notified_at: null,
  created_at: '2026-12-01T15:00:00.000Z',
  updated_at: '2026-12-01T15:00:00.000Z',
};

export const SAMPLE_PRICED: PricedOrder = {
  version: 1,
  currencyCode: 'USD',
  fulfilment: { mode: 'delivery', method: 'Overnight delivery', date: '2026-12-03' },
  lines: [
    {
      sku: 'CRAB-STEAM-LG-DZ',
      name: 'Steamed Maryland Blue Crabs, one dozen',
      productType: 'configurable',
      qty: 2,
      unitCents: 4_499,
      rowCents: 8_998,
      discountCents: 0,
      taxCents: 0,
      options: [{ label: 'Size', value: 'Jumbo' }],
    },
    {
      sku: 'CRAB-CAKE-JUMBO-2',
      name: 'Jumbo lump crab cakes',
      productType: 'simple',
      qty: 1,
      unitCents: 2_499,
      rowCents: 2_499,
      discountCents: 0,
      taxCents: 0,
      options: [{ label: 'Sauce', value: 'Remoulade' }],
    },
  ],
  segments: [
    { code: 'subtotal', title: 'Subtotal', cents: 11_497 },
    {
      code: 'shipping',
      title: 'Shipping & Handling (Overnight delivery)',
      cents: 2_499,
      shipping: { method: 'Overnight delivery', date: '2026-12-03' },
    },
    { code: 'tax', title: 'Tax', cents: 0 },
  ],
  grandTotalCents: 13_996,
};

/** The main store's brand on https://shop.example, in a language: for tests that render one mail. */
export const sampleBrand = (locale: string): MailBrand => ({
  storeName: 'Shoreline',
  locale,
  pagesUrl: 'https://shop.example',
  logoUrl: 'https://shop.example/icon-192.png',
  accent: '#b23f1b',
  accentOnDark: '#ff8a5b',
  addressLines: ['Shoreline Crab House', '500 Kent Narrows Way N', 'Grasonville, MD 21638'],
});
