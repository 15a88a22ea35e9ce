import { describe, expect, it } from 'vitest';
import { hreflangAlternates, storeUrl } from './hreflang';
import { testStoreView } from '~/lib/store-view.fixture';

const main = testStoreView({ storeCode: 'main', isDefault: true, hosts: ['localhost', 'shop.example'] });
const german = (enabled: boolean) =>
  testStoreView({
    storeCode: 'de',
    urlPrefix: '/de',
    appendStoreCode: true,
    urlMappingEnabled: enabled,
    i18n: { defaultLocale: 'de-DE', currencyCode: 'USD', defaultCountry: 'US' },
  });
const italian = (enabled: boolean) =>
  testStoreView({
    storeCode: 'it',
    urlPrefix: '/it',
    appendStoreCode: true,
    urlMappingEnabled: enabled,
    i18n: { defaultLocale: 'it-IT', currencyCode: 'USD', defaultCountry: 'US' },
  });
const restaurant = testStoreView({ storeCode: 'restaurant', websiteId: 2, hosts: ['restaurant.localhost'] });

const origin = 'https://shop.example';

describe('hreflang alternates', () => {
  it('adds nothing while the other languages are not enabled for URL mapping (today’s seed)', () => {
    expect(hreflangAlternates(main, [main, restaurant, german(false), italian(false)], '/i/shipping', origin)).toEqual([]);
  });

  it('lists every enabled language of the website, the current store and x-default', () => {
    expect(hreflangAlternates(main, [main, restaurant, german(true), italian(true)], '/i/shipping', origin)).toEqual([
      { hreflang: 'en-US', href: 'https://shop.example/i/shipping' },
      { hreflang: 'de-DE', href: 'https://shop.example/de/i/shipping' },
      { hreflang: 'it-IT', href: 'https://shop.example/it/i/shipping' },
      { hreflang: 'x-default', href: 'https://shop.example/i/shipping' },
    ]);
  });

  it('gives the same set from a language store, x-default pointing at the default store', () => {
    const de = german(true);
    expect(hreflangAlternates(de, [main, de, italian(false)], '/blog', origin)).toEqual([
      { hreflang: 'de-DE', href: 'https://shop.example/de/blog' },
      { hreflang: 'en-US', href: 'https://shop.example/blog' },
      { hreflang: 'x-default', href: 'https://shop.example/blog' },
    ]);
  });

  it('ignores stores of other websites and stores with the same locale', () => {
    const otherWebsiteGerman = { ...german(true), storeCode: 'de2', websiteId: 2 };
    const secondEnglish = testStoreView({ storeCode: 'us2', hosts: ['us2.example'] });
    expect(hreflangAlternates(main, [main, restaurant, otherWebsiteGerman, secondEnglish], '/', origin)).toEqual([]);
  });

  it('keeps one store per locale', () => {
    const secondGerman = { ...german(true), storeCode: 'de2', urlPrefix: '/de2' };
    const result = hreflangAlternates(main, [main, german(true), secondGerman], '/', origin);
    expect(result.map((alternate) => alternate.hreflang)).toEqual(['en-US', 'de-DE', 'x-default']);
    expect(result[1].href).toBe('https://shop.example/de');
  });

  it('uses a language store’s own host and skips stores that cannot be addressed', () => {
    const germanHost = { ...german(true), urlPrefix: null, appendStoreCode: false, hosts: ['shop.example.de'] };
    const nowhere = { ...italian(true), urlPrefix: null, appendStoreCode: false, hosts: [] };
    expect(hreflangAlternates(main, [main, germanHost, nowhere], '/contacts', 'http://localhost:3000')).toEqual([
      { hreflang: 'en-US', href: 'http://localhost:3000/contacts' },
      { hreflang: 'de-DE', href: 'http://shop.example.de:3000/contacts' },
      { hreflang: 'x-default', href: 'http://localhost:3000/contacts' },
    ]);
  });

  it('has nothing to offer when no other version can be addressed', () => {
    const nowhere = { ...italian(true), urlPrefix: null, appendStoreCode: false, hosts: [] };
    expect(hreflangAlternates(main, [main, nowhere], '/', origin)).toEqual([]);
  });
});

describe('store URL', () => {
  it('keeps the requested origin for the current store', () => {
    expect(storeUrl(main, '/blog', 'http://127.0.0.1:3000', true)).toBe('http://127.0.0.1:3000/blog');
  });

  it('joins a path prefix without a trailing slash on the home page', () => {
    expect(storeUrl(german(true), '/', origin)).toBe('https://shop.example/de');
    expect(storeUrl(german(true), 'i/faq', origin)).toBe('https://shop.example/de/i/faq');
  });
});
