import { describe, expect, it } from 'vitest';
import type { StoreView } from '@shoreline/domain';
import { languagesLinkHtml } from './languages-link.server';
import { switchableViews } from './languages.server';
import { testStoreView } from '~/lib/store-view.fixture';

function view(storeCode: string, storeId: number, overrides: Partial<StoreView>): StoreView {
  return { ...testStoreView({ storeCode, ...overrides }), storeId } as StoreView;
}

const main = view('main', 1, { isDefault: true, hosts: ['localhost'] });
const restaurant = view('restaurant', 2, { websiteId: 2, isDefault: true, hosts: ['restaurant.localhost'] });
const language = (storeCode: 'de' | 'it', storeId: number, enabled: boolean) =>
  view(storeCode, storeId, {
    urlPrefix: `/${storeCode}`,
    appendStoreCode: true,
    urlMappingEnabled: enabled,
    i18n: { defaultLocale: storeCode === 'de' ? 'de-DE' : 'it-IT', currencyCode: 'USD', defaultCountry: 'US' },
  });

describe('the views the languages modal lists', () => {
  it('are the website’s enabled views on this host, each with its home, the current one included', () => {
    const stores = [language('it', 4, false), restaurant, language('de', 3, true), main];
    expect(switchableViews({ store: main, stores })).toEqual([
      { storeCode: 'main', locale: 'en-US', home: '/' },
      { storeCode: 'de', locale: 'de-DE', home: '/de' },
    ]);
    expect(switchableViews({ store: language('de', 3, true), stores }).map((v) => v.storeCode)).toEqual(['main', 'de']);
  });

  it('travel with the header’s and footer’s link as data', () => {
    const views = switchableViews({ store: main, stores: [main, language('de', 3, true)] });
    const html = languagesLinkHtml('en-US', (key, params) => `${key} ${params?.language ?? ''}`, views);
    expect(html).toContain('<a href="/languages" class="languages-link">');
    const data = /data-languages="([^"]*)"/.exec(html)?.[1].replaceAll('&quot;', '"');
    expect(JSON.parse(data ?? '')).toEqual(views);
  });
});
