import type { StoreView } from '@shoreline/domain';

/** What places a store view on the web: its website, hosts, prefix, URL mapping and language. */
export type StoreViewPlace = Pick<
  StoreView,
  'storeCode' | 'websiteId' | 'isDefault' | 'hosts' | 'urlPrefix' | 'appendStoreCode' | 'urlMappingEnabled' | 'i18n'
>;

/**
 * For tests: a view of the first website, not its default, on no host or prefix of its own, with URL mapping on, in
 * US English and dollars; `overrides` name the view and say what differs.
 */
export function testStoreView(overrides: Partial<StoreViewPlace> & Pick<StoreViewPlace, 'storeCode'>): StoreViewPlace {
  return {
    websiteId: 1,
    isDefault: false,
    hosts: [],
    urlPrefix: null,
    appendStoreCode: false,
    urlMappingEnabled: true,
    i18n: { defaultLocale: 'en-US', currencyCode: 'USD', defaultCountry: 'US' },
    ...overrides,
  };
}
