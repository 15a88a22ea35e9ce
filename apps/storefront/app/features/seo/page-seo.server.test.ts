import { describe, expect, it, vi } from 'vitest';
import type { StoreView } from '@shoreline/domain';
import type { ApiClient } from '@shoreline/sdk';
import { languageAlternates } from './page-seo.server';
import { TEST_MAIN_STORE, testStoreView } from './test-store-views';

const main = TEST_MAIN_STORE;
const de = testStoreView('de', 'de-DE');
const it_ = testStoreView('it', 'it-IT');
const origin = 'https://shop.example';
const path = '/p/MERCH-CAP/crab-shack-cap';

/** A context whose API for each view is just its store code, so a check can tell the views apart. */
function contextOf(store: StoreView, stores: StoreView[]) {
  const apiForStore = vi.fn((storeCode: string) => ({ storeCode }) as unknown as ApiClient);
  return { store, stores, apiForStore, requestId: 'test' };
}

const carriedIn =
  (...codes: string[]) =>
  async (api: ApiClient) =>
    codes.includes((api as unknown as { storeCode: string }).storeCode);

describe('a page’s language versions, where the views carry it', () => {
  it('names every view that carries the page, and x-default', async () => {
    expect(await languageAlternates(origin, contextOf(main, [main, de, it_]), path, carriedIn('de', 'it'))).toEqual([
      { hreflang: 'en-US', href: `${origin}${path}` },
      { hreflang: 'de-DE', href: `${origin}/de${path}` },
      { hreflang: 'it-IT', href: `${origin}/it${path}` },
      { hreflang: 'x-default', href: `${origin}${path}` },
    ]);
  });

  it('leaves out a view that does not carry it (a product not assigned to the Italian view)', async () => {
    const alternates = await languageAlternates(origin, contextOf(main, [main, de, it_]), path, carriedIn('de'));
    expect(alternates.map((a) => a.hreflang)).toEqual(['en-US', 'de-DE', 'x-default']);
    // From the German view the same: its own version and the main store's, never the Italian one.
    const fromGerman = await languageAlternates(origin, contextOf(de, [main, de, it_]), path, carriedIn('main'));
    expect(fromGerman).toEqual([
      { hreflang: 'de-DE', href: `${origin}/de${path}` },
      { hreflang: 'en-US', href: `${origin}${path}` },
      { hreflang: 'x-default', href: `${origin}${path}` },
    ]);
  });

  it('names no version at all when no other view carries the page', async () => {
    expect(await languageAlternates(origin, contextOf(main, [main, de, it_]), path, carriedIn())).toEqual([]);
  });

  it('leaves out a view whose lookup fails, and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failingForItaly = async (api: ApiClient) => {
      if ((api as unknown as { storeCode: string }).storeCode === 'it') throw new Error('down');
      return true;
    };
    const alternates = await languageAlternates(origin, contextOf(main, [main, de, it_]), path, failingForItaly);
    expect(alternates.map((a) => a.hreflang)).toEqual(['en-US', 'de-DE', 'x-default']);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('asks no view while the website has none in another language (views off, the default)', async () => {
    const context = contextOf(main, [main, testStoreView('de', 'de-DE', { urlMappingEnabled: false })]);
    const carried = vi.fn(async () => true);
    expect(await languageAlternates(origin, context, path, carried)).toEqual([]);
    expect(carried).not.toHaveBeenCalled();
    expect(context.apiForStore).not.toHaveBeenCalled();
  });
});
