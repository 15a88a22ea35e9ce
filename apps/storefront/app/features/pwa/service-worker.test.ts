import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/**
 * The service worker's storage rules (public/service-worker.js, plain JS): its functions are read out of the file
 * and run against fake Cache Storage, as the browser would give it.
 */
const SOURCE = fs.readFileSync(path.resolve(__dirname, '../../../public/service-worker.js'), 'utf8');

interface Worker {
  keep(name: string, request: string, response: Response): Promise<boolean>;
  lookup(name: string, request: string): Promise<Response | undefined>;
  keepable(response: Response, url?: URL): boolean;
  pageKey(url: URL): string;
  refreshCatalog(force?: boolean): Promise<void>;
  keepPage(href: string): Promise<void>;
  storage: { readErrors: number; writeErrors: number };
  PAGES: string;
  FILES: string;
  CATALOG: string;
}

class FakeCache {
  entries = new Map<string, Response>();
  put = vi.fn(async (key: string, response: Response) => {
    this.entries.set(key, response);
  });
  // As Cache Storage does, every match is a fresh answer whose body can be read.
  match = vi.fn(async (key: string) => this.entries.get(key)?.clone());
  keys = vi.fn(async () => [...this.entries.keys()]);
  delete = vi.fn(async (key: string) => this.entries.delete(key));
}

function loadWorker(fetch: (input: string | URL) => Promise<Response> = () => Promise.reject(new TypeError('offline')), onLine = true) {
  const stores = new Map<string, FakeCache>();
  const caches = {
    open: vi.fn(async (name: string) => {
      if (!stores.has(name)) stores.set(name, new FakeCache());
      return stores.get(name)!;
    }),
    delete: vi.fn(async (name: string) => stores.delete(name)),
    keys: vi.fn(async () => [...stores.keys()]),
  };
  const self = { addEventListener: vi.fn(), location: { origin: 'https://shop.example' }, navigator: { onLine } };
  const worker = new Function(
    'self',
    'caches',
    'fetch',
    `${SOURCE}\nreturn { keep, lookup, keepable, pageKey, refreshCatalog, keepPage, storage, PAGES, FILES, CATALOG };`,
  )(self, caches, fetch) as Worker;
  return { worker, stores, caches };
}

const quotaError = () => Object.assign(new Error('full'), { name: 'QuotaExceededError' });
const page = (text = 'page', cacheControl = 'public, no-cache') =>
  new Response(text, { headers: { 'cache-control': cacheControl, 'content-type': 'text/html' } });

describe('service worker storage', () => {
  it('on a full quota drops the catalog copy and the oldest half of the pages, then writes once more', async () => {
    const { worker, stores, caches } = loadWorker();
    for (const n of [1, 2, 3, 4]) await worker.keep(worker.PAGES, `https://shop.example/p/${n}`, page());
    await worker.keep(worker.CATALOG, 'https://shop.example/c/crabs', page());
    const pages = stores.get(worker.PAGES)!;
    pages.put.mockRejectedValueOnce(quotaError());
    expect(await worker.keep(worker.PAGES, 'https://shop.example/p/5', page())).toBe(true);
    expect(caches.delete).toHaveBeenCalledWith(worker.CATALOG);
    expect([...pages.entries.keys()]).toEqual(['https://shop.example/p/3', 'https://shop.example/p/4', 'https://shop.example/p/5']);
  });

  it('stops writing after 30 slow writes and keeps a copy in memory instead', async () => {
    vi.useFakeTimers();
    try {
      const { worker, stores } = loadWorker();
      await worker.keep(worker.PAGES, 'https://shop.example/warm', page());
      const pages = stores.get(worker.PAGES)!;
      pages.put.mockImplementation(() => new Promise(() => undefined));
      for (let n = 0; n < 30; n++) {
        const kept = worker.keep(worker.PAGES, `https://shop.example/slow/${n}`, page());
        await vi.advanceTimersByTimeAsync(801);
        expect(await kept).toBe(false);
      }
      expect(worker.storage.writeErrors).toBe(30);
      const calls = pages.put.mock.calls.length;
      expect(await worker.keep(worker.PAGES, 'https://shop.example/late', page('late'))).toBe(false);
      expect(pages.put.mock.calls.length).toBe(calls);
      expect(await (await worker.lookup(worker.PAGES, 'https://shop.example/late'))?.text()).toBe('late');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops reading after one failed read and answers from memory', async () => {
    const { worker, stores } = loadWorker();
    await worker.keep(worker.PAGES, 'https://shop.example/a', page('a'));
    const pages = stores.get(worker.PAGES)!;
    pages.match.mockRejectedValueOnce(new Error('broken'));
    expect(await (await worker.lookup(worker.PAGES, 'https://shop.example/a'))?.text()).toBe('a');
    expect(worker.storage.readErrors).toBe(1);
    const reads = pages.match.mock.calls.length;
    expect(await (await worker.lookup(worker.PAGES, 'https://shop.example/a'))?.text()).toBe('a');
    expect(pages.match.mock.calls.length).toBe(reads);
  });

  it('keeps the checkout under its path although it says no-store, and no other private page', () => {
    const { worker } = loadWorker();
    const checkout = new URL('https://shop.example/checkout?cartId=abc');
    const ok = (cacheControl: string) => Object.defineProperty(page('x', cacheControl), 'type', { value: 'basic' });
    expect(worker.keepable(ok('private, no-store'), checkout)).toBe(true);
    expect(worker.pageKey(checkout)).toBe('https://shop.example/checkout');
    expect(worker.keepable(ok('private, no-store'), new URL('https://shop.example/my-account'))).toBe(false);
    expect(worker.pageKey(new URL('https://shop.example/c/crabs?page=2'))).toBe('https://shop.example/c/crabs?page=2');
  });
});

/** The shop as the catalog copy fetches it: the index of top categories and each one's page and route data. */
function shopFetch(price: { text: string }) {
  return vi.fn(async (input: string | URL) => {
    const url = new URL(String(input), 'https://shop.example');
    const basic = (body: string) => Object.defineProperty(page(body), 'type', { value: 'basic' });
    if (url.pathname === '/offline-catalog.json') return basic(JSON.stringify({ pages: ['/c/crabs'] }));
    if (url.pathname.startsWith('/c/crabs')) return basic(`${url.pathname} ${price.text}`);
    return new Response('not found', { status: 404 });
  });
}

type ShopFetch = ReturnType<typeof shopFetch>;

describe('service worker: a kept page keeps the messages it names', () => {
  it('keeps the page and its /i18n/ file, so the page opens offline with its app', async () => {
    const messages = '/i18n/en-US.Njz_j2qTpMo-.json';
    const fetched: string[] = [];
    const { worker, stores } = loadWorker(async (input) => {
      fetched.push(String(input));
      // Same-origin answers, as the browser types them.
      const basic = (response: Response) => Object.defineProperty(response, 'type', { value: 'basic' });
      if (String(input) === messages)
        return basic(new Response('{"app.skipToContent":"Skip"}', { headers: { 'content-type': 'application/json' } }));
      return basic(
        page(`<html><script>window.__shorelineMessagesRequest=fetch("${messages}",{credentials:"same-origin"})</script></html>`),
      );
    });
    await worker.keepPage('https://shop.example/');
    expect(stores.get(worker.PAGES)?.entries.has('https://shop.example/')).toBe(true);
    expect(await (await worker.lookup(worker.FILES, messages))?.json()).toEqual({ 'app.skipToContent': 'Skip' });
    // Kept once: a second page naming the same file does not fetch it again.
    await worker.keepPage('https://shop.example/');
    expect(fetched.filter((url) => url === messages)).toHaveLength(1);
  });
});

describe('service worker catalog copy', () => {
  const HOUR = 60 * 60 * 1000;
  const crabs = 'https://shop.example/c/crabs.data';

  /** A worker activated at 8:00 on the fake clock, its catalog copy made from the shop at $89.99; the clock is real again after `run`. */
  async function afterActivation(run: (activated: { worker: Worker; fetch: ShopFetch; price: { text: string } }) => Promise<void>) {
    vi.useFakeTimers({ now: new Date('2026-11-27T08:00:00Z') });
    try {
      const price = { text: '$89.99' };
      const fetch = shopFetch(price);
      const { worker } = loadWorker(fetch);
      await worker.refreshCatalog(true);
      await run({ worker, fetch, price });
    } finally {
      vi.useRealTimers();
    }
  }

  it('makes it on activation and again only once it is older than six hours, online', async () => {
    await afterActivation(async ({ worker, fetch, price }) => {
      expect(await (await worker.lookup(worker.CATALOG, crabs))?.text()).toBe('/c/crabs.data $89.99');
      const fetchesAfterActivation = fetch.mock.calls.length;

      // A page load an hour later: the copy is young, nothing is fetched.
      price.text = '$79.99';
      vi.setSystemTime(new Date('2026-11-27T09:00:00Z'));
      await worker.refreshCatalog();
      expect(fetch.mock.calls.length).toBe(fetchesAfterActivation);

      // Six hours and a bit after it was made: the next page load makes it again, within the same budget.
      vi.setSystemTime(new Date(Date.parse('2026-11-27T08:00:00Z') + 6 * HOUR + 60_000));
      await worker.refreshCatalog();
      expect(await (await worker.lookup(worker.CATALOG, crabs))?.text()).toBe('/c/crabs.data $79.99');
      expect(await (await worker.lookup(worker.CATALOG, 'https://shop.example/offline-catalog.json'))?.text()).toContain('/c/crabs');
    });
  });

  it('keeps the old copy when the refresh fails, and does not try again on every page load', async () => {
    await afterActivation(async ({ worker, fetch }) => {
      vi.setSystemTime(new Date('2026-11-27T15:00:00Z'));
      fetch.mockRejectedValue(new TypeError('offline'));
      await worker.refreshCatalog();
      expect(await (await worker.lookup(worker.CATALOG, crabs))?.text()).toBe('/c/crabs.data $89.99');
      const calls = fetch.mock.calls.length;
      vi.setSystemTime(new Date('2026-11-27T15:01:00Z'));
      await worker.refreshCatalog();
      expect(fetch.mock.calls.length).toBe(calls);
    });
  });

  it('does not try while the browser says it is offline', async () => {
    const fetch = shopFetch({ text: '$1.00' });
    const { worker } = loadWorker(fetch, false);
    await worker.refreshCatalog();
    expect(fetch).not.toHaveBeenCalled();
  });
});
