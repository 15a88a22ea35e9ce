import type { StoreView } from '@shoreline/domain';

/** A store view for tests: below its own prefix (/de) by default, with the given overrides. Imported by tests only. */
export function testStoreView(storeCode: string, locale: string, overrides: Partial<StoreView> = {}): StoreView {
  return {
    storeCode,
    websiteId: 1,
    isDefault: false,
    hosts: [],
    urlPrefix: `/${storeCode}`,
    appendStoreCode: true,
    urlMappingEnabled: true,
    i18n: { defaultLocale: locale, currencyCode: 'USD', defaultCountry: 'US' },
    ...overrides,
  } as StoreView;
}

/** The main store on shop.example, at the root. */
export const TEST_MAIN_STORE = testStoreView('main', 'en-US', {
  isDefault: true,
  hosts: ['shop.example'],
  urlPrefix: null,
  appendStoreCode: false,
});
