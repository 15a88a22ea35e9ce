import fs from 'node:fs';
import path from 'node:path';
import type { AppLoadContext } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoreView } from '@shoreline/domain';
import { createApiClient } from '@shoreline/sdk';
import { loadCategoryPage } from '~/features/category/category-data.server';
import { loadCmsPage } from '~/features/content/cms-page.server';
import { loadProductPage } from '~/features/product-page/product-page.server';
import { collectSitemapEntries } from '~/features/seo/index.server';
import { createStaffTeam, type TestStaff } from '../../api/test/admin-harness.js';
import { engines, envelopeCall, suiteApi } from '../../api/test/harness.js';

/**
 * A product the shop takes out of its Italian view (STORE_VIEWS=de,it): the API's Italian catalog no longer has it,
 * and the storefront's product page and sitemap, run against that API, name its English and German versions only,
 * so neither an hreflang link nor the languages modal leads to an Italian 404. The same for a CMS page only the
 * main store has; a category every view sells in names all three.
 */
const SHOP_SEED = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../api/seed/catalog.ndjson');
const SKU = 'SAUCE-HOT-5OZ';
const PRODUCT_PATH = `/p/${SKU}/chesapeake-pepper-sauce`;

/** The seed's line for the product, without its stock, sold in the stores given. */
function productLine(stores: string[]): string {
  const line = fs
    .readFileSync(SHOP_SEED, 'utf8')
    .split('\n')
    .find((text) => text.includes(`"sku":"${SKU}"`));
  if (!line) throw new Error(`${SKU} is not in the seed catalog`);
  const { stock: _stock, ...record } = JSON.parse(line) as Record<string, unknown>;
  return `${JSON.stringify({ ...record, stores })}\n`;
}

describe.each(engines)('a product not sold in the Italian view on $name', (engine) => {
  const api = suiteApi(engine, { seedFile: SHOP_SEED, storeViews: ['de', 'it'] });
  const call = envelopeCall(api);
  let manager: TestStaff;
  let context: AppLoadContext;
  let origin: string;

  const skusIn = async (storeCode: string) =>
    (
      (await call('POST', '/api/catalog', { entityType: 'product', storeCode, query: { filters: [{ key: 'sku', value: { eq: SKU } }] } }))
        .result as { items: Array<{ sku: string }> }
    ).items.map((item) => item.sku);

  beforeAll(async () => {
    ({ manager } = await createStaffTeam(api, ['manager']));
    const started = await call('POST', '/api/admin/import', productLine(['main', 'de']), {
      ...manager.headers,
      'content-type': 'application/x-ndjson',
    });
    expect(started.code, JSON.stringify(started.result)).toBe(200);
    const page = { identifier: 'oyster-guide', title: 'Oyster guide', content: '<p>Shucking.</p>', store_code: 'main' };
    const created = await call('POST', '/api/admin/cms-pages', page, manager.headers);
    expect(created.code, JSON.stringify(created.result)).toBe(200);
    // The import runs as a job; the Italian catalog follows once it is written and the catalog refreshed.
    await vi.waitFor(
      async () => {
        expect(await skusIn('it')).toEqual([]);
      },
      { timeout: 15_000, interval: 100 },
    );

    origin = api.baseUrl;
    const stores = (await call('GET', '/api/stores')).result as StoreView[];
    const store = stores.find((s) => s.storeCode === 'main') as StoreView;
    const apiForStore = (storeCode: string) => createApiClient({ baseUrl: api.baseUrl, storeCode });
    context = {
      api: apiForStore('main'),
      store,
      stores,
      apiForStore,
      requestId: 'test',
      log: { warn: () => undefined },
      nonce: '',
    };
  });

  it('is in the main and German catalogs, not in the Italian one', async () => {
    expect(await skusIn('main')).toEqual([SKU]);
    expect(await skusIn('de')).toEqual([SKU]);
    expect(await skusIn('it')).toEqual([]);
  });

  it('names its English and German versions on its page, not an Italian one', async () => {
    const page = await loadProductPage({
      params: { parentSku: SKU, slug: 'chesapeake-pepper-sauce' },
      request: new Request(`${origin}${PRODUCT_PATH}`),
      context,
    });
    expect(page.alternates).toEqual([
      { hreflang: 'en-US', href: `${origin}${PRODUCT_PATH}` },
      { hreflang: 'de-DE', href: `${origin}/de${PRODUCT_PATH}` },
      { hreflang: 'x-default', href: `${origin}${PRODUCT_PATH}` },
    ]);
    const hreflangs = page.meta.flatMap((tag) => ('hrefLang' in tag ? [tag.hrefLang] : []));
    expect(hreflangs).not.toContain('it-IT');
    // A product every view sells keeps its three versions.
    const crabs = await loadProductPage({
      params: { parentSku: 'CRAB-STEAM', slug: 'steamed-blue-crabs' },
      request: new Request(`${origin}/p/CRAB-STEAM/steamed-blue-crabs`),
      context,
    });
    expect(crabs.alternates.map((a) => a.hreflang)).toEqual(['en-US', 'de-DE', 'it-IT', 'x-default']);
  });

  it('lists it in the sitemap for the main and German stores only, each naming the other', async () => {
    // Products only: the features that add their own pages (CMS, blog, contact) are left out.
    const entries = await collectSitemapEntries(context, origin, []);
    const paths = entries.map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining([`${origin}${PRODUCT_PATH}`, `${origin}/de${PRODUCT_PATH}`]));
    expect(paths).not.toContain(`${origin}/it${PRODUCT_PATH}`);
    const versions = entries.find((entry) => entry.path === `${origin}${PRODUCT_PATH}`)?.alternates?.map((a) => a.hreflang);
    expect(versions).toEqual(['en-US', 'de-DE', 'x-default']);
  });

  it('names only the main store’s version of a CMS page only it has, and every view’s of a shared category', async () => {
    await vi.waitFor(
      async () => {
        const guide = await loadCmsPage(new Request(`${origin}/i/oyster-guide`), context, 'oyster-guide');
        expect(guide.seo.alternates).toEqual([]);
      },
      { timeout: 15_000, interval: 100 },
    );
    const shipping = await loadCmsPage(new Request(`${origin}/i/shipping`), context, 'shipping');
    expect(shipping.seo.alternates.map((a) => a.hreflang)).toEqual(['en-US', 'de-DE', 'it-IT', 'x-default']);
    const crabs = await loadCategoryPage(context, 'crabs', new URL(`${origin}/c/crabs`));
    expect(crabs.seo.alternates).toEqual([
      { hreflang: 'en-US', href: `${origin}/c/crabs` },
      { hreflang: 'de-DE', href: `${origin}/de/c/crabs` },
      { hreflang: 'it-IT', href: `${origin}/it/c/crabs` },
      { hreflang: 'x-default', href: `${origin}/c/crabs` },
    ]);
  });
});
