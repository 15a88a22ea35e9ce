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
  storage: { readErrors: number; writeErrors: number };
  PAGES: string;
  CATALOG: string;
}

class FakeCache {
  entries = new Map<string, Response>();
  put = vi.fn(async (key: string, response: Response) => {
    this.entries.set(key, response);
  });
  match = vi.fn(async (key: string) => this.entries.get(key));
  keys = vi.fn(async () => [...this.entries.keys()]);
  delete = vi.fn(async (key: string) => this.entries.delete(key));
}

function loadWorker() {
  const stores = new Map<string, FakeCache>();
  const caches = {
    open: vi.fn(async (name: string) => {
      if (!stores.has(name)) stores.set(name, new FakeCache());
      return stores.get(name)!;
    }),
    delete: vi.fn(async (name: string) => stores.delete(name)),
    keys: vi.fn(async () => [...stores.keys()]),
  };
  const self = { addEventListener: vi.fn(), location: { origin: 'https://shop.example' } };
  const worker = new Function('self', 'caches', `${SOURCE}\nreturn { keep, lookup, keepable, pageKey, storage, PAGES, CATALOG };`)(
    self,
    caches,
  ) as Worker;
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
