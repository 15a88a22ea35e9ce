import { describe, expect, it, vi } from 'vitest';
import { blogSitemapPages } from '~/features/blog/index.server';
import { cmsSitemapPages } from '~/features/content/index.server';
import { contactSitemapPages } from '~/features/contact/index.server';
import { collectSitemapEntries } from './sitemap.server';
import { renderSitemap } from './sitemap-xml';
import { TEST_MAIN_STORE, testStoreView } from './test-store-views';

const main = TEST_MAIN_STORE;
const restaurant = testStoreView('restaurant', 'en-US', {
  websiteId: 2,
  hosts: ['restaurant.example'],
  urlPrefix: null,
  appendStoreCode: false,
});

/**
 * A store's catalog as the API answers the sitemap's searches: one category, the products given, one CMS page, and
 * (through the plain call the blog's search makes) one blog post. A fake API rather than a module mock: test files
 * share their worker's modules (vitest.config.ts), so a mock cannot replace a module another file loaded first.
 */
function catalogApi(skus: string[]) {
  const search = vi.fn(async (entity: string) => {
    if (entity === 'category') return { items: [{ id: 3, url_path: 'crabs' }], total: 1 };
    if (entity === 'product') {
      const items = skus.map((sku) => ({ sku, url_key: sku.toLowerCase(), updated_at: '2026-11-01T10:00:00Z' }));
      return { items, total: items.length };
    }
    return { items: [{ identifier: 'shipping' }], total: 1 };
  });
  const call = vi.fn(async (_method: string, _path: string, body: { entityType: string }) => ({
    items: body.entityType === 'cms_blog' ? [{ url_key: 'soft-shell-season', publish_date: '2026-05-04' }] : [],
    total: body.entityType === 'cms_blog' ? 1 : 0,
  }));
  return { catalog: { search }, call } as unknown as Parameters<typeof collectSitemapEntries>[0]['api'];
}

const origin = 'https://shop.example';
/** The sources the sitemap's route registers (routes/sitemap.ts). */
const sources = [cmsSitemapPages, blogSitemapPages, contactSitemapPages];

describe('sitemap entries', () => {
  it('lists only the store’s own pages while no store view is enabled (the default)', async () => {
    const apiForStore = vi.fn();
    const stores = [main, restaurant, testStoreView('de', 'de-DE', { urlMappingEnabled: false })];
    const entries = await collectSitemapEntries({ api: catalogApi(['CRAB']), store: main, stores, apiForStore }, origin, sources);
    expect(apiForStore).not.toHaveBeenCalled();
    expect(entries.map((entry) => entry.path)).toEqual([
      '/',
      '/c/crabs',
      '/p/CRAB/crab',
      '/i/shipping',
      '/blog',
      '/blog/soft-shell-season',
      '/contacts',
    ]);
    expect(entries.some((entry) => entry.alternates)).toBe(false);
    expect(renderSitemap(origin, entries)).not.toContain('xmlns:xhtml');
  });

  it('adds the /de and /it pages with every language version as alternates when the views are enabled', async () => {
    const de = testStoreView('de', 'de-DE');
    const it = testStoreView('it', 'it-IT');
    const apis: Record<string, ReturnType<typeof catalogApi>> = { de: catalogApi(['CRAB']), it: catalogApi(['CRAB', 'ONLY-IT']) };
    const apiForStore = (code: string) => apis[code];
    const entries = await collectSitemapEntries(
      { api: catalogApi(['CRAB']), store: main, stores: [main, restaurant, de, it], apiForStore },
      origin,
      sources,
    );
    const paths = entries.map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        `${origin}/de`,
        `${origin}/de/c/crabs`,
        `${origin}/de/p/CRAB/crab`,
        `${origin}/de/i/shipping`,
        `${origin}/it/p/ONLY-IT/only-it`,
        `${origin}/blog`,
      ]),
    );
    // The views list the pages they translate, not the blog or the contact page.
    expect(paths).not.toContain(`${origin}/de/blog`);
    const product = entries.find((entry) => entry.path === `${origin}/de/p/CRAB/crab`);
    expect(product?.lastmod).toBe('2026-11-01T10:00:00Z');
    expect(product?.alternates).toEqual([
      { hreflang: 'en-US', href: `${origin}/p/CRAB/crab` },
      { hreflang: 'de-DE', href: `${origin}/de/p/CRAB/crab` },
      { hreflang: 'it-IT', href: `${origin}/it/p/CRAB/crab` },
      { hreflang: 'x-default', href: `${origin}/p/CRAB/crab` },
    ]);
    // The main store's page names the same versions; a page only one view has names none.
    expect(entries.find((entry) => entry.path === `${origin}/p/CRAB/crab`)?.alternates).toEqual(product?.alternates);
    expect(entries.find((entry) => entry.path === `${origin}/it/p/ONLY-IT/only-it`)?.alternates).toBeUndefined();
    expect(entries.find((entry) => entry.path === `${origin}/de`)?.alternates?.[1]).toEqual({ hreflang: 'de-DE', href: `${origin}/de` });

    const xml = renderSitemap(origin, entries);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain(
      `<url><loc>${origin}/it/c/crabs</loc><xhtml:link rel="alternate" hreflang="en-US" href="${origin}/c/crabs"/>` +
        `<xhtml:link rel="alternate" hreflang="de-DE" href="${origin}/de/c/crabs"/>` +
        `<xhtml:link rel="alternate" hreflang="it-IT" href="${origin}/it/c/crabs"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/c/crabs"/></url>`,
    );
  });

  it('names a product’s versions only in the views that sell it (a product not assigned to the Italian view)', async () => {
    const de = testStoreView('de', 'de-DE');
    const it = testStoreView('it', 'it-IT');
    const apis: Record<string, ReturnType<typeof catalogApi>> = { de: catalogApi(['CRAB', 'CAP']), it: catalogApi(['CRAB']) };
    const context = { api: catalogApi(['CRAB', 'CAP']), store: main, stores: [main, de, it], apiForStore: (code: string) => apis[code] };
    const entries = await collectSitemapEntries(context, origin, sources);
    const paths = entries.map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining([`${origin}/p/CAP/cap`, `${origin}/de/p/CAP/cap`]));
    expect(paths).not.toContain(`${origin}/it/p/CAP/cap`);
    const cap = [
      { hreflang: 'en-US', href: `${origin}/p/CAP/cap` },
      { hreflang: 'de-DE', href: `${origin}/de/p/CAP/cap` },
      { hreflang: 'x-default', href: `${origin}/p/CAP/cap` },
    ];
    expect(entries.find((entry) => entry.path === `${origin}/p/CAP/cap`)?.alternates).toEqual(cap);
    expect(entries.find((entry) => entry.path === `${origin}/de/p/CAP/cap`)?.alternates).toEqual(cap);
    expect(renderSitemap(origin, entries)).not.toContain(`${origin}/it/p/CAP/cap`);
  });
});
