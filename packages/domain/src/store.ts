import type { PriceFormat } from './money.js';
import type { Locale } from './config.js';
import type { StorePlace } from './store-place.js';

/** A store view as the API and the storefront both see it. */
export interface StoreView {
  storeCode: string;
  storeId: number;
  websiteId: number;
  name: string;
  tagline: string;
  logo: string;
  isDefault: boolean;
  /** Host names that select this store (e.g. the restaurant brand's own domain). */
  hosts: string[];
  /** Path prefix such as "/de"; only used when urlMappingEnabled is true. */
  urlPrefix: string | null;
  appendStoreCode: boolean;
  urlMappingEnabled: boolean;
  i18n: { defaultLocale: Locale; currencyCode: string; defaultCountry: string };
  priceFormat: PriceFormat;
  tax: {
    defaultCountry: string;
    defaultRegion: string;
    calculateServerSide: boolean;
    sourcePriceIncludesTax: boolean;
    finalPriceIncludesTax: boolean;
    displayPricesInclTax: boolean;
  };
  seo: { defaultTitle: string; defaultDescription: string };
  /** The store's own record: address, phone, opening and pickup hours. */
  place: StorePlace;
  /** Where the contact form's messages go (the API accepts only this target). */
  contactEmail?: string;
  /** Shipping rules a page may state (the API's configuration): overnight is free from this amount up, null: never. */
  shipping?: {
    freeDeliveryFrom: number | null;
    /** The next cut-offs: an order placed before `orderBy` (an instant) arrives on `deliveryDate` (the shop's day). */
    cutoffs?: Array<{ orderBy: string; deliveryDate: string }>;
  };
}

/**
 * The path prefix a store view answers under ("/de", the spec's appendStoreCode), or null for a store that does not
 * live below one. Only a view enabled for URL mapping (STORE_VIEWS, or the catalog itself) has one: until then its
 * prefix is an ordinary path (the not-found page). The host routes by it and the API's links (mails) start with it.
 */
export function viewPathPrefix(
  store: Partial<Pick<StoreView, 'isDefault' | 'appendStoreCode' | 'urlMappingEnabled' | 'urlPrefix'>>,
): string | null {
  if (store.isDefault || !store.appendStoreCode || !store.urlMappingEnabled || !store.urlPrefix) return null;
  return `/${store.urlPrefix.replace(/^\/+|\/+$/g, '')}`;
}
