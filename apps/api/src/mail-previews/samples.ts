import type { PriceFormat } from '@shoreline/domain/money';
import type { StorePlace } from '@shoreline/domain';
import { CRAB_HOUSE_ADDRESS } from '@shoreline/domain/store-place.fixture';
import type { PricedOption, PricedOrder, PricedOrderLine } from '@shoreline/domain/pricing/priced-order';
import type { MailBrand } from '../mail/index.js';
import type { OrderRow } from '../order/index.js';

/** The languages the store views speak; a preview is rendered in one of them. */
export const PREVIEW_LANGUAGES = ['en', 'de', 'it'] as const;
export type PreviewLanguage = (typeof PREVIEW_LANGUAGES)[number];

/** What a preview needs of a store view (a StoreView has all of it). */
export interface PreviewStore {
  storeCode: string;
  name: string;
  logo: string;
  isDefault: boolean;
  urlPrefix: string | null;
  appendStoreCode: boolean;
  urlMappingEnabled: boolean;
  i18n: { defaultLocale: string };
  priceFormat: PriceFormat;
  /** The store's own record: the mails' footer names its address and phone. */
  place?: Pick<StorePlace, 'address' | 'telephone'>;
}

/** How each language's view writes US dollars, as the seed sets it up ("$1,234.50", "1.234,50 $", "1.234,50 USD"). */
const PRICE_FORMATS: Record<PreviewLanguage, { sign: string; template: string; decimal: string; group: string }> = {
  en: { sign: '$', template: '{sign}{amount}', decimal: '.', group: ',' },
  de: { sign: '$', template: '{amount}\u00a0{sign}', decimal: ',', group: '.' },
  it: { sign: 'USD', template: '{amount}\u00a0{sign}', decimal: ',', group: '.' },
};
const LOCALES: Record<PreviewLanguage, string> = { en: 'en-US', de: 'de-DE', it: 'it-IT' };

/** The store view of each language as the seed sets it up: its code, prefix, language and money format. */
export function sampleStore(language: PreviewLanguage): PreviewStore {
  const { sign, ...format } = PRICE_FORMATS[language];
  const main = language === 'en';
  return {
    storeCode: main ? 'main' : language,
    name: 'Shoreline',
    logo: '/media/brand/shoreline-logo.svg',
    isDefault: main,
    urlPrefix: main ? null : `/${language}`,
    appendStoreCode: !main,
    urlMappingEnabled: main,
    i18n: { defaultLocale: LOCALES[language] },
    priceFormat: { currencySign: sign, currencyCode: 'USD', fractionDigits: 2, ...format },
    place: {
      address: CRAB_HOUSE_ADDRESS,
      telephone: '4105550142',
    },
  };
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
  balance_due_cents: 0,
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
  recipient_choose_until: null,
  recipient_chose_at: null,
  recipient_lapsed_at: null,
  created_at: '2026-12-01T15:00:00.000Z',
  updated_at: '2026-12-01T15:00:00.000Z',
};

/** Where Jane's gift goes: her mother Ruth's address (the recipient is the delivery address's name). */
const GIFT_ADDRESS = {
  ...ADDRESS,
  firstname: 'Ruth',
  street: ['22 Marina Way'],
  city: 'Annapolis',
  postcode: '21401',
  telephone: '4105550123',
  email: 'ruth@example.com',
};

/**
 * Jane's gift to Ruth, who chooses its delivery day up to December 10 (issue 38): placed without a date, its recipient
 * mailed. The mails that follow the choice give it its date.
 */
export const SAMPLE_GIFT_ORDER: OrderRow = {
  ...SAMPLE_ORDER,
  delivery_date: null,
  shipping_address: JSON.stringify(GIFT_ADDRESS),
  is_gift: 1,
  gift_message: 'Happy birthday, Mom!\nSteam them with Old Bay.',
  gift_recipient_email: 'ruth@example.com',
  recipient_choose_until: '2026-12-10',
};

function sampleLine(sku: string, name: string, qty: number, unitCents: number, option: PricedOption): PricedOrderLine {
  return { sku, name, productType: 'simple', qty, unitCents, rowCents: qty * unitCents, discountCents: 0, taxCents: 0, options: [option] };
}

export const SAMPLE_PRICED: PricedOrder = {
  version: 1,
  currencyCode: 'USD',
  fulfilment: { mode: 'delivery', method: 'Overnight delivery', date: '2026-12-03' },
  lines: [
    sampleLine('CRAB-STEAM-LG-DZ', 'Steamed Maryland Blue Crabs, one dozen', 2, 4_499, { label: 'Size', value: 'Jumbo' }),
    sampleLine('CRAB-CAKE-JUMBO-2', 'Jumbo lump crab cakes', 1, 2_499, { label: 'Sauce', value: 'Remoulade' }),
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
  logo: { url: 'https://shop.example/icon-192.png', width: 48, height: 48 },
  accent: '#b23f1b',
  accentOnDark: '#ff8a5b',
  addressLines: ['Shoreline', '410 Harbor Road', 'Grasonville, MD 21638', '(410) 555-0142'],
});
