import { describe, expect, it } from 'vitest';
import type { StoreView } from '@shoreline/domain';
import { locationInView, viewForPath, viewPrefix } from './store-views';

const store = (code: string, fields: Partial<StoreView>): StoreView =>
  ({
    storeCode: code,
    websiteId: 1,
    isDefault: false,
    appendStoreCode: false,
    urlPrefix: null,
    urlMappingEnabled: true,
    ...fields,
  }) as StoreView;

const main = store('main', { isDefault: true });
const restaurant = store('restaurant', { websiteId: 2 });
const de = store('de', { appendStoreCode: true, urlPrefix: '/de' });
const it_ = store('it', { appendStoreCode: true, urlPrefix: '/it', urlMappingEnabled: false });
const stores = [main, restaurant, de, it_];

describe('store views under a path prefix', () => {
  it('answers an enabled view below its prefix on its website only', () => {
    expect(viewForPath(main, stores, '/de')).toBe(de);
    expect(viewForPath(main, stores, '/de/c/crabs')).toBe(de);
    expect(viewForPath(main, stores, '/de/_root.data')).toBe(de);
    expect(viewForPath(main, stores, '/delivery')).toBeNull();
    expect(viewForPath(main, stores, '/it/c/crabs')).toBeNull();
    expect(viewForPath(restaurant, stores, '/de/c/crabs')).toBeNull();
    expect(viewPrefix(it_)).toBeNull();
    expect(viewPrefix(main)).toBeNull();
  });

  it('keeps a redirect inside the view', () => {
    expect(locationInView('/p/CRAB-STEAM/steamed-blue-crabs', '/de')).toBe('/de/p/CRAB-STEAM/steamed-blue-crabs');
    expect(locationInView('/de/c/crabs?page=2', '/de')).toBe('/de/c/crabs?page=2');
    expect(locationInView('/', '/de')).toBe('/de');
    expect(locationInView('/delivery', '/de')).toBe('/de/delivery');
    expect(locationInView('https://paypal.example/checkout', '/de')).toBe('https://paypal.example/checkout');
    expect(locationInView('//evil.example/', '/de')).toBe('//evil.example/');
  });
});
